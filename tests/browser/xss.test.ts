import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { XSS_HOST, XSS_PAYLOADS, XSS_PIECES } from '../support/xss-corpus';
import { withSettings } from '../../demo-pages/server/pages';
import { demoUrl, newPage, servePagesWithoutCsp, settle, showIntent, waitForIslands, type OpenedPage } from './harness';

/**
 * Every HTML answer goes through the one sanitizer (README, "HTML answers"). The corpus
 * (tests/support/xss-corpus.ts) is fed to the sanitizer payload by payload, to every family that shows
 * HTML it did not print, and as random markup built from its pieces; on a page with the strict
 * Content-Security-Policy and on the same page WITHOUT any CSP, where nothing but our code stands in
 * the way. Nothing may run (the page's `__xss` flag stays unset), navigate, ask the attacker's host
 * for anything (in the fuzz: anything but a picture, poster or frame the content profile keeps), or
 * move the page's base; and none of it is left in the inserted nodes.
 */

type Mode = 'strict CSP' | 'no CSP';
const MODES: readonly Mode[] = ['strict CSP', 'no CSP'];
const MARKER = '<p data-xss-marker>From the server</p>';
const CORPUS = XSS_PAYLOADS.map(({ id, html }) => `<div data-xss-payload="${id}">${html}</div>`).join('');

let opened: OpenedPage | null = null;
afterEach(async () => {
  await opened?.close();
  opened = null;
});

interface Watched {
  page: Page;
  problems: string[];
  /** Requests to the attacker's host. */
  escapes: string[];
  /**
   * Of those, the ones the content profile asks for by design (README, "HTML answers"): a picture, a
   * video's poster or a web frame of a post may come from any host. Never a script, a style, a fetch,
   * a font or the page's own navigation.
   */
  keptResources: string[];
}

/** Request types of what the content profile keeps with a web address: pictures, media, frames. */
const KEPT_RESOURCE_TYPES = new Set(['image', 'media']);

/**
 * Opens `path` as a visitor would, hostile HTML expected (the harness's one allowance). Without CSP
 * the page's header is taken off before the browser sees it; `rewrite` may change the page's HTML.
 */
async function openHostile(
  mode: Mode,
  path: string,
  setUp?: (page: Page) => Promise<unknown>,
  rewrite = (html: string) => html,
): Promise<Watched> {
  opened = await newPage({ hostileHtml: true });
  const { page, problems } = opened;
  if (mode === 'no CSP') await servePagesWithoutCsp(page, rewrite);
  else
    await page.route(
      (url) => url.pathname.endsWith('.html'),
      async (route: Route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: rewrite(await response.text()) });
      },
    );
  await page.route(`**://${XSS_HOST}/**`, (route) => route.abort());
  const escapes: string[] = [];
  const keptResources: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname !== XSS_HOST) return;
    const line = `request (${request.resourceType()}) ${request.url()}`;
    escapes.push(line);
    const inFrame = request.isNavigationRequest() && request.frame().parentFrame() !== null;
    if (KEPT_RESOURCE_TYPES.has(request.resourceType()) || inFrame) keptResources.push(line);
  });
  await setUp?.(page);
  await page.goto(demoUrl(path));
  await waitForIslands(page);
  // Gone if the page is ever replaced by another document (a meta refresh, a script's navigation).
  await page.evaluate(() => ((window as unknown as { __samePage?: boolean }).__samePage = true));
  return { page, problems, escapes, keptResources };
}

/**
 * Lets whatever the inserted nodes could trigger happen: images and media fail or load, autofocus,
 * animation and toggle events fire, a meta refresh starts. Polls the page's own state; no fixed sleep.
 */
async function letItPlayOut(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  for (let frame = 0; frame < 3; frame += 1) await settle(page);
}

/** What must never be in the nodes we inserted, described; empty when clean. */
function unsafeIn(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((scope) => {
    const found: string[] = [];
    const forbidden = 'script, iframe[srcdoc], meta, base, link, style, object, embed, noscript, template, animate, set, frame, frameset';
    const web = (value: string, extra: string[] = []) => {
      try {
        return ['http:', 'https:', ...extra].includes(new URL(value, document.baseURI).protocol);
      } catch {
        return false;
      }
    };
    for (const root of document.querySelectorAll(scope)) {
      // The server's own options child (README, "Markup contract") is JSON, never run.
      for (const element of root.querySelectorAll(forbidden))
        if (!element.matches('script[type="application/json"][data-island-options]')) found.push(`<${element.localName}>`);
      for (const element of root.querySelectorAll('*')) {
        for (const { name, value } of element.attributes) {
          const lower = name.toLowerCase();
          if (lower.startsWith('on')) found.push(`<${element.localName} ${name}>`);
          const isLink = lower === 'href' || lower === 'xlink:href';
          const isDataImage = lower === 'src' && element.localName === 'img' && /^data:image\//i.test(value.trim());
          if ((isLink || ['src', 'action', 'formaction', 'poster', 'data', 'cite'].includes(lower)) && !isDataImage) {
            if (!web(value, isLink ? ['mailto:', 'tel:'] : [])) found.push(`<${element.localName} ${name}="${value}">`);
          }
        }
      }
    }
    return found;
  }, selector);
}

async function expectNothingRan({ page, escapes, keptResources }: Watched, inserted: string, webResourcesKept = false): Promise<void> {
  await letItPlayOut(page);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  expect(webResourcesKept ? escapes.filter((line) => !keptResources.includes(line)) : escapes).toEqual([]);
  expect(await page.evaluate(() => document.baseURI)).toBe(page.url());
  expect(await unsafeIn(page, inserted)).toEqual([]);
}

describe('the page under test would show a payload that ran', () => {
  it('without CSP, a payload inserted as it is (not through the sanitizer) runs: the flag is a real witness', async () => {
    const watched = await openHostile('no CSP', '/tabs.html');
    await watched.page.evaluate(() => {
      const holder = document.createElement('div');
      holder.innerHTML = window.demoTheme.html('<img src="/missing-xss.png" onerror="top.__xss=-1">');
      document.body.append(holder);
    });
    await expect.poll(() => watched.page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBe(-1);
  });
});

describe.each(MODES)('XSS corpus (%s)', (mode) => {
  it(`the sanitizer: each of the ${XSS_PAYLOADS.length} payloads, inserted on its own, runs nothing and leaves nothing`, async () => {
    const watched = await openHostile(mode, '/social-feed.html', (page) =>
      page.route('**/wp-admin/admin-ajax.php', (route) => route.fulfill({ json: { html: MARKER } })),
    );
    // The feed's answer brought the sanitizer's file: use it as every family does, payload by payload.
    await watched.page.waitForSelector('[data-xss-marker]', { state: 'attached' });
    await watched.page.evaluate((payloads) => {
      type Sanitize = (html: string, profile: string, policy: unknown) => DocumentFragment;
      const files = (window as unknown as { __cmsIslandsFiles: { vendor: { sanitizer: { sanitize: Sanitize } } } }).__cmsIslandsFiles;
      // Under enforced Trusted Types DOMParser takes TrustedHTML: the demo theme's policy stands in for ours.
      const policy = { createHTML: (html: string) => window.demoTheme.html(html), createScriptURL: (url: string) => url };
      for (const { id, html } of payloads) {
        const holder = document.createElement('div');
        holder.setAttribute('data-xss-single', String(id));
        holder.append(files.vendor.sanitizer.sanitize(html, 'content', policy));
        document.body.append(holder);
      }
    }, XSS_PAYLOADS);
    await expectNothingRan(watched, '[data-xss-single]');
  });

  it('social feed: an answer holding the whole corpus shows its harmless part only', async () => {
    const watched = await openHostile(mode, '/social-feed.html', (page) =>
      page.route('**/wp-admin/admin-ajax.php', (route) => route.fulfill({ json: { html: MARKER + CORPUS } })),
    );
    await watched.page.waitForSelector('[data-island="social-feed"] [data-xss-marker]', { state: 'attached' });
    await expectNothingRan(watched, '[data-island="social-feed"]');
  });

  it('post list: a next page holding the whole corpus is appended clean', async () => {
    const watched = await openHostile(mode, '/blog.html', (page) =>
      page.route('**/blog/page/**', (route) => route.fulfill({ json: { items: MARKER + CORPUS, nextPage: null } })),
    );
    const list = '.demo-post-list[data-source="main_loop"]';
    await watched.page.waitForSelector(`${list}[data-island-mounted="post-list"]`, { state: 'attached' });
    await watched.page.click(`${list} [data-post-list-more]`);
    await watched.page.waitForSelector(`${list} [data-xss-marker]`, { state: 'attached' });
    await expectNothingRan(watched, `${list} [data-post-list-items]`);
  });

  it('menu: dropdowns holding the whole corpus replace their placeholders clean', async () => {
    const watched = await openHostile(mode, '/shop-menus.html', (page) =>
      page.route('**/wp-admin/admin-ajax.php', (route) =>
        route.fulfill({ json: { status: 'success', data: { 'mega-shop': MARKER + CORPUS, 'mega-gifts': MARKER } } }),
      ),
    );
    await watched.page.waitForSelector('[data-island="menu"][data-island-mounted]', { state: 'attached' });
    await watched.page.hover('.shop-nav__item > a[href="#shop"]');
    await watched.page.waitForSelector('#mega-shop [data-xss-marker]', { state: 'attached' });
    await expectNothingRan(watched, '#mega-shop');
  });

  it('popup: an ajax popup whose page holds the whole corpus shows it clean', async () => {
    const watched = await openHostile(mode, '/popups.html', (page) =>
      page.route('**/popup-demo/delivery', (route) =>
        // The opener picks #delivery out of the page it fetches (data-popup-selector).
        route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>x</title><div id="delivery">${MARKER}${CORPUS}</div>` }),
      ),
    );
    const opener = watched.page.locator('a[href="/popup-demo/delivery"]');
    await showIntent(watched.page, 'a[href="/popup-demo/delivery"]');
    await opener.click();
    await watched.page.waitForSelector('.cms-popup__fetched [data-xss-marker]', { state: 'attached' });
    await expectNothingRan(watched, '.cms-popup__fetched');
  });

  it('sticky header: a clone (whb_header_clone) holding the whole corpus is built clean', async () => {
    const watched = await openHostile(mode, '/shop-header.html', undefined, (html) =>
      withSettings(html, { whb_header_clone: MARKER + CORPUS }),
    );
    await watched.page.waitForSelector('[data-sticky-clone] [data-xss-marker]', { state: 'attached' });
    await expectNothingRan(watched, '[data-sticky-clone]');
  });

  it('search: a price holding the whole corpus keeps inline text only', async () => {
    const watched = await openHostile(mode, '/search.html', (page) =>
      page.route(
        (url) => url.searchParams.get('action')?.endsWith('_ajax_search') ?? false,
        (route) => route.fulfill({ json: [{ value: 'Stone mug', permalink: '/mug/', thumbnail: '', price: `<b>24 €</b>${CORPUS}` }] }),
      ),
    );
    const { page } = watched;
    await showIntent(page, '.demo-inline-search');
    await page.fill('#sidebar-search', 'stone');
    await page.waitForSelector('.demo-inline-search [role="option"] .cms-islands-search-price b', { state: 'attached' });
    await expectNothingRan(watched, '.demo-inline-search [role="listbox"]');
    expect(
      await page.$$eval('.demo-inline-search .cms-islands-search-price *', (elements) => [
        ...new Set(elements.map((element) => element.localName)),
      ]),
    ).toEqual(expect.not.arrayContaining(['img', 'a', 'svg', 'math', 'iframe', 'form', 'div']));
  });
});

describe('XSS fuzz (no CSP)', () => {
  it('random markup built from the corpus pieces, through the sanitizer, runs nothing and leaves nothing', async () => {
    const { tags, attributes, values, glue } = XSS_PIECES;
    const attribute = fc
      .tuple(fc.constantFrom(...attributes), fc.constantFrom(...values), fc.constantFrom('"', "'", ''))
      .map(([name, value, quote]) => ` ${name}=${quote}${value}${quote}`);
    const element: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.constantFrom(...values, ...glue),
        fc
          .tuple(fc.constantFrom(...tags), fc.array(attribute, { maxLength: 3 }), fc.array(tie('node'), { maxLength: 3 }), fc.boolean())
          .map(([tag, attrs, children, closed]) => `<${tag}${attrs.join('')}>${children.join('')}${closed ? `</${tag}>` : ''}`),
      ),
    })).node;
    // A new seed each run, printed with any failure so it can be replayed (tests/fuzz/README.md).
    const seed = Number(process.env.XSS_FUZZ_SEED ?? Date.now() % 2 ** 31);
    const samples = fc.sample(
      fc.array(element, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('')),
      { numRuns: 300, seed },
    );
    const watched = await openHostile('no CSP', '/social-feed.html', (page) =>
      page.route('**/wp-admin/admin-ajax.php', (route) => route.fulfill({ json: { html: MARKER } })),
    );
    await watched.page.waitForSelector('[data-xss-marker]', { state: 'attached' });
    await watched.page.evaluate((markups) => {
      type Sanitize = (html: string, profile: string, policy: unknown) => DocumentFragment;
      const files = (window as unknown as { __cmsIslandsFiles: { vendor: { sanitizer: { sanitize: Sanitize } } } }).__cmsIslandsFiles;
      markups.forEach((markup, index) => {
        const holder = document.createElement('div');
        holder.setAttribute('data-xss-fuzz', String(index));
        holder.append(files.vendor.sanitizer.sanitize(markup, index % 5 === 0 ? 'inline-text' : 'content', null));
        document.body.append(holder);
      });
    }, samples);
    try {
      // Random pieces can make a harmless `<video poster="https://xss.example/">`, a picture the content
      // profile keeps as it keeps any post's (seed 371067176 did): such requests are allowed here, and
      // unsafeIn still checks their addresses are web ones. The curated corpus above never asks the host.
      await expectNothingRan(watched, '[data-xss-fuzz]', true);
    } catch (error) {
      throw new Error(`XSS fuzz failed with XSS_FUZZ_SEED=${seed}: ${String(error)}`);
    }
  });
});
