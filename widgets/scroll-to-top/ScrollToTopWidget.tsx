import { useEffect, useRef } from 'react';
import type { WidgetProps } from '../../mount/types';
import { pageElementById } from '../../core/dom/element-by-id';
import { focusTarget } from '../../core/dom/focus-target';
import { hashTarget } from '../../core/dom/own-elements';
import { timedScrollTo } from '../../core/dom/timed-scroll';
import { useDomListener } from '../../core/hooks/useDomListener';
import { prefersReducedMotion } from '../../core/hooks/useReducedMotion';
import { useServerAttributes } from '../../core/hooks/useServerAttributes';
import { useIslandsStore } from '../../core/store/react';
import { SCROLL_TO_TOP_MS, SCROLL_TO_TOP_THRESHOLD_PX } from './constants';

/**
 * The scroll-to-top button (README): shown once the page has scrolled more than 100 px (from the
 * store's one scroll listener); scrolls to the top in 800 ms (at once under reduced motion), then
 * moves focus to the element its href names (else the page's body).
 */
export function ScrollToTopWidget({ element }: WidgetProps<unknown>) {
  const shown = useIslandsStore((state) => state.scroll.yPx > SCROLL_TO_TOP_THRESHOLD_PX);
  const cancelScroll = useRef<(() => void) | null>(null);
  useEffect(() => () => cancelScroll.current?.(), []);
  useServerAttributes([[element, { hidden: shown ? null : '' }]]);

  useDomListener(element, 'click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const id = hashTarget(element);
    const target = (id ? pageElementById(id, element) : null) ?? document.body;
    cancelScroll.current = timedScrollTo(window.scrollY, 0, {
      durationMs: SCROLL_TO_TOP_MS,
      instant: prefersReducedMotion(),
      onDone: (arrived) => {
        cancelScroll.current = null;
        if (arrived) focusTarget(target);
      },
    });
  });
  return null;
}
