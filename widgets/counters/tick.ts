/**
 * The page's one countdown tick (README, "Countdown"): every countdown subscribes to it; one timer
 * runs, aligned to the next whole second, only while a countdown listens and the tab is visible.
 * When the tab comes back it ticks at once, so every countdown shows the right time again.
 */
type Listener = (now: number) => void;

const listeners = new Set<Listener>();
let timer: ReturnType<typeof setTimeout> | null = null;
let watchingVisibility = false;

const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

function schedule(): void {
  if (timer !== null || listeners.size === 0 || hidden()) return;
  timer = setTimeout(
    () => {
      timer = null;
      tick();
      schedule();
    },
    1000 - (Date.now() % 1000),
  );
}

function stop(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
}

function tick(): void {
  const now = Date.now();
  for (const listener of [...listeners]) listener(now);
}

function onVisibilityChange(): void {
  if (hidden()) return stop();
  tick();
  schedule();
}

/** Calls `listener` every second with the time; returns the unsubscribe. */
export function subscribeTick(listener: Listener): () => void {
  listeners.add(listener);
  if (!watchingVisibility) {
    document.addEventListener('visibilitychange', onVisibilityChange);
    watchingVisibility = true;
  }
  schedule();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    stop();
    document.removeEventListener('visibilitychange', onVisibilityChange);
    watchingVisibility = false;
  };
}

/** For tests: how many timers the tick holds (0 or 1) and how many countdowns listen. */
export const tickState = () => ({ timers: timer === null ? 0 : 1, listeners: listeners.size });
