import { describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { withSettings } from '../../demo-pages/server/pages';
import { openOnClock } from './clock';
import { axeViolations, demoUrl, waitForIslands, type OpenedPage, type PageOptions } from './harness';

/**
 * The storefront header families on the shop header demo page (widgets/header-banner, sticky-header,
 * one-page-menu, footer-accordion, scroll-to-top READMEs), at a desktop and a 375 px phone viewport,
 * with time driven by Playwright's clock.
 */
const VIEWPORTS = [
  ['desktop', { viewport: { width: 1280, height: 800 } }],
  ['mobile 375 px', { viewport: { width: 375, height: 740 }, hasTouch: true }],
] as const satisfies ReadonlyArray<readonly [string, BrowserContextOptions]>;
const [[, DESKTOP], [, MOBILE]] = VIEWPORTS;

const PATH = '/shop-header.html';
const BANNER_COOKIE = 'cms_islands_banner_closed';
const BANNER_VERSION = '2025-spring';
const DAY_MS = 24 * 60 * 60 * 1000;

interface ShopPage extends OpenedPage {
  /** Moves the page's clock on, firing its timers and animation frames. */
  run(ms: number): Promise<void>;
  /** Lets time flow (reloads, axe-core), then pauses again. */
  flowing<T>(work: () => Promise<T>): Promise<T>;
}

/** Waits for one task that the page's clock does not control (a MessageChannel message). */
const realTask = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          channel.port1.close();
          resolve();
        };
        channel.port2.postMessage(null);
      }),
  );
const pause = async (page: Page) => page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

/**
 * Opens the demo page with the clock installed before the bundle runs, and paused: animation frames,
 * timers and the store's scroll reading advance only with run(). `rewrite` changes the page's HTML
 * as a theme's PHP would (settings, or markup it leaves out).
 */
async function openShop({ settings, ...options }: PageOptions, rewrite?: (html: string) => string): Promise<ShopPage> {
  // One page load, under the clock from the start (it was loaded once without it, then again).
  const opened = await openOnClock(PATH, options, async (page) => {
    if (!settings && !rewrite) return;
    await page.route(
      (url) => url.pathname === PATH,
      async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        const printed = settings ? withSettings(html, settings) : html;
        await route.fulfill({ response, body: rewrite ? rewrite(printed) : printed });
      },
    );
  });
  const { page } = opened;
  await page.waitForSelector('[data-island="sticky-header"][data-island-mounted]', { state: 'attached' });
  await pause(page);
  const run = async (ms: number) => {
    await page.clock.runFor(ms);
    // The store reads scroll in a task after the frame (MessageChannel): let it run, then React's.
    await realTask(page);
    await page.clock.runFor(32);
    await realTask(page);
  };
  const flowing = async <T>(work: () => Promise<T>) => {
    await page.clock.resume();
    const result = await work();
    await pause(page);
    return result;
  };
  return { ...opened, run, flowing };
}

/**
 * For a failed jump's message: where the page and `section` were when the click began (scrollY, the
 * section's top, the page's height), and every layout shift since, with what moved and by how much.
 */
async function watchJump(page: Page, section: string): Promise<() => Promise<string>> {
  await page.evaluate((selector) => {
    const log: string[] = [];
    (window as unknown as { __jumpLog: string[] }).__jumpLog = log;
    const where = () =>
      `scrollY ${window.scrollY}, section ${document.querySelector(selector)!.getBoundingClientRect().top}, height ${document.documentElement.scrollHeight}`;
    document.addEventListener('click', () => log.push(`click: ${where()}`), { capture: true, once: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        sources: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
      }>)
        log.push(
          `shift ${entry.value.toFixed(4)}: ` +
            entry.sources
              .map(
                ({ node, previousRect: before, currentRect: after }) =>
                  `${node instanceof Element ? node.outerHTML.slice(0, 60) : node?.nodeName} y ${before.y}→${after.y}, height ${before.height}→${after.height}`,
              )
              .join('; '),
        );
    }).observe({ type: 'layout-shift' });
    (window as unknown as { __jumpWhere: () => string }).__jumpWhere = where;
  }, section);
  return () =>
    page.evaluate(() => {
      const own = window as unknown as { __jumpLog: string[]; __jumpWhere: () => string };
      return [...own.__jumpLog, `now: ${own.__jumpWhere()}`].join('\n');
    });
}

/** Layout shifts (the CLS definition: those right after input excluded) since the page started. */
async function unexpectedShift(page: Page): Promise<number> {
  return page.evaluate(() => {
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as unknown as Array<{ value: number; hadRecentInput: boolean }>;
    observer.disconnect();
    return entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0);
  });
}

/**
 * Scrolls, waits for the page's scroll event (it comes with the browser's real rendering, not the
 * page's clock: on a fast or a busy machine alike it may come after a clock step), then runs frames.
 */
async function scrollTo(shop: ShopPage, y: number): Promise<void> {
  await shop.page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        const target = Math.max(0, Math.min(top, document.documentElement.scrollHeight - innerHeight));
        if (Math.abs(window.scrollY - target) < 1) return resolve(); // already there: no scroll event comes
        addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo({ top, behavior: 'instant' });
      }),
    y,
  );
  await shop.run(50);
}

/**
 * Resizes the viewport, waits for the page's resize event (it too comes with the browser's real
 * rendering, not the page's clock: a clock step right after the resize may come before it, and the
 * store, which reads the width in the frame after, would still have the old one), then runs frames.
 */
async function resizeTo(shop: ShopPage, width: number, height: number): Promise<void> {
  type Resized = { __resized?: Promise<void> };
  await shop.page.evaluate(() => {
    (window as Resized).__resized = new Promise<void>((resolve) => addEventListener('resize', () => resolve(), { once: true }));
  });
  await shop.page.setViewportSize({ width, height });
  await shop.page.evaluate(() => (window as Resized).__resized);
  await shop.run(50);
}

const stickyState = (page: Page) => page.getAttribute('[data-island="sticky-header"]', 'data-sticky-state');
/**
 * The sticky state once the page has caught up with a scroll: the threshold is watched by an
 * IntersectionObserver, whose report comes after the browser's next real rendering (not the page's
 * clock), late on a busy machine. Each look runs one more frame of the clock.
 */
const settledState = async (shop: ShopPage) => {
  await shop.run(16);
  return stickyState(shop.page);
};
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const headerTop = (page: Page) => page.evaluate(() => Math.round(document.querySelector('.shop-header')!.getBoundingClientRect().top));
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

describe.each(VIEWPORTS)('shop header at %s', (_name, viewport) => {
  it('mounts every family with no console problem, no axe violation and no layout shift', async () => {
    const shop = await openShop(viewport);
    try {
      const { page, problems } = shop;
      await scrollTo(shop, 0);
      await expect.poll(() => settledState(shop)).toBe('normal');
      expect(await page.isVisible('[data-island="header-banner"]')).toBe(true);
      expect(await page.isHidden('[data-island="scroll-to-top"]')).toBe(true);
      expect(await unexpectedShift(page)).toBe(0);
      expect(problems).toEqual([]);
      expect(await shop.flowing(() => axeViolations(page))).toEqual([]);
    } finally {
      await shop.close();
    }
  });

  it('sticky header: sticks past 300 px with its space held, hides on scroll down, returns on scroll up', async () => {
    const shop = await openShop(viewport);
    try {
      const { page } = shop;
      const contentTop = () =>
        page.evaluate(() => Math.round(document.querySelector('.shop-content')!.getBoundingClientRect().top + window.scrollY));
      const before = await contentTop();
      const headerHeight = await page.evaluate(() => Math.round(document.querySelector('.shop-header')!.getBoundingClientRect().height));
      await scrollTo(shop, 250);
      await expect.poll(() => settledState(shop)).toBe('normal');
      await scrollTo(shop, 600);
      await expect.poll(() => settledState(shop)).toBe('scroll-down');
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('.shop-header')!).position)).toBe('fixed');
      expect(await contentTop()).toBe(before); // the placeholder holds the header's place
      // CSS transitions run on the compositor's time, not the page clock: poll until the slide ends.
      await expect.poll(() => headerTop(page)).toBeLessThanOrEqual(-headerHeight);
      expect(await shop.flowing(() => axeViolations(page))).toEqual([]);

      await scrollTo(shop, 500);
      await expect.poll(() => settledState(shop)).toBe('scroll-up');
      await expect.poll(() => headerTop(page)).toBe(0);
      expect(await page.evaluate(() => document.querySelector('.shop-header')!.classList.contains('is-sticked'))).toBe(true);
      expect(await shop.flowing(() => axeViolations(page))).toEqual([]);

      // Keyboard focus inside a header hidden by scrolling down brings it into view.
      await scrollTo(shop, 900);
      await expect.poll(() => settledState(shop)).toBe('scroll-down');
      await page.focus('.shop-logo');
      await expect.poll(() => headerTop(page)).toBe(0);

      await scrollTo(shop, 0);
      await expect.poll(() => settledState(shop)).toBe('normal');
      expect(await contentTop()).toBe(before);
      expect(await unexpectedShift(page)).toBe(0);
    } finally {
      await shop.close();
    }
  });

  it('footer accordion: accordion headers at 576 px or less, plain columns above, nothing lost crossing', async () => {
    const shop = await openShop(viewport);
    try {
      const { page } = shop;
      await page.evaluate(() => document.querySelector('.shop-footer')!.scrollIntoView());
      await shop.run(100);
      await page.waitForSelector('[data-island="footer-accordion"][data-island-mounted]', { state: 'attached' });
      const mobile = viewport.viewport.width <= 576;
      const headers = page.locator('.shop-footer .widget-title > button');
      expect(await headers.count()).toBe(mobile ? 4 : 0);
      if (mobile) {
        expect(await page.isHidden('.shop-footer .widget ul >> nth=0')).toBe(true);
        await headers.nth(3).click();
        expect(await headers.nth(3).getAttribute('aria-expanded')).toBe('true');
        await page.fill('#newsletter-email', 'ada@example.com');
        await headers.nth(0).focus();
        await page.keyboard.press('Enter');
        expect(await headers.nth(0).getAttribute('aria-expanded')).toBe('true');
        expect(await page.isVisible('.shop-footer .widget ul >> nth=0')).toBe(true);
        expect(await shop.flowing(() => axeViolations(page))).toEqual([]);
        await resizeTo(shop, 800, 740);
        expect(await headers.count()).toBe(0);
        expect(await page.isVisible('.shop-footer .widget:nth-child(3) .textwidget')).toBe(true);
        await resizeTo(shop, 375, 740);
        expect(await headers.nth(3).getAttribute('aria-expanded')).toBe('true');
        expect(await headers.nth(1).getAttribute('aria-expanded')).toBe('false');
        expect(await page.inputValue('#newsletter-email')).toBe('ada@example.com');
      } else {
        for (const selector of ['.widget ul', '.textwidget', 'form'])
          expect(await page.isVisible(`.shop-footer ${selector} >> nth=0`)).toBe(true);
        await resizeTo(shop, 576, 740);
        expect(await headers.count()).toBe(4);
        await resizeTo(shop, 577, 740);
        expect(await headers.count()).toBe(0);
      }
      expect(await shop.flowing(() => axeViolations(page))).toEqual([]);
    } finally {
      await shop.close();
    }
  });
});

// Rules that are the same at every width run at one of them, the two widths taking turns (the page's
// layout at each width is checked above).
describe('shop header at one width', () => {
  it('header banner: closes on its button, stays closed 60 days for this version, with no layout shift', async () => {
    const shop = await openShop(MOBILE);
    try {
      const { page } = shop;
      await page.focus('[data-banner-close]');
      await page.keyboard.press('Enter');
      await shop.run(50);
      expect(await page.isHidden('[data-island="header-banner"]')).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.className)).toBe('shop-logo'); // focus went on, not lost
      // The page's cookie write reaches the browser's cookie store a moment later (seen missing once under load).
      const bannerCookie = async () => (await page.context().cookies()).find((candidate) => candidate.name === BANNER_COOKIE);
      await expect.poll(async () => (await bannerCookie())?.value).toBe(BANNER_VERSION);
      const cookie = (await bannerCookie())!;
      const lifetimeMs = cookie.expires * 1000 - (await page.evaluate(() => Date.now()));
      expect(Math.abs(lifetimeMs - 60 * DAY_MS)).toBeLessThan(DAY_MS);
      expect(await unexpectedShift(page)).toBe(0);
      expect(await shop.flowing(() => axeViolations(page))).toEqual([]);

      // The next page: the bundle keeps it hidden even when the server printed it anyway.
      await shop.flowing(async () => {
        await page.reload();
        await waitForIslands(page);
      });
      expect(await page.isHidden('[data-island="header-banner"]')).toBe(true);
    } finally {
      await shop.close();
    }
  });

  it('header banner: a server that skips a closed banner gives no flash and no shift; a new version shows it again', async () => {
    const skip = await openShop(DESKTOP, (html) =>
      // What the theme's PHP does when the cookie holds the current version: it prints no banner.
      html.replace(/<div class="shop-banner"[\s\S]*?<\/div>/, ''),
    );
    try {
      await skip.page.context().addCookies([{ name: BANNER_COOKIE, value: BANNER_VERSION, url: demoUrl('/') }]);
      await skip.flowing(async () => {
        await skip.page.reload();
        await waitForIslands(skip.page);
      });
      await skip.run(100);
      expect(await skip.page.$('[data-island="header-banner"]')).toBeNull();
      expect(await unexpectedShift(skip.page)).toBe(0);
    } finally {
      await skip.close();
    }
    const next = await openShop({ ...DESKTOP, settings: { header_banner_version: '2025-summer' } });
    try {
      await next.page.context().addCookies([{ name: BANNER_COOKIE, value: BANNER_VERSION, url: demoUrl('/') }]);
      await next.flowing(async () => {
        await next.page.reload();
        await waitForIslands(next.page);
      });
      expect(await next.page.isVisible('[data-island="header-banner"]')).toBe(true);
    } finally {
      await next.close();
    }
  });

  it('sticky header: pins the cloned header from whb_header_clone instead', async () => {
    const clone = '<div class="shop-header-inner"><a class="shop-logo" href="/shop-header.html">Clay &amp; Co.</a></div>';
    const shop = await openShop({ ...DESKTOP, settings: { whb_header_clone: clone } });
    try {
      const { page } = shop;
      expect(await page.isHidden('[data-sticky-clone]')).toBe(true);
      await scrollTo(shop, 700);
      await scrollTo(shop, 650); // up: a hide-on-scroll header shows
      expect(await page.getAttribute('[data-sticky-clone]', 'data-sticky-state')).toBe('scroll-up');
      expect(await page.isVisible('[data-sticky-clone] .shop-logo')).toBe(true);
      // The header itself stays in the flow.
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('.shop-header')!).position)).toBe('static');
      expect(await page.$('.shop-header.is-sticked, .sticky-header-placeholder')).toBeNull();
      expect(await unexpectedShift(page)).toBe(0);
      expect(shop.problems).toEqual([]);
    } finally {
      await shop.close();
    }
  });

  it('one-page menu: scrolls in 800 ms to the section minus the offset and the pinned header, marks it, focuses it', async () => {
    const shop = await openShop(MOBILE);
    try {
      const { page } = shop;
      const sectionTop = await page.evaluate(() => document.getElementById('workshop')!.getBoundingClientRect().top + window.scrollY);
      await page.click('.shop-onepage a[href="#workshop"]');
      await shop.run(400);
      const halfway = await scrollY(page);
      expect(halfway).toBeGreaterThan(0);
      expect(halfway).toBeLessThan(sectionTop - 16);
      await shop.run(450);
      // Scrolling down, the hide-on-scroll header is out of the way: only one_page_menu_offset (16) is left.
      expect(await scrollY(page)).toBe(Math.round(sectionTop - 16));
      expect(await focusedId(page)).toBe('workshop');
      await shop.run(100);
      // The band comes from an IntersectionObserver, whose entries arrive with the browser's next frame,
      // not with the test's clock: a busy machine (a run on the packaged Chromium) read it a frame early.
      await expect.poll(() => page.getAttribute('.shop-onepage a[href="#workshop"]', 'aria-current')).toBe('true');
      expect(await page.locator('.shop-onepage [aria-current]').count()).toBe(1);
      expect(page.url()).toBe(demoUrl(`${PATH}#workshop`));
      expect(await shop.flowing(() => axeViolations(page))).toEqual([]);

      // Back up: the header comes back down, so the jump also stops short by its height.
      // The header's exact height (it may be fractional): the jump subtracts exactly what the header covers.
      const header = await page.evaluate(() => document.querySelector('.shop-header')!.getBoundingClientRect().height);
      const storyTop = await page.evaluate(() => document.getElementById('story')!.getBoundingClientRect().top + window.scrollY);
      await page.evaluate(() => document.querySelector<HTMLElement>('.shop-header .shop-logo')!.blur());
      await page.locator('.shop-onepage a[href="#story"]').evaluate((link: HTMLElement) => link.click());
      await shop.run(900);
      expect(await scrollY(page)).toBe(Math.round(storyTop - 16 - header));
      expect(await focusedId(page)).toBe('story');
    } finally {
      await shop.close();
    }
  });

  it('one-page menu: the visitor scrolling stops the animation', async () => {
    const shop = await openShop(DESKTOP);
    try {
      const { page } = shop;
      await page.click('.shop-onepage a[href="#visit"]');
      await shop.run(200);
      await page.keyboard.press('PageUp');
      const stoppedAt = await scrollY(page);
      await shop.run(900);
      expect(await scrollY(page)).toBeLessThanOrEqual(stoppedAt);
      expect(await focusedId(page)).not.toBe('visit');
    } finally {
      await shop.close();
    }
  });

  it('scroll-to-top: appears after 100 px, goes up in 800 ms, focus to the top', async () => {
    const shop = await openShop(MOBILE);
    try {
      const { page } = shop;
      await scrollTo(shop, 100);
      await page.waitForSelector('[data-island="scroll-to-top"][data-island-mounted]', { state: 'attached' });
      expect(await page.isHidden('[data-island="scroll-to-top"]')).toBe(true);
      await scrollTo(shop, 2000);
      expect(await page.isVisible('[data-island="scroll-to-top"]')).toBe(true);
      expect(await shop.flowing(() => axeViolations(page))).toEqual([]);
      await page.focus('[data-island="scroll-to-top"]');
      await page.keyboard.press('Enter');
      await shop.run(400);
      const halfway = await scrollY(page);
      expect(halfway).toBeGreaterThan(0);
      expect(halfway).toBeLessThan(2000);
      await shop.run(450);
      expect(await scrollY(page)).toBe(0);
      expect(await focusedId(page)).toBe('page-top');
      // Scroll events come with the browser's real rendering, not the page's clock: a frame more per look.
      await expect
        .poll(async () => {
          await shop.run(16);
          return page.isHidden('[data-island="scroll-to-top"]');
        })
        .toBe(true);
    } finally {
      await shop.close();
    }
  });
});

describe('shop header under reduced motion', () => {
  it('one-page menu and scroll-to-top jump at once', async () => {
    const shop = await openShop({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    try {
      const { page } = shop;
      const jumpReport = await watchJump(page, '#journal');
      await page.click('.shop-onepage a[href="#journal"]');
      // At once (no clock has run): the section sits one_page_menu_offset (16 px) below the top, the
      // header hiding on the way down. Read where the section is, not a scroll position worked out
      // before the jump: a box above that changes height afterwards moves the scroll with it (scroll
      // anchoring), and the section stays where it landed. Two full runs under load saw the section
      // at 0 (not reproduced alone, nor with three files side by side): the message says what moved.
      const landed = await page.evaluate(() => Math.round(document.getElementById('journal')!.getBoundingClientRect().top));
      expect(landed, await jumpReport()).toBe(16);
      expect(await scrollY(page)).toBeGreaterThan(0);
      expect(await focusedId(page)).toBe('journal');
      await shop.run(50);
      await page.click('[data-island="scroll-to-top"]');
      expect(await scrollY(page)).toBe(0);
      expect(await focusedId(page)).toBe('page-top');
    } finally {
      await shop.close();
    }
  });
});
