import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoUrl, openPage, settle } from '../../tests/browser/harness';
import { FRAME_MS, openOnClock, pauseClock, runFrames, runInSteps } from '../../tests/browser/clock';

const selectedTab = (page: Page, widget: string) =>
  page.evaluate((selector) => document.querySelector(`${selector} [role="tab"][aria-selected="true"]`)?.textContent?.trim(), widget);
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());

/** A tour with a short autoplay interval, added to the page (autoplay reads SECONDS from data-interval). */
async function addFastTour(page: Page, intervalSeconds: number): Promise<void> {
  await page.evaluate((seconds) => {
    document.querySelector('main')!.insertAdjacentHTML(
      'afterbegin',
      window.demoTheme.html(`<div id="fast-tour" data-island="tour" data-island-load="load" data-interval="${seconds}">
        <div data-tab-list><button type="button" data-tab class="is-active">One</button><button type="button" data-tab>Two</button></div>
        <div data-tab-panel class="is-active">1</div><div data-tab-panel hidden>2</div></div>`),
    );
  }, intervalSeconds);
  await runFrames(page); // the page's clock stands still: it mounts in the next frame
  await page.waitForSelector('#fast-tour[data-island-mounted]', { state: 'attached' });
}

/** The fast tour's autoplay interval: 1 second (data-interval="1"). */
const TOUR_INTERVAL_S = 1;
const TOUR_INTERVAL_MS = TOUR_INTERVAL_S * 1000;

interface TourLog {
  /** When the fast tour mounted, on the page's (fake) clock. */
  mountedAt: number;
  /** Each later selection of a tab, and when. */
  changes: Array<{ tab: string; at: number }>;
}
/** Records, on the page's clock, when the fast tour mounts and each time another of its tabs is selected. */
async function recordFastTour(page: Page): Promise<void> {
  await page.evaluate(() => {
    const log: TourLog = { mountedAt: -1, changes: [] };
    (window as unknown as { tourLog: TourLog }).tourLog = log;
    new MutationObserver((records) => {
      for (const { target, attributeName, oldValue } of records) {
        const element = target as HTMLElement;
        if (attributeName === 'data-island-mounted' && element.id === 'fast-tour' && log.mountedAt < 0) log.mountedAt = Date.now();
        const selectedAgain = attributeName === 'aria-selected' && oldValue === 'false' && element.getAttribute('aria-selected') === 'true';
        if (selectedAgain && element.closest('#fast-tour')) log.changes.push({ tab: element.textContent ?? '', at: Date.now() });
      }
    }).observe(document.body, {
      subtree: true,
      attributes: true,
      attributeOldValue: true,
      attributeFilter: ['data-island-mounted', 'aria-selected'],
    });
  });
}
const tourLog = (page: Page) => page.evaluate(() => (window as unknown as { tourLog: TourLog }).tourLog);

describe('tabs and tours in Chromium (WAI-ARIA tabs)', () => {
  it('moves selection and focus with Left/Right, Home/End, wrapping; Tab goes into the panel', async () => {
    const { page, close } = await openPage('/tabs.html');
    try {
      await page.waitForSelector('.demo-tabs[data-island-mounted]', { state: 'attached' });
      await page.focus('[href="#tab-description"]');
      await page.keyboard.press('ArrowRight');
      expect(await selectedTab(page, '.demo-tabs')).toBe('Reviews (2)');
      expect(await focusedText(page)).toBe('Reviews (2)');
      expect(await page.isVisible('#tab-reviews')).toBe(true);
      expect(await page.isVisible('#tab-description')).toBe(false);
      await page.keyboard.press('End');
      expect(await selectedTab(page, '.demo-tabs')).toBe('Video');
      await page.keyboard.press('ArrowRight'); // wraps to the first
      expect(await selectedTab(page, '.demo-tabs')).toBe('Description');
      await page.keyboard.press('ArrowLeft'); // wraps to the last
      expect(await selectedTab(page, '.demo-tabs')).toBe('Video');
      await page.keyboard.press('Home');
      expect(await selectedTab(page, '.demo-tabs')).toBe('Description');
      // Roving tabindex: only the selected tab is in the tab order; Tab goes on to its panel.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('tab-description');
      expect(page.url()).toBe(demoUrl('/tabs.html')); // tab links never made the page jump
    } finally {
      await close();
    }
  });

  it('operates a tour (vertical) with Up/Down and a click', async () => {
    const { page, close } = await openPage('/tabs.html');
    try {
      await page.waitForSelector('.demo-tour[data-island-mounted]', { state: 'attached' });
      expect(await page.getAttribute('.demo-tour [role="tablist"]', 'aria-orientation')).toBe('vertical');
      await page.focus('[aria-controls="tour-ordering"]');
      await page.keyboard.press('ArrowDown');
      expect(await selectedTab(page, '.demo-tour')).toBe('Shipping');
      await page.keyboard.press('ArrowUp');
      expect(await selectedTab(page, '.demo-tour')).toBe('Ordering');
      await page.click('text=Returns');
      expect(await selectedTab(page, '.demo-tour')).toBe('Returns');
      expect(await page.isVisible('#tour-returns')).toBe(true);
    } finally {
      await close();
    }
  });

  it('opens the panel the URL hash names, on load and on hashchange', async () => {
    const { page, close } = await openPage('/tabs.html#tour-shipping');
    try {
      await page.waitForSelector('.demo-tour[data-island-mounted]', { state: 'attached' });
      expect(await selectedTab(page, '.demo-tour')).toBe('Shipping');
      await page.evaluate(() => (location.hash = '#tab-reviews'));
      await settle(page);
      expect(await selectedTab(page, '.demo-tabs')).toBe('Reviews (2)');
    } finally {
      await close();
    }
  });

  it('autoplays every data-interval seconds, pauses on hover and focus', async () => {
    const { page, close } = await openOnClock('/tabs.html');
    try {
      await pauseClock(page);
      await page.mouse.move(1200, 780); // away from the tour
      await recordFastTour(page);
      await addFastTour(page, TOUR_INTERVAL_S);
      await runInSteps(page, 2 * TOUR_INTERVAL_MS, TOUR_INTERVAL_MS);
      const { mountedAt, changes } = await tourLog(page);
      expect(changes.map(({ tab }) => tab)).toEqual(['Two', 'One']);
      // Not before its 1-second interval from the mount (which happened within the frames it waited for), then every second.
      expect(changes[0]!.at - mountedAt).toBeGreaterThanOrEqual(TOUR_INTERVAL_MS);
      expect(changes[0]!.at - mountedAt).toBeLessThanOrEqual(TOUR_INTERVAL_MS + 2 * FRAME_MS);
      expect(changes[1]!.at - changes[0]!.at).toBe(TOUR_INTERVAL_MS);

      await page.hover('#fast-tour [data-tab-panel]:not([hidden])');
      await runInSteps(page, 3 * TOUR_INTERVAL_MS, TOUR_INTERVAL_MS);
      expect((await tourLog(page)).changes).toHaveLength(2); // paused while hovered
      await page.mouse.move(1200, 780);
      await runInSteps(page, TOUR_INTERVAL_MS - 1, TOUR_INTERVAL_MS);
      expect((await tourLog(page)).changes).toHaveLength(2);
      await runInSteps(page, 1, 1); // a whole interval after the pointer left
      expect(await selectedTab(page, '#fast-tour')).toBe('Two');

      await page.focus('#fast-tour [role="tab"][aria-selected="true"]');
      await runInSteps(page, 3 * TOUR_INTERVAL_MS, TOUR_INTERVAL_MS);
      expect(await selectedTab(page, '#fast-tour')).toBe('Two'); // paused while focused
      expect((await tourLog(page)).changes).toHaveLength(3);
    } finally {
      await close();
    }
  });

  it('never autoplays when the visitor prefers reduced motion', async () => {
    const { page, close } = await openOnClock('/tabs.html', { reducedMotion: 'reduce' });
    try {
      await pauseClock(page);
      await page.mouse.move(1200, 780);
      await recordFastTour(page);
      await addFastTour(page, TOUR_INTERVAL_S);
      await runInSteps(page, 10 * TOUR_INTERVAL_MS, TOUR_INTERVAL_MS);
      expect(await selectedTab(page, '#fast-tour')).toBe('One');
      expect((await tourLog(page)).changes).toEqual([]);
    } finally {
      await close();
    }
  });

  it('right-to-left: Left and Right follow the visual direction (Left selects the tab drawn to the left, the next one)', async () => {
    const { page, close } = await openPage('/tabs.html');
    try {
      await page.waitForSelector('.demo-tabs[data-island-mounted]', { state: 'attached' });
      await page.evaluate(() => document.documentElement.setAttribute('dir', 'rtl'));
      const left = (text: string) =>
        page.evaluate(
          (label) =>
            [...document.querySelectorAll('.demo-tabs [role="tab"]')]
              .find((tab) => tab.textContent?.trim() === label)!
              .getBoundingClientRect().left,
          text,
        );
      await page.focus('[href="#tab-description"]');
      await page.keyboard.press('ArrowLeft');
      expect(await selectedTab(page, '.demo-tabs')).toBe('Reviews (2)');
      expect(await focusedText(page)).toBe('Reviews (2)');
      expect(await left('Reviews (2)')).toBeLessThan(await left('Description')); // drawn to the left of the first tab
      await page.keyboard.press('ArrowRight');
      expect(await selectedTab(page, '.demo-tabs')).toBe('Description');
      await page.keyboard.press('ArrowRight'); // wraps to the last
      expect(await selectedTab(page, '.demo-tabs')).toBe('Video');
    } finally {
      await close();
    }
  });
});
