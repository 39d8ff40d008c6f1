import { describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page, Request } from 'playwright-core';
import { pauseClock, openOnClock } from './clock';
import { axeViolations, layoutShiftTotal, openPage, settle, type OpenedPage } from './harness';

const PAGE = '/shop-menus.html';
const MOBILE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true };

const expanded = (page: Page, toggle: string) => page.getAttribute(`[aria-controls="${toggle}"]`, 'aria-expanded');
const shown = (page: Page, id: string) => page.evaluate((target) => !document.getElementById(target)!.hidden, id);
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id || document.activeElement?.getAttribute('aria-controls'));
const dialogOpen = (page: Page, id: string) => page.evaluate((target) => (document.getElementById(target) as HTMLDialogElement).open, id);
const rootOverflow = (page: Page) => page.evaluate(() => document.documentElement.style.overflow);

/** The page's calls to admin-ajax.php (the dropdown call is the only one this page makes). */
function dropdownCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('admin-ajax.php') && request.method() === 'POST') calls.push(request);
  });
  return calls;
}

/**
 * The desktop menu (the page's first menu: mounted at once). The drawers wait for the visitor
 * (strategy `interaction`): the first click or tap on an opener mounts them and is replayed.
 */
async function mounted(page: Page): Promise<void> {
  await page.waitForSelector('.shop-nav[data-island-mounted]', { state: 'attached' });
}

const drawerFileRequested = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('cms-islands.widget-drawers.js')));

/** The page under Playwright's clock, installed before it loads (one page load: it was loaded, then again under the clock). */
async function openWithClock(options: BrowserContextOptions = {}): Promise<OpenedPage> {
  const opened = await openOnClock(PAGE, options);
  await mounted(opened.page);
  await pauseClock(opened.page); // from here on, time moves only with runFor
  return opened;
}

/** Chromium's own line for a failed HTTP status is not ours. */
const ours = (problems: string[]) => problems.filter((line) => !line.includes('Failed to load resource'));

describe('shop header: desktop menu (WAI-ARIA disclosure navigation)', () => {
  it('mounts with no layout shift, no axe violation, no console problem, and fetches no dropdown at load', async () => {
    for (const options of [{}, MOBILE]) {
      const { page, problems, close } = await openPage(PAGE, options);
      try {
        const calls = dropdownCalls(page);
        await mounted(page);
        await settle(page);
        expect(await layoutShiftTotal(page)).toBe(0);
        expect(await axeViolations(page)).toEqual([]);
        expect(calls).toHaveLength(0);
        // The drawers wait for the visitor: no file for them while nobody reached for an opener.
        expect(await drawerFileRequested(page)).toBe(false);
        expect(await page.locator('dialog[data-island-mounted]').count()).toBe(0);
        expect(await page.locator('[role="menu"], [role="menuitem"]').count()).toBe(0);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    }
  });

  it('hover opens a sub-menu after the intent delay and closes it after the pointer leaves (clock controlled)', async () => {
    const { page, close } = await openWithClock();
    try {
      await page.hover('.shop-nav__item > a[href="#kitchen"]');
      await page.clock.runFor(99);
      expect(await shown(page, 'sub-kitchen')).toBe(false);
      await page.clock.runFor(1);
      await expect.poll(() => shown(page, 'sub-kitchen')).toBe(true);
      expect(await expanded(page, 'sub-kitchen')).toBe('true');
      // Moving into the sub-menu and on to the flyout's item keeps the chain open.
      await page.hover('#sub-kitchen a[href="#storage"]');
      await page.clock.runFor(100);
      await expect.poll(() => shown(page, 'sub-storage')).toBe(true);
      await page.mouse.move(5, 700);
      await page.clock.runFor(299);
      expect(await shown(page, 'sub-kitchen')).toBe(true);
      await page.clock.runFor(1);
      await expect.poll(() => shown(page, 'sub-kitchen')).toBe(false);
      expect(await shown(page, 'sub-storage')).toBe(false);
    } finally {
      await close();
    }
  });

  it('keyboard: Enter on a button opens, Tab goes in, Escape closes and returns focus; axe-clean open', async () => {
    const { page, close } = await openPage(PAGE);
    try {
      await mounted(page);
      await page.focus('[aria-controls="sub-kitchen"]');
      await page.keyboard.press('Enter');
      expect(await expanded(page, 'sub-kitchen')).toBe('true');
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('#baking');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter'); // the Storage flyout
      expect(await expanded(page, 'sub-storage')).toBe('true');
      await page.keyboard.press('Escape');
      expect(await expanded(page, 'sub-storage')).toBe('false');
      expect(await focusedId(page)).toBe('sub-storage');
      await page.keyboard.press('Escape');
      expect(await expanded(page, 'sub-kitchen')).toBe('false');
      expect(await focusedId(page)).toBe('sub-kitchen');
      // Focus leaving the menu closes what is open.
      await page.keyboard.press('Enter');
      await page.focus('.shop-filters-button');
      expect(await expanded(page, 'sub-kitchen')).toBe('false');
    } finally {
      await close();
    }
  });

  it('keyboard, the APG optional keys: arrows along the bar and into and through an open sub-menu, Home, End, Escape back to its button', async () => {
    const { page, close } = await openPage(PAGE);
    try {
      await mounted(page);
      const focused = () =>
        page.evaluate(() => {
          const active = document.activeElement!;
          return active.getAttribute('href') ?? `button:${active.getAttribute('aria-controls')}`;
        });
      const press = async (key: string) => {
        await page.keyboard.press(key);
        return focused();
      };
      await page.focus('.shop-nav a[href="#new-in"]');
      expect(await press('ArrowRight')).toBe('#shop');
      expect(await press('ArrowDown')).toBe('button:mega-shop'); // closed: past it, not into it
      expect(await press('ArrowDown')).toBe('#kitchen');
      expect(await press('ArrowUp')).toBe('button:mega-shop');
      expect(await press('End')).toBe('button:sub-help');
      expect(await press('ArrowDown')).toBe('button:sub-help'); // the last: it stays
      expect(await press('Home')).toBe('#new-in');
      expect(await press('ArrowLeft')).toBe('#new-in');
      expect(await page.evaluate(() => window.scrollY)).toBe(0); // the arrows never scrolled the page
      await page.focus('[aria-controls="sub-kitchen"]');
      await page.keyboard.press('Enter');
      expect(await press('ArrowDown')).toBe('#baking');
      expect(await press('ArrowDown')).toBe('#storage');
      expect(await press('ArrowDown')).toBe('button:sub-storage');
      expect(await press('ArrowDown')).toBe('#mortars');
      expect(await press('Home')).toBe('#baking');
      expect(await press('End')).toBe('#mortars');
      expect(await press('ArrowUp')).toBe('button:sub-storage');
      await page.keyboard.press('Enter'); // the Storage flyout
      expect(await press('ArrowDown')).toBe('#jars');
      expect(await press('ArrowDown')).toBe('#crocks');
      expect(await press('End')).toBe('#bread-bins');
      expect(await axeViolations(page)).toEqual([]);
      expect(await press('Escape')).toBe('button:sub-storage');
      expect(await expanded(page, 'sub-storage')).toBe('false');
      expect(await press('ArrowUp')).toBe('#storage');
      expect(await press('Escape')).toBe('button:sub-kitchen');
      expect(await expanded(page, 'sub-kitchen')).toBe('false');
    } finally {
      await close();
    }
  });

  it('loads both mega menus in ONE call when the pointer nears; inserted widgets mount; axe-clean open', async () => {
    const { page, problems, close } = await openPage(PAGE);
    try {
      const calls = dropdownCalls(page);
      await mounted(page);
      await page.hover('.shop-nav__item > a[href="#shop"]');
      await page.waitForSelector('#mega-shop .shop-mega__grid');
      // One call brought both (the demo backend answers only the ids asked for).
      expect(calls).toHaveLength(1);
      expect(await page.locator('#mega-gifts .shop-mega__grid').count()).toBe(1);
      expect(await page.locator('[data-dropdown-placeholder]').count()).toBe(0);
      await page.waitForSelector('#mega-shop [data-island="tabs"][data-island-mounted]', { state: 'attached' });
      await page.waitForFunction(() => !document.getElementById('mega-shop')!.hidden);
      // The dropdown's ids carry the answers' prefix, its tabs' links with them (README, "HTML answers").
      await page.click('#mega-shop [data-tab][href="#user-content-mega-picks-best"]');
      expect(await page.isVisible('#user-content-mega-picks-best')).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await page.hover('.shop-nav__item > a[href="#gifts"]');
      await page.waitForFunction(() => !document.getElementById('mega-gifts')!.hidden);
      expect(calls).toHaveLength(1);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  for (const [mode, logged] of [
    ['fail', 'The server answered 500'],
    ['error', 'Dropdowns are switched off on this site.'],
    ['garbage', 'could not be read'],
  ] as const) {
    it(`a dropdown call that ends in "${mode}" is only logged; the menu still works`, async () => {
      const { page, problems, close } = await openPage(`${PAGE}?dropdowns=${mode}`);
      try {
        await mounted(page);
        await page.focus('[aria-controls="mega-shop"]');
        await page.waitForFunction(() => !document.querySelector('[data-dropdown-placeholder][aria-busy]'));
        await page.keyboard.press('Enter');
        expect(await shown(page, 'mega-shop')).toBe(true);
        expect(await page.isVisible('#mega-shop a[href="#shop"]')).toBe(true); // the server's fallback link
        expect(ours(problems)).toHaveLength(1);
        expect(ours(problems)[0]).toContain(logged);
      } finally {
        await close();
      }
    });
  }

  it('a dropdown near the viewport edge stays on screen, in both reading directions', async () => {
    const { page, close } = await openPage(PAGE, { viewport: { width: 800, height: 700 } });
    try {
      await mounted(page);
      await page.click('[aria-controls="sub-help"]');
      const box = await page.locator('#sub-help').boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(800 - 8 + 0.5);
      await page.click('[aria-controls="sub-help"]');
      await page.evaluate(() => (document.documentElement.dir = 'rtl'));
      await page.click('[aria-controls="sub-help"]');
      const rtlBox = await page.locator('#sub-help').boundingBox();
      expect(rtlBox!.x).toBeGreaterThanOrEqual(8 - 0.5);
      expect(rtlBox!.x + rtlBox!.width).toBeLessThanOrEqual(800);
    } finally {
      await close();
    }
  });

  it('at 1024 px: hover opens nothing; a first click on a parent link opens its sub-menu, the second follows it', async () => {
    const { page, close } = await openWithClock({ viewport: { width: 1024, height: 768 } });
    try {
      await page.hover('.shop-nav__item > a[href="#kitchen"]');
      await page.clock.runFor(1000);
      expect(await shown(page, 'sub-kitchen')).toBe(false);
      await page.click('.shop-nav__item > a[href="#kitchen"]');
      expect(await shown(page, 'sub-kitchen')).toBe(true);
      expect(new URL(page.url()).hash).toBe('');
      await page.click('.shop-nav__item > a[href="#kitchen"]');
      expect(new URL(page.url()).hash).toBe('#kitchen');
      // Back above 1024 px, hover works again.
      await page.setViewportSize({ width: 1280, height: 768 });
      await page.waitForFunction(() => document.getElementById('sub-kitchen')!.hidden);
    } finally {
      await close();
    }
  });
});

describe('shop header: drawers (modal dialogs, one overlay at a time)', () => {
  // The overlay rules every drawer keeps (focus in and back, Tab round a whole cycle, Escape, the scroll
  // lock, one overlay at a time, sliding under dir=rtl) are the overlay table's: tests/browser/overlays.test.ts.
  it('375 px, touch: the mobile menu holds nested sub-menus and tabs; Escape closes an open sub-menu first, then the drawer', async () => {
    const { page, problems, close } = await openPage(PAGE, MOBILE);
    try {
      await mounted(page);
      expect(await page.isVisible('.shop-nav')).toBe(false);
      // The first tap on the burger mounts the drawer (its file fetched now) and is replayed: it opens.
      expect(await page.getAttribute('#shop-mobile-menu', 'data-island-mounted')).toBeNull();
      await page.tap('.shop-burger');
      await page.waitForFunction(() => (document.getElementById('shop-mobile-menu') as HTMLDialogElement).open);
      await page.waitForSelector('#shop-mobile-menu .shop-mobile-nav[data-island-mounted]', { state: 'attached' });
      await page.tap('[aria-controls="mobile-sub-kitchen"]');
      expect(await expanded(page, 'mobile-sub-kitchen')).toBe('true');
      expect(await page.isVisible('#mobile-sub-kitchen a[href="#baking"]')).toBe(true);
      await page.tap('[aria-controls="mobile-tab-categories"]');
      expect(await page.isVisible('#mobile-tab-categories')).toBe(true);
      // The slide-in (a 300 ms transition, long started by now) has ended, so axe sees the final colours.
      await page.waitForFunction(() =>
        document
          .getElementById('shop-mobile-menu')!
          .getAnimations({ subtree: true })
          .every((animation) => animation.playState !== 'running'),
      );
      expect(await axeViolations(page)).toEqual([]);
      await page.tap('[aria-controls="mobile-tab-menu"]');
      await page.focus('[aria-controls="mobile-sub-kitchen"]');
      await page.keyboard.press('Escape'); // first the open sub-menu
      expect(await expanded(page, 'mobile-sub-kitchen')).toBe('false');
      expect(await dialogOpen(page, 'shop-mobile-menu')).toBe(true);
      await page.keyboard.press('Escape'); // then the drawer
      await page.waitForFunction(() => !(document.getElementById('shop-mobile-menu') as HTMLDialogElement).open);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('the shop sidebar keeps typed values and checked filters between openings, another drawer in between; its close button closes it', async () => {
    const { page, close } = await openPage(PAGE);
    try {
      await mounted(page);
      await page.click('.shop-filters-button');
      await page.waitForFunction(() => (document.getElementById('shop-sidebar') as HTMLDialogElement).open);
      expect(await axeViolations(page)).toEqual([]);
      await page.fill('#filter-search', 'celadon mug');
      await page.check('input[name="color"][value="celadon"]');
      await page.click('#shop-sidebar [data-drawer-close]');
      await page.waitForFunction(() => !(document.getElementById('shop-sidebar') as HTMLDialogElement).open);
      expect(await focusedId(page)).toBe('shop-sidebar');

      await page.click('.shop-grid-button');
      await page.waitForFunction(() => (document.getElementById('shop-fullscreen-menu') as HTMLDialogElement).open);
      await page.evaluate(() => (document.querySelector('.shop-filters-button') as HTMLElement).click());
      await page.waitForFunction(() => (document.getElementById('shop-sidebar') as HTMLDialogElement).open);
      expect(await page.inputValue('#filter-search')).toBe('celadon mug');
      expect(await page.isChecked('input[name="color"][value="celadon"]')).toBe(true);
    } finally {
      await close();
    }
  });

  it('under reduced motion the drawer does not slide', async () => {
    const { page, close } = await openPage(PAGE, { reducedMotion: 'reduce' });
    try {
      await mounted(page);
      await page.click('.shop-filters-button');
      await page.waitForFunction(() => (document.getElementById('shop-sidebar') as HTMLDialogElement).open);
      expect(await page.evaluate(() => getComputedStyle(document.getElementById('shop-sidebar')!).transitionDuration)).toMatch(/^0s/);
      expect((await page.locator('#shop-sidebar').boundingBox())!.x).toBe(0);
    } finally {
      await close();
    }
  });

  it('the full-screen menu closes when a link inside is followed, and the link is followed', async () => {
    const { page, close } = await openPage(PAGE);
    try {
      await mounted(page);
      await page.click('.shop-grid-button');
      await page.waitForFunction(() => (document.getElementById('shop-fullscreen-menu') as HTMLDialogElement).open);
      await page.click('#shop-fullscreen-menu a[href="#journal"]');
      await page.waitForFunction(() => !(document.getElementById('shop-fullscreen-menu') as HTMLDialogElement).open);
      expect(new URL(page.url()).hash).toBe('#journal');
      expect(await rootOverflow(page)).toBe('');
    } finally {
      await close();
    }
  });
});
