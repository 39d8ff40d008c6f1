import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, demoUrl, openPage } from '../../tests/browser/harness';

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());

/** Accordions and toggles on their demo page (demo-pages/pages/tabs.html, with the tabs). */
describe('accordions and toggles in Chromium (WAI-ARIA accordion)', () => {
  it('toggles with Enter and Space on button headers, Space on a link header, one open at a time', async () => {
    const { page, close } = await openPage('/tabs.html');
    try {
      await page.waitForSelector('.demo-accordion[data-island-mounted]', { state: 'attached' });
      const expanded = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('[data-island="accordion"] > h3 > [data-accordion-trigger]')].map((trigger) =>
            trigger.getAttribute('aria-expanded'),
          ),
        );
      expect(await expanded()).toEqual(['true', 'false', 'false']);
      await page.focus('text=Care instructions');
      await page.keyboard.press('Enter');
      expect(await expanded()).toEqual(['false', 'true', 'false']);
      await page.keyboard.press('ArrowDown'); // focus moves to the next header
      expect(await focusedText(page)).toContain('Can I send it as a gift?');
      await page.keyboard.press('Space'); // a link header acts as a button
      expect(await expanded()).toEqual(['false', 'false', 'true']);
      expect(page.url()).toBe(demoUrl('/tabs.html'));
      await page.keyboard.press('Space'); // collapsible: the open one closes
      expect(await expanded()).toEqual(['false', 'false', 'false']);
      await page.keyboard.press('Home');
      expect(await focusedText(page)).toBe('What sizes are there?');

      await page.focus('text=Show the ingredients');
      await page.keyboard.press(' ');
      expect(await page.getAttribute('text=Show the ingredients', 'aria-expanded')).toBe('true');
      expect(await page.isVisible('text=Clay, glaze, patience.')).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await close();
    }
  });
});
