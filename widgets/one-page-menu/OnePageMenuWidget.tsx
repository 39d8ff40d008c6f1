import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { WidgetProps } from '../../mount/types';
import { maxScrollY, timedScrollTo } from '../../core/dom/timed-scroll';
import { topInsetAt } from '../../core/dom/top-inset';
import { watchNear } from '../../core/dom/when-near';
import { useDomListener } from '../../core/hooks/useDomListener';
import { prefersReducedMotion } from '../../core/hooks/useReducedMotion';
import { useServerAttributes } from '../../core/hooks/useServerAttributes';
import { useFamilySettings } from '../../core/store/react';
import { focusTarget } from '../../core/dom/focus-target';
import { ONE_PAGE_MENU_SCROLL_MS, ONE_PAGE_MENU_SETTINGS_SCHEMA } from './options';
import { currentLinkIndex, readOnePageLinks } from './structure';

/** The part of the viewport below the offset where a section counts as "in view": its top 40 %. */
const IN_VIEW_BAND_BOTTOM_MARGIN = '-60%';

/**
 * The one-page menu (README): its anchor links scroll in 800 ms (at once under reduced motion) to the
 * section minus one_page_menu_offset and minus a pinned sticky header; focus then moves to the
 * section; the link of the section in view carries aria-current.
 */
export function OnePageMenuWidget({ element }: WidgetProps<unknown>) {
  const { one_page_menu_offset: offsetPx } = useFamilySettings(ONE_PAGE_MENU_SETTINGS_SCHEMA, 'one-page-menu');
  const links = useMemo(() => readOnePageLinks(element), [element]);
  const [current, setCurrent] = useState(-1);
  const cancelScroll = useRef<(() => void) | null>(null);

  /** The indexes of the links whose section is in the band, as the observer last said. */
  const [inBand, setInBand] = useState<ReadonlySet<number>>(() => new Set());
  useEffect(() => {
    if (typeof IntersectionObserver !== 'function' || links.length === 0) return;
    // Every section on the page's one observer for the band (core/dom/when-near.ts).
    const band = { rootMargin: `${-Math.max(0, offsetPx)}px 0px ${IN_VIEW_BAND_BOTTOM_MARGIN} 0px` };
    const stops = links.map(({ target }, index) =>
      watchNear(
        target,
        (inView) =>
          setInBand((previous) => {
            const next = new Set(previous);
            if (inView) next.add(index);
            else next.delete(index);
            return next;
          }),
        band,
      ),
    );
    return () => {
      for (const stop of stops) stop();
    };
  }, [links, offsetPx]);
  // Once per render of the band, with all the reports that came together in it (React batches them).
  useLayoutEffect(() => setCurrent((previous) => currentLinkIndex(inBand, previous)), [inBand]);
  useEffect(() => () => cancelScroll.current?.(), []);

  useServerAttributes(links.map(({ link }, index) => [link, { 'aria-current': index === current ? 'true' : null }] as const));

  useDomListener(element, 'click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const index = links.findIndex(({ link }) => event.target instanceof Node && link.contains(event.target));
    if (index < 0) return;
    event.preventDefault();
    const { link, target } = links[index]!;
    // Layout is read here, once per click: never per frame or per scroll.
    const startY = window.scrollY;
    const sectionY = target.getBoundingClientRect().top + startY - offsetPx;
    const inset = topInsetAt(sectionY, sectionY > startY ? 'down' : 'up');
    const targetY = Math.min(Math.max(0, Math.round(sectionY - inset)), maxScrollY());
    if (link.hash && window.location.hash !== link.hash) window.history.pushState(null, '', link.hash);
    setCurrent(index);
    cancelScroll.current = timedScrollTo(startY, targetY, {
      durationMs: ONE_PAGE_MENU_SCROLL_MS,
      instant: prefersReducedMotion(),
      onDone: (arrived) => {
        cancelScroll.current = null;
        if (arrived) focusTarget(target);
      },
    });
  });
  return null;
}
