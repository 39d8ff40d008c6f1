/**
 * The page's one refresh loop for counting counters (README, "Counter"): every counter that counts
 * subscribes, and ONE timer every COUNTER_REFRESH_MS updates them all, however many count at once (a
 * row of four counters passing the waypoint together is one task per refresh, not four). It runs only
 * while a counter counts.
 *
 * A timer, not an animation frame callback: a counter starts as the visitor scrolls to it, and every
 * frame of a scroll that also rewrites a number costs a layout of its own. Twenty numbers a second read
 * as counting; sixty cost three times the writes and show no more.
 */
type Step = (timeMs: number) => void;

/** Our choice (the spec fixes only the 3000 ms length): how often a counting number is rewritten. */
export const COUNTER_REFRESH_MS = 50;

const steps = new Set<Step>();
let timer: ReturnType<typeof setTimeout> | null = null;

function run(): void {
  timer = null;
  const timeMs = performance.now();
  for (const step of [...steps]) step(timeMs);
  if (steps.size > 0) timer = setTimeout(run, COUNTER_REFRESH_MS);
}

/**
 * Calls `step` at once (in a task of its own) and then every COUNTER_REFRESH_MS with the time
 * (performance.now() ms) until the returned function is called.
 */
export function onEveryRefresh(step: Step): () => void {
  steps.add(step);
  timer ??= setTimeout(run, 0);
  return () => {
    steps.delete(step);
    if (steps.size > 0 || timer === null) return;
    clearTimeout(timer);
    timer = null;
  };
}
