import { useCallback, useSyncExternalStore } from 'react';

interface FollowedQuery {
  /** The page's one MediaQueryList for the query; null where the browser has no matchMedia. */
  readonly list: MediaQueryList | null;
  readonly listeners: Set<() => void>;
  /** The one `change` listener, on the list while anyone follows it. */
  readonly onChange: () => void;
}

const followed = new Map<string, FollowedQuery>();

function followedQuery(query: string): FollowedQuery {
  let entry = followed.get(query);
  if (!entry) {
    const listeners = new Set<() => void>();
    entry = {
      list: typeof window.matchMedia === 'function' ? window.matchMedia(query) : null,
      listeners,
      onChange: () => listeners.forEach((listener) => listener()),
    };
    followed.set(query, entry);
  }
  return entry;
}

/** Whether the query matches now; false where the browser has no matchMedia. */
export function matchesMediaQuery(query: string): boolean {
  return followedQuery(query).list?.matches ?? false;
}

/**
 * Calls `onChange` when the query starts or stops matching: ONE `change` listener per query for the
 * page, however many widgets follow it (one per widget root would be one more listener per instance).
 * Returns the unsubscribe.
 */
function followMediaQuery(query: string, onChange: () => void): () => void {
  const { list, listeners, onChange: onListChange } = followedQuery(query);
  if (listeners.size === 0) list?.addEventListener('change', onListChange);
  listeners.add(onChange);
  return () => {
    if (listeners.delete(onChange) && listeners.size === 0) list?.removeEventListener('change', onListChange);
  };
}

/**
 * Whether a media query matches, kept in step by the query's own `change` event: no resize handler,
 * no layout read. False where the browser has no matchMedia (and on the server).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback((onChange: () => void) => followMediaQuery(query, onChange), [query]);
  return useSyncExternalStore(
    subscribe,
    () => matchesMediaQuery(query),
    () => false,
  );
}
