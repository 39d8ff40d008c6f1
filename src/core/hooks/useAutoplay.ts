import { useEffect, useState } from 'react';
import { useDomListener } from './useDomListener';
import { useReducedMotion } from './useReducedMotion';

/**
 * Calls `advance` every `intervalMs` while the widget is not hovered or focused. Never runs when
 * intervalMs is 0 or the visitor prefers reduced motion. Returns whether it is currently running.
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
  const running = intervalMs > 0 && !reducedMotion && !hovered && !focused;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(advance, intervalMs);
    return () => window.clearInterval(timer);
  }, [running, intervalMs, advance]);
  return running;
}
