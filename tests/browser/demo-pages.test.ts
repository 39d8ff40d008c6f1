import { describe, expect, it } from 'vitest';
import { listPages } from '../../demo-pages/server/pages';
import { axeViolations, openPage } from './harness';

/** Every demo page, the index included: it mounts its widgets with no console error or warning, and axe-core finds nothing. */
const pages = ['index', ...listPages().map((page) => page.slug)];

describe.each(pages)('demo page %s', (slug) => {
  it('mounts with no console errors or warnings and no axe-core violations', async () => {
    const { page, problems, close } = await openPage(slug === 'index' ? '/' : `/${slug}.html`);
    try {
      // Scroll through the page so every lazily mounted widget mounts, then look again.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForTimeout(100);
      expect(problems).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await close();
    }
  });
});
