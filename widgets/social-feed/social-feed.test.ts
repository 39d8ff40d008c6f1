import { describe, expect, it } from 'vitest';
import { readSocialFeedAnswer, socialFeedAction, socialFeedBody } from './api';
import { parseSocialFeedOptions } from './options';
import { FEED, PLACEHOLDER, feed, jsonResponse, mountFeeds, settle, stubFetch, spyConsole } from './test-support';

/** Social feed (widgets/social-feed/README.md): option schema, answer reading, and the calls in order. */

const consoleSpies = spyConsole();

const GRID = '<div class="account"><ul aria-label="Photos"><li><a href="/p/1"><img src="/a.svg" alt="A"></a></li></ul></div>';
/** Where the site says public pages are (README, "Calls"): the demo's own fake photo site. */
const PAGES = { social_feed_pages: '/demo-social/' };
const FLAGGED = (page = '/demo-social/harbour/', atts = '') =>
  `<div class="account" data-social-feed-page="${page}"${atts}><ul aria-label="Photos"><li></li></ul></div>`;

describe('social-feed options and answers', () => {
  it('reads atts from data-atts or the JSON child; a bad value falls back to {} with one warning', () => {
    const element = document.createElement('div');
    element.dataset.atts = '{"account":"clay","number":6}';
    expect(parseSocialFeedOptions(element).atts).toEqual({ account: 'clay', number: '6' });
    element.dataset.atts = '{"nested":{"no":1}}';
    expect(parseSocialFeedOptions(element).atts).toEqual({});
    expect(consoleSpies.warnings).toHaveBeenCalledTimes(1);
  });

  it('reads {html} and WordPress {success, data: {html}}; anything else is not an answer', () => {
    expect(readSocialFeedAnswer({ html: '<p>x</p>' })).toBe('<p>x</p>');
    expect(readSocialFeedAnswer({ success: true, data: { html: '<p>y</p>' } })).toBe('<p>y</p>');
    for (const bad of [
      null,
      'html',
      [],
      {},
      { html: '' },
      { html: '   ' },
      { html: 3 },
      { success: false, html: '<p>z</p>' },
      { success: true, data: 'x' },
    ])
      expect(readSocialFeedAnswer(bad)).toBeNull();
  });

  it('builds the action and the urlencoded body: action, body, atts[name]', () => {
    expect(socialFeedAction('mytheme')).toBe('mytheme_social_feed_ajax_query');
    expect(socialFeedBody('a', '<html>', { account: 'clay', number: '6' }).toString()).toBe(
      'action=a&body=%3Chtml%3E&atts%5Baccount%5D=clay&atts%5Bnumber%5D=6',
    );
  });
});

describe('social-feed widget', () => {
  it('asks nothing until near the viewport; then POSTs action, empty body and atts, and puts the html in place', async () => {
    const calls = stubFetch(() => jsonResponse({ html: GRID }));
    const { near, observers } = mountFeeds(FEED(), {
      ajaxurl: '/wp-admin/admin-ajax.php',
      ajax_action_prefix: 'mytheme',
      lazy_loading_offset: 250,
    });
    await settle();
    expect(calls).toHaveLength(0);
    expect(observers.at(-1)?.rootMargin).toBe('250px 0px');
    near(feed());
    expect(feed().getAttribute('aria-busy')).toBe('true');
    expect(feed().classList.contains('social-feed-loading')).toBe(true);
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url.pathname).toBe('/wp-admin/admin-ajax.php');
    expect(Object.fromEntries(new URLSearchParams(calls[0]!.body))).toEqual({
      action: 'mytheme_social_feed_ajax_query',
      body: '',
      'atts[account]': 'clay',
      'atts[number]': '2',
    });
    expect(feed().querySelector('img')?.getAttribute('alt')).toBe('A');
    expect(feed().hasAttribute('aria-busy')).toBe(false);
    expect(feed().classList.contains('social-feed-loading')).toBe(false);
    expect(consoleSpies.errors).not.toHaveBeenCalled();
  });

  it('keeps the JSON options child and replaces the rest', async () => {
    stubFetch(() => jsonResponse({ html: GRID }));
    const { near } = mountFeeds(
      `<div data-island="social-feed"><script type="application/json" data-island-options>{"atts":{"account":"clay"}}</script>${PLACEHOLDER}</div>`,
    );
    near(feed());
    await settle();
    expect(feed().children[0]!.matches('script[data-island-options]')).toBe(true);
    expect(feed().querySelectorAll('img')).toHaveLength(1);
  });

  it('a flagged account: GET its public page, forward its HTML in body with its own atts, and put that answer in its place', async () => {
    const calls = stubFetch((call) => {
      if (call.method === 'GET') return new Response('<!doctype html><p>public page</p>', { headers: { 'content-type': 'text/html' } });
      const body = new URLSearchParams(call.body).get('body');
      return jsonResponse({
        html: body
          ? '<div class="account" id="retried">photos</div>'
          : GRID + FLAGGED('/demo-social/harbour/', ` data-atts='{"account":"harbour"}'`),
      });
    });
    const { near } = mountFeeds(FEED(), PAGES);
    near(feed());
    await settle();
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'POST /wp-admin/admin-ajax.php',
      'GET /demo-social/harbour/',
      'POST /wp-admin/admin-ajax.php',
    ]);
    expect(calls[1]!.credentials).toBe('omit'); // a public page: no cookie goes with it
    const forwarded = new URLSearchParams(calls[2]!.body);
    expect(forwarded.get('body')).toBe('<!doctype html><p>public page</p>');
    expect(forwarded.get('atts[account]')).toBe('harbour');
    expect(forwarded.get('atts[number]')).toBeNull();
    // The answer's ids carry the answers' prefix (README, "HTML answers").
    expect(feed().querySelector('#user-content-retried')).not.toBeNull();
    expect(feed().querySelector('[data-social-feed-page]')).toBeNull();
    expect(consoleSpies.errors).not.toHaveBeenCalled();
  });

  it('flags in a forwarded answer are not followed again (one round)', async () => {
    const calls = stubFetch((call) => (call.method === 'GET' ? new Response('page') : jsonResponse({ html: FLAGGED() })));
    const { near } = mountFeeds(FEED(), PAGES);
    near(feed());
    await settle();
    expect(calls.map((call) => call.method)).toEqual(['POST', 'GET', 'POST']);
  });

  it('a failed feed call is only logged and the server markup stays', async () => {
    for (const response of [
      () => new Response('x', { status: 500 }),
      () => new Response('<html>not json</html>'),
      () => jsonResponse({ nope: true }),
      // HTML that parses to nothing to show: an unfinished tag, only a comment and a script.
      () => jsonResponse({ html: '<A' }),
      () => jsonResponse({ html: '<!-- none --><script>window.x = 1</script> ' }),
      () => Promise.reject(new TypeError('network')),
    ]) {
      consoleSpies.errors.mockClear();
      stubFetch(response);
      const { near, stop } = mountFeeds(FEED());
      const before = feed().innerHTML;
      near(feed());
      await settle();
      expect(feed().innerHTML).toBe(before);
      expect(consoleSpies.errors).toHaveBeenCalledTimes(1);
      expect(String(consoleSpies.errors.mock.calls[0]![0])).toMatch(/^\[cms-islands\] social-feed: loading the feed failed/);
      stop();
    }
  });

  it('a failed public page or forwarded call (or one with nothing to show) is only logged; the first answer stays', async () => {
    for (const failing of ['GET', 'POST2', 'empty', 'address']) {
      consoleSpies.errors.mockClear();
      let posts = 0;
      stubFetch((call) => {
        if (call.method === 'GET') return failing === 'GET' ? new Response('no', { status: 404 }) : new Response('page');
        posts += 1;
        if (posts === 2) return failing === 'empty' ? jsonResponse({ html: '<A' }) : new Response('x', { status: 502 });
        return jsonResponse({ html: GRID + FLAGGED(failing === 'address' ? 'javascript:alert(1)' : '/demo-social/harbour/') });
      });
      const { near, stop } = mountFeeds(FEED(), PAGES);
      near(feed());
      await settle();
      expect(feed().querySelector('[data-social-feed-page]')).not.toBeNull();
      expect(feed().querySelectorAll('img')).toHaveLength(1);
      expect(consoleSpies.errors).toHaveBeenCalledTimes(1);
      stop();
    }
  });

  it("a flagged page that is not an account's page at the site's public pages address is never asked for, nor forwarded", async () => {
    for (const page of [
      '/wp-admin/profile.php', // this site's own page: the visitor's cookies, e-mail address and nonces
      '/demo-social/../wp-admin/profile.php',
      '/demo-social/harbour/posts/',
      '/demo-social/harbour/?page=2',
      '/demo-social/%2e%2e%2fwp-admin/',
      'https://elsewhere.example/demo-social/harbour/',
      `https://user:secret@${location.host}/demo-social/harbour/`,
      '//elsewhere.example/x',
    ]) {
      consoleSpies.errors.mockClear();
      const calls = stubFetch((call) => (call.method === 'GET' ? new Response('page') : jsonResponse({ html: GRID + FLAGGED(page) })));
      const { near, stop } = mountFeeds(FEED(), PAGES);
      near(feed());
      await settle();
      expect(
        calls.map((call) => call.method),
        page,
      ).toEqual(['POST']);
      expect(consoleSpies.errors, page).toHaveBeenCalledTimes(1);
      expect(String(consoleSpies.errors.mock.calls[0]![0])).toContain(
        'social-feed: an account flagged as failed has no usable public page address',
      );
      stop();
    }
  });

  it('without social_feed_pages, no public page is asked for (the site has named none)', async () => {
    const calls = stubFetch((call) => (call.method === 'GET' ? new Response('page') : jsonResponse({ html: GRID + FLAGGED() })));
    const { near } = mountFeeds(FEED());
    near(feed());
    await settle();
    expect(calls.map((call) => call.method)).toEqual(['POST']);
    expect(consoleSpies.errors).toHaveBeenCalledTimes(1);
  });

  it('unmounting mid-call cancels it and logs nothing', async () => {
    let release!: () => void;
    stubFetch(() => new Promise<Response>((resolve) => (release = () => resolve(jsonResponse({ html: GRID })))));
    const { near, stop } = mountFeeds(FEED());
    const before = feed().innerHTML;
    near(feed());
    await settle();
    stop();
    release();
    await settle();
    expect(feed().innerHTML).toBe(before);
    expect(consoleSpies.errors).not.toHaveBeenCalled();
  });
});
