import { useEffect, useState } from 'react';
import type { WidgetProps } from '../../mount/types';
import { useReducedMotion } from '../../src/core/hooks/useReducedMotion';
import type { ProgressBarOptions } from './options';
import { useWaypoint } from './waypoint';

/** Added once the element passed the waypoint (README, "Progress bars"): theme CSS animates from it. */
const IN_VIEW_CLASS = 'is-in-view';
/** While waiting for the waypoint, on bars the widget animates: their fill is drawn empty. */
const PENDING_ATTRIBUTE = 'data-progress-pending';

/**
 * A progress bar, or any element that animates when scrolled into view (README, "Progress bars"):
 * the fill (`[data-progress-bar-fill]`) gets its width from `data-value`, drawn empty until the
 * element passes 85 % of the viewport, then grows once. Reduced motion: full at once, no transition.
 */
export function ProgressBarWidget({ element, options }: WidgetProps<ProgressBarOptions>) {
  const reduced = useReducedMotion();
  const [reached, setReached] = useState(false);
  const fill = element.querySelector<HTMLElement>('[data-progress-bar-fill]');

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
    element.setAttribute(PENDING_ATTRIBUTE, '');
    return () => element.removeAttribute(PENDING_ATTRIBUTE);
  }, [element, animate]);

  useWaypoint(element, true, () => setReached(true));
  useEffect(() => {
    if (!reached) return;
    element.classList.add(IN_VIEW_CLASS);
    return () => element.classList.remove(IN_VIEW_CLASS);
  }, [element, reached]);
  return null;
}
