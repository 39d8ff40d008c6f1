import { hasOwnGlobal } from '../core/own-global';
import { postTask } from '../core/dom/post-task';

/**
 * Runs mount jobs in slices so that mounting many widgets never makes a long task: after each slice
 * the browser gets the main thread back (input, paint) before the next one starts.
 */
export const MOUNT_SLICE_BUDGET_MS = 8; // well under the 50 ms long-task threshold, leaving room for the browser

/**
 * The first slice of a scan, in a task of its own: room for the header's widgets together (banner,
 * sticky header, menu: about 20 ms on two shared cores, React's first render among them), so the header
 * is whole at the next paint; still half the long-task threshold.
 */
export const FIRST_SLICE_BUDGET_MS = 25;

type Job = () => void;

/**
 * What every mount needs before it can run (React DOM's client: mount/react-dom-client.ts): a slice
 * due while it is not ready waits for it, then runs in a task of its own.
 */
export interface MountGate {
  ready(): boolean;
  /** Makes it ready, once; settles when it is. */
  open(): Promise<unknown>;
}

const OPEN_GATE: MountGate = { ready: () => true, open: () => Promise.resolve() };

export function yieldToBrowser(next: () => void): void {
  // The window's own attribute: in a browser without it, an element or frame named scheduler in the
  // page's content would be found instead (core/own-global.ts).
  const scheduler = hasOwnGlobal(globalThis, 'scheduler')
    ? (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
    : undefined;
  if (typeof scheduler?.yield === 'function') {
    void scheduler.yield().then(next);
    return;
  }
  postTask(next);
}

export interface MountScheduler {
  /**
   * Queues a mount. `urgent` jobs (widgets that just came near the viewport) run before the others,
   * so a visible widget never waits behind widgets mounted at once or when idle elsewhere on the page.
   */
  enqueue(job: Job, urgent?: boolean): void;
  /** Runs every queued job now (tests, and `mount()` called by a theme that wants it done at once), once the gate is open. */
  flush(): void;
  /** Runs one time slice of the queue now, in the caller's task (the page's first widgets: README, "Mount strategies"). */
  runSlice(budgetMs?: number): void;
}

export function createMountScheduler(now: () => number = () => performance.now(), gate: MountGate = OPEN_GATE): MountScheduler {
  const urgentQueue: Job[] = [];
  const queue: Job[] = [];
  let scheduled = false;
  /** The largest budget asked for while the gate was closed (a scan's first slice keeps its room). */
  let budgetAfterGate = 0;
  const next = () => urgentQueue.shift() ?? queue.shift();
  const pending = () => urgentQueue.length + queue.length > 0;

  const runSlice = (budgetMs = MOUNT_SLICE_BUDGET_MS) => {
    if (!gate.ready()) {
      if (budgetAfterGate === 0)
        void gate.open().then(() =>
          yieldToBrowser(() => {
            const budget = budgetAfterGate;
            budgetAfterGate = 0;
            runSlice(budget);
          }),
        );
      budgetAfterGate = Math.max(budgetAfterGate, budgetMs);
      return;
    }
    const started = now();
    while (pending()) {
      next()!();
      if (now() - started >= budgetMs) break;
    }
    if (pending()) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    yieldToBrowser(() => {
      scheduled = false;
      runSlice();
    });
  };

  return {
    enqueue(job, urgent = false) {
      (urgent ? urgentQueue : queue).push(job);
      schedule();
    },
    flush() {
      if (gate.ready()) while (pending()) next()!();
    },
    runSlice,
  };
}
