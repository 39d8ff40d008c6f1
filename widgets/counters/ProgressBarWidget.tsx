import { useEffect, useState } from 'react';
import type { WidgetProps } from '../../mount/types';
import { useReducedMotion } from '../../core/hooks/useReducedMotion';
import type { ProgressBarOptions } from './options';
import { useWaypoint } from './waypoint';
import { COUNTERS_MARKUP } from './markup';

/**
 * A progress bar, or any element that animates when scrolled into view (README, "Progress bars"):
 * the fill (`[data-progress-bar-fill]`) gets its width from `data-value`, drawn empty until the
 * element passes 85 % of the viewport, then grows once. Reduced motion: full at once, no transition.
 */
export function ProgressBarWidget({ element, options }: WidgetProps<ProgressBarOptions>) {
  const reduced = useReducedMotion();
  const [reached, setReached] = useState(false);
  const fill = element.querySelector<HTMLElement>(`[${COUNTERS_MARKUP.attributes.progressFill}]`);

  useEffect(() => {
    if (!fill || options.value === null) return;
    const before = fill.style.width;
    fill.style.width = `${options.value}%`;
    return () => {
      fill.style.width = before;
    };
  }, [fill, options.value]);

  const animate = !reduced && !reached;
  useEffect(() => {
    if (!animate) return;
    element.setAttribute(COUNTERS_MARKUP.attributes.progressPending, '');
    return () => element.removeAttribute(COUNTERS_MARKUP.attributes.progressPending);
  }, [element, animate]);

  useWaypoint(element, true, () => setReached(true));
  useEffect(() => {
    if (!reached) return;
    element.classList.add(COUNTERS_MARKUP.classes.inView);
    return () => element.classList.remove(COUNTERS_MARKUP.classes.inView);
  }, [element, reached]);
  return null;
}
