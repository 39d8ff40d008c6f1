import { useEffect } from 'react';

/** The waypoint: 85 % down the viewport (README), i.e. the viewport's bottom 15 % does not count. */
export const WAYPOINT_ROOT_MARGIN = '0px 0px -15% 0px';

/** Calls `onReach` once, the first time the element's top passes 85 % of the viewport's height. */
export function useWaypoint(element: HTMLElement, enabled: boolean, onReach: () => void): void {
  useEffect(() => {
    if (!enabled) return;
    if (typeof IntersectionObserver !== 'function') {
      onReach();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        onReach();
      },
      { rootMargin: WAYPOINT_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
    // onReach is read once per element: the waypoint fires once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [element, enabled]);
}
