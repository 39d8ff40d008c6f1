import { taskAfterEvents } from './post-task';

type ScrollFrameListener = (scrollYPx: number) => void;

const listeners = new Set<ScrollFrameListener>();

const readScroll = taskAfterEvents(() => {
  const scrollYPx = window.scrollY;
  for (const listener of listeners) listener(scrollYPx);
});

/**
 * The page's scroll position once per frame of scrolling, for what must move with every frame (the
 * parallax rows' script fallback). The store's `scroll` is throttled to the spec's 30 ms (README, "One
 * scroll and one resize listener"), which suits state (direction, thresholds) but would make a moving
 * layer judder.
 * ONE passive listener for every subscriber, added with the first and removed with the last, so a page
 * without such a widget pays nothing while scrolling. Returns the unsubscribe function.
 */
export function onScrollFrames(listener: ScrollFrameListener): () => void {
  if (listeners.size === 0) window.addEventListener('scroll', readScroll, { passive: true });
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('scroll', readScroll);
  };
}
