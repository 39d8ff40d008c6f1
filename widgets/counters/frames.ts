/**
 * The page's one animation frame loop for counting counters (README, "Counter"): every counter that
 * counts subscribes, and ONE requestAnimationFrame callback per frame updates them all, however many
 * count at once (a row of four counters passing the waypoint together is one call per frame, not four).
 * It runs only while a counter counts.
 */
type Step = (time: number) => void;

const steps = new Set<Step>();
let frame = 0;

function run(time: number): void {
  frame = 0;
  for (const step of [...steps]) step(time);
  if (steps.size > 0) frame = requestAnimationFrame(run);
}

/** Calls `step` every frame with the frame's time until the returned function is called. */
export function onEveryFrame(step: Step): () => void {
  steps.add(step);
  if (!frame) frame = requestAnimationFrame(run);
  return () => {
    steps.delete(step);
    if (steps.size > 0 || !frame) return;
    cancelAnimationFrame(frame);
    frame = 0;
  };
}
