import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, demoUrl, layoutShiftTotal, newPage, openPage, settle, type OpenedPage } from '../../tests/browser/harness';

/**
 * Parallax rows on their demo page (widgets/parallax/parallax.demo.html): the background moves at
 * data-speed times the page (0.5 by default), by a scroll-driven CSS animation where Chromium has one,
 * else by one transform per frame from the store's scroll position; nothing under reduced motion, and
 * no layout read while scrolling (widgets/parallax/README.md).
 */
const DEFAULT_ROW = '.demo-parallax:not([data-speed])';
const SLOW_ROW = '.demo-parallax[data-speed="0.2"]';
const PARALLAX_DEFAULT_SPEED = 0.5;
const SCROLL_STEP_PX = 100;

async function onPage(opening: Promise<OpenedPage>, test: (page: Page) => Promise<void>): Promise<void> {
  const { page, problems, close } = await opening;
  try {
    await test(page);
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
}

/** Scrolls so the row's top sits at `topPx` in the viewport, and waits for it to be mounted and measured. */
async function rowAt(page: Page, selector: string, topPx: number): Promise<void> {
  await page.evaluate(
    ([sel, top]) => window.scrollTo(0, document.querySelector(sel)!.getBoundingClientRect().top + window.scrollY - Number(top)),
    [selector, topPx] as const,
  );
  await expect.poll(() => page.getAttribute(selector, 'data-island-mounted')).toBe('parallax');
  await settle(page);
}

/** The row's and its background's tops in the viewport. */
const tops = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const row = document.querySelector(sel)!;
    return { row: row.getBoundingClientRect().top, background: row.querySelector('.parallax-background')!.getBoundingClientRect().top };
  }, selector);

async function scrollBy(page: Page, px: number): Promise<void> {
  await page.evaluate((by) => window.scrollBy(0, by), px);
  await settle(page);
  await settle(page);
}

/** How far the background moved for each px the row moved, over a few steps of scrolling down. */
async function backgroundSpeed(page: Page, selector: string): Promise<number[]> {
  const speeds: number[] = [];
  for (let step = 0; step < 3; step += 1) {
    const before = await tops(page, selector);
    await scrollBy(page, SCROLL_STEP_PX);
    const after = await tops(page, selector);
    expect(after.row - before.row).toBeCloseTo(-SCROLL_STEP_PX, 0);
    speeds.push((after.background - before.background) / (after.row - before.row));
  }
  return speeds;
}

/** Makes the browser look as if it had no scroll-driven animations: the script path runs. */
const withoutScrollTimelines = (page: Page) =>
  page.addInitScript(() => {
    const supports = CSS.supports.bind(CSS);
    CSS.supports = ((...args: [string, string?]) =>
      String(args[0]).includes('animation-timeline') ? false : supports(...(args as [string, string]))) as typeof CSS.supports;
  });

async function openWithout(): Promise<OpenedPage> {
  const opened = await newPage(); // the init script set before its first page load: no other page loaded first
  await withoutScrollTimelines(opened.page);
  await opened.page.goto(demoUrl('/parallax.html'));
  await opened.page.waitForFunction(() => 'CMSIslands' in window);
  return opened;
}

describe('parallax rows', () => {
  it('scroll-driven CSS: the background moves at data-speed times the page (0.5 by default, 0.2), no layout shift, axe 0', async () => {
    await onPage(openPage('/parallax.html'), async (page) => {
      await rowAt(page, DEFAULT_ROW, 300);
      expect(await page.getAttribute(DEFAULT_ROW, 'data-parallax')).toBe('css');
      for (const speed of await backgroundSpeed(page, DEFAULT_ROW)) expect(speed).toBeCloseTo(PARALLAX_DEFAULT_SPEED, 1);
      await rowAt(page, SLOW_ROW, 300);
      for (const speed of await backgroundSpeed(page, SLOW_ROW)) expect(speed).toBeCloseTo(0.2, 1);
      // The scaled background always covers the row.
      const cover = await page.evaluate((sel) => {
        const row = document.querySelector(sel)!.getBoundingClientRect();
        const background = document.querySelector(`${sel} .parallax-background`)!.getBoundingClientRect();
        return background.top <= row.top + 0.5 && background.bottom >= row.bottom - 0.5;
      }, SLOW_ROW);
      expect(cover).toBe(true);
      expect(await layoutShiftTotal(page)).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  it('without scroll-driven animations: one transform per frame from the page scroll, and no layout read while scrolling', async () => {
    await onPage(openWithout(), async (page) => {
      // Every row mounted (and measured) first: mounting is when a row is measured, and it is not scrolling.
      for (const row of [SLOW_ROW, '.demo-parallax[data-speed="0.8"]']) await rowAt(page, row, 300);
      await rowAt(page, DEFAULT_ROW, 300);
      expect(await page.getAttribute(DEFAULT_ROW, 'data-parallax')).toBe('script');
      // Layout reads from here on, counted on the element prototypes the widget could use.
      await page.evaluate(() => {
        const counts = { reads: 0 };
        (window as unknown as { layoutReads: typeof counts }).layoutReads = counts;
        const proto = Element.prototype as unknown as Record<string, unknown>;
        const original = Element.prototype.getBoundingClientRect;
        proto.getBoundingClientRect = function (this: Element) {
          counts.reads += 1;
          return original.call(this);
        };
        for (const name of ['offsetTop', 'offsetHeight', 'clientHeight', 'scrollHeight'] as const) {
          const descriptor =
            Object.getOwnPropertyDescriptor(HTMLElement.prototype, name) ?? Object.getOwnPropertyDescriptor(Element.prototype, name);
          if (!descriptor?.get) continue;
          const get = descriptor.get;
          Object.defineProperty(HTMLElement.prototype, name, {
            configurable: true,
            get(this: HTMLElement) {
              counts.reads += 1;
              return get.call(this);
            },
          });
        }
      });
      const before = await tops(page, DEFAULT_ROW);
      const readsBefore = await page.evaluate(() => (window as unknown as { layoutReads: { reads: number } }).layoutReads.reads);
      for (let step = 0; step < 3; step += 1) {
        await page.evaluate((by) => window.scrollBy(0, by), SCROLL_STEP_PX);
        await settle(page);
        await settle(page);
      }
      const readsDuring =
        (await page.evaluate(() => (window as unknown as { layoutReads: { reads: number } }).layoutReads.reads)) - readsBefore;
      expect(readsDuring).toBe(0);
      const after = await tops(page, DEFAULT_ROW);
      expect((after.background - before.background) / (after.row - before.row)).toBeCloseTo(PARALLAX_DEFAULT_SPEED, 1);
      const transform = await page.$eval(`${DEFAULT_ROW} .parallax-background`, (node) => (node as HTMLElement).style.transform);
      expect(transform).toMatch(/^translateY\(-?[\d.]+px\) scale\([\d.]+\)$/);
    });
  });

  it('prefers-reduced-motion: the background stays put with its row', async () => {
    await onPage(openPage('/parallax.html', { reducedMotion: 'reduce' }), async (page) => {
      await rowAt(page, DEFAULT_ROW, 300);
      expect(await page.getAttribute(DEFAULT_ROW, 'data-parallax')).toBeNull();
      for (const speed of await backgroundSpeed(page, DEFAULT_ROW)) expect(speed).toBeCloseTo(1, 2);
      expect(await page.$eval(`${DEFAULT_ROW} .parallax-background`, (node) => getComputedStyle(node).transform)).toBe('none');
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});
