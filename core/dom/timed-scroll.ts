/**
 * Scrolls the page to a y position in a set time (README of widgets/one-page-menu and
 * widgets/scroll-to-top: 800 ms). `scrollTo({ behavior: 'smooth' })` cannot take a duration, so this is
 * a requestAnimationFrame animation with easing. It writes the scroll position once per frame and
 * never reads layout while it runs. The visitor wins: a wheel, a touch or a scrolling key stops it
 * where it is. With `instant` (reduced motion) it jumps at once.
 */
export interface TimedScrollOptions {
  readonly durationMs: number;
  /** Jump at once (prefers-reduced-motion). */
  readonly instant?: boolean;
  /** Called once the position is reached: `true` when it got there, `false` when the visitor took over. */
  readonly onDone?: (arrived: boolean) => void;
}

/** Slow start, slow end. */
export function easeInOutCubic(progress: number): number {
  return progress < 0.5 ? 4 * progress ** 3 : 1 - (-2 * progress + 2) ** 3 / 2;
}

/** Events that mean the visitor is scrolling by themselves (a mousedown may be on the scrollbar). */
const VISITOR_SCROLL_EVENTS = ['wheel', 'touchstart', 'mousedown', 'keydown'] as const;
const SCROLLING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

let cancelRunning: (() => void) | null = null;

/**
 * Starts the animation (a running one is stopped first, without its onDone) and returns a function
 * that stops it. `startY` is where the page is now: the caller reads it in its click handler.
 */
export function timedScrollTo(startY: number, targetY: number, options: TimedScrollOptions): () => void {
  cancelRunning?.();
  const jump = (y: number) => window.scrollTo({ top: y, left: window.scrollX, behavior: 'instant' });
  if (options.instant || options.durationMs <= 0 || startY === targetY) {
    jump(targetY);
    options.onDone?.(true);
    return () => {};
  }
  let frame = 0;
  let startedAt: number | null = null;
  let running = true;
  const end = (arrived: boolean | null) => {
    if (!running) return;
    running = false;
    window.cancelAnimationFrame(frame);
    for (const type of VISITOR_SCROLL_EVENTS) window.removeEventListener(type, onVisitorInput, true);
    if (cancelRunning === cancel) cancelRunning = null;
    if (arrived !== null) options.onDone?.(arrived);
  };
  const onVisitorInput = (event: Event) => {
    if (event.type === 'keydown' && !SCROLLING_KEYS.has((event as KeyboardEvent).key)) return;
    end(false);
  };
  const step = (now: number) => {
    startedAt ??= now;
    const progress = Math.min(1, (now - startedAt) / options.durationMs);
    jump(Math.round(startY + (targetY - startY) * easeInOutCubic(progress)));
    if (progress < 1) frame = window.requestAnimationFrame(step);
    else end(true);
  };
  // Replaced by a newer animation, or the widget unmounted: nobody waits for onDone any more.
  const cancel = () => end(null);
  for (const type of VISITOR_SCROLL_EVENTS) window.addEventListener(type, onVisitorInput, { capture: true, passive: true });
  cancelRunning = cancel;
  frame = window.requestAnimationFrame(step);
  return cancel;
}

/** The highest scroll position the page has (a layout read: call it from a click, never per scroll). */
export function maxScrollY(): number {
  return Math.max(0, document.documentElement.scrollHeight - window.innerHeight);
}
