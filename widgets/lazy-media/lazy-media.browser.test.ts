import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations, layoutShiftTotal, openPage, settle, type OpenedPage } from '../../tests/browser/harness';

const PAGE = '/lazy-media.html';
/** The lazy_loading_offset default (README, page settings). */
const OFFSET_PX = 300;

let opened: OpenedPage | null = null;
afterEach(async () => {
  await opened?.close();
  opened = null;
});

describe('lazy media', () => {
  it(`loads only what is within ${OFFSET_PX} px of the viewport, then more as the page scrolls; no layout shift`, async () => {
    opened = await openPage(PAGE);
    const { page, problems } = opened;
    // The widget's own file arrives after the bundle starts: wait for the first image it hands over.
    await page.waitForSelector('.demo-lazy img[data-lazy-state]');
    await settle(page);
    const states = () =>
      page.$$eval('.demo-lazy img:not(noscript img), .demo-lazy iframe', (elements) =>
        elements.map((element) => {
          const top = element.getBoundingClientRect().top;
          return {
            top,
            state: element.getAttribute('data-lazy-state'),
            lazy: element.hasAttribute('data-src') || element.hasAttribute('src'),
          };
        }),
      );
    const viewport = page.viewportSize()!.height;
    for (const { top, state } of (await states()).slice(0, -1)) {
      if (top < viewport + OFFSET_PX - 10) expect(state).not.toBeNull();
      if (top > viewport + OFFSET_PX + 10) expect(state).toBeNull();
    }
    const loadedBefore = (await states()).filter(({ state }) => state).length;
    expect(loadedBefore).toBeGreaterThan(0);
    expect(loadedBefore).toBeLessThan((await states()).length - 5);
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 300) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
    });
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.demo-lazy [data-lazy-state]')].every(
        (element) => element.getAttribute('data-lazy-state') === 'loaded',
      ),
    );
    const after = await states();
    expect(after.filter(({ state }) => state === 'loaded').length).toBeGreaterThan(loadedBefore);
    expect(after.slice(0, -1).every(({ state }) => state === 'loaded')).toBe(true);
    expect(await page.$eval('.demo-lazy iframe', (frame) => frame.getAttribute('src'))).toBe('/assets/media/lake.svg');
    expect(await layoutShiftTotal(page)).toBe(0);
    expect(problems).toEqual([]);
  });

  it('axe: no violations', async () => {
    opened = await openPage(PAGE);
    expect(await axeViolations(opened.page)).toEqual([]);
  });
});
