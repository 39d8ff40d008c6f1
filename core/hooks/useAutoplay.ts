import { useEffect, useState } from 'react';
import { watchNear } from '../dom/when-near';
import { warn } from '../log';
import { isSchedulableInterval, MAX_TIMER_MS, MIN_AUTOPLAY_MS } from '../settings/seconds';
import { useDomListener } from './useDomListener';
import { useReducedMotion } from './useReducedMotion';

/**
 * Calls `advance` every `intervalMs` while the widget is not hovered or focused. Never runs when
 * intervalMs is 0 or the visitor prefers reduced motion. Returns whether it is currently running.
 *
 * While running, the timer only ticks while the widget shows in the viewport: scrolled away, it
 * stops (nobody sees it rotate, and each turn costs script while the page scrolls); back in view it
 * starts again, a whole interval before the next turn. That pause is not the visitor's: the return
 * value (which the live regions and pause controls follow) does not change with it, and it causes
 * no render.
 *
 * The option schemas keep intervals between 1 s and 1 day (core/settings/seconds.ts); as a last
 * line of defence an interval below 1000 ms or above 2^31−1 ms (which a browser timer wraps round to
 * ~0) is never scheduled: it warns once and does not run.
 */
export function useAutoplay(element: HTMLElement, intervalMs: number, advance: () => void): boolean {
  const reducedMotion = useReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useDomListener(element, 'mouseenter', () => setHovered(true));
  useDomListener(element, 'mouseleave', () => setHovered(false));
  useDomListener(element, 'focusin', () => setFocused(true));
  useDomListener(element, 'focusout', (event) => {
    if (!element.contains(event.relatedTarget as Node | null)) setFocused(false);
  });
  const asked = intervalMs !== 0;
  const schedulable = isSchedulableInterval(intervalMs);
  useEffect(() => {
    if (asked && !schedulable)
      warn(`autoplay every ${intervalMs} ms refused: it must be ${MIN_AUTOPLAY_MS} to ${MAX_TIMER_MS} ms`, element);
  }, [asked, schedulable, intervalMs, element]);
  const running = schedulable && !reducedMotion && !hovered && !focused;
  useEffect(() => {
    if (!running) return;
    // Shown until the observer's first report (a frame on) says otherwise: the first turn is a whole
    // interval from now, as before there was a viewport to ask, and no interval is shorter than a frame.
    let timer: number | undefined = window.setInterval(advance, intervalMs);
    const stopWatching = watchNear(element, (inViewport) => {
      if (inViewport === (timer !== undefined)) return;
      window.clearInterval(timer);
      timer = inViewport ? window.setInterval(advance, intervalMs) : undefined;
    });
    return () => {
      stopWatching();
      window.clearInterval(timer);
    };
  }, [running, intervalMs, advance, element]);
  return running;
}
