import { useEffect, useLayoutEffect, useMemo } from 'react';
import type { WidgetProps } from '../../mount/types';
import { useIslandsStore } from '../../core/store/react';
import { isFlexOrGrid, tallest, type EqualColumnsOptions } from './options';
import { EQUAL_COLUMNS_MARKUP } from './markup';

/** Equalized columns apply only above width 767 (README). */
const EQUAL_ABOVE_PX = 767;

interface Structure {
  readonly columns: readonly HTMLElement[];
  /** Per column: the box whose height is evened out (its fill box, else the column itself). */
  readonly targets: readonly HTMLElement[];
  readonly fills: readonly HTMLElement[];
}

function readStructure(element: HTMLElement, options: EqualColumnsOptions): Structure {
  const candidates = options.columnSelector ? Array.from(element.querySelectorAll(options.columnSelector)) : Array.from(element.children);
  const columns = candidates.filter((column): column is HTMLElement => column instanceof HTMLElement && column.tagName !== 'SCRIPT');
  const fills = options.fillSelector
    ? columns.map((column) => column.querySelector<HTMLElement>(options.fillSelector)).filter((fill): fill is HTMLElement => fill !== null)
    : [];
  const targets = columns.map((column) => (options.fillSelector && column.querySelector<HTMLElement>(options.fillSelector)) || column);
  return { columns, targets, fills };
}

/**
 * Evens out the heights of script-mode targets: clears what it set, reads every natural height at
 * once (one layout), writes the tallest back as min-height (border-box height kept exact, not rounded).
 */
function equalize(targets: readonly HTMLElement[]): void {
  for (const target of targets) target.style.minHeight = '';
  const measured = targets.map((target) => {
    const style = getComputedStyle(target);
    const height = target.getBoundingClientRect().height;
    const frame = style.boxSizing === 'border-box' ? 0 : height - parseFloat(style.height);
    return { height, frame: Number.isFinite(frame) ? frame : 0 };
  });
  const max = tallest(measured.map(({ height }) => height));
  targets.forEach((target, index) => (target.style.minHeight = `${max - measured[index]!.frame}px`));
}

/**
 * Equal columns (widgets/equal-columns/README.md). Rows whose columns are flex or grid items: CSS
 * only (a class and one constructable stylesheet with a min-width: 768px query). Other markup: the
 * tallest column's height as min-height, recomputed when content or images change (ResizeObserver on
 * the columns' contents, MutationObserver for text), never from a resize handler.
 */
export function EqualColumnsWidget({ element, options }: WidgetProps<EqualColumnsOptions>) {
  const { columns, targets, fills } = useMemo(() => readStructure(element, options), [element, options]);
  // Read once, before our class lands: the row's own display decides the way.
  const cssOnly = useMemo(
    () => !options.columnSelector && isFlexOrGrid(getComputedStyle(element).display),
    [element, options.columnSelector],
  );
  const wide = useIslandsStore((state) => state.viewport.widthPx > EQUAL_ABOVE_PX);

  useLayoutEffect(() => {
    const added: Array<[Element, string]> = [];
    const add = (target: Element, name: string) => {
      if (target.classList.contains(name)) return;
      target.classList.add(name);
      added.push([target, name]);
    };
    if (cssOnly) {
      add(element, EQUAL_COLUMNS_MARKUP.classes.row);
      for (const column of columns) add(column, EQUAL_COLUMNS_MARKUP.classes.column);
      for (const fill of fills) add(fill, EQUAL_COLUMNS_MARKUP.classes.fill);
    }
    element.setAttribute(EQUAL_COLUMNS_MARKUP.attributes.mode, cssOnly ? 'css' : 'script');
    return () => {
      for (const [target, name] of added) target.classList.remove(name);
      element.removeAttribute(EQUAL_COLUMNS_MARKUP.attributes.mode);
    };
  }, [element, columns, fills, cssOnly]);

  useEffect(() => {
    if (cssOnly || !wide || targets.length < 2) return;
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        equalize(targets);
      });
    };
    equalize(targets);
    // What the targets contain changes size (text rewraps, an image arrives): their children are
    // observed, not the targets, whose own size is ours.
    const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
    for (const target of targets) for (const child of Array.from(target.children)) resizes?.observe(child);
    const mutations = new MutationObserver((records) => {
      for (const record of records)
        for (const node of Array.from(record.addedNodes))
          if (node instanceof Element && targets.includes(node.parentElement!)) resizes?.observe(node);
      schedule();
    });
    for (const target of targets) mutations.observe(target, { childList: true, subtree: true, characterData: true });
    return () => {
      cancelAnimationFrame(frame);
      resizes?.disconnect();
      mutations.disconnect();
      for (const target of targets) target.style.minHeight = '';
    };
  }, [cssOnly, wide, targets]);

  return null;
}
