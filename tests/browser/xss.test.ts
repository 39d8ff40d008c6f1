import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import type { Page, Request, Route } from 'playwright-core';
import { CLOBBERING_NAMES, TAB_PAGE, XSS_HOST, XSS_PAYLOADS, XSS_PIECES, payloadIdsOf } from '../support/xss-corpus';
import { withSettings } from '../../demo-pages/server/pages';
import {
  demoUrl,
  newPage,
  servePagesWithoutCsp,
  settle,
  settleFiles,
  showIntent,
  waitForIslands,
  type OpenedPage,
  type PageOptions,
} from './harness';

/**
 * Every HTML answer goes through the one sanitizer (README, "HTML answers"). The corpus
 * (tests/support/xss-corpus.ts) is fed to the sanitizer payload by payload, to every family that shows
 * HTML it did not print, and as random markup built from its pieces; on a page with the strict
 * Content-Security-Policy and on the same page WITHOUT any CSP, where nothing but our code stands in
 * the way. Nothing may run (the page's `__xss` flag stays unset), navigate, ask the attacker's host
 * for anything (in the fuzz: anything but a picture or poster the content profile keeps), or move the
 * page's base; and none of it is left in the inserted nodes. Nor may it take over the page around it:
 * no property of `window` or `document` and no id the page looks up becomes the answer's, nothing of
 * it covers the page, no other host gets the page's address or runs a script in it, no widget inside
 * loads a third party on its own, no tab it opens gets a handle on the page, no frame of it gets a
 * permission.
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
   * Of those, the ones the content profile asks for by design (README, "HTML answers"): a picture or a
   * video's poster of a post may come from any host. Never a frame, a script, a style, a fetch, a
   * font or the page's own navigation.
   */
  keptResources: string[];
  /** Scripts asked from any other host than the page's (a social embed's, a video player's API). */
  foreignScripts: string[];
  /** Requests to other hosts that carry more of the page's address than its origin as the Referer. */
  leakedAddresses: string[];
}

/** Request types of what the content profile keeps with a web address: pictures, media. */
const KEPT_RESOURCE_TYPES = new Set(['image', 'media']);

/** Hosts of the players and posts embeds load from: their pages answer empty here, their scripts are refused. */
const EMBED_HOSTS = ['www.youtube-nocookie.com', 'player.vimeo.com', 'www.youtube.com', 'platform.twitter.com'];
/** Where the referrer payloads' pictures are: nobody answers. */
const REFERRER_HOST = 'referrer.example';
/** The payloads that would cover the page if their styles applied. */
const OVERLAY_IDS = payloadIdsOf('overlay');

/**
 * Opens `path` as a visitor would, hostile HTML expected (the harness's one allowance). Without CSP
 * the page's header is taken off before the browser sees it; `rewrite` may change the page's HTML.
 */
async function openHostile(
  mode: Mode,
  path: string,
  setUp?: (page: Page) => Promise<unknown>,
  rewrite = (html: string) => html,
  options: PageOptions = {},
): Promise<Watched> {
  opened = await newPage({ ...options, hostileHtml: true });
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
  await page.route(`**://${REFERRER_HOST}/**`, (route) => route.abort());
  for (const host of EMBED_HOSTS)
    await page.route(`https://${host}/**`, (route) =>
      route.request().resourceType() === 'document'
        ? route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>embed</title>' })
        : route.abort(),
    );
  const escapes: string[] = [];
  const keptResources: string[] = [];
  const foreignScripts: string[] = [];
  const leakedAddresses: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const pageOrigin = new URL(demoUrl('/')).origin;
    if (url.origin === pageOrigin || !url.protocol.startsWith('http')) return;
    const line = `request (${request.resourceType()}) ${request.url()}`;
    const referer = request.headers()['referer'];
    if (referer !== undefined && referer !== `${pageOrigin}/`) leakedAddresses.push(`${line} with Referer ${referer}`);
    if (request.resourceType() === 'script') foreignScripts.push(line);
    if (url.hostname !== XSS_HOST) return;
    escapes.push(line);
    if (KEPT_RESOURCE_TYPES.has(request.resourceType())) keptResources.push(line);
  });
  await setUp?.(page);
  await page.goto(demoUrl(path));
  await waitForIslands(page);
  // Gone if the page is ever replaced by another document (a meta refresh, a script's navigation).
  await page.evaluate(() => ((window as unknown as { __samePage?: boolean }).__samePage = true));
  return { page, problems, escapes, keptResources, foreignScripts, leakedAddresses };
}

/**
 * Lets whatever the inserted nodes could trigger happen: images and media fail or load, autofocus,
 * animation and toggle events fire, a meta refresh starts. Polls the page's own state; no fixed sleep.
 */
async function letItPlayOut(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  for (let frame = 0; frame < 3; frame += 1) await settle(page);
}

/**
 * What must never be in the nodes we inserted, described; empty when clean. Besides what runs: a
 * `target` other than a new tab without a handle on the page, `allow`, a referrer policy weaker than
 * the browser's default, an open `dialog`, a popover or command, and an id or a name (but a submitted
 * control's) outside the answers' namespace (README, "HTML answers").
 */
function unsafeIn(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((scope) => {
    const found: string[] = [];
    const forbidden =
      'script, iframe[srcdoc], meta, base, link, style, object, embed, noscript, template, animate, set, frame, frameset, dialog[open]';
    const web = (value: string, extra: string[] = []) => {
      try {
        return ['http:', 'https:', ...extra].includes(new URL(value, document.baseURI).protocol);
      } catch {
        return false;
      }
    };
    const keptPolicies = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
    const submitted = ['input', 'select', 'textarea', 'button'];
    for (const root of document.querySelectorAll(scope)) {
      // The server's own options child (README, "Markup contract") is JSON, never run.
      for (const element of root.querySelectorAll(forbidden))
        if (!element.matches('script[type="application/json"][data-island-options]')) found.push(`<${element.localName}>`);
      for (const element of root.querySelectorAll('*')) {
        for (const { name, value } of element.attributes) {
          const lower = name.toLowerCase();
          const tag = `<${element.localName} ${name}="${value}">`;
          if (lower.startsWith('on')) found.push(`<${element.localName} ${name}>`);
          const isLink = lower === 'href' || lower === 'xlink:href';
          const isDataImage = lower === 'src' && element.localName === 'img' && /^data:image\//i.test(value.trim());
          if ((isLink || ['src', 'action', 'formaction', 'poster', 'data', 'cite'].includes(lower)) && !isDataImage) {
            if (!web(value, isLink ? ['mailto:', 'tel:'] : [])) found.push(tag);
          }
          if (['allow', 'popover', 'popovertarget', 'command', 'commandfor'].includes(lower)) found.push(tag);
          if (lower === 'referrerpolicy' && !keptPolicies.includes(value)) found.push(tag);
          if (lower === 'target') {
            const rel = (element.getAttribute('rel') ?? '').split(/\s+/);
            if (value !== '_blank' || !rel.includes('noopener') || !rel.includes('noreferrer') || rel.includes('opener'))
              found.push(`${tag} rel="${rel.join(' ')}"`);
          }
          // An empty id or name names nothing.
          const namespaced = value === '' || value.startsWith('user-content-');
          if (lower === 'id' && !namespaced) found.push(tag);
          if (lower === 'name' && !namespaced && !submitted.includes(element.localName)) found.push(tag);
        }
      }
    }
    return found;
  }, selector);
}

/**
 * What of the answer reaches the page around it, described; empty when nothing: a `window` or
 * `document` property that is the answer's (one of its elements, a collection holding one, one of its
 * frames' windows), an id the page looks up that finds the answer's element, a form of the answer
 * whose own properties a control shadows.
 */
function takenOverIn(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(
    ({ scope, names }) => {
      const found: string[] = [];
      const roots = [...document.querySelectorAll(scope)];
      const inAnswer = (node: Node) => roots.some((root) => root.contains(node));
      const frames = roots.flatMap((root) => [...root.querySelectorAll('iframe')].map((frame) => frame.contentWindow));
      const isAnswers = (value: unknown) =>
        value instanceof Node
          ? inAnswer(value)
          : value instanceof HTMLCollection
            ? [...value].some(inAnswer)
            : value !== null && frames.includes(value as Window);
      for (const name of names) {
        if (isAnswers((window as unknown as Record<string, unknown>)[name])) found.push(`window.${name}`);
        if (isAnswers((document as unknown as Record<string, unknown>)[name])) found.push(`document.${name}`);
        if (isAnswers(document.getElementById(name))) found.push(`document.getElementById(${JSON.stringify(name)})`);
      }
      for (const root of roots)
        for (const form of root.querySelectorAll('form'))
          for (const control of form.elements)
            if ((control as HTMLInputElement).name in HTMLFormElement.prototype) found.push(`form.${(control as HTMLInputElement).name}`);
      return found;
    },
    { scope: selector, names: CLOBBERING_NAMES },
  );
}

/**
 * How an overlay payload takes over the page, described; empty when it does not. Each such payload
 * (in the corpus each is wrapped in `[data-xss-payload]`, alone in `[data-xss-single]`) sits far down
 * in the flow, out of sight: wherever it shows in the viewport, it left its place over the page. And
 * none of its elements may be taken out of the flow, moved, pulled over what comes before, or made
 * invisible (a click meant for the page lands on it), as the browser computes their styles.
 */
function coveringThePage(page: Page): Promise<string[]> {
  return page.evaluate((ids) => {
    const overlay = ids.map((id) => `[data-xss-payload="${id}"], [data-xss-single="${id}"]`).join(', ');
    const found: string[] = [];
    for (let row = 1; row < 6; row += 1)
      for (let column = 1; column < 6; column += 1) {
        const x = (innerWidth * column) / 6;
        const y = (innerHeight * row) / 6;
        const payload = document.elementFromPoint(x, y)?.closest(overlay);
        if (payload) found.push(`(${Math.round(x)}, ${Math.round(y)}): ${payload.outerHTML.slice(0, 120)}`);
      }
    for (const element of document.querySelectorAll(`:is(${overlay}) *`)) {
      // What is not shown covers nothing (a closed dialog is positioned, and hidden, by the browser's style).
      if (!element.checkVisibility()) continue;
      const style = getComputedStyle(element);
      const moved = [style.transform, style.translate, style.scale, style.rotate].some((value) => value !== 'none');
      const pulled = [style.marginTop, style.marginRight, style.marginBottom, style.marginLeft].some((value) => parseFloat(value) < 0);
      if (!['static', 'relative'].includes(style.position) || moved || pulled || Number(style.opacity) < 1)
        found.push(`<${element.localName} style="${element.getAttribute('style') ?? ''}">: ${style.position}`);
    }
    return found;
  }, OVERLAY_IDS);
}

/** Brings each widget nested in the answer into view, so it mounts and does what it does once seen. */
async function showNestedWidgets(page: Page, selector: string): Promise<void> {
  const count = await page.locator(`${selector} [data-island]`).count();
  for (let index = 0; index < count; index += 1) {
    await page.evaluate(({ scope, at }) => document.querySelectorAll(`${scope} [data-island]`)[at]?.scrollIntoView(), {
      scope: selector,
      at: index,
    });
    await settle(page);
  }
  await settleFiles(page);
  for (let frame = 0; frame < 3; frame += 1) await settle(page);
}

async function expectNothingRan(watched: Watched, inserted: string, webResourcesKept = false): Promise<void> {
  const { page, escapes, keptResources } = watched;
  await letItPlayOut(page);
  expect(await coveringThePage(page)).toEqual([]);
  await showNestedWidgets(page, inserted);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  expect(webResourcesKept ? escapes.filter((line) => !keptResources.includes(line)) : escapes).toEqual([]);
  expect(watched.foreignScripts).toEqual([]);
  expect(watched.leakedAddresses).toEqual([]);
  expect(await page.evaluate(() => document.baseURI)).toBe(page.url());
  expect(await unsafeIn(page, inserted)).toEqual([]);
  expect(await takenOverIn(page, inserted)).toEqual([]);
}

/** Puts each of `payloads` into the page through the sanitizer's own file, as every family does, in `[data-xss-single]`. */
async function insertOneByOne(page: Page, payloads: ReadonlyArray<{ id: number; html: string }>): Promise<void> {
  await page.evaluate((list) => {
    type Sanitize = (html: string, profile: string, policy: unknown) => DocumentFragment;
    const files = (window as unknown as { __cmsIslandsFiles: { vendor: { sanitizer: { sanitize: Sanitize } } } }).__cmsIslandsFiles;
    // Under enforced Trusted Types DOMParser takes TrustedHTML: the demo theme's policy stands in for ours.
    const policy = { createHTML: (html: string) => window.demoTheme.html(html), createScriptURL: (url: string) => url };
    for (const { id, html } of list) {
      const holder = document.createElement('div');
      holder.setAttribute('data-xss-single', String(id));
      holder.append(files.vendor.sanitizer.sanitize(html, 'content', policy));
      document.body.append(holder);
    }
  }, payloads);
}

/** The social feed page, its feed answered with the marker only: its answer brings the sanitizer's file. */
async function openWithSanitizer(mode: Mode, options: PageOptions = {}): Promise<Watched> {
  const watched = await openHostile(
    mode,
    '/social-feed.html',
    (page) => page.route('**/wp-admin/admin-ajax.php', (route) => route.fulfill({ json: { html: MARKER } })),
    undefined,
    options,
  );
  await watched.page.waitForSelector('[data-xss-marker]', { state: 'attached' });
  return watched;
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
    const watched = await openWithSanitizer(mode);
    await insertOneByOne(watched.page, XSS_PAYLOADS);
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
      // In a box of its own: the list's first items are the page's.
      page.route('**/blog/page/**', (route) =>
        route.fulfill({ json: { items: `<div data-xss-answer>${MARKER}${CORPUS}</div>`, nextPage: null } }),
      ),
    );
    const list = '.demo-post-list[data-source="main_loop"]';
    await watched.page.waitForSelector(`${list}[data-island-mounted="post-list"]`, { state: 'attached' });
    await watched.page.click(`${list} [data-post-list-more]`);
    await watched.page.waitForSelector(`${list} [data-xss-marker]`, { state: 'attached' });
    await expectNothingRan(watched, `${list} [data-post-list-items] [data-xss-answer]`);
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
    // The price alone: the options around it are the widget's own, with the ids it gives them.
    await expectNothingRan(watched, '.demo-inline-search .cms-islands-search-price');
    expect(
      await page.$$eval('.demo-inline-search .cms-islands-search-price *', (elements) => [
        ...new Set(elements.map((element) => element.localName)),
      ]),
    ).toEqual(expect.not.arrayContaining(['img', 'a', 'svg', 'math', 'iframe', 'form', 'div']));
  });
});

describe.each(MODES)('an answer does not take over the page around it (%s)', (mode) => {
  it('a link, area or form of an answer opens no tab with a handle on the page, nor sends it the page address', async () => {
    const { page } = await openWithSanitizer(mode);
    const context = page.context();
    // The attacker's page, opened in a new tab: says whether it has a handle on its opener, and uses it.
    await context.route(`${TAB_PAGE}**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><script>document.title = (opener ? 'opener' : 'none') + ' ' + JSON.stringify(document.referrer); if (opener) opener.location = 'https://${XSS_HOST}/opener-moved';</script>`,
      }),
    );
    // The same tab (a target dropped) follows the link as any link: the answer 204 keeps the page where it is.
    await page.route(`${TAB_PAGE}**`, (route) => route.fulfill({ status: 204 }));
    const requests: Request[] = [];
    context.on('request', (request) => requests.push(request));
    const tabs: Page[] = [];
    context.on('page', (tab) => tabs.push(tab));
    const toTab = () => requests.filter((request) => request.url().startsWith(TAB_PAGE));
    // A new tab's first request has no frame yet (Playwright throws): only this tab's has one.
    const inThisTab = (request: Request | undefined) => {
      try {
        return request?.frame() === page.mainFrame();
      } catch {
        return false;
      }
    };
    const payloads = XSS_PAYLOADS.filter(({ kind }) => kind === 'tabnabbing');
    await insertOneByOne(page, payloads);
    for (const [index, { id, html }] of payloads.entries()) {
      const clickable = page.locator(`[data-xss-single="${id}"]`).locator('a, button, img[usemap]').first();
      const isMap = await clickable.evaluate((element) => element.localName === 'img');
      const tabsBefore = tabs.length;
      await clickable.click(isMap ? { position: { x: 10, y: 10 } } : {});
      await expect.poll(() => toTab().length).toBe(index + 1);
      if (inThisTab(toTab()[index])) continue;
      await expect.poll(() => tabs.length).toBe(tabsBefore + 1);
      const tab = tabs[tabsBefore]!;
      await tab.waitForFunction(() => document.title !== '');
      // No handle on this page, and an empty referrer: the tab knows neither where it came from nor how to go back.
      expect(`${html}: ${await tab.title()}`).toBe(`${html}: none ""`);
    }
    // The payloads' `_blank` links and forms do open new tabs: what they may reach is the question.
    expect(tabs.length).toBeGreaterThan(0);
    expect(requests.filter((request) => request.url().includes('/opener-moved')).map((request) => request.url())).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  });

  it('a frame of an answer gets no permission of the page (its location), even when it asks with `allow`', async () => {
    const { page } = await openWithSanitizer(mode, { permissions: ['geolocation'], geolocation: { latitude: 52.52, longitude: 13.4 } });
    const ask = () =>
      new Promise<string>((resolve) =>
        navigator.geolocation.getCurrentPosition(
          () => resolve('position'),
          (error) => resolve(`error ${error.code}`),
        ),
      );
    // The page itself has the permission: what an answer's frame could be handed.
    expect(await page.evaluate(ask)).toBe('position');
    const payloads = XSS_PAYLOADS.filter(({ kind }) => kind === 'permission');
    await insertOneByOne(page, payloads);
    const embedFrames = () => page.frames().filter((frame) => EMBED_HOSTS.includes(new URL(frame.url()).hostname));
    await expect.poll(() => embedFrames().length).toBe(payloads.length);
    for (const frame of embedFrames()) {
      await frame.waitForLoadState();
      // 1: PERMISSION_DENIED, by the page's permissions policy: the frame was delegated nothing.
      expect(await frame.evaluate(ask)).toBe('error 1');
    }
  });
});

describe('an answer keeps working inside its namespace', () => {
  it('its labels, ARIA references, in-page links, image maps and form fields name its own elements, and none of the page', async () => {
    const { page } = await openWithSanitizer('strict CSP');
    await page.evaluate(() => {
      // The page's own controls, with an id the answer uses too and one only the page has.
      const pageSide = document.createElement('div');
      pageSide.id = 'page-side';
      for (const id of ['agree', 'page-only']) {
        const box = document.createElement('input');
        box.type = 'checkbox';
        box.id = id;
        box.setAttribute('aria-label', `page's ${id}`);
        pageSide.append(box);
      }
      document.body.prepend(pageSide);
    });
    await insertOneByOne(page, [
      {
        id: 0,
        html: [
          '<form action="/search/" method="get">',
          '<label for="agree">Agree</label><input type="checkbox" id="agree" name="agree" value="yes">',
          '<label for="page-only">Not mine</label>',
          '<span id="q-label">Find a mug</span><input id="q" name="s" value="stone" aria-labelledby="q-label">',
          '<input type="hidden" name="product_cat" value="mugs"></form>',
          '<a href="#faq">To the answers</a><p style="height:2000px">…</p><h3 id="faq">Answers</h3>',
          '<map name="shapes"><area shape="rect" coords="0,0,40,40" href="#care" alt="Care"></map>',
          '<img usemap="#shapes" src="/assets/media/lake.svg" width="40" height="40" alt=""><h3 id="care">Care</h3>',
        ].join(''),
      },
    ]);
    const answer = page.locator('[data-xss-single="0"]');
    await answer.getByText('Agree').click();
    await answer.getByText('Not mine').click();
    expect(await answer.getByRole('checkbox').isChecked()).toBe(true);
    expect(await page.locator('#page-side #agree').isChecked()).toBe(false);
    expect(await page.locator('#page-side #page-only').isChecked()).toBe(false);
    expect(await answer.getByRole('textbox', { name: 'Find a mug' }).count()).toBe(1);
    expect(await answer.locator('form').evaluate((form: HTMLFormElement) => [...new FormData(form).keys()])).toEqual([
      'agree',
      's',
      'product_cat',
    ]);
    const target = () => page.evaluate(() => document.querySelector(':target')?.textContent);
    await answer.getByText('To the answers').click();
    expect(await target()).toBe('Answers');
    await answer.locator('img[usemap]').click({ position: { x: 10, y: 10 } });
    expect(await target()).toBe('Care');
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
    const watched = await openWithSanitizer('no CSP');
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
      // unsafeIn still checks their addresses are web ones. A frame is never kept from that host. The
      // curated corpus above never asks the host.
      await expectNothingRan(watched, '[data-xss-fuzz]', true);
    } catch (error) {
      throw new Error(`XSS fuzz failed with XSS_FUZZ_SEED=${seed}: ${String(error)}`);
    }
  });
});
