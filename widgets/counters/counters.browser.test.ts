import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, demoUrl, layoutShiftTotal, newPage, settle, waitForIslands } from '../../tests/browser/harness';

/**
 * Countdowns, counters and progress bars on their demo page (widgets/counters/counters.demo.html), in
 * Chromium with Playwright's clock: the countdown's shared tick, the 85 % waypoint, the 3000 ms count.
 */

const END = Date.parse('2027-01-01T00:00:00+01:00'); // the sale countdown's data-end
const SALE = '[data-end="2027-01-01T00:00:00+01:00"]';
const COUNTER = '.demo-stat-number';
const part = (page: Page, name: string) => page.locator(`${SALE} [data-countdown="${name}"]`).textContent();

/**
 * Waits for a condition by moving the page's clock in 50 ms steps (Playwright's own waits poll on
 * animation frames, which the installed clock holds back).
 */
async function until(page: Page, condition: string): Promise<void> {
  for (let step = 0; step < 200; step += 1) {
    if (await page.evaluate(condition)) return;
    await page.clock.runFor(50);
  }
  throw new Error(`never true: ${condition}`);
}

/**
 * The demo page with its clock installed before it loads, from the given time. A page of its own (it
 * was a second tab, after a first page load of another demo page): its CSP violations are checked too.
 */
async function openWithClock(time: number, options: Parameters<typeof newPage>[0] = {}) {
  const opened = await newPage({ viewport: { width: 1280, height: 600 }, ...options });
  await opened.page.clock.install({ time });
  await opened.page.goto(demoUrl('/counters.html'));
  await waitForIslands(opened.page);
  return opened;
}

describe('countdown', () => {
  it('ticks each second on the clock, is a timer named once a minute, and ends once with the ended state', async () => {
    const { page, problems, close } = await openWithClock(END - 120_000);
    await until(page, `!!document.querySelector('${SALE}[data-island-mounted="countdown"]')`);
    await page.clock.pauseAt(END - 65_000); // paused from here: no animation frames until resume()
    expect([await part(page, 'days'), await part(page, 'hours'), await part(page, 'minutes'), await part(page, 'seconds')]).toEqual([
      '0',
      '00',
      '01',
      '05',
    ]);
    const sale = page.locator(SALE);
    expect(await sale.getAttribute('role')).toBe('timer');
    expect(await sale.getAttribute('aria-label')).toBe('0 days, 0 hr, 1 min, 0 sc');
    await page.clock.runFor(3000);
    expect(await part(page, 'seconds')).toBe('02');
    expect(await sale.getAttribute('aria-label')).toBe('0 days, 0 hr, 1 min, 0 sc');
    await page.clock.runFor(70_000);
    expect(await part(page, 'seconds')).toBe('00');
    expect(await sale.getAttribute('class')).toContain('countdown-ended');
    expect(await sale.getAttribute('data-countdown-state')).toBe('ended');
    expect(await sale.getAttribute('aria-label')).toBe('Ended');
    // The past countdown is ended from the start.
    expect(await page.locator('[data-end="2026-10-01T18:00:00Z"]').getAttribute('data-countdown-state')).toBe('ended');
    await page.clock.resume();
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('counters and progress bars', () => {
  it('start at the 85 % waypoint, count for 3000 ms to the printed number, once, without moving anything', async () => {
    const { page, problems, close } = await openWithClock(Date.parse('2026-11-23T12:00:00Z'));
    const first = page.locator(COUNTER).first();
    expect(await first.locator('.counter-overlay').count()).toBe(0);
    await page.evaluate((selector) => {
      const element = document.querySelector(selector)!;
      window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - window.innerHeight * 0.5);
    }, COUNTER);
    await until(page, `!!document.querySelector('${COUNTER} .counter-overlay')`);
    await page.clock.runFor(1500);
    const middle = await first.locator('.counter-overlay').textContent();
    expect(Number(middle!.replace(/,/g, ''))).toBeGreaterThan(0);
    expect(Number(middle!.replace(/,/g, ''))).toBeLessThan(12480);
    // The printed text is hidden by its fill; the overlay shows in the element's own colour.
    expect(
      await first.evaluate((element) => {
        const overlay = getComputedStyle(element.querySelector('.counter-overlay')!);
        return [getComputedStyle(element).webkitTextFillColor, overlay.webkitTextFillColor === getComputedStyle(element).color];
      }),
    ).toEqual(['rgba(0, 0, 0, 0)', true]);
    await page.clock.runFor(1600);
    expect(await page.locator(`${COUNTER} .counter-overlay`).count()).toBe(0);
    expect(await page.locator(COUNTER).allTextContents()).toEqual(['12,480', '98.6%', '€ 1.250,75', '2026']);
    expect(await first.getAttribute('class')).toContain('counter-done');
    // Once: scrolling away and back does not count again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate((selector) => document.querySelector(selector)!.scrollIntoView({ block: 'center' }), COUNTER);
    await settle(page);
    expect(await page.locator(`${COUNTER} .counter-overlay`).count()).toBe(0);

    // Progress bars: drawn empty until the waypoint, then filled to data-value.
    const bar = page.locator('[data-value="82"]');
    await bar.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await until(page, `!!document.querySelector('[data-value="82"].is-in-view')`);
    const ratio = await bar.evaluate((element) => {
      // The fill's CSS transition runs on the compositor's time, not the page clock: finish it.
      const animations = element.querySelector('[data-progress-bar-fill]')!.getAnimations();
      if (animations.length !== 1) return -1;
      for (const animation of animations) animation.finish();
      const fill = element.querySelector('[data-progress-bar-fill]')!.getBoundingClientRect();
      return fill.width / element.querySelector('[role="progressbar"]')!.getBoundingClientRect().width;
    });
    expect(ratio).toBeCloseTo(0.82, 2);
    expect(await layoutShiftTotal(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('under reduced motion the final values show at once', async () => {
    const { page, problems, close } = await openWithClock(Date.parse('2026-11-23T12:00:00Z'), { reducedMotion: 'reduce' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await until(page, `!!document.querySelector('[data-value="45"][data-island-mounted]')`);
    await settle(page);
    expect(await page.locator(`${COUNTER} .counter-overlay`).count()).toBe(0);
    expect(await page.locator('[data-progress-pending]').count()).toBe(0);
    const ratio = await page.locator('[data-value="45"]').evaluate((element) => {
      const fill = element.querySelector('[data-progress-bar-fill]')!.getBoundingClientRect();
      return fill.width / element.querySelector('[role="progressbar"]')!.getBoundingClientRect().width;
    });
    expect(ratio).toBeCloseTo(0.45, 2);
    expect(problems).toEqual([]);
    await close();
  });
});
