import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openOnClock, pauseClock } from '../../tests/browser/clock';
import {
  axeViolations,
  demoUrl,
  layoutShiftTotal,
  newPage,
  openPage,
  settle,
  showIntent,
  type OpenedPage,
} from '../../tests/browser/harness';

const PAGE = '/gallery.html';
const VENDOR_FILE = 'cms-islands.vendor-photoswipe.js';
const PRODUCT_LINKS = '.demo-gallery a';
const WP_LINKS = 'figure.wp-block-gallery a';
/** widgets/gallery/README.md: 200 attempts, one every 100 ms. */
const ATTEMPTS = 200;
const ATTEMPT_MS = 100;
/**
 * The longest a PhotoSwipe opening or closing animation takes on the page's clock: PhotoSwipe waits up
 * to 250 ms for the thumbnail to decode (opening only), starts its 333 ms transition 30 ms later and
 * ends it on transitionend or, at the latest, by its own timer 500 ms after the transition's duration.
 */
const PHOTOSWIPE_ANIMATION_MAX_MS = 250 + 30 + 333 + 500;
const CSP = "script-src 'self' 'unsafe-inline'; require-trusted-types-for 'script'; trusted-types cms-islands";

let opened: OpenedPage | null = null;
afterEach(async () => {
  await opened?.close();
  opened = null;
});

async function vendorRequests(page: Page): Promise<number> {
  return page.evaluate((file) => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith(file)).length, VENDOR_FILE);
}

/**
 * The gallery page once its galleries are mounted (strategy interaction, a file of their own): a
 * pointer over them mounts them. A click before that is held and replayed into the lightbox, or, if
 * the file cannot come, follows the thumbnail's plain link to the image, as it should without the
 * bundle (tests/browser/interaction-strategy.test.ts).
 */
async function openGallery(): Promise<OpenedPage> {
  const gallery = await openPage(PAGE);
  await showIntent(gallery.page, '.demo-gallery, figure.wp-block-gallery');
  return gallery;
}

async function waitOpen(page: Page): Promise<void> {
  await page.waitForSelector('.pswp[data-state="open"]');
}

const caption = (page: Page) => page.locator('.cms-islands-gallery-caption').textContent();
const counter = (page: Page) => page.locator('.pswp__counter').textContent();
/** Presses a key and waits until the counter shows the expected image. */
async function press(page: Page, key: string, expected: string): Promise<void> {
  await page.keyboard.press(key);
  await page.waitForFunction((text) => document.querySelector('.pswp__counter')?.textContent === text, expected);
}
const lightboxGone = (page: Page) => page.waitForFunction(() => !document.querySelector('.pswp'));

describe('gallery (PhotoSwipe lightbox)', () => {
  // One page load for the tests that leave it as they found it, the lightbox closed (a page load and
  // the galleries' mount took about 0.7 s each time). In this order: the first open loads PhotoSwipe's
  // file; the layout shift, counted since the page loaded, comes last and covers every opening and
  // closing before it.
  describe('on one page load', () => {
    let shared: OpenedPage;
    beforeAll(async () => {
      shared = await openGallery();
    });
    afterAll(async () => {
      await shared.close();
    });

    it('loads PhotoSwipe only on the first open, opens on click with the caption from the title', async () => {
      const { page, problems } = shared;
      await page.locator(PRODUCT_LINKS).first().scrollIntoViewIfNeeded();
      await settle(page);
      expect(await vendorRequests(page)).toBe(0);
      expect(await page.locator(PRODUCT_LINKS).first().getAttribute('aria-haspopup')).toBe('dialog');
      await page.locator(PRODUCT_LINKS).nth(1).click();
      await waitOpen(page);
      expect(await vendorRequests(page)).toBe(1);
      expect(await caption(page)).toBe('Still lake');
      expect(await counter(page)).toBe('2 of 5');
      expect(await page.locator('.pswp').getAttribute('aria-modal')).toBe('true');
      expect(await page.locator('.pswp').getAttribute('aria-label')).toBe('Product photos');
      expect(problems).toEqual([]);
      await page.keyboard.press('Escape');
      await lightboxGone(page);
    });

    it('opens on Enter; arrows move, Escape closes and focus returns to the thumbnail shown last', async () => {
      const { page } = shared;
      await page.locator(PRODUCT_LINKS).first().focus();
      await page.keyboard.press('Enter');
      await waitOpen(page);
      expect(await caption(page)).toBe('Dunes at noon');
      await press(page, 'ArrowRight', '2 of 5');
      expect(await caption(page)).toBe('Still lake');
      await press(page, 'ArrowRight', '3 of 5');
      await press(page, 'ArrowLeft', '2 of 5');
      await press(page, 'ArrowLeft', '1 of 5');
      await press(page, 'ArrowLeft', '5 of 5'); // loops by default
      await press(page, 'ArrowRight', '1 of 5');
      await press(page, 'ArrowRight', '2 of 5');
      await page.keyboard.press('Escape');
      await lightboxGone(page);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-title'))).toBe('Still lake');
    });

    // The overlay rules the lightbox keeps with every other (Tab round a whole cycle, an inert page behind,
    // Escape, the scroll lock, one overlay at a time) are the overlay table's: tests/browser/overlays.test.ts.
    it('closes with its close button; the buttons are real buttons with names', async () => {
      const { page } = shared;
      await page.locator(PRODUCT_LINKS).first().click();
      await waitOpen(page);
      await page.getByRole('button', { name: 'Next image' }).click();
      await settle(page);
      expect(await counter(page)).toBe('2 of 5');
      await page.getByRole('button', { name: 'Close (Esc)' }).click();
      await lightboxGone(page);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-title'))).toBe('Still lake');
    });

    it('axe: no violations with the lightbox closed and open', async () => {
      const { page } = shared;
      await page.evaluate(() => scrollTo(0, 0));
      expect(await axeViolations(page)).toEqual([]);
      await page.locator(PRODUCT_LINKS).first().click();
      await waitOpen(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await lightboxGone(page);
    });

    it('WordPress gallery block: found by its selector, captions from the figures, sized once loaded', async () => {
      const { page, problems } = shared;
      await page.locator(WP_LINKS).nth(2).scrollIntoViewIfNeeded();
      await settle(page);
      await page.locator(WP_LINKS).nth(2).click();
      await waitOpen(page);
      expect(await caption(page)).toBe('Harbour at dawn');
      expect(await counter(page)).toBe('3 of 3');
      // The SVG is 1500 × 1000: after loading, the slide image takes that shape, not the guessed one.
      await page.waitForFunction(() => {
        const image = document.querySelector<HTMLImageElement>('.pswp__item[aria-hidden="false"] img.pswp__img');
        return image && image.complete && Math.abs(image.getBoundingClientRect().width / image.getBoundingClientRect().height - 1.5) < 0.02;
      });
      expect(problems).toEqual([]);
      await page.keyboard.press('Escape');
      await lightboxGone(page);
    });

    it('no layout shift on mount and on opening/closing (every opening and closing of this page load)', async () => {
      const { page } = shared;
      await page.locator(PRODUCT_LINKS).first().click();
      await waitOpen(page);
      await page.keyboard.press('Escape');
      await lightboxGone(page);
      expect(await layoutShiftTotal(page)).toBe(0);
    });
  });

  // The page's clock is stopped, so no animation of PhotoSwipe's can end before the focus is checked;
  // then it runs PHOTOSWIPE_ANIMATION_MAX_MS at once instead of waiting for each opening and closing
  // (8 of each took 10 s of real time).
  it('focus moves into the lightbox as it opens, from every thumbnail of both galleries, before its animation ends', async () => {
    opened = await openOnClock(PAGE);
    const { page, problems } = opened;
    await showIntent(page, '.demo-gallery, figure.wp-block-gallery');
    await pauseClock(page);
    for (const selector of [PRODUCT_LINKS, WP_LINKS]) {
      const links = page.locator(selector);
      for (let index = 0; index < (await links.count()); index += 1) {
        await links.nth(index).scrollIntoViewIfNeeded();
        await page.waitForFunction((link) => document.querySelector(link)?.closest('[data-island-mounted]'), selector);
        // The activation (a click, or Enter on the focused link), and where the focus is right after.
        const focus = await links.nth(index).evaluate((link: HTMLElement) => {
          link.focus();
          link.click();
          const pswp = document.querySelector('.pswp');
          return pswp ? (pswp.contains(document.activeElement) ? 'inside' : document.activeElement!.tagName) : 'loading';
        });
        // The first open waits for PhotoSwipe's file: the focus is checked once it is there, the clock still stopped.
        if (focus === 'loading') await page.waitForSelector('.pswp');
        else expect([selector, index, focus]).toEqual([selector, index, 'inside']);
        expect(await page.locator('.pswp[data-state="open"]').count()).toBe(0); // still opening
        expect(await page.evaluate(() => document.querySelector('.pswp')!.contains(document.activeElement))).toBe(true);
        await page.clock.runFor(PHOTOSWIPE_ANIMATION_MAX_MS);
        await waitOpen(page);
        expect(await page.evaluate(() => document.querySelector('.pswp')!.contains(document.activeElement))).toBe(true);
        await page.keyboard.press('Escape');
        await page.clock.runFor(PHOTOSWIPE_ANIMATION_MAX_MS);
        await lightboxGone(page);
      }
    }
    expect(problems).toEqual([]);
  });

  it('zoom button toggles zoom (aria-pressed); a drag (mouse or finger) swipes to the next image', async () => {
    opened = await openGallery();
    const { page } = opened;
    await page.locator(PRODUCT_LINKS).first().click();
    await waitOpen(page);
    // The slide's zoom transform at rest: the drag below starts only once the zoom-out has ended
    // (a drag during PhotoSwipe's zoom animation is not a swipe). Polled from the test's side.
    const zoomTransform = () =>
      page.locator('.pswp__item[aria-hidden="false"] .pswp__zoom-wrap').evaluate((wrap: HTMLElement) => wrap.style.transform);
    const atRest = await zoomTransform();
    const zoom = page.getByRole('button', { name: 'Zoom' });
    await zoom.click();
    await expect.poll(() => page.locator('.pswp.pswp--zoomed-in').count()).toBe(1);
    expect(await zoom.getAttribute('aria-pressed')).toBe('true');
    await zoom.click();
    await expect.poll(() => page.locator('.pswp.pswp--zoomed-in').count()).toBe(0);
    expect(await zoom.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(zoomTransform).toBe(atRest);
    // Swipe: PhotoSwipe handles pointer events, the same for a mouse drag and a finger. PhotoSwipe
    // turns the slide on a fast swipe, or on any drag past half the screen: 800 of 1280 px, so a busy
    // machine's slow moves still count.
    await page.mouse.move(1100, 400);
    await page.mouse.down();
    for (let x = 1080; x >= 300; x -= 40) await page.mouse.move(x, 400);
    await page.mouse.up();
    await expect.poll(() => counter(page)).toBe('2 of 5');
    expect(await caption(page)).toBe('Still lake');
  });

  it('a failing image shows the error text on its slide', async () => {
    opened = await openGallery();
    const { page } = opened;
    await page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>('.demo-gallery a:nth-child(3)')!;
      link.href = '/assets/media/missing.svg';
    });
    await page.locator(PRODUCT_LINKS).nth(2).click();
    await waitOpen(page);
    await page.waitForSelector('.pswp__item[aria-hidden="false"] .pswp__error-msg');
    expect(await page.locator('.pswp__item[aria-hidden="false"] .pswp__error-msg').textContent()).toBe('The image could not be loaded');
  });

  it(`an image still loading after ${ATTEMPTS} attempts (${ATTEMPT_MS} ms apart) gives up with the error text`, async () => {
    opened = await openGallery();
    const { page } = opened;
    await page.clock.install();
    // The image request never answers.
    await page.route('**/assets/media/slow.svg', () => new Promise<void>(() => {}));
    await page.evaluate(() => {
      document.querySelector<HTMLAnchorElement>('.demo-gallery a:nth-child(4)')!.href = '/assets/media/slow.svg';
    });
    // Paused: only runFor moves the page's time below.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.locator(PRODUCT_LINKS).nth(3).click();
    await page.waitForSelector('.pswp');
    await page.clock.runFor((ATTEMPTS - 2) * ATTEMPT_MS);
    expect(await page.locator('.pswp__item[aria-hidden="false"] .pswp__error-msg').count()).toBe(0);
    await page.clock.runFor(3 * ATTEMPT_MS);
    expect(await page.locator('.pswp__item[aria-hidden="false"] .pswp__error-msg').textContent()).toBe('The image could not be loaded');
  });

  it('works under a strict CSP with Trusted Types (no innerHTML without a policy)', async () => {
    opened = await newPage(); // routed before its first page load: no other page is loaded first
    const { page, problems } = opened;
    await page.route('**/gallery.html', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': CSP } });
    });
    await page.goto(demoUrl(PAGE));
    await page.waitForFunction(() => 'CMSIslands' in window);
    await settle(page);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Trusted|Content Security/i.test(message.text())) violations.push(message.text());
    });
    await page.locator(PRODUCT_LINKS).first().click();
    await waitOpen(page);
    expect(await page.locator('.pswp__button--close svg').count()).toBe(1);
    await press(page, 'ArrowRight', '2 of 5');
    expect(await caption(page)).toBe('Still lake');
    await page.keyboard.press('Escape');
    await lightboxGone(page);
    expect(violations).toEqual([]);
    expect(problems.filter((line) => !line.includes('favicon'))).toEqual([]);
  });

  it('right to left (dir="rtl"): arrow keys, the arrow buttons and the swipe are mirrored', async () => {
    opened = await openGallery();
    const { page, problems } = opened;
    await page.evaluate(() => document.querySelector('.demo-gallery')!.setAttribute('dir', 'rtl'));
    await page.locator(PRODUCT_LINKS).first().click();
    await waitOpen(page);
    expect(await counter(page)).toBe('1 of 5');
    expect(await caption(page)).toBe('Dunes at noon');
    // ArrowLeft goes forward in reading order, ArrowRight back.
    await press(page, 'ArrowLeft', '2 of 5');
    expect(await caption(page)).toBe('Still lake');
    await press(page, 'ArrowRight', '1 of 5');
    await press(page, 'ArrowRight', '5 of 5'); // loops
    await press(page, 'ArrowLeft', '1 of 5');
    // The "Next image" button sits on the left, "Previous image" on the right.
    const width = page.viewportSize()!.width;
    const next = page.getByRole('button', { name: 'Next image' });
    const previous = page.getByRole('button', { name: 'Previous image' });
    expect((await next.boundingBox())!.x).toBeLessThan(width / 2);
    expect((await previous.boundingBox())!.x).toBeGreaterThan(width / 2);
    await next.click();
    await expect.poll(() => counter(page)).toBe('2 of 5');
    await previous.click();
    await expect.poll(() => counter(page)).toBe('1 of 5');
    // A swipe to the right brings the next image. Over half the viewport: PhotoSwipe then changes the
    // slide by the distance alone, whatever speed a busy machine delivers the moves at (a shorter swipe
    // needs more than 0.5 px/ms, measured over 50 ms).
    await page.mouse.move(200, 400);
    await page.mouse.down();
    for (let x = 240; x <= 1000; x += 40) await page.mouse.move(x, 400);
    await page.mouse.up();
    await expect.poll(() => counter(page)).toBe('2 of 5');
    expect(await caption(page)).toBe('Still lake');
    await page.keyboard.press('Escape');
    await lightboxGone(page);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-title'))).toBe('Still lake');
    expect(problems).toEqual([]);
  });
});
