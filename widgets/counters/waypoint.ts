import { useEffect } from 'react';
import { whenNear } from '../../core/dom/when-near';

/** The waypoint: 85 % down the viewport (README), i.e. the viewport's bottom 15 % does not count. */
export const WAYPOINT_ROOT_MARGIN = '0px 0px -15% 0px';

/**
 * Calls `onReach` once, the first time the element's top passes 85 % of the viewport's height: every
 * counter of the page waits on the page's one observer for that margin (core/dom/when-near.ts).
 * Without IntersectionObserver, at once.
 */
export function useWaypoint(element: HTMLElement, enabled: boolean, onReach: () => void): void {
  useEffect(() => {
    if (!enabled) return;
    return whenNear(element, onReach, { rootMargin: WAYPOINT_ROOT_MARGIN });
    // onReach is read once per element: the waypoint fires once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [element, enabled]);
}
