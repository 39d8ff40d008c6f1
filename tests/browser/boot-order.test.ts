import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoUrl, newPage, type OpenedPage } from './harness';

/**
 * When the bundle starts (README, "Mount strategies"): WordPress prints our tag in the footer, often
 * before other footer scripts. What precedes the tag is parsed whole, so the header mounts as soon as
 * the bundle runs, not after a slow script later in the footer; the ready event, and the widgets a theme
 * registers in it, and markup after our tag, come at DOMContentLoaded as before.
 */
const PAGE = '/boot-order-test.html';
const SLOW_SCRIPT = '/boot-order-slow-footer-script.js';

const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Boot order</title><script>var cmsIslandsSettings = {};</script></head>
<body>
<div id="banner" class="shop-banner" data-island="header-banner" data-island-load="load" role="region" aria-label="Announcement">
  <p>Free shipping this week.</p>
  <button type="button" class="header-banner-close" data-banner-close aria-label="Close the announcement">×</button>
</div>
<main><p>Content.</p></main>
<script src="/dist/cms-islands.js"></script>
<script>
  window.bootOrder = [];
  document.addEventListener('cms-islands:ready', (event) => {
    window.bootOrder.push('ready');
    event.detail.register('boot-order-theme-widget', {
      strategy: 'load',
      setup(element) { element.dataset.themeMounted = 'yes'; },
    });
  });
  document.addEventListener('DOMContentLoaded', () => window.bootOrder.push('DOMContentLoaded'));
</script>
<script src="${SLOW_SCRIPT}"></script>
<div id="after" data-island="boot-order-theme-widget"></div>
<div id="after-banner" class="shop-banner" data-island="header-banner" data-island-load="load" role="region" aria-label="Second announcement">
  <p>Printed after the bundle's tag.</p>
  <button type="button" class="header-banner-close" data-banner-close aria-label="Close the second announcement">×</button>
</div>
</body></html>`;

const mounted = (page: Page, selector: string) =>
  page.evaluate((target) => document.querySelector(target)?.hasAttribute('data-island-mounted') ?? false, selector);

describe('boot order with a footer script after the bundle', () => {
  let opened: OpenedPage;
  let releaseSlowScript!: () => void;
  beforeAll(async () => {
    opened = await newPage();
    const slowScriptHeld = new Promise<void>((resolve) => (releaseSlowScript = resolve));
    await opened.page.route(
      (url) => url.pathname === PAGE,
      (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
    );
    await opened.page.route(
      (url) => url.pathname === SLOW_SCRIPT,
      async (route) => {
        await slowScriptHeld;
        await route.fulfill({ contentType: 'text/javascript', body: 'window.bootOrder.push("slow footer script");' });
      },
    );
    await opened.page.goto(demoUrl(PAGE), { waitUntil: 'commit' });
  });
  afterAll(async () => {
    releaseSlowScript();
    const problems = opened.problems;
    await opened.close();
    expect(problems).toEqual([]);
  });

  it('mounts the header before DOMContentLoaded while a later footer script is still on its way', async () => {
    await opened.page.waitForSelector('#banner[data-island-mounted]', { state: 'attached' });
    const state = await opened.page.evaluate(() => ({
      readyState: document.readyState,
      order: (window as unknown as { bootOrder: string[] }).bootOrder,
      parsedAfter: document.getElementById('after') !== null,
    }));
    expect(state).toEqual({ readyState: 'loading', order: [], parsedAfter: false });
  });

  it('keeps the ready event for DOMContentLoaded: a theme script after the bundle registers in time, and markup after the tag mounts', async () => {
    expect(await mounted(opened.page, '#banner')).toBe(true);
    releaseSlowScript();
    await opened.page.waitForSelector('#after[data-theme-mounted="yes"]', { state: 'attached' });
    await opened.page.waitForSelector('#after-banner[data-island-mounted]', { state: 'attached' });
    expect(await opened.page.evaluate(() => (window as unknown as { bootOrder: string[] }).bootOrder)).toEqual([
      'slow footer script',
      'ready',
      'DOMContentLoaded',
    ]);
  });
});
