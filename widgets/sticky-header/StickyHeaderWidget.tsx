import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { WidgetProps } from '../../mount/types';
import { TOP_INSET_MARKUP } from '../../core/markup';
import { useServerAttributes } from '../../core/hooks/useServerAttributes';
import { useToggledClass } from '../../core/hooks/useToggledClass';
import { useFamilySettings, useIslandsStore } from '../../core/store/react';
import { useHtmlSanitizer } from '../../core/html/html-answer';
import { STICKY_HEADER_SETTINGS_SCHEMA, type StickyHeaderOptions } from './options';
import { stickyState } from './state';
import { STICKY_HEADER_MARKUP } from './markup';

import { usePastThreshold } from './usePastThreshold';

/**
 * The sticky header (README): pinned at the top once the page has scrolled past the threshold, known
 * from an IntersectionObserver sentinel; with hide-on-scroll it follows the store's scroll direction.
 * Either the header itself is pinned (a placeholder of its height holds its place, so nothing below
 * moves) or, when the page settings carry whb_header_clone, that cloned header is.
 */
export function StickyHeaderWidget({ element, options }: WidgetProps<StickyHeaderOptions>) {
  const { whb_header_clone: cloneHtml } = useFamilySettings(STICKY_HEADER_SETTINGS_SCHEMA, 'sticky-header');
  const pastThreshold = usePastThreshold(options.threshold);
  // Only a header that hides on scroll re-renders when the direction changes.
  const direction = useIslandsStore((state) => (options.hideOnScroll ? state.scroll.direction : 'none'));
  const state = stickyState(pastThreshold, options.hideOnScroll, direction);
  const sticked = state !== 'normal';

  // The clone's HTML goes through the one sanitizer (README, "Cloned header"); should its file fail
  // to load, the header itself is pinned instead.
  const toNodes = useHtmlSanitizer('sticky-header', element, cloneHtml.trim() !== '');
  const sanitizerFailed = toNodes === false;
  const clone = useMemo(() => {
    if (!cloneHtml.trim() || sanitizerFailed) return null;
    const container = document.createElement('div');
    container.className = STICKY_HEADER_MARKUP.classes.clone;
    container.setAttribute(STICKY_HEADER_MARKUP.attributes.clone, '');
    return container;
  }, [cloneHtml, sanitizerFailed]);
  useLayoutEffect(() => {
    if (clone && toNodes) clone.replaceChildren(toNodes(cloneHtml));
  }, [clone, toNodes, cloneHtml]);
  const placeholder = useMemo(() => {
    if (clone) return null;
    const holder = document.createElement('div');
    holder.className = STICKY_HEADER_MARKUP.classes.placeholder;
    holder.setAttribute('aria-hidden', 'true');
    return holder;
  }, [clone]);
  const pinned = clone ?? element;

  useLayoutEffect(() => {
    // The clone goes after the header (the runtime mounts widgets inside it); the placeholder before it.
    if (clone) element.after(clone);
    if (placeholder) element.before(placeholder);
    return () => {
      clone?.remove();
      placeholder?.remove();
    };
  }, [element, clone, placeholder]);

  const heightPx = useBorderBoxHeight(pinned);
  useLayoutEffect(() => {
    if (!placeholder) return;
    placeholder.hidden = !sticked;
    placeholder.style.height = sticked ? `${heightPx}px` : '';
  }, [placeholder, sticked, heightPx]);

  useServerAttributes([
    [
      pinned,
      {
        [STICKY_HEADER_MARKUP.attributes.state]: state,
        // For in-page jumps (one-page menu): how much of the viewport's top it covers once pinned.
        [TOP_INSET_MARKUP.heightPx]: heightPx > 0 ? String(heightPx) : null,
        [TOP_INSET_MARKUP.fromPx]: String(options.threshold),
        [TOP_INSET_MARKUP.hidesDown]: options.hideOnScroll ? '' : null,
        ...(clone ? { hidden: sticked ? null : '' } : {}),
      },
    ],
  ]);
  const target = useMemo(() => [pinned], [pinned]);
  useToggledClass(STICKY_HEADER_MARKUP.classes.sticked, target, () => sticked);
  useToggledClass(STICKY_HEADER_MARKUP.classes.scrollUp, target, () => state === 'scroll-up');
  useToggledClass(STICKY_HEADER_MARKUP.classes.scrollDown, target, () => state === 'scroll-down');
  return null;
}

/** The element's border-box height, kept current by a ResizeObserver (no layout read of our own). */
function useBorderBoxHeight(element: HTMLElement): number {
  const [heightPx, setHeightPx] = useState(0);
  useEffect(() => {
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      const box = entry?.borderBoxSize?.[0];
      const height = box ? box.blockSize : (entry?.contentRect.height ?? 0);
      // A hidden clone measures 0: keep the height it had when last shown. Not rounded: a placeholder
      // even a fraction of a pixel off the header's height moves the content below when it sticks.
      if (height > 0) setHeightPx(height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return heightPx;
}
