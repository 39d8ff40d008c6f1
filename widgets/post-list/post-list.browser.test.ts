import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, layoutShiftTotal, openPage, settle } from '../../tests/browser/harness';

/**
 * Post lists on their demo page (widgets/post-list/blog.demo.html) against the demo blog backend (30
 * posts, 6 a page): filters, load-more by link (main_loop) and by ajax action with infinite scroll.
 * The backend's switches (`demo_posts` cookie: fail, malformed) make calls fail on demand.
 */

const MAIN = '.demo-post-list[data-source="main_loop"]';
const AJAX = '.demo-post-list[data-source="shortcode"]';
const more = (list: string) => `${list} [data-post-list-more]`;

async function openBlog(query = '') {
  const opened = await openPage(`/blog.html${query}`);
  await opened.page.waitForSelector(`${MAIN}[data-island-mounted="post-list"]`, { state: 'attached' });
  // The backend's 300 ms wait before each answer (so a person sees the spinner) is off: the tests that
  // look at the loading state hold the answer themselves. A cookie, as the page's address changes.
  await opened.page.context().addCookies([{ name: 'demo_delay', value: 'off', url: new URL(opened.page.url()).origin }]);
  return opened;
}

const countItems = (page: Page, list: string) => page.locator(`${list} [data-post-list-items] > article`).count();
const countShown = (page: Page, list: string) => page.locator(`${list} [data-post-list-items] > article:not([hidden])`).count();
const liveText = (page: Page, list: string) => page.locator(`${list} [role="status"]`).textContent();

async function setBackend(page: Page, mode: string | null) {
  const url = new URL(page.url());
  await page.context().clearCookies({ name: 'demo_posts' });
  if (mode) await page.context().addCookies([{ name: 'demo_posts', value: mode, url: url.origin }]);
}

describe('post list: filters', () => {
  it('toggle buttons with aria-pressed filter the posts in place and the live region says how many are shown', async () => {
    const { page, problems, close } = await openBlog();
    const filters = page.locator(`${MAIN} [data-post-list-filters] button`);
    expect(await page.locator(`${MAIN} [data-post-list-filters]`).getAttribute('role')).toBe('group');
    await page.click(`${MAIN} [data-post-list-filter="travel"]`);
    expect(await countShown(page, MAIN)).toBe(2);
    expect(await liveText(page, MAIN)).toBe('2 items shown');
    expect(await filters.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-pressed')))).toEqual([
      'false',
      'true',
      'false',
      'false',
      'false',
      'false',
    ]);
    // New posts follow the filter too.
    await page.click(more(MAIN));
    await page.waitForFunction((list) => document.querySelectorAll(`${list} [data-post-list-items] > article`).length === 12, MAIN);
    expect(await countShown(page, MAIN)).toBe(3);
    await page.keyboard.press('Shift+Tab'); // focus is somewhere sane (a new travel post's link)
    await page.click(`${MAIN} [data-post-list-filter="*"]`);
    expect(await countShown(page, MAIN)).toBe(12);
    expect(await liveText(page, MAIN)).toBe('12 items shown');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('post list: load-more (main_loop, a GET to the link)', () => {
  it('appends the next page below, moves focus to the first new post, updates the address, and hides at no-more-posts', async () => {
    const { page, problems, close } = await openBlog();
    expect(await layoutShiftTotal(page)).toBe(0);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/blog/page/')) requests.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    const before = await page
      .locator(`${MAIN} [data-post-list-items] > article`)
      .evaluateAll((items) => items.map((item) => JSON.stringify(item.getBoundingClientRect())));
    const button = page.locator(more(MAIN));
    // The answer is held until the second click has happened, so that click surely lands while the
    // call is out, however fast the demo backend answers.
    let releaseAnswer!: () => void;
    const answerHeld = new Promise<void>((resolve) => (releaseAnswer = resolve));
    await page.route('**/blog/page/**', async (route) => {
      await answerHeld;
      await route.continue();
    });
    await button.click();
    // Busy while the call is out; a second click is ignored (one request only).
    expect(await button.getAttribute('aria-busy')).toBe('true');
    expect(await page.locator(`${more(MAIN)} [data-island-spinner]`).count()).toBe(1);
    await button.click();
    releaseAnswer();
    await page.waitForFunction((list) => document.querySelectorAll(`${list} [data-post-list-items] > article`).length === 12, MAIN);
    expect(requests).toEqual(['GET /blog/page/2/']);
    expect(await button.getAttribute('aria-busy')).toBeNull();
    // The new posts' ids carry the answers' prefix (README, "HTML answers").
    expect(await page.evaluate(() => document.activeElement?.closest('article')?.id)).toBe('user-content-post-107');
    expect(new URL(page.url()).pathname).toBe('/blog/page/2/');
    expect(await button.getAttribute('href')).toBe('/blog/page/3/');
    // Nothing above the new posts moved.
    const after = await page
      .locator(`${MAIN} [data-post-list-items] > article`)
      .evaluateAll((items) => items.slice(0, 6).map((item) => JSON.stringify(item.getBoundingClientRect())));
    const scroll = await page.evaluate(() => window.scrollY);
    expect(after.map((rect) => JSON.parse(rect).top + scroll)).toEqual(before.map((rect) => JSON.parse(rect).top + 0));
    for (let page_ = 3; page_ <= 5; page_ += 1) {
      await button.click();
      await page.waitForFunction(
        ([list, count]) => document.querySelectorAll(`${list} [data-post-list-items] > article`).length === count,
        [MAIN, page_ * 6] as const,
      );
    }
    await settle(page);
    expect(await countItems(page, MAIN)).toBe(30);
    expect(await button.isHidden()).toBe(true);
    expect(await page.locator(MAIN).getAttribute('class')).toContain('post-list-ended');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('a failed call is logged, keeps every post, and the button can be tried again', async () => {
    const { page, problems, close } = await openBlog();
    await setBackend(page, 'fail');
    const button = page.locator(more(MAIN));
    await button.click();
    await page.waitForFunction((selector) => !document.querySelector(selector)?.hasAttribute('aria-busy'), more(MAIN));
    expect(await countItems(page, MAIN)).toBe(6);
    expect(await button.isVisible()).toBe(true);
    expect(problems.some((line) => line.includes('post-list: loading more failed'))).toBe(true);
    await setBackend(page, 'malformed');
    const logged = problems.length;
    await button.click();
    await page.waitForFunction(() => document.querySelectorAll('[data-post-list-more][aria-busy]').length === 0);
    await settle(page);
    expect(problems.slice(logged).some((line) => line.includes('not a load-more answer') || line.includes('could not be read'))).toBe(true);
    expect(await countItems(page, MAIN)).toBe(6);
    await setBackend(page, null);
    await button.click();
    await page.waitForFunction((list) => document.querySelectorAll(`${list} [data-post-list-items] > article`).length === 12, MAIN);
    await close();
  });
});

describe('post list: ajax source with infinite scroll', () => {
  it('POSTs action, atts and paged when the button comes near, and announces the new posts', async () => {
    const { page, problems, close } = await openBlog();
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('admin-ajax.php')) calls.push(`${request.method()} ${request.headers()['content-type'] ?? ''}`);
    });
    await page.locator(more(AJAX)).scrollIntoViewIfNeeded();
    await page.waitForFunction((list) => document.querySelectorAll(`${list} [data-post-list-items] > article`).length >= 12, AJAX);
    // The demo backend answers page `paged` of `atts[posts_per_page]` posts for this action only.
    expect(calls[0]).toMatch(/^POST application\/x-www-form-urlencoded/);
    expect(await page.locator(`${AJAX} [data-post-list-items] > article`).nth(6).getAttribute('id')).toBe('user-content-element-post-107');
    await page.waitForFunction((list) => document.querySelector(`${list} [role="status"]`)?.textContent === '6 more items loaded', AJAX);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('post list: stability and accessibility in every state', () => {
  it('filtering and a prompt load-more shift nothing the visitor did not ask for; axe is clean while loading and after', async () => {
    const { page, problems, close } = await openBlog();
    // Layout shifts from now on that Chrome counts (not within 500 ms of the visitor's input).
    await page.evaluate(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift' });
    });
    const shifts = () => page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
    await page.click(`${MAIN} [data-post-list-filter="food"]`);
    await page.click(`${MAIN} [data-post-list-filter="*"]`);
    // A prompt answer (the backend's `slow-0` switch: no added delay) lands within 500 ms of the click.
    await setBackend(page, 'slow-0');
    await page.click(more(MAIN));
    await page.waitForFunction((list) => document.querySelectorAll(`${list} [data-post-list-items] > article`).length === 12, MAIN);
    await settle(page);
    expect(await shifts()).toEqual([]);
    // The loading state: busy button with its spinner, axe clean (README, "Layout shift": a late
    // answer moves what follows the list, which is why this part does not count shifts).
    let releaseAnswer!: () => void;
    const answerHeld = new Promise<void>((resolve) => (releaseAnswer = resolve));
    await page.route('**/blog/page/**', async (route) => {
      await answerHeld;
      await route.continue();
    });
    await page.click(more(MAIN));
    expect(await page.locator(more(MAIN)).getAttribute('aria-busy')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    releaseAnswer();
    await page.waitForFunction((list) => document.querySelectorAll(`${list} [data-post-list-items] > article`).length === 18, MAIN);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });
});
