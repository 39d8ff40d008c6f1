import { useEffect, useState } from 'react';
import { warn } from '../log';
import { isSchedulableInterval, MAX_TIMER_MS, MIN_AUTOPLAY_MS } from '../settings/seconds';
import { useDomListener } from './useDomListener';
import { useReducedMotion } from './useReducedMotion';

/**
 * Calls `advance` every `intervalMs` while the widget is not hovered or focused. Never runs when
 * intervalMs is 0 or the visitor prefers reduced motion. Returns whether it is currently running.
 *
 * The option schemas keep intervals between 1 s and 1 day (src/core/settings/seconds.ts); as a last
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
    const timer = window.setInterval(advance, intervalMs);
    return () => window.clearInterval(timer);
  }, [running, intervalMs, advance]);
  return running;
}
