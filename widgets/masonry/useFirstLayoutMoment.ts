import { useEffect, useLayoutEffect, useState } from 'react';
import { watchNear } from '../../core/dom/when-near';

/**
 * Whether moving the grid's items now goes unseen: the grid is outside the viewport, or in the page's
 * first screen (its one move there is the theme's to hide, README "Markup"). Read right before
 * masonry-layout measures every item of the same layout, so it costs no layout of its own.
 */
function movesUnseen(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  const onScreen = box.bottom > 0 && box.top < window.innerHeight;
  return !onScreen || box.top + window.scrollY < window.innerHeight;
}

/**
 * Whether masonry-layout may now lay the grid out for the first time (README, "Markup"); once true it
 * stays true. At once when its vendor file is there and the move goes unseen: the grid mounts
 * lazy_loading_offset px before it comes into view, or sits in the first screen. When the grid is
 * already on screen further down (the file came late, the widget mounted late on a busy page, the
 * visitor jumped to an anchor), only once it is off screen: a visitor looking at it keeps the theme's
 * rows, never sees them jump, and finds the masonry the next time it comes into view.
 */
export function useFirstLayoutMoment(element: HTMLElement, vendorReady: boolean): boolean {
  const [started, setStarted] = useState(false);
  const [waitingForOffScreen, setWaitingForOffScreen] = useState(false);
  /** The observer's last report: several at once are batched into one render, where the last one counts. */
  const [offScreen, setOffScreen] = useState(false);
  if (offScreen && !started) setStarted(true);

  // A layout effect: the decision and masonry-layout's first layout land in the same frame.
  useLayoutEffect(() => {
    if (started || waitingForOffScreen || !vendorReady) return;
    if (movesUnseen(element) || typeof IntersectionObserver !== 'function') setStarted(true);
    else setWaitingForOffScreen(true);
  }, [element, vendorReady, started, waitingForOffScreen]);

  // The page's one observer of what shows in the viewport (core/dom/when-near.ts).
  useEffect(() => {
    if (started || !waitingForOffScreen) return;
    return watchNear(element, (onScreen) => setOffScreen(!onScreen));
  }, [element, started, waitingForOffScreen]);
  return started;
}
