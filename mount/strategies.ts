/** Each strategy waits for its moment, then calls `ready`; the returned function cancels the wait. */
export type StrategyWaiter = (element: HTMLElement, ready: () => void) => () => void;

/** Longest wait for an idle moment before mounting anyway. */
export const IDLE_MOUNT_TIMEOUT_MS = 2000;

export const waitForNothing: StrategyWaiter = (_element, ready) => {
  ready();
  return () => {};
};

export const waitForIdle: StrategyWaiter = (_element, ready) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(ready, { timeout: IDLE_MOUNT_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(ready, 1);
  return () => clearTimeout(handle);
};

/**
 * One IntersectionObserver for every lazily mounted element of the page, reaching `marginPx` beyond
 * the viewport so widgets are ready before they scroll into sight.
 */
export function createVisibleWaiter(marginPx: number): StrategyWaiter {
  if (typeof IntersectionObserver !== 'function') return waitForNothing;
  const waiting = new Map<Element, () => void>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const ready = waiting.get(entry.target);
        observer.unobserve(entry.target);
        waiting.delete(entry.target);
        ready?.();
      }
    },
    { rootMargin: `${marginPx}px 0px` },
  );
  return (element, ready) => {
    waiting.set(element, ready);
    observer.observe(element);
    return () => {
      waiting.delete(element);
      observer.unobserve(element);
    };
  };
}
