/**
 * "Tell me when this element comes within a margin of the viewport, or leaves it", for the runtime and
 * every widget (README, "How it is built"): ONE IntersectionObserver per distinct margin and threshold
 * for the whole page, as the store's page trackers are one scroll listener for all. Family files use the
 * main bundle's copy of this module (src/shared-module-names.ts), so the observers are the page's, not
 * a file's. An element is observed while something watches it; an observer that watches nothing is
 * disconnected and dropped.
 */

/** The box an element is measured against: the viewport grown (or, negative, shrunk) by `rootMargin`. */
export interface NearOptions {
  /**
   * A CSS margin around the viewport, as IntersectionObserver reads it ('300px 0px'); default '0px',
   * the viewport itself. The same words share an observer: say the same margin the same way.
   */
  readonly rootMargin?: string;
  /** The share of the element that must be inside the box to count, 0 to 1; default 0 (any part of it). */
  readonly threshold?: number;
}

/** Told whether the element is within the box: at the browser's first report, then on every change. */
type NearListener = (near: boolean) => void;

interface SharedObserver {
  readonly observer: IntersectionObserver;
  readonly watchers: Map<Element, Set<NearListener>>;
  /** Each watched element's last report, for a watcher that comes after it (no new report comes then). */
  readonly lastKnown: Map<Element, boolean>;
}

/** By margin and threshold (`NearOptions`): one observer per distinct box. */
const observers = new Map<string, SharedObserver>();

function observerFor(key: string, rootMargin: string, threshold: number): SharedObserver {
  let shared = observers.get(key);
  if (shared) return shared;
  const watchers = new Map<Element, Set<NearListener>>();
  const lastKnown = new Map<Element, boolean>();
  const observer = new IntersectionObserver(
    (entries) => {
      // Each report in the browser's order; one for an element no longer watched (queued before its
      // watchers left) is dropped.
      for (const { target, isIntersecting } of entries) {
        const listeners = watchers.get(target);
        if (!listeners) continue;
        lastKnown.set(target, isIntersecting);
        // A listener that stopped watching meanwhile hears nothing more; one that joined already heard.
        for (const listener of [...listeners]) if (listeners.has(listener)) listener(isIntersecting);
      }
    },
    { rootMargin, threshold },
  );
  shared = { observer, watchers, lastKnown };
  observers.set(key, shared);
  return shared;
}

/**
 * Calls `listener` with whether `element` is within the box (`NearOptions`): once the browser knows
 * (the observer's first report, a frame on; at once if another watcher already heard it), then on
 * each change. Without IntersectionObserver the element counts as within, once, at once. Returns the
 * function that stops watching (calling it again does nothing).
 */
export function watchNear(element: Element, listener: NearListener, { rootMargin = '0px', threshold = 0 }: NearOptions = {}): () => void {
  if (typeof IntersectionObserver !== 'function') {
    listener(true);
    return () => {};
  }
  const key = `${rootMargin} ${threshold}`;
  const { observer, watchers, lastKnown } = observerFor(key, rootMargin, threshold);
  // Its own function: the same listener watching twice is two watchers, each stopped once.
  const watcher: NearListener = (near) => listener(near);
  let listeners = watchers.get(element);
  if (!listeners) {
    listeners = new Set();
    watchers.set(element, listeners);
    observer.observe(element);
  }
  listeners.add(watcher);
  const known = lastKnown.get(element);
  if (known !== undefined) watcher(known);
  const own = listeners;
  return () => {
    if (!own.delete(watcher) || own.size > 0) return;
    watchers.delete(element);
    lastKnown.delete(element);
    observer.unobserve(element);
    if (watchers.size > 0) return;
    observer.disconnect();
    observers.delete(key);
  };
}

/**
 * Calls `callback` once, the first time `element` is within the box (`NearOptions`), and stops
 * watching then. Without IntersectionObserver, at once. Returns the function that stops waiting.
 */
export function whenNear(element: Element, callback: () => void, options?: NearOptions): () => void {
  let reached = false;
  // Nothing to stop while watchNear has not returned (it may report at once, from what it knows).
  let stop = () => {};
  stop = watchNear(
    element,
    (near) => {
      if (!near || reached) return;
      reached = true;
      stop();
      callback();
    },
    options,
  );
  if (reached) stop();
  return stop;
}
