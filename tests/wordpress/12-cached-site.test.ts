import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { newPage, waitForIslands, type OpenedPage } from '../browser/harness';
import { loadAll, suggestions } from './flows';
import { cachedUrl, logIn, phpJson, site } from './site';

/**
 * The site behind a full-page cache (README, "A busy site"): Varnish with the VCL the plugin ships
 * (wordpress/cms-islands/docs/varnish.vcl) in front of the same WordPress (scripts/wordpress/varnish.ts).
 * A first visitor warms the pages and answers; a second and a third, each in a browser of their own,
 * get them from the cache (`X-Cache: HIT`, the header the VCL adds) and every family still works.
 * A logged-in visitor and an anonymous one never get each other's pages; a change shows within the
 * documented time, or at once with the plugin's purge.
 */

/** The page every family's flow starts on: a menu with a dropdown loaded on demand, search, a load-more list, the promo popup and the cookie notice. */
const CACHED_PAGE = `<!-- wp:html -->
<nav data-island="menu" aria-label="Islands"><ul><li><a href="/">Home</a>
<button type="button" data-submenu-toggle aria-expanded="false" aria-controls="cached-mega"><span class="screen-reader-text">Home: more pages</span></button>
<div id="cached-mega" data-submenu hidden><div data-dropdown-placeholder="cms-islands-test-dropdown"><a href="/">All pages</a></div></div></li></ul></nav>
<form data-island="search" role="search" action="/" method="get"><label for="cached-search">Search the stories</label>
<input type="search" id="cached-search" name="s"><input type="hidden" name="post_type" value="post"><button type="submit">Search</button></form>
<a href="#newsletter" data-promo-popup-open>Subscribe</a>
<dialog data-island="promo-popup" aria-labelledby="promo-title"><h2 id="promo-title">News from the islands</h2><p>Once a month.</p></dialog>
<div class="cookie-notice" data-island="cookie-notice" hidden><p>We use cookies.</p><button type="button" data-cookie-notice-accept>Accept</button></div>
<!-- /wp:html -->
<!-- wp:shortcode -->
[cms_islands_test_post_list source="shortcode"]
<!-- /wp:shortcode -->`;

const PROMO = 'dialog[data-island="promo-popup"]';
const NOTICE = '[data-island="cookie-notice"]';
/** How long the cookie notice waits after the page's load (widgets/cookie-notice/README.md), and a frame more. */
const NOTICE_DELAY_MS = 2500 + 100;

let cachedPage = 0;
let storedSettings: unknown = null;

/** Drops everything the cache keeps, as the plugin's purge does (the VCL's BAN, from loopback). */
async function ban(): Promise<void> {
  const answer = await fetch(site().cachedUrl, { method: 'BAN', headers: { 'X-Ban-Host': '127.0.0.1' } });
  expect(answer.status).toBe(200);
}

/** A GET through the cache; its body and what the cache said. */
async function get(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; xCache: string; body: string; cacheControl: string }> {
  const answer = await fetch(cachedUrl(path), { headers });
  return {
    status: answer.status,
    xCache: answer.headers.get('x-cache') ?? '',
    cacheControl: answer.headers.get('cache-control') ?? '',
    body: await answer.text(),
  };
}

const SEARCH = (word: string) => `wp-admin/admin-ajax.php?action=cms_islands_ajax_search&number=8&post_type=post&query=${word}`;

function publishedIds(): number[] {
  return phpJson<number[]>(
    "echo wp_json_encode(get_posts(array('post_status' => 'publish', 'numberposts' => -1, 'fields' => 'ids', 'has_password' => false)));",
  );
}

function setSettings(settings: Record<string, unknown>): void {
  phpJson(
    `update_option('cms_islands_settings', array_merge((array) get_option('cms_islands_settings', array()), json_decode(${JSON.stringify(JSON.stringify(settings))}, true))); echo 'true';`,
  );
}

beforeAll(async () => {
  ({ page: cachedPage, settings: storedSettings } = phpJson<{ page: number; settings: unknown }>(
    `$settings = get_option( 'cms_islands_settings', null );
    $page = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Every family, cached', 'post_content' => ${JSON.stringify(CACHED_PAGE)} ), true );
    echo wp_json_encode( array( 'page' => is_wp_error( $page ) ? 0 : $page, 'settings' => $settings ) );`,
    // As the admin: the page's HTML block keeps its form and dialog (unfiltered_html).
    true,
  ));
  expect(cachedPage).toBeGreaterThan(0);
  // The promo popup at once, for every visitor who has not closed it (widgets/popups/README.md).
  setSettings({ enable_popup: true, popup_delay: 0 });
  await ban();
});

afterAll(async () => {
  phpJson(
    `${storedSettings === null ? "delete_option('cms_islands_settings');" : `update_option('cms_islands_settings', json_decode(${JSON.stringify(JSON.stringify(storedSettings))}, true));`}
    delete_option('cms_islands_test_purge_url'); delete_option('cms_islands_test_cache_seconds');
    wp_delete_post(${cachedPage}, true); echo 'true';`,
  );
  await ban();
});

/** A visitor: a browser of their own (no cookie, no cache of an earlier visitor), and what the cache said to each of its requests. */
interface Visitor {
  opened: OpenedPage;
  page: Page;
  /** `X-Cache` of the last response whose address matches. */
  xCache(match: (url: URL, response: Response) => boolean): string | undefined;
}

async function visitor(): Promise<Visitor> {
  // Context options of its own: never a kept page (tests/browser/page-pool.ts), so nothing of the last visitor's browser cache.
  const opened = await newPage({ baseURL: site().cachedUrl });
  const responses: Response[] = [];
  opened.page.on('response', (response) => responses.push(response));
  return {
    opened,
    page: opened.page,
    xCache: (match) =>
      responses
        .filter((response) => match(new URL(response.url()), response))
        .at(-1)
        ?.headers()['x-cache'],
  };
}

const isDocument = (path: string) => (url: URL, response: Response) =>
  response.request().resourceType() === 'document' && `${url.pathname}${url.search}` === `/${path}`;
const isSearchAnswer = (word: string) => (url: URL) =>
  url.searchParams.get('action') === 'cms_islands_ajax_search' && url.searchParams.get('query') === word;

/**
 * Every family on the cached page, then the main loop's list and a comment reply, as a visitor
 * does; returns what the cache said to the documents and answers.
 */
async function everyFamily({ page, xCache, opened }: Visitor, author: string): Promise<Record<string, string | undefined>> {
  await page.clock.install();
  await page.goto(cachedUrl(`?page_id=${cachedPage}`));
  await waitForIslands(page);
  // The promo popup opens at once; closed, it is remembered in the browser (a cookie the cache never varies on).
  const promo = page.locator(PROMO);
  await expect.poll(() => promo.getAttribute('data-promo-phase')).toBe('open');
  await page.keyboard.press('Escape');
  await expect.poll(() => promo.getAttribute('data-promo-phase')).toBe('closed');
  // The cookie notice shows after its delay; accepted, it goes.
  await page.clock.fastForward(NOTICE_DELAY_MS);
  await expect.poll(() => page.locator(NOTICE).isVisible()).toBe(true);
  await page.click(`${NOTICE} [data-cookie-notice-accept]`);
  await expect.poll(() => page.locator(NOTICE).isVisible()).toBe(false);
  // The menu's dropdown, asked for as the pointer comes into the menu: the seed's menu.
  await page.hover('nav[data-island="menu"]');
  await expect.poll(() => page.locator('#cached-mega').textContent()).toContain('About the islands');
  // Search as you type.
  expect((await suggestions(page, '#cached-search', 'lighthouse')).sort()).toEqual([
    'Lighthouse keeper log',
    'Lighthouse restoration diary',
  ]);
  // Load more (the shortcode source): every published post once.
  await page.waitForSelector('[data-island="post-list"][data-island-mounted~="post-list"]', { state: 'attached' });
  const listed = await loadAll(page);
  for (const id of publishedIds()) expect(listed).toContain(`post-${id}`);
  const seen: Record<string, string | undefined> = {
    page: xCache(isDocument(`?page_id=${cachedPage}`)),
    search: xCache(isSearchAnswer('lighthouse')),
    list: xCache((url, response) => response.request().method() === 'POST' && url.pathname.endsWith('admin-ajax.php')),
  };

  // The same page again: from the cache whatever the two cookies say, and the browser decides from them.
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(cookies).toEqual(expect.arrayContaining(['cms_islands_promo_shown', 'cms_islands_cookies_accepted']));
  await page.reload();
  await waitForIslands(page);
  seen.again = xCache(isDocument(`?page_id=${cachedPage}`));
  await expect.poll(() => promo.getAttribute('data-promo-phase')).toBe('remembered');
  await page.clock.fastForward(NOTICE_DELAY_MS);
  expect(await page.locator(NOTICE).isVisible()).toBe(false);

  // The main loop's list: its next pages are the blog's own pages, asked for as JSON at the same addresses.
  await page.goto(cachedUrl(`?page_id=${site().seed.loopPage}`));
  await waitForIslands(page);
  await page.waitForSelector('[data-island="post-list"][data-island-mounted~="post-list"]', { state: 'attached' });
  const looped = await loadAll(page);
  for (const id of publishedIds()) expect(looped).toContain(`post-${id}`);
  seen.loopPage = xCache(isDocument(`?page_id=${site().seed.loopPage}`));

  // A comment reply: the form moves under the comment; wp-comments-post.php saves it under its parent.
  const post = site().seed.commentsPost;
  await page.goto(cachedUrl(`?p=${post}`));
  await waitForIslands(page);
  seen.comments = xCache(isDocument(`?p=${post}`));
  const link = page.locator(`a.comment-reply-link[data-replyto="Reply to ${author}"]`).first();
  const parentId = (await link.getAttribute('data-commentid')) ?? '';
  await link.click();
  await expect.poll(() => page.inputValue('#comment_parent')).toBe(parentId);
  const text = `A reply through the cache, ${Date.now()}`;
  await page.fill('#comment', text);
  await page.fill('#author', 'Cached visitor');
  await page.fill('#email', 'cached@example.com');
  // "Save my name…": WordPress's comment_author cookies, which the VCL passes (without them, and
  // without the purge, the reply shows once the page's copy is PAGE_TTL old: README, "A busy site").
  await page.check('#wp-comment-cookies-consent');
  await Promise.all([page.waitForURL(/#comment-\d+$/), page.locator('#commentform [type="submit"]').click()]);
  const saved = phpJson<Array<{ comment_parent: string }>>(
    `echo wp_json_encode(get_comments(array('post_id' => ${post}, 'search' => ${JSON.stringify(text)}, 'status' => 'all')));`,
  );
  expect(saved.map((comment) => comment.comment_parent)).toEqual([parentId]);
  // The commenter's own page (WordPress's comment_author cookies): past the cache, with the reply.
  seen.commented = xCache(
    (url, response) => response.request().resourceType() === 'document' && url.searchParams.get('p') === String(post),
  );
  expect(await page.content()).toContain(text);
  // WordPress's interactivity script (the theme's navigation) reads the page's navigation timing,
  // which Playwright's clock hides: its error on each load is the clock's doing, not the cache's.
  expect(opened.problems.filter((problem) => !problem.includes("reading 'domContentLoadedEventStart'"))).toEqual([]);
  return seen;
}

describe('the site behind Varnish with the plugin’s VCL', () => {
  it('a first visitor warms pages and answers; a second and a third get them from the cache, and every family works', async () => {
    const first = await visitor();
    try {
      expect(await everyFamily(first, 'Ada')).toEqual({
        page: 'MISS',
        search: 'MISS',
        // POSTs go to WordPress (the list's and the dropdowns' calls).
        list: 'PASS',
        again: 'HIT',
        loopPage: 'MISS',
        comments: 'MISS',
        commented: 'PASS',
      });
    } finally {
      await first.opened.close();
    }
    for (const author of ['Grace', 'Linus']) {
      const next = await visitor();
      try {
        expect(await everyFamily(next, author)).toEqual({
          page: 'HIT',
          search: 'HIT',
          list: 'PASS',
          again: 'HIT',
          loopPage: 'HIT',
          comments: 'HIT',
          commented: 'PASS',
        });
      } finally {
        await next.opened.close();
      }
    }
  });

  it('a list page’s JSON answer and its HTML share an address, and neither is served for the other', async () => {
    // The HTML of the blog's second page, kept; then the load-more call for the same address.
    const html = await get('?paged=2');
    expect(html.body).toMatch(/^<!DOCTYPE html>/i);
    expect((await get('?paged=2')).xCache).toBe('HIT');
    const json = await get('?paged=2', { Accept: 'application/json' });
    expect(JSON.parse(json.body)).toMatchObject({ status: expect.any(String), items: expect.stringContaining('<article') });
    expect((await get('?paged=2')).body).toMatch(/^<!DOCTYPE html>/i);
  });

  it('a logged-in visitor and an anonymous one never get each other’s page', async () => {
    await ban();
    const path = `?page_id=${cachedPage}`;
    // Logged in first: their page goes past the cache, with the admin bar and its nonces.
    const admin = await visitor();
    try {
      await logIn(admin.page);
      await admin.page.goto(cachedUrl(path));
      expect(admin.xCache(isDocument(path))).toBe('PASS');
      expect(await admin.page.locator('#wpadminbar').count()).toBe(1);
      const logout = (await admin.page.locator('#wp-admin-bar-logout a').getAttribute('href')) ?? '';
      const nonce = new URL(logout, cachedUrl()).searchParams.get('_wpnonce') ?? '';
      expect(nonce).toMatch(/^[0-9a-f]{10}$/);
      // Their search answer is theirs alone too: not marked public, not kept.
      const answer = await admin.page.evaluate(
        async (url) => {
          const response = await fetch(url);
          return { xCache: response.headers.get('x-cache'), cacheControl: response.headers.get('cache-control') };
        },
        cachedUrl(SEARCH('lighthouse')),
      );
      expect(answer.xCache).toBe('PASS');
      expect(answer.cacheControl).not.toMatch(/public/);

      // An anonymous visitor then: the page kept for everyone, nothing of the admin's in it.
      const anonymous = await get(path);
      expect(anonymous.xCache).toBe('MISS');
      const again = await get(path);
      expect(again.xCache).toBe('HIT');
      for (const body of [anonymous.body, again.body]) {
        expect(body).not.toContain('wpadminbar');
        expect(body).not.toContain(nonce);
        expect(body).not.toMatch(/<body[^>]*class="[^"]*logged-in/);
      }
      // And the admin, with the page now kept: still their own.
      await admin.page.reload();
      expect(admin.xCache(isDocument(path))).toBe('PASS');
      expect(await admin.page.locator('#wpadminbar').count()).toBe(1);
      expect((await get(SEARCH('lighthouse'))).body).not.toContain(nonce);
    } finally {
      await admin.opened.close();
    }
  });
});

describe('a change reaches the cached answers and pages', () => {
  /** A published post with `title` (returns its id). */
  const publish = (title: string) =>
    phpJson<number>(
      `echo wp_json_encode(wp_insert_post(array('post_type' => 'post', 'post_status' => 'publish', 'post_title' => ${JSON.stringify(title)}, 'post_content' => 'A harbour story.'), true));`,
    );
  const titles = (body: string) => (JSON.parse(body) as Array<{ value: string }>).map((item) => item.value);

  it('without a purge: within the answers’ max-age (cms_islands_cache_seconds), which the cache honours', async () => {
    await ban();
    const warmed = await get(SEARCH('harbour'));
    // The documented lifetime of public answers (README, "A busy site").
    expect(warmed.cacheControl).toBe('public, max-age=300');
    const id = publish('Harbour lights');
    try {
      const kept = await get(SEARCH('harbour'));
      expect(kept.xCache).toBe('HIT');
      expect(titles(kept.body)).not.toContain('Harbour lights');
      // A site that gives its answers a second: the cache keeps them a second, then asks again.
      phpJson("update_option('cms_islands_test_cache_seconds', '1'); echo 'true';");
      await ban();
      expect((await get(SEARCH('harbour'))).cacheControl).toBe('public, max-age=1');
      phpJson(`wp_update_post(array('ID' => ${id}, 'post_title' => 'Harbour lights, renamed')); echo 'true';`);
      await expect.poll(async () => titles((await get(SEARCH('harbour'))).body), { timeout: 10_000 }).toContain('Harbour lights, renamed');
    } finally {
      phpJson(`wp_delete_post(${id}, true); delete_option('cms_islands_test_cache_seconds'); echo 'true';`);
    }
  });

  it('with the plugin’s purge (cms_islands_purge_url): published, changed and trashed posts show in answers and pages at once', async () => {
    phpJson(`update_option('cms_islands_test_purge_url', ${JSON.stringify(site().cachedUrl)}); echo 'true';`);
    await ban();
    const list = `?page_id=${site().seed.listPage}`;
    // Kept: the search answer and the list page (its first items printed by the shortcode).
    for (const path of [SEARCH('harbour'), list]) {
      await get(path);
      expect((await get(path)).xCache).toBe('HIT');
    }
    const id = publish('Harbour of the purge');
    expect(titles((await get(SEARCH('harbour'))).body)).toContain('Harbour of the purge');
    expect((await get(list)).body).toContain('Harbour of the purge');
    phpJson(`wp_update_post(array('ID' => ${id}, 'post_title' => 'Harbour of the purge, changed')); echo 'true';`);
    expect(titles((await get(SEARCH('harbour'))).body)).toContain('Harbour of the purge, changed');
    expect((await get(list)).body).toContain('Harbour of the purge, changed');
    phpJson(`wp_trash_post(${id}); echo 'true';`);
    expect(titles((await get(SEARCH('harbour'))).body).join()).not.toContain('Harbour of the purge');
    expect((await get(list)).body).not.toContain('Harbour of the purge');
    phpJson(`wp_delete_post(${id}, true); echo 'true';`);
  });

  it('with the purge, settings saved on the screen reach the next page view', async () => {
    const home = await get('');
    expect(home.body).not.toContain('"search_no_suggestions":"Nothing by that name"');
    expect((await get('')).xCache).toBe('HIT');
    const admin = await newPage();
    try {
      await logIn(admin.page, 'wp-admin/options-general.php?page=cms-islands');
      await admin.page.fill('[name="cms_islands_settings[search_no_suggestions]"]', 'Nothing by that name');
      await Promise.all([admin.page.waitForURL(/settings-updated=true/), admin.page.click('#submit')]);
    } finally {
      await admin.close();
    }
    const next = await get('');
    expect(next.xCache).toBe('MISS');
    expect(next.body).toContain('Nothing by that name');
  });
});
