import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, openPage, type OpenedPage } from './harness';

/**
 * A post list laid out by the masonry family (demo-pages/pages/blog-masonry.html; widgets/post-list
 * widgets/post-list/README.md, "Masonry"): filters lay the grid out again, load-more places the new posts below the others
 * and nothing already shown moves.
 */

const GRID = '.demo-post-masonry';
let opened: OpenedPage | null = null;
afterEach(async () => {
  await opened?.close();
  opened = null;
});

type Box = { id: string; left: number; top: number; bottom: number; hidden: boolean };
const boxes = (page: Page): Promise<Box[]> =>
  page.$$eval(`${GRID} > article`, (items) =>
    items.map((item) => {
      const own = item.getBoundingClientRect();
      const grid = item.parentElement!.getBoundingClientRect();
      return {
        id: item.id,
        left: own.left - grid.left,
        top: own.top - grid.top,
        bottom: own.bottom - grid.top,
        hidden: (item as HTMLElement).hidden,
      };
    }),
  );
/** The ids whose box differs by 0.05 px or more between two readings (or that are missing). */
const moved = (now: Box[], then: Box[]) =>
  then
    .filter((box, index) => {
      const other = now[index];
      return (
        !other ||
        other.id !== box.id ||
        other.hidden !== box.hidden ||
        ['left', 'top', 'bottom'].some((side) => Math.abs(other[side as 'left'] - box[side as 'left']) >= 0.05)
      );
    })
    .map((box) => box.id);
const laidOut = (page: Page) =>
  expect
    .poll(() =>
      page.$$eval(`${GRID} > article:not([hidden])`, (items) => items.every((item) => (item as HTMLElement).style.position === 'absolute')),
    )
    .toBe(true);

async function open(reducedMotion: 'reduce') {
  opened = await openPage('/blog-masonry.html', { reducedMotion });
  await opened.page.waitForSelector(`${GRID}[data-island-mounted~="masonry"]`, { state: 'attached' });
  await opened.page.waitForSelector('[data-island="post-list"][data-island-mounted~="post-list"]', { state: 'attached' });
  await laidOut(opened.page);
  return opened;
}

describe('masonry post list', () => {
  it('load-more: new posts go below the others, nothing shown moves, focus on the first new post; axe clean', async () => {
    // Reduced motion: new posts appear in place at once (masonry's reveal would scale them in, and a
    // box read mid-animation is not its place).
    const { page, problems } = await open('reduce');
    const before = await boxes(page);
    expect(new Set(before.map((box) => Math.round(box.left))).size).toBe(3);
    for (let round = 1; round <= 2; round += 1) {
      const shownBefore = await boxes(page);
      await page.click('[data-post-list-more]');
      await expect.poll(() => page.locator(`${GRID} > article`).count()).toBe(6 * (round + 1));
      await laidOut(page);
      const after = await boxes(page);
      // Nothing shown moves (a relayout as images report in may rewrite a percentage left with a
      // difference of a thousandth of a pixel, which paints nothing).
      expect(moved(after.slice(0, shownBefore.length), shownBefore)).toEqual([]);
      for (const added of after.slice(shownBefore.length)) {
        const above = shownBefore.filter((box) => Math.abs(box.left - added.left) < 1);
        expect(added.top).toBeGreaterThanOrEqual(Math.max(...above.map((box) => box.bottom)));
      }
      expect(await page.evaluate(() => document.activeElement?.closest('article')?.id)).toBe(after[shownBefore.length]!.id);
    }
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('filters: hidden posts leave the layout, the shown ones pack from the top, the count is announced; All restores every place', async () => {
    const { page, problems } = await open('reduce');
    const initial = await boxes(page);
    await page.click('[data-post-list-filter="food"]');
    await expect.poll(() => page.locator('[data-island="post-list"] [role="status"]').textContent()).toBe('1 items shown');
    await expect.poll(async () => (await boxes(page)).find((box) => !box.hidden)).toMatchObject({ id: 'post-102', left: 0, top: 0 });
    expect(await page.locator(`${GRID} > article:visible`).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.click('[data-post-list-filter="*"]');
    await expect.poll(async () => moved(await boxes(page), initial)).toEqual([]);
    expect(await page.locator('[data-island="post-list"] [role="status"]').textContent()).toBe('6 items shown');
    expect(await page.isVisible('.grid-sizer')).toBe(false); // zero height, never hidden by a filter
    expect(await page.$eval('.grid-sizer', (sizer) => (sizer as HTMLElement).hidden)).toBe(false);
    expect(problems).toEqual([]);
  });
});
