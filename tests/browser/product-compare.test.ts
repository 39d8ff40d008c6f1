import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, openPage, settle } from './harness';

/**
 * The theme's own widget of README "Write your own widget" (demo-pages/assets/product-compare.js),
 * registered through the public API: choose up to data-compare-limit (3) products and compare them;
 * the bundle gives it the lifecycle of its own widgets (mounted when near, its CSS added, its cleanup
 * run on unmount).
 */
const LIMIT = 3;
const SECTION = '[data-island="theme-product-compare"]';
const compareButton = (name: string) => `${SECTION} [data-product-name="${name}"] button[data-compare-toggle]`;

async function chosenRows(page: Page): Promise<string[]> {
  return page.locator(`${SECTION} [data-compare-rows] tr`).evaluateAll((rows) => rows.map((row) => row.textContent?.trim() ?? ''));
}

describe('a theme’s product-compare widget', () => {
  it('compares up to the limit, says so, refuses more, clears; by keyboard as by pointer; axe clean', async () => {
    const { page, problems, close } = await openPage('/product-compare.html');
    try {
      await page.waitForSelector(`${SECTION}[data-island-mounted="theme-product-compare"]`);
      expect(await page.locator(`${SECTION} [data-compare-tray]`).isHidden()).toBe(true);
      await page.click(compareButton('Stoneware mug'));
      await page.focus(compareButton('Celadon cup'));
      await page.keyboard.press('Enter');
      await page.focus(compareButton('Tea bowl'));
      await page.keyboard.press('Space');
      expect(await chosenRows(page)).toEqual(['Stoneware mug24 €350 ml', 'Celadon cup19 €200 ml', 'Tea bowl28 €250 ml']);
      expect(await page.locator(`${SECTION} [data-compare-status]`).textContent()).toBe(`${LIMIT} of ${LIMIT} chosen: the tray is full`);
      // Full: the fourth cannot be chosen; the chosen ones say they are.
      expect(await page.locator(compareButton('Ash-glaze bowl')).isDisabled()).toBe(true);
      expect(await page.locator(compareButton('Celadon cup')).getAttribute('aria-pressed')).toBe('true');
      // Its style was added: a chosen button is dark.
      const background = await page.locator(compareButton('Celadon cup')).evaluate((button) => getComputedStyle(button).backgroundColor);
      expect(background).toBe('rgb(31, 78, 121)');
      expect(await axeViolations(page)).toEqual([]);

      await page.click(compareButton('Celadon cup'));
      expect(await chosenRows(page)).toEqual(['Stoneware mug24 €350 ml', 'Tea bowl28 €250 ml']);
      expect(await page.locator(compareButton('Ash-glaze bowl')).isDisabled()).toBe(false);
      await page.click(`${SECTION} button[data-compare-clear]`);
      expect(await page.locator(`${SECTION} [data-compare-tray]`).isHidden()).toBe(true);
      expect(await page.locator(`${SECTION} [data-compare-status]`).textContent()).toBe(`0 of ${LIMIT} chosen`);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('its cleanup gives the server markup back when it is unmounted', async () => {
    const { page, problems, close } = await openPage('/product-compare.html');
    try {
      await page.waitForSelector(`${SECTION}[data-island-mounted]`);
      await page.click(compareButton('Tea bowl'));
      await page.evaluate((selector) => window.CMSIslands.unmount(document.querySelector(selector)!), SECTION);
      await settle(page);
      const state = await page.evaluate((selector) => {
        const section = document.querySelector(selector)!;
        return {
          mounted: section.hasAttribute('data-island-mounted'),
          buttons: [...section.querySelectorAll('button[data-compare-toggle]')].map(
            (button) => `${(button as HTMLButtonElement).disabled} ${button.getAttribute('aria-pressed')}`,
          ),
          trayHidden: (section.querySelector('[data-compare-tray]') as HTMLElement).hidden,
          status: section.querySelector('[data-compare-status]')!.textContent,
        };
      }, SECTION);
      expect(state).toEqual({ mounted: false, buttons: Array(4).fill('true false'), trayHidden: true, status: '' });
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
