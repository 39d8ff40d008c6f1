import { whenNear } from '../../core/dom/when-near';

/** The waypoint: 85 % down the viewport (README), i.e. the viewport's bottom 15 % does not count. */
export const WAYPOINT_ROOT_MARGIN = '0px 0px -15% 0px';

/**
 * Calls `onReach` once, the first time the element's top passes 85 % of the viewport's height: every
 * counter and progress bar of the page waits on the page's one observer for that margin
 * (core/dom/when-near.ts), and `onReach` runs in that observer's callback. Without
 * IntersectionObserver, at once. Returns the function that stops waiting.
 */
export function whenWaypoint(element: HTMLElement, onReach: () => void): () => void {
  return whenNear(element, onReach, { rootMargin: WAYPOINT_ROOT_MARGIN });
}
