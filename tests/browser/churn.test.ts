import { afterEach, describe, expect, it } from 'vitest';
import { openPage, type OpenedPage } from './harness';

/**
 * Churn: widgets inserted and removed fast, as an infinite list or a theme re-rendering a region does.
 * The runtime releases removed widgets in the animation frame after the removal (README, "How it is
 * built"), so between the two a widget's element is already out of the page: its own lifecycle must
 * not fail there (the runtime would catch it and report it on the console, switching it off).
 */

let opened: OpenedPage | null = null;
afterEach(async () => {
  const problems = opened?.problems ?? [];
  await opened?.close();
  opened = null;
  expect(problems).toEqual([]);
});

/** Widgets per round of the churn below, and rounds: 4000 widgets in all. */
const TOOLTIPS_PER_ROUND = 400;
const ROUNDS = 10;

describe('churn', () => {
  it('thousands of tooltips and promo popups inserted and removed fast: each unmounts cleanly, nothing is left', async () => {
    opened = await openPage('/popups.html');
    const { page } = opened;
    await page.waitForSelector('dialog[data-island-mounted="promo-popup"]', { state: 'attached' });
    const left = await page.evaluate(
      async ({ tooltips, rounds }) => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        const until = async (condition: () => boolean) => {
          while (!condition()) await frame();
        };
        const newsletter = document.querySelector<HTMLElement>('[data-promo-popup-open]')!;
        // The page's own promo popup goes first: the newsletter button is then the churned popups' alone.
        const printed = document.querySelector('dialog[data-island="promo-popup"]')!;
        printed.remove();
        await until(() => !printed.hasAttribute('data-island-mounted'));
        const host = document.createElement('div');
        document.querySelector('main')!.append(host);
        for (let round = 0; round < rounds; round += 1) {
          // Tooltips and a promo popup dialog, mounted at once (not waiting to come into view).
          host.innerHTML = window.demoTheme.html(
            '<button type="button" data-island="tooltip" data-island-load="load" data-tooltip="Compare">⇄</button>'.repeat(tooltips) +
              `<dialog data-island="promo-popup" aria-label="Newsletter ${round}"><p>10 % off</p></dialog>`,
          );
          await until(() => host.querySelectorAll('[data-island-mounted]').length === tooltips + 1);
          const removed = [...host.children];
          // The theme empties the region, and the visitor presses the newsletter button in the same
          // moment: the removed popup is asked to open before the runtime has released it.
          host.replaceChildren();
          newsletter.click();
          await until(() => removed.every((element) => !element.hasAttribute('data-island-mounted')));
        }
        host.remove();
        await frame();
        return {
          tooltips: document.querySelectorAll('[role="tooltip"]').length,
          openOverlay: window.CMSIslands.store.getState().openOverlayId,
          scrollLock: document.documentElement.style.overflow,
        };
      },
      { tooltips: TOOLTIPS_PER_ROUND, rounds: ROUNDS },
    );
    expect(left).toEqual({ tooltips: 0, openOverlay: null, scrollLock: '' });
  });
});
