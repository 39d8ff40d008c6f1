import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { axeViolations, demoUrl, openPage, settle, showIntent, type OpenedPage } from '../../tests/browser/harness';
import { pauseClock } from '../../tests/browser/clock';

/**
 * The search widget on its demo page (widgets/search/search.demo.html) against the demo shop backend,
 * in Chromium at desktop width and at 375 px. The debounce runs on Playwright's clock; the backend's
 * switches (`?backend=slow-<ms>|fail`) come from the page address.
 */

const DEBOUNCE_MS = 250;

/** The store's open overlay, read in the page. */
function openOverlayId(): string | null {
  return (window as unknown as { CMSIslands: { store: { getState(): { openOverlayId: string | null } } } }).CMSIslands.store.getState()
    .openOverlayId;
}
const OVERLAY_INPUT = '#overlay-search';
const INLINE_INPUT = '#sidebar-search';
const ICON = '.demo-search-icon';

const VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }],
  ['375 px', { width: 375, height: 740 }],
] as const;

interface SearchPage extends OpenedPage {
  /** Search calls sent so far (their `query`), and those that failed or were aborted. */
  calls: string[];
  failedCalls: string[];
}

async function openSearch(viewport: { width: number; height: number }, query = ''): Promise<SearchPage> {
  const opened = await openPage(`/search.html${query}`, { viewport });
  const { page } = opened;
  // Both forms wait for the visitor (strategy `interaction`): a pointer over them mounts them. The
  // first click or key before that is tests/browser/interaction-strategy.test.ts's.
  await showIntent(page, '.demo-inline-search, .demo-search');
  // The clock from here on: the debounce waits for it, never for real time.
  await page.clock.install();
  // Paused: from here on time moves only with runFor, however slow the machine is.
  await pauseClock(page);
  const calls: string[] = [];
  const failedCalls: string[] = [];
  const queryOf = (request: Request) => new URL(request.url()).searchParams.get('query') ?? '';
  page.on('request', (request) => {
    if (request.url().includes('admin-ajax.php')) calls.push(queryOf(request));
  });
  page.on('requestfailed', (request) => {
    if (request.url().includes('admin-ajax.php')) failedCalls.push(queryOf(request));
  });
  return { ...opened, calls, failedCalls };
}

/** axe waits on the page's own timers: the clock runs again for it (the tests after it need no pause). */
async function axeOnRunningClock(page: Page) {
  await page.clock.resume();
  // The overlay fades in (the demo theme's 0.2 s animation, real time): axe must see it opaque, or
  // its text counts as low contrast.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  return axeViolations(page);
}

/** Types into the field and lets the debounce run out on the clock. */
async function typeAndWait(page: Page, selector: string, text: string): Promise<void> {
  await page.locator(selector).pressSequentially(text);
  await page.clock.runFor(DEBOUNCE_MS);
}

const activeOptionText = (page: Page, selector: string) =>
  page.evaluate((field) => {
    const id = document.querySelector(field)!.getAttribute('aria-activedescendant');
    return id ? document.getElementById(id)!.querySelector('.cms-islands-search-title')!.textContent : null;
  }, selector);
const optionTitles = (page: Page, scope: string) => page.locator(`${scope} [role="option"] .cms-islands-search-title`).allTextContents();
const overlayOpen = (page: Page) => page.evaluate(() => document.querySelector('dialog')!.open);
const focused = (page: Page) => page.evaluate(() => document.activeElement?.id || document.activeElement?.className || null);

// The inline combobox and the overlay's focus trap follow the same rules at every width: one width.
// The overlay's opening, closing and layout differ between desktop and phone: both widths, below.
describe('search in Chromium (rules that no width changes, at 1280 px)', () => {
  const viewport = { width: 1280, height: 800 };
  it('inline: asks after 250 ms of quiet, lists suggestions, arrows move the active one, Enter follows it', async () => {
    const { page, calls, problems, close } = await openSearch(viewport);
    try {
      await page.locator(INLINE_INPUT).pressSequentially('sto');
      await page.clock.runFor(DEBOUNCE_MS - 1);
      expect(calls).toEqual([]);
      await page.clock.runFor(1);
      await page.waitForSelector('.demo-inline-search [role="listbox"]:not([hidden])');
      expect(calls).toEqual(['sto']);
      const titles = await optionTitles(page, '.demo-inline-search');
      expect(titles.length).toBe(6); // data-number="6"
      expect(titles.every((title) => title.toLowerCase().includes('sto'))).toBe(true);
      expect(await page.getAttribute(INLINE_INPUT, 'aria-expanded')).toBe('true');
      expect(await page.textContent('.demo-inline-search [role="status"]')).toBe(
        '6 results available. Use the up and down arrows to browse.',
      );
      expect(await page.isVisible('.demo-inline-search .cms-islands-search-all')).toBe(true);

      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      expect(await activeOptionText(page, INLINE_INPUT)).toBe(titles[1]);
      expect(await focused(page)).toBe('sidebar-search');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp'); // wraps to the last
      expect(await activeOptionText(page, INLINE_INPUT)).toBe(titles[5]);
      await page.keyboard.press('ArrowDown');
      await Promise.all([page.waitForURL(/product=/), page.keyboard.press('Enter')]);
      expect(new URL(page.url()).searchParams.get('product')).toBe(titles[0]!.toLowerCase().replace(/[^a-z0-9]+/g, '-'));
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("Enter follows the widget's own active option, even when something earlier on the page carries the option's id", async () => {
    const { page, problems, close } = await openSearch(viewport);
    try {
      await typeAndWait(page, INLINE_INPUT, 'sto');
      await page.waitForSelector('.demo-inline-search [role="listbox"]:not([hidden])');
      const [first] = await optionTitles(page, '.demo-inline-search');
      await page.keyboard.press('ArrowDown');
      // The option ids are predictable (React's useId): content printed earlier on the page (a post, an
      // HTML answer) can carry the same id. The first element with that id in the document is not ours.
      await page.evaluate((field) => {
        const impostor = document.createElement('a');
        impostor.id = document.querySelector(field)!.getAttribute('aria-activedescendant')!;
        impostor.href = '/search.html?impostor=1';
        impostor.textContent = 'Not a suggestion';
        document.body.prepend(impostor);
      }, INLINE_INPUT);
      await Promise.all([page.waitForURL(/product=|impostor=/), page.keyboard.press('Enter')]);
      expect(new URL(page.url()).searchParams.get('product')).toBe(first!.toLowerCase().replace(/[^a-z0-9]+/g, '-'));
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("a category narrows the call; nothing found shows the shop's not-found entry", async () => {
    const { page, calls, close } = await openSearch(viewport);
    try {
      await page.selectOption('#sidebar-category', 'vases');
      await typeAndWait(page, INLINE_INPUT, 'cel');
      await page.waitForSelector('.demo-inline-search [role="listbox"]:not([hidden])');
      expect(await optionTitles(page, '.demo-inline-search')).toEqual(['Celadon bottle vase']);
      expect(await page.isVisible('.demo-inline-search .cms-islands-search-all')).toBe(false); // not more than two
      await page.locator(INLINE_INPUT).fill('');
      await typeAndWait(page, INLINE_INPUT, 'xyz');
      await page.waitForSelector('.demo-inline-search .is-not-found');
      expect(await page.textContent('.demo-inline-search .is-not-found')).toBe('No products found');
      expect(await page.textContent('.demo-inline-search [role="status"]')).toBe('No products found');
      expect(calls).toEqual(['cel', 'xyz']);
    } finally {
      await close();
    }
  });
});

// The overlay rules the search overlay keeps with every other (Tab round a whole cycle, an inert page
// behind, Escape, focus back, the scroll lock, one overlay at a time) are the overlay table's:
// tests/browser/overlays.test.ts. Here: what is the search's own.
describe.each(VIEWPORTS)('search overlay in Chromium at %s', (_name, viewport) => {
  it('overlay: the icon opens it with focus in the field; Escape clears, Escape again closes; focus back on the icon', async () => {
    const { page, close, problems } = await openSearch(viewport);
    try {
      await page.click(ICON);
      expect(await overlayOpen(page)).toBe(true);
      expect(await focused(page)).toBe('overlay-search');
      await typeAndWait(page, OVERLAY_INPUT, 'cel');
      await page.waitForSelector('.demo-search-overlay [role="listbox"]:not([hidden])');
      expect((await optionTitles(page, '.demo-search-overlay')).length).toBeGreaterThan(2);
      await page.keyboard.press('Escape');
      expect(await page.inputValue(OVERLAY_INPUT)).toBe('');
      expect(await page.isVisible('.demo-search-overlay .cms-islands-search-results')).toBe(false);
      expect(await overlayOpen(page)).toBe(true);
      await page.keyboard.press('Escape');
      expect(await overlayOpen(page)).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.classList.contains('demo-search-icon'))).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('overlay: closes on its close button, and on scroll (a wheel over it)', async () => {
    const { page, close } = await openSearch(viewport);
    try {
      await page.click(ICON);
      await page.click('[data-search-close]');
      expect(await overlayOpen(page)).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.classList.contains('demo-search-icon'))).toBe(true);

      await page.click(ICON);
      expect(await overlayOpen(page)).toBe(true);
      await page.mouse.move(viewport.width / 2, viewport.height - 40);
      await page.mouse.wheel(0, 200);
      await page.waitForFunction(() => !document.querySelector('dialog')!.open);
      await expect.poll(() => page.evaluate(openOverlayId)).toBeNull();
    } finally {
      await close();
    }
  });
});

describe('search with a slow or failing backend', () => {
  it('slow: the spinner shows while the call is out; new text aborts it, and only the last answer shows', async () => {
    const { page, calls, failedCalls, close } = await openSearch({ width: 1280, height: 800 }, '?backend=slow-700');
    try {
      await typeAndWait(page, INLINE_INPUT, 'sto');
      await page.waitForFunction(() => document.querySelector('.demo-inline-search')!.getAttribute('data-search-state') === 'loading');
      expect(calls).toEqual(['sto']);
      expect(await page.isVisible('.demo-inline-search [data-island-spinner]')).toBe(true);
      await page.locator(INLINE_INPUT).pressSequentially('ne');
      await page.clock.runFor(DEBOUNCE_MS);
      await page.waitForSelector('.demo-inline-search [role="listbox"]:not([hidden])', { timeout: 10_000 });
      expect(failedCalls).toEqual(['sto']); // aborted
      expect(calls).toEqual(['sto', 'stone']);
      const titles = await optionTitles(page, '.demo-inline-search');
      expect(titles.every((title) => title.toLowerCase().includes('stone'))).toBe(true);
      expect(await page.isVisible('.demo-inline-search [data-island-spinner]')).toBe(false);
    } finally {
      await close();
    }
  });

  it('failing: "No suggestions", the error logged, the text kept, and Enter submits to the results page', async () => {
    const { page, problems, close } = await openSearch({ width: 1280, height: 800 }, '?backend=fail');
    try {
      await typeAndWait(page, INLINE_INPUT, 'mug');
      await page.waitForSelector('.demo-inline-search .cms-islands-search-empty');
      expect(await page.textContent('.demo-inline-search .cms-islands-search-empty')).toBe('No suggestions');
      expect(await page.textContent('.demo-inline-search [role="status"]')).toBe('No suggestions');
      expect(await page.inputValue(INLINE_INPUT)).toBe('mug');
      const ours = problems.filter((line) => line.includes('[cms-islands]'));
      expect(ours).toHaveLength(1);
      expect(ours[0]).toContain('search: no suggestions (The server answered 500');
      await Promise.all([page.waitForURL(/[?&]s=mug/), page.keyboard.press('Enter')]);
      expect(new URL(page.url()).searchParams.get('post_type')).toBe('product');
    } finally {
      await close();
    }
  });

  it('if the widget file cannot arrive, the first click on the icon is let through: a link to the results page', async () => {
    const { page, close } = await openPage('/runtime.html');
    try {
      await page.route('**/cms-islands.widget-search.js', (route) => route.abort());
      await page.goto(demoUrl('/search.html'));
      await page.waitForFunction(() => 'CMSIslands' in window);
      await settle(page);
      // The pointer on the icon asks for the file; the click is held until it failed, then followed.
      await Promise.all([page.waitForURL(/[?&]s=/), page.click(ICON)]);
      expect(new URL(page.url()).searchParams.get('post_type')).toBe('product');
    } finally {
      await close();
    }
  });
});

describe('search accessibility (axe-core)', () => {
  it.each(VIEWPORTS)('0 violations at %s: closed, inline dropdown open, overlay open with results', async (_name, viewport) => {
    const { page, close } = await openSearch(viewport);
    try {
      expect(await axeOnRunningClock(page)).toEqual([]);
      await typeAndWait(page, INLINE_INPUT, 'stone');
      await page.waitForSelector('.demo-inline-search [role="listbox"]:not([hidden])');
      await page.keyboard.press('ArrowDown');
      expect(await axeOnRunningClock(page)).toEqual([]);
      await page.click(ICON);
      await typeAndWait(page, OVERLAY_INPUT, 'cel');
      await page.waitForSelector('.demo-search-overlay [role="listbox"]:not([hidden])');
      await page.keyboard.press('ArrowDown');
      expect(await axeOnRunningClock(page)).toEqual([]);
    } finally {
      await close();
    }
  });
});
