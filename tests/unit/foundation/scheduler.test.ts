import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SLICE_BUDGET_MS, MOUNT_SLICE_BUDGET_MS, createMountScheduler } from '../../../mount/scheduler';

/** A fake clock and a fake `scheduler.yield()` whose continuations the test runs one at a time. */
let clockMs = 0;
let yielded: Array<() => void> = [];
beforeEach(() => {
  clockMs = 0;
  yielded = [];
  vi.stubGlobal('scheduler', {
    yield: () => new Promise<void>((resolve) => yielded.push(resolve)),
  });
});
afterEach(() => vi.unstubAllGlobals());

/** Lets the browser run: resolves the pending yield and waits for its continuation. */
async function giveBackMainThread() {
  const resume = yielded.shift();
  expect(resume).toBeDefined();
  resume!();
  await Promise.resolve();
  await Promise.resolve();
}

function jobs(count: number, costMs: number, log: number[]) {
  return Array.from({ length: count }, (_, index) => () => {
    clockMs += costMs;
    log.push(index);
  });
}

describe('mount scheduler', () => {
  it('uses a slice budget well under the 50 ms long-task threshold', () => {
    expect(MOUNT_SLICE_BUDGET_MS).toBe(8);
    expect(FIRST_SLICE_BUDGET_MS).toBeLessThanOrEqual(25);
  });

  it("a scan's first slice, in the caller's task, has room for the header's widgets together; the rest yield as before", async () => {
    const scheduler = createMountScheduler(() => clockMs);
    const ran: number[] = [];
    // A banner (10 ms: React's first render), a sticky header and a menu (5 ms each), then the page's others.
    const costsMs = [10, 5, 5, 5, 5, 5, 5];
    costsMs.forEach((costMs, index) =>
      scheduler.enqueue(() => {
        clockMs += costMs;
        ran.push(index);
      }),
    );
    scheduler.runSlice(FIRST_SLICE_BUDGET_MS);
    expect(ran).toEqual([0, 1, 2, 3]); // 25 ms: the budget, reached by the fourth
    await giveBackMainThread();
    expect(ran).toEqual([0, 1, 2, 3, 4, 5]); // then slices of MOUNT_SLICE_BUDGET_MS
  });

  it("waits for its gate (React DOM's client) before any mount: the first slice then runs in a task of its own, with its room", async () => {
    let ready = false;
    let openGate = () => {};
    const opened = new Promise<void>((resolve) => (openGate = resolve));
    const opens: string[] = [];
    const gate = { ready: () => ready, open: () => (opens.push('open'), opened) };
    const scheduler = createMountScheduler(() => clockMs, gate);
    const ran: number[] = [];
    [10, 5, 5, 5, 5].forEach((costMs, index) =>
      scheduler.enqueue(() => {
        clockMs += costMs;
        ran.push(index);
      }),
    );
    scheduler.runSlice(FIRST_SLICE_BUDGET_MS);
    scheduler.flush(); // nothing can mount yet: nothing is lost either
    expect(ran).toEqual([]);
    await giveBackMainThread(); // the slice the enqueues asked for: still closed
    expect(ran).toEqual([]);
    expect(opens).toEqual(['open']); // asked once
    ready = true;
    openGate();
    await Promise.resolve();
    expect(ran).toEqual([]); // not in the task that opened it
    await giveBackMainThread();
    expect(ran).toEqual([0, 1, 2, 3]); // the first slice's FIRST_SLICE_BUDGET_MS
    await giveBackMainThread();
    expect(ran).toEqual([0, 1, 2, 3, 4]);
  });

  it('runs urgent jobs (widgets that came near the viewport) before the others, in order', async () => {
    const scheduler = createMountScheduler(() => clockMs);
    const ran: string[] = [];
    scheduler.enqueue(() => ran.push('load 1'));
    scheduler.enqueue(() => ran.push('load 2'));
    scheduler.enqueue(() => ran.push('visible 1'), true);
    scheduler.enqueue(() => ran.push('visible 2'), true);
    await giveBackMainThread();
    expect(ran).toEqual(['visible 1', 'visible 2', 'load 1', 'load 2']);
  });

  it('runs no job at enqueue time: it yields to the browser first', () => {
    const scheduler = createMountScheduler(() => clockMs);
    const ran: number[] = [];
    for (const job of jobs(3, 1, ran)) scheduler.enqueue(job);
    expect(ran).toEqual([]);
    expect(yielded).toHaveLength(1); // one yield however many jobs
  });

  it('runs jobs in slices of MOUNT_SLICE_BUDGET_MS, yielding between slices', async () => {
    const scheduler = createMountScheduler(() => clockMs);
    const ran: number[] = [];
    // 3 ms each: the third job brings the slice to 9 ms >= 8 ms, so each slice runs 3 jobs.
    for (const job of jobs(7, 3, ran)) scheduler.enqueue(job);
    await giveBackMainThread();
    expect(ran).toEqual([0, 1, 2]);
    expect(yielded).toHaveLength(1);
    await giveBackMainThread();
    expect(ran).toEqual([0, 1, 2, 3, 4, 5]);
    await giveBackMainThread();
    expect(ran).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(yielded).toHaveLength(0);
  });

  it('cheap jobs all run in one slice', async () => {
    const scheduler = createMountScheduler(() => clockMs);
    const ran: number[] = [];
    for (const job of jobs(20, 0.1, ran)) scheduler.enqueue(job);
    await giveBackMainThread();
    expect(ran).toHaveLength(20);
    expect(yielded).toHaveLength(0);
  });

  it('a job longer than the budget still runs, alone in its slice', async () => {
    const scheduler = createMountScheduler(() => clockMs);
    const ran: number[] = [];
    for (const job of jobs(2, 30, ran)) scheduler.enqueue(job);
    await giveBackMainThread();
    expect(ran).toEqual([0]);
    await giveBackMainThread();
    expect(ran).toEqual([0, 1]);
  });

  it('flush runs every queued job at once, in order', async () => {
    const scheduler = createMountScheduler(() => clockMs);
    const ran: number[] = [];
    for (const job of jobs(7, 3, ran)) scheduler.enqueue(job);
    scheduler.flush();
    expect(ran).toEqual([0, 1, 2, 3, 4, 5, 6]);
    await giveBackMainThread(); // the yield already asked for finds nothing left to do
    expect(ran).toHaveLength(7);
  });

  it('without scheduler.yield it yields through a message channel', async () => {
    vi.unstubAllGlobals();
    const scheduler = createMountScheduler(() => clockMs);
    const ran: number[] = [];
    for (const job of jobs(2, 0, ran)) scheduler.enqueue(job);
    expect(ran).toEqual([]);
    await vi.waitFor(() => expect(ran).toEqual([0, 1]));
  });
});
