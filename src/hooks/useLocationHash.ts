import { useSyncExternalStore } from 'react';

// One hashchange listener for the page however many widgets read the hash.
const subscribers = new Set<() => void>();
const notify = () => {
  for (const subscriber of subscribers) subscriber();
};
function subscribe(onChange: () => void): () => void {
  if (subscribers.size === 0) window.addEventListener('hashchange', notify);
  subscribers.add(onChange);
  return () => {
    subscribers.delete(onChange);
    if (subscribers.size === 0) window.removeEventListener('hashchange', notify);
  };
}
const readHash = () => {
  const fragment = window.location.hash.slice(1);
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment; // "#100%" is a valid address but not valid percent-encoding: keep it as typed
  }
};

/** The URL's fragment without "#", kept current. */
export function useLocationHash(): string {
  return useSyncExternalStore(subscribe, readHash, () => '');
}
