import { useSyncExternalStore } from 'react';
import { decodeFragment } from '../dom/url-fragment';

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
const readHash = () => decodeFragment(window.location.hash.slice(1));

/** The URL's fragment without "#", kept current. */
export function useLocationHash(): string {
  return useSyncExternalStore(subscribe, readHash, () => '');
}
