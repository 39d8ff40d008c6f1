import { useEffect, useId, useLayoutEffect, useMemo, useState } from 'react';
import type { WidgetProps } from '../../mount/types';
import type { AttributeValues } from '../../core/dom/attributes';
import { useDomListener } from '../../core/hooks/useDomListener';
import { useMediaQuery } from '../../core/hooks/useMediaQuery';
import { useServerAttributes } from '../../core/hooks/useServerAttributes';
import { FOOTER_ACCORDION_QUERY, type FooterAccordionOptions } from './options';
import { makeHeaderButton, readFooterSections, wrapTitle } from './structure';

/**
 * The footer accordion (README): at widths of 576 px or less each footer widget title becomes an
 * accordion header (a button with aria-expanded and aria-controls) over its content, all closed at
 * first; above that nothing is added and every content is shown. Which sections the visitor opened
 * is kept across crossings of the breakpoint; no server node is ever re-created.
 */
export function FooterAccordionWidget({ element, options }: WidgetProps<FooterAccordionOptions>) {
  const idBase = useId();
  const active = useMediaQuery(FOOTER_ACCORDION_QUERY);
  const sections = useMemo(() => readFooterSections(element, options.titleSelector), [element, options.titleSelector]);
  const buttons = useMemo(() => sections.map(() => makeHeaderButton()), [sections]);
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());

  useLayoutEffect(() => {
    if (!active) return;
    const unwrappers = sections.map(({ title }, index) => wrapTitle(title, buttons[index]!));
    return () => {
      for (const unwrap of unwrappers) unwrap();
    };
  }, [active, sections, buttons]);

  const plan: Array<readonly [Element, AttributeValues]> = [];
  if (active) {
    sections.forEach(({ content }, index) => {
      const expanded = open.has(index);
      const contentId = content.id || `${idBase}content${index}`;
      plan.push([buttons[index]!, { 'aria-expanded': String(expanded), 'aria-controls': contentId }]);
      // until-found: the browser's find-in-page still finds text in a closed section, and opens it.
      plan.push([content, { id: contentId, hidden: expanded ? null : 'until-found' }]);
    });
  }
  useServerAttributes(plan);

  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  useDomListener(element, 'click', (event) => {
    if (!active) return;
    const index = buttons.findIndex((button) => event.target instanceof Node && button.contains(event.target));
    if (index >= 0) toggle(index);
  });
  useEffect(() => {
    if (!active) return;
    const onBeforeMatch = (event: Event) => {
      const index = sections.findIndex(({ content }) => content === event.target);
      if (index >= 0) setOpen((current) => new Set(current).add(index));
    };
    element.addEventListener('beforematch', onBeforeMatch, true);
    return () => element.removeEventListener('beforematch', onBeforeMatch, true);
  }, [active, element, sections]);
  return null;
}
