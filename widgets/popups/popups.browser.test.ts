import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { flushTasks, openOnClock, pauseClock } from '../../tests/browser/clock';
import { axeViolations, demoUrl, layoutShiftTotal, newPage, openPage, type OpenedPage } from '../../tests/browser/harness';

/**
 * The popups demo (demo-pages/pages/popups.html) prints: popup_pages 1, popup_event time,
 * popup_delay 5000, promo_popup_hide_mobile yes, promo_version and cookies_version "demo-1".
 */
const PROMO_DELAY_MS = 5000;
const NOTICE_DELAY_MS = 2500;
const DAY_S = 86_400;

let opened: OpenedPage | null = null;
afterEach(async () => {
  const problems = opened?.problems ?? [];
  await opened?.close();
  opened = null;
  expect(problems).toEqual([]);
});

/**
 * Opens the demo (the first page view: the promo popup's counter becomes 1), then loads it again
 * with the clock installed and paused, so every delay is stepped by the test. The second view is the
 * one the promo popup may show on; `promoShown` says it was already closed, so it stays away: then
 * the cookies the first view and the closing would have left are set, and the page loads once.
 */
async function openWithClock(options: BrowserContextOptions = {}, { promoShown = false } = {}): Promise<Page> {
  if (promoShown) {
    opened = await newPage(options);
    await opened.page.context().addCookies([
      { name: 'cms_islands_pages_viewed', value: '1', url: demoUrl('/') },
      { name: 'cms_islands_promo_shown', value: 'demo-1', url: demoUrl('/') },
    ]);
  } else {
    opened = await openPage('/popups.html', options);
  }
  const { page } = opened;
  await page.clock.install();
  await pauseClock(page);
  if (promoShown) await page.goto(demoUrl('/popups.html'));
  else await page.reload();
  await until(page, () => document.querySelector('dialog[data-island-mounted="promo-popup"]') !== null);
  return page;
}

/** Moves the page's clock on: timers and animation frames run. */
async function step(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
}

/** Steps the clock a frame at a time until the condition holds in the page (at most 5 s of page time). */
async function until(page: Page, condition: () => boolean): Promise<void> {
  for (let frame = 0; frame < 300; frame += 1) {
    if (await page.evaluate(condition)) return;
    await page.clock.runFor(16);
  }
  throw new Error(`never true: ${condition.toString()}`);
}

/**
 * Moves the pointer onto a popup opener and waits for its widget (strategy 'interaction': the pointer
 * on it mounts it, its file may still be on its way), so the tests below act on a mounted widget; a
 * click before that is held and replayed (tests/browser/interaction-strategy.test.ts).
 */
async function mountedOpener(opener: Locator): Promise<Locator> {
  await opener.hover();
  await expect.poll(() => opener.getAttribute('data-island-mounted')).toBe('popup');
  return opener;
}

const promoOpen = (page: Page) => page.evaluate(() => document.querySelector<HTMLDialogElement>('dialog[data-island="promo-popup"]')!.open);
const noticeShown = (page: Page) => page.evaluate(() => !document.querySelector<HTMLElement>('[data-island="cookie-notice"]')!.hidden);
const activeInside = (page: Page, selector: string) =>
  page.evaluate((inside) => document.querySelector(inside)?.contains(document.activeElement) ?? false, selector);
const openPopup = (page: Page) => page.locator('dialog.cms-popup[open]');

/** The cookie once the browser's store holds `value` in it: a page's write reaches the store a moment later. */
async function cookie(page: Page, name: string, value: string) {
  const stored = async () => (await page.context().cookies()).find((entry) => entry.name === name);
  await expect.poll(async () => (await stored())?.value).toBe(value);
  return stored();
}
/** Days until the cookie expires, from its expiry as the browser stores it (not by waiting). */
const daysLeft = (expires: number) => (expires - Date.now() / 1000) / DAY_S;

describe('cookie notice', () => {
  it('appears 2500 ms after load over the page (no layout shift), never takes focus, and is remembered 60 days once accepted', async () => {
    const page = await openWithClock({}, { promoShown: true });
    // Its file may arrive after the promo popup's, a few frames after the load event the 2500 ms count
    // from (a file arriving seconds late: the next describe).
    await until(page, () => document.querySelector('[data-island="cookie-notice"][data-island-mounted]') !== null);
    await page.locator('[data-promo-popup-open]').focus();
    await step(page, NOTICE_DELAY_MS - 200);
    expect(await noticeShown(page)).toBe(false);
    await step(page, 300);
    expect(await noticeShown(page)).toBe(true);
    await page.clock.resume();
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.promoPopupOpen)).toBe('');
    const region = page.getByRole('region', { name: 'Cookie notice', exact: true });
    expect(await region.count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    // Overlays the bottom edge; the page keeps focused elements scrolled clear of it.
    const box = (await region.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(800);
    expect(await page.evaluate(() => document.documentElement.style.scrollPaddingBottom)).toBe(`${Math.round(box.height)}px`);
    await page.getByRole('button', { name: 'Accept' }).click();
    await step(page, 50);
    expect(await noticeShown(page)).toBe(false);
    expect(await layoutShiftTotal(page)).toBe(0);
    const accepted = (await cookie(page, 'cms_islands_cookies_accepted', 'demo-1'))!;
    expect(accepted.value).toBe('demo-1');
    expect(daysLeft(accepted.expires)).toBeGreaterThan(59.9);
    expect(daysLeft(accepted.expires)).toBeLessThanOrEqual(60.01);
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.reload();
    await until(page, () => document.querySelector('[data-island="cookie-notice"][data-island-mounted]') !== null);
    await step(page, 10_000);
    expect(await noticeShown(page)).toBe(false);
  });
});

describe('cookie notice on a slow network', () => {
  it("counts its 2500 ms from the page's load event, not from its mount: its file arriving 2000 ms late, it shows 500 ms after", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    opened = await openOnClock('/runtime.html', {}, async (page) => {
      await page.addInitScript(() =>
        addEventListener('load', () => ((window as unknown as { loadedAt: number }).loadedAt = performance.now())),
      );
      // The widget's own file, held back as a slow network would.
      await page.route('**/cms-islands.widget-cookie-notice.js', async (route) => {
        await held;
        await route.continue();
      });
    });
    const { page } = opened;
    await pauseClock(page);
    const loadedAt = () => page.evaluate(() => (window as unknown as { loadedAt: number }).loadedAt);
    const sinceLoad = async () => (await page.evaluate(() => performance.now())) - (await loadedAt());
    expect(await loadedAt()).toBeGreaterThan(0); // the load event has fired (goto waited for it)
    // The notice is printed after the load event: its file is asked for only now, and comes late.
    await page.evaluate(() =>
      document
        .querySelector('main')!
        .insertAdjacentHTML(
          'beforeend',
          window.demoTheme.html(
            '<div data-island="cookie-notice" hidden><p>We use cookies.</p><button type="button" data-cookie-notice-accept>Accept</button></div>',
          ),
        ),
    );
    await page.clock.runFor(2000 - (await sinceLoad()));
    release();
    // Mounted with the clock standing still: page time does not run while a busy machine brings the
    // file (stepping it a frame per look, as until() does, once took it to 2304 ms).
    await page.waitForSelector('[data-island="cookie-notice"][data-island-mounted]', { state: 'attached' });
    expect(await sinceLoad()).toBeLessThan(NOTICE_DELAY_MS - 200);
    await step(page, NOTICE_DELAY_MS - 100 - (await sinceLoad()));
    expect(await noticeShown(page)).toBe(false);
    await step(page, 200);
    await flushTasks(page);
    expect(await noticeShown(page)).toBe(true);
  });
});

describe('promo popup', () => {
  it('stays hidden on the first page, then opens 5000 ms into the next one as a modal dialog; closing remembers it 7 days', async () => {
    const page = await openWithClock();
    const pages = (await cookie(page, 'cms_islands_pages_viewed', '2'))!;
    expect(pages.value).toBe('2');
    expect(daysLeft(pages.expires)).toBeGreaterThan(6.99);
    await step(page, PROMO_DELAY_MS - 100);
    expect(await promoOpen(page)).toBe(false);
    await step(page, 200);
    expect(await promoOpen(page)).toBe(true);
    expect(await activeInside(page, 'dialog[data-island="promo-popup"]')).toBe(true);
    expect(await page.getByRole('dialog', { name: '10 % off your first order' }).count()).toBe(1);
    await page.clock.resume();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await step(page, 50);
    expect(await promoOpen(page)).toBe(false);
    const shown = (await cookie(page, 'cms_islands_promo_shown', 'demo-1'))!;
    expect(shown.value).toBe('demo-1');
    expect(daysLeft(shown.expires)).toBeGreaterThan(6.99);
    expect(daysLeft(shown.expires)).toBeLessThanOrEqual(7.01);
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.reload();
    await until(page, () => document.querySelector('dialog[data-island-mounted="promo-popup"]') !== null);
    await step(page, PROMO_DELAY_MS * 3);
    expect(await promoOpen(page)).toBe(false);
  });

  it('is skipped at 375 px (promo_popup_hide_mobile), yet the newsletter button opens it, fitting the screen', async () => {
    const page = await openWithClock({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
    await step(page, PROMO_DELAY_MS * 2);
    expect(await promoOpen(page)).toBe(false);
    const button = page.locator('[data-promo-popup-open]');
    await button.tap();
    await step(page, 50);
    expect(await promoOpen(page)).toBe(true);
    const box = (await page.locator('dialog[data-island="promo-popup"]').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Close' }).tap();
    await step(page, 50);
    expect(await promoOpen(page)).toBe(false);
  });
});

describe('content and lightbox popups', () => {
  // The overlay rules every popup keeps (focus in and back, Tab round a whole cycle, Escape, the scroll
  // lock, one overlay at a time) are the overlay table's: tests/browser/overlays.test.ts.
  it("inline content: the page's own element, typed text kept between openings; the backdrop closes it; nothing shifts", async () => {
    const page = await openWithClock({}, { promoShown: true });
    await page.clock.resume();
    const opener = await mountedOpener(page.getByRole('button', { name: 'Size guide' }));
    await opener.click();
    await step(page, 50);
    expect(await openPopup(page).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Ask us about a size').fill('Bigger mugs?');
    await page.keyboard.press('Escape');
    await step(page, 50);
    expect(await openPopup(page).count()).toBe(0);
    await opener.click();
    await step(page, 50);
    expect(await page.getByLabel('Ask us about a size').inputValue()).toBe('Bigger mugs?');
    // The backdrop closes it too.
    await page.mouse.click(5, 5);
    await step(page, 50);
    expect(await openPopup(page).count()).toBe(0);
    expect(await layoutShiftTotal(page)).toBe(0);
  });

  it("inline content is the page's own element, not an HTML answer's element that carries the same id", async () => {
    // A social feed printed above the openers answers with an element whose id is the size guide's:
    // a form that posts elsewhere. The page's "Size guide" button must still open the page's own guide.
    opened = await newPage({ hostileHtml: true });
    const { page } = opened;
    await page.route('**/popups.html', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '<section class="demo-section" aria-labelledby="h-content">',
        '<div data-island="social-feed"><p>Our photos</p></div>$&',
      );
      await route.fulfill({ response, body: html });
    });
    await page.route('**/wp-admin/admin-ajax.php', (route) =>
      route.fulfill({
        json: {
          html: '<div id="size-guide"><form action="https://phish.example/"><label>Card number <input name="card"></label></form></div>',
        },
      }),
    );
    await page.goto(demoUrl('/popups.html'));
    const opener = page.getByRole('button', { name: 'Size guide' });
    await opener.scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="social-feed"] input[name="card"]', { state: 'attached' });
    await (await mountedOpener(opener)).click();
    await expect.poll(() => openPopup(page).count()).toBe(1);
    expect(await openPopup(page).getByLabel('Ask us about a size').count()).toBe(1);
    expect(await openPopup(page).locator('input[name="card"]').count()).toBe(0);
    expect(await page.locator('[data-island="social-feed"] input[name="card"]').count()).toBe(1);
  });

  it('server HTML: its widgets mount when it opens and go when it closes', async () => {
    const page = await openWithClock({}, { promoShown: true });
    await page.clock.resume();
    await (await mountedOpener(page.getByRole('link', { name: 'Delivery and returns' }))).click();
    await step(page, 50);
    await page.waitForSelector('dialog.cms-popup[open] [data-island="tabs"]');
    await step(page, 50);
    await page.waitForSelector('dialog.cms-popup[open] [data-island-mounted="tabs"]');
    expect(await page.getByRole('tab', { name: 'Returns' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Close' }).click();
    await step(page, 50);
    expect(await page.locator('[data-island="tabs"]').count()).toBe(0);
  });

  it.each([
    ['Server error', 'The content could not be loaded'],
    ['Missing content', 'Content not found'],
    ['Missing image', 'The image could not be loaded'],
  ])('%s: says "%s" inside the popup, as text', async (name, message) => {
    const page = await openWithClock({}, { promoShown: true });
    await page.clock.resume();
    await (await mountedOpener(page.getByRole(name === 'Missing content' ? 'button' : 'link', { name, exact: true }))).click();
    await step(page, 50);
    await page.waitForFunction((text) => document.querySelector('dialog.cms-popup[open]')?.textContent?.includes(text), message);
    expect(await openPopup(page).getByRole('alert').textContent()).toBe(message);
    expect(await axeViolations(page)).toEqual([]);
    opened!.problems.length = 0; // the failures are logged on purpose
  });

  it('lightbox image and video fit a 375 px screen', async () => {
    const page = await openWithClock({ viewport: { width: 375, height: 740 } }, { promoShown: true });
    await page.clock.resume();
    await (await mountedOpener(page.getByRole('link', { name: 'Celadon vase (opens a larger picture)' }))).click();
    await step(page, 50);
    // The image loaded: decode() settles on the image's own load, not on a timer or a frame of the page
    // (its installed clock holds those), however long a busy machine takes; it rejects if it failed.
    expect(
      await openPopup(page)
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.decode().then(() => img.complete)),
    ).toBe(true);
    const image = (await openPopup(page).locator('img').boundingBox())!;
    expect(image.width).toBeLessThanOrEqual(375);
    expect(await openPopup(page).locator('figcaption').textContent()).toBe('Celadon vase, 28 cm');
    await page.keyboard.press('Escape');
    await step(page, 50);
    await (await mountedOpener(page.getByRole('link', { name: 'Watch: making the mug' }))).click();
    await step(page, 50);
    const frame = (await openPopup(page).locator('iframe').boundingBox())!;
    expect(frame.x).toBeGreaterThanOrEqual(0);
    expect(frame.x + frame.width).toBeLessThanOrEqual(375);
  });

  it('under reduced motion the popups appear without animation', async () => {
    const page = await openWithClock({ reducedMotion: 'reduce' }, { promoShown: true });
    await (await mountedOpener(page.getByRole('button', { name: 'Size guide' }))).click();
    await step(page, 50);
    expect(await openPopup(page).evaluate((dialog) => getComputedStyle(dialog).animationName)).toBe('none');
    await page.keyboard.press('Escape');
    await opened!.close();
    const moving = await openWithClock({}, { promoShown: true });
    await (await mountedOpener(moving.getByRole('button', { name: 'Size guide' }))).click();
    await step(moving, 50);
    expect(await openPopup(moving).evaluate((dialog) => getComputedStyle(dialog).animationName)).toBe('cms-popup-in');
  });
});

/** Widgets per round of the churn below, and rounds: 4000 widgets in all. */
const TOOLTIPS_PER_ROUND = 400;
const ROUNDS = 10;

/**
 * Churn: widgets inserted and removed fast, as an infinite list or a theme re-rendering a region does.
 * The runtime releases removed widgets in the animation frame after the removal (README, "How it is
 * built"), so between the two a widget's element is already out of the page: its own lifecycle must
 * not fail there (the runtime would catch it and report it on the console, switching it off).
 */
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
