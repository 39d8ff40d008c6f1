import { useEffect, useRef } from 'react';
import type { WidgetProps } from '../../mount/types';
import { useReducedMotion } from '../../core/hooks/useReducedMotion';
import type { ProgressBarOptions } from './options';
import { whenWaypoint } from './waypoint';
import { COUNTERS_MARKUP } from './markup';

const { progressPending } = COUNTERS_MARKUP.attributes;

/**
 * A progress bar, or any element that animates when scrolled into view (README, "Progress bars"):
 * the fill (`[data-progress-bar-fill]`) gets its width from `data-value`, drawn empty until the
 * element passes 85 % of the viewport, then grows once, by CSS. Reduced motion: full at once, no
 * transition. The waypoint's callback changes the element itself: no render of the root, which
 * never renders again after it mounts.
 */
export function ProgressBarWidget({ element, options }: WidgetProps<ProgressBarOptions>) {
  const reduced = useReducedMotion();
  const reached = useRef(false);

  useEffect(() => {
    const fill = element.querySelector<HTMLElement>(`[${COUNTERS_MARKUP.attributes.progressFill}]`);
    if (!fill || options.value === null) return;
    const before = fill.style.width;
    fill.style.width = `${options.value}%`;
    return () => {
      fill.style.width = before;
    };
  }, [element, options.value]);

  useEffect(() => {
    if (reached.current) return;
    if (!reduced) element.setAttribute(progressPending, '');
    const stopWaiting = whenWaypoint(element, () => {
      reached.current = true;
      element.removeAttribute(progressPending);
      element.classList.add(COUNTERS_MARKUP.classes.inView);
    });
    return () => {
      stopWaiting();
      element.removeAttribute(progressPending);
    };
  }, [element, reduced]);
  useEffect(() => () => element.classList.remove(COUNTERS_MARKUP.classes.inView), [element]);
  return null;
}
