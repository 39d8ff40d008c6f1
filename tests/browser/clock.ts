import type { BrowserContextOptions, Page } from 'playwright-core';
import { demoUrl, newPage, waitForIslands, type OpenedPage } from './harness';

/** One animation frame of Playwright's fake clock (it runs requestAnimationFrame every 16 ms). */
export const FRAME_MS = 16;
/** How far ahead of the page's "now" the clock is stopped: a margin for the round trip to the page. */
const PAUSE_LEAD_MS = 100;

/**
 * Opens a demo page whose timers the test drives: Playwright's clock (`page.clock`) is installed
 * before the page loads, so every setTimeout, setInterval, requestAnimationFrame, Date and
 * performance.now of the page is fake. `prepare` runs after that, before the page loads (routes,
 * init scripts: these see the fake timers). The clock runs on its own until `pauseClock`. Closing
 * lets it run again first, so nothing that waits on a page timer while the page closes hangs.
 */
export async function openOnClock(
  path: string,
  options: BrowserContextOptions = {},
  prepare: (page: Page) => Promise<void> = async () => undefined,
): Promise<OpenedPage> {
  const opened = await newPage({ ...options, clock: true });
  await opened.page.clock.install();
  await prepare(opened.page);
  await opened.page.goto(demoUrl(path));
  await waitForIslands(opened.page);
  return {
    ...opened,
    close: async () => {
      await opened.page.clock.resume().catch(() => undefined);
      await opened.close();
    },
  };
}

/** Stops the page's clock: from here on, time moves only by `page.clock.runFor`. */
export async function pauseClock(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + PAUSE_LEAD_MS);
      return;
    } catch (error) {
      // A busy machine took longer than the lead between reading "now" and pausing: read it again.
      if (attempt >= 5 || !String(error).includes('to the past')) throw error;
    }
  }
}

/**
 * Runs the stopped clock `ms` forward in steps of `stepMs` (say, one autoplay interval), letting the
 * page render after each: within one `runFor`, timers that fall due run back to back before React
 * renders, so two ticks in one step would be batched into one render.
 */
export async function runInSteps(page: Page, ms: number, stepMs: number): Promise<void> {
  for (let done = 0; done < ms; done += stepMs) {
    await page.clock.runFor(Math.min(stepMs, ms - done));
    await flushTasks(page);
  }
}

/** Waits until the page has run the tasks queued so far (React renders in a task of its own; MessageChannel is not faked). */
export async function flushTasks(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          channel.port1.onmessage = null; // leaves no listener behind (tests count them)
          resolve();
        };
        channel.port2.postMessage(null);
      }),
  );
}

/** Lets the stopped clock run `count` animation frames (widgets added to the page mount in a frame). */
export async function runFrames(page: Page, count = 2): Promise<void> {
  await page.clock.runFor(count * FRAME_MS);
}

/** Runs `work` with the page's clock running on its own (axe-core, for one, waits on page timers), then stops it again. */
export async function withClockRunning<T>(page: Page, work: () => Promise<T>): Promise<T> {
  await page.clock.resume();
  try {
    return await work();
  } finally {
    await pauseClock(page);
  }
}
