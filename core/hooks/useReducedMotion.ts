import { useSyncExternalStore } from 'react';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

let query: MediaQueryList | null = null;
function reducedMotionQuery(): MediaQueryList | null {
  if (!query && typeof window !== 'undefined' && typeof window.matchMedia === 'function') {
    query = window.matchMedia(REDUCED_MOTION_QUERY);
  }
  return query;
}

export function prefersReducedMotion(): boolean {
  return reducedMotionQuery()?.matches ?? false;
}

function subscribe(onChange: () => void): () => void {
  const list = reducedMotionQuery();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** True while the visitor asks for reduced motion: autoplay, smooth scrolling and counting animations stop. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
