/**
 * Runs mount jobs in slices so that mounting many widgets never makes a long task: after each slice
 * the browser gets the main thread back (input, paint) before the next one starts.
 */
export const MOUNT_SLICE_BUDGET_MS = 8; // well under the 50 ms long-task threshold, leaving room for the browser

type Job = () => void;

function yieldToBrowser(next: () => void): void {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) {
    void scheduler.yield().then(next);
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => next();
  channel.port2.postMessage(null);
}

export interface MountScheduler {
  enqueue(job: Job): void;
  /** Runs every queued job now (tests, and `mount()` called by a theme that wants it done at once). */
  flush(): void;
}

export function createMountScheduler(now: () => number = () => performance.now()): MountScheduler {
  const queue: Job[] = [];
  let scheduled = false;

  const runSlice = () => {
    scheduled = false;
    const started = now();
    while (queue.length > 0) {
      queue.shift()!();
      if (now() - started >= MOUNT_SLICE_BUDGET_MS) break;
    }
    if (queue.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    yieldToBrowser(runSlice);
  };

  return {
    enqueue(job) {
      queue.push(job);
      schedule();
    },
    flush() {
      while (queue.length > 0) queue.shift()!();
    },
  };
}
