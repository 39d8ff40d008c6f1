/** Told whether the element shows in the viewport: at once when known, then on every change. */
type ViewportListener = (inViewport: boolean) => void;

// ONE IntersectionObserver for every widget that asks, as the store's page trackers are one scroll
// listener for all (README, "How it is built"): a page of autoplaying widgets adds one observer, not
// one each. It goes when the last element is no longer watched.
let shared: IntersectionObserver | null = null;
const listeners = new Map<Element, Set<ViewportListener>>();
const lastKnown = new WeakMap<Element, boolean>();

function sharedObserver(): IntersectionObserver {
  shared ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      lastKnown.set(entry.target, entry.isIntersecting);
      for (const listener of listeners.get(entry.target) ?? []) listener(entry.isIntersecting);
    }
  });
  return shared;
}

/**
 * Calls `listener` with whether `element` shows in the viewport: once the browser knows (the
 * observer's first report, one frame on), then each time that changes. Without IntersectionObserver
 * the element counts as shown, once, at once. Returns a function that stops watching.
 */
export function watchInViewport(element: Element, listener: ViewportListener): () => void {
  if (typeof IntersectionObserver !== 'function') {
    listener(true);
    return () => undefined;
  }
  let watchers = listeners.get(element);
  if (!watchers) {
    watchers = new Set();
    listeners.set(element, watchers);
    sharedObserver().observe(element);
  } else {
    const known = lastKnown.get(element);
    if (known !== undefined) listener(known);
  }
  watchers.add(listener);
  return () => {
    if (!watchers.delete(listener) || watchers.size) return;
    listeners.delete(element);
    lastKnown.delete(element);
    shared?.unobserve(element);
    if (listeners.size) return;
    shared?.disconnect();
    shared = null;
  };
}
