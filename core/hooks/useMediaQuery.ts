import { useCallback, useMemo, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept in step by the query's own `change` event: no resize handler,
 * no layout read. False where the browser has no matchMedia (and on the server).
 */
export function useMediaQuery(query: string): boolean {
  const media = useMemo(() => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : null), [query]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      media?.addEventListener('change', onChange);
      return () => media?.removeEventListener('change', onChange);
    },
    [media],
  );
  return useSyncExternalStore(
    subscribe,
    () => media?.matches ?? false,
    () => false,
  );
}
