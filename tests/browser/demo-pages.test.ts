import { describe, expect, it } from 'vitest';
import { listPages } from '../../demo-pages/server/pages';
import { axeViolations, demoUrl, newPage, openPage, settleFiles } from './harness';

/**
 * Every demo page, the index included, under the demo server's strict Content-Security-Policy: it
 * mounts its widgets with no console error or warning and no violation, and axe-core finds nothing,
 * before the bundle runs (the server's markup alone must be accessible) and after it has mounted.
 */
const pages = ['index', ...listPages().map((page) => page.slug)];
const pathOf = (slug: string) => (slug === 'index' ? '/' : `/${slug}.html`);

// Pages are checked side by side, each in a context of its own (up to the project's maxConcurrency
// at once): most of a check is waiting for the browser, and one browser serves several tabs.
describe.concurrent.each(pages)('demo page %s', (slug) => {
  it('before the bundle runs, the server markup alone has no axe-core violations', async () => {
    const opened = await newPage();
    try {
      // The bundle never arrives, as when it is slow or fails: what the visitor has is the server's markup.
      await opened.page.route('**/dist/**', (route) => route.abort());
      await opened.page.goto(demoUrl(pathOf(slug)));
      expect(await opened.page.evaluate(() => 'CMSIslands' in window)).toBe(false);
      expect(await axeViolations(opened.page)).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('mounts with no console errors or warnings and no axe-core violations', async () => {
    const { page, problems, close } = await openPage(pathOf(slug));
    try {
      // Scroll through the page so every lazily mounted widget mounts, then look again.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        }
        window.scrollTo(0, 0);
      });
      await settleFiles(page);
      expect(problems).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await close();
    }
  });
});
