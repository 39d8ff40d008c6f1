import { act, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { readLoadMoreAnswer } from './answer';
import { loadMoreAction, loadMoreBody } from './api';
import { coerceAtts, parsePostListOptions } from './options';
import { loadMoreReducer } from './state';
import { applyFilter, sameOriginLink } from './structure';
import { LIST, button, items, jsonResponse, liveRegion, mountLists, post, settle, shown, stubFetch } from './test-support';
import { FakeIntersectionObserver, installFakeIntersectionObserver } from '../../tests/support/fake-intersection-observer';

let stop: (() => void) | null = null;
let errorSpy: MockInstance<typeof console.error>;
let warnSpy: MockInstance<typeof console.warn>;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
  warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => {});
  history.replaceState(null, '', '/blog/');
});
afterEach(() => {
  stop?.();
  stop = null;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('post list: pieces', () => {
  it('the load-more state machine: idle → loading → idle or ended; clicks while loading are ignored; a failure returns to idle', () => {
    expect(loadMoreReducer('idle', { type: 'request' })).toBe('loading');
    expect(loadMoreReducer('loading', { type: 'request' })).toBe('loading');
    expect(loadMoreReducer('loading', { type: 'loaded', end: false })).toBe('idle');
    expect(loadMoreReducer('loading', { type: 'loaded', end: true })).toBe('ended');
    expect(loadMoreReducer('loading', { type: 'failed' })).toBe('idle');
    expect(loadMoreReducer('ended', { type: 'request' })).toBe('ended');
    expect(loadMoreReducer('idle', { type: 'loaded', end: true })).toBe('idle');
  });

  it('reads answers of any shape', () => {
    expect(readLoadMoreAnswer({ items: '<p>a</p>', nextPage: '/blog/page/3/', status: 'have-posts' })).toEqual({
      items: '<p>a</p>',
      nextPage: '/blog/page/3/',
      end: false,
    });
    expect(readLoadMoreAnswer({ status: 'no-more-posts' })).toEqual({ items: '', nextPage: null, end: true });
    expect(readLoadMoreAnswer({ items: '', nextPage: 4 })).toEqual({ items: '', nextPage: 4, end: false });
    expect(readLoadMoreAnswer({ items: 'x', nextPage: -1 })?.nextPage).toBeNull();
    for (const bad of [null, 0, 'items', [], { items: 3 }, { items: ['a'] }, { nextPage: 2 }]) expect(readLoadMoreAnswer(bad)).toBeNull();
  });

  it('the call: action name and body with atts[…] and paged', () => {
    expect(loadMoreAction('cms_islands', 'portfolio', 'shortcode')).toBe('cms_islands_get_portfolio_shortcode');
    const body = loadMoreBody('a', { posts_per_page: '6', cat: 'x y' }, 3);
    expect(body.toString()).toBe('action=a&paged=3&atts%5Bposts_per_page%5D=6&atts%5Bcat%5D=x+y');
  });

  it('options: defaults, data attributes and atts; bad values fall back with one warning', () => {
    const element = document.createElement('div');
    expect(parsePostListOptions(element)).toEqual({ postType: 'blog', source: 'main_loop', paged: 1, infinite: false, atts: {} });
    element.setAttribute('data-post-type', 'portfolio');
    element.setAttribute('data-infinite', '');
    element.setAttribute('data-paged', '2');
    element.setAttribute('data-atts', '{"posts_per_page":6}');
    expect(parsePostListOptions(element)).toEqual({
      postType: 'portfolio',
      source: 'main_loop',
      paged: 2,
      infinite: true,
      atts: { posts_per_page: '6' },
    });
    expect(warnSpy).not.toHaveBeenCalled();
    element.setAttribute('data-source', 'no spaces!');
    element.setAttribute('data-paged', '0');
    element.setAttribute('data-atts', '{"nested":{}}');
    const options = parsePostListOptions(element);
    expect([options.source, options.paged, options.atts]).toEqual(['main_loop', 1, {}]);
    expect(warnSpy).toHaveBeenCalledTimes(1);
    expect(coerceAtts('not json')).toBeUndefined();
  });

  it('filters by category slug; links must be same-origin http(s)', () => {
    const a = document.createElement('article');
    a.dataset.categories = 'travel food';
    const b = document.createElement('article');
    expect(applyFilter([a, b], 'food')).toBe(1);
    expect([a.hidden, b.hidden]).toEqual([false, true]);
    expect(applyFilter([a, b], '*')).toBe(2);
    expect(sameOriginLink('/blog/page/2/', 'http://localhost:3000/x')).toBe('http://localhost:3000/blog/page/2/');
    expect(sameOriginLink('https://evil.example/', 'http://localhost:3000/x')).toBeNull();
    expect(sameOriginLink('javascript:alert(1)', 'http://localhost:3000/x')).toBeNull();
  });
});

describe('post list: widget', () => {
  it('filter toggle buttons set aria-pressed, hide the others, and announce how many are shown', async () => {
    stop = mountLists(LIST().replace(' role="group"', '')).stop;
    expect(document.querySelector('[data-post-list-filters]')!.getAttribute('role')).toBe('group');
    const travel = document.querySelector<HTMLElement>('[data-post-list-filter="travel"]')!;
    act(() => travel.click());
    expect(travel.getAttribute('aria-pressed')).toBe('true');
    expect(document.querySelector('[data-post-list-filter="*"]')!.getAttribute('aria-pressed')).toBe('false');
    expect(shown().map((item) => item.id)).toEqual(['post-1', 'post-3']);
    expect(liveRegion().textContent).toBe('2 items shown');
    expect(document.querySelector('[data-post-list-filters]')!.getAttribute('role')).toBe('group');
  });

  it('main_loop: GETs the link, appends the items, focuses the first new one, follows nextPage and replaces the address', async () => {
    const calls = stubFetch(() =>
      jsonResponse({ items: post(4, 'food') + post(5, 'travel'), nextPage: '/blog/page/3/', status: 'have-posts' }),
    );
    stop = mountLists(LIST()).stop;
    act(() => button().click());
    expect(button().getAttribute('aria-busy')).toBe('true');
    expect(button().querySelector('[data-island-spinner]')).not.toBeNull();
    act(() => button().click()); // ignored while loading
    await settle();
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual(['GET /blog/page/2/']);
    // The new posts' ids carry the answers' prefix (README, "HTML answers").
    expect(items().map((item) => item.id)).toEqual(['post-1', 'post-2', 'post-3', 'user-content-post-4', 'user-content-post-5']);
    expect(document.activeElement).toBe(document.querySelector('#user-content-post-4 a'));
    expect(button().getAttribute('href')).toBe('/blog/page/3/');
    expect(button().hasAttribute('aria-busy')).toBe(false);
    expect(location.pathname).toBe('/blog/page/2/');
  });

  it('main_loop with atts: they go with the GET as atts[…] query arguments, never into the address bar or the link (a reload or a shared link is the page)', async () => {
    const calls = stubFetch(() => jsonResponse({ items: post(4, 'food'), nextPage: '/blog/?query-7-page=3', status: 'have-posts' }));
    stop = mountLists(LIST(`data-source="main_loop" data-atts='{"cms_islands_query":"1"}'`, '/blog/?query-7-page=2')).stop;
    act(() => button().click());
    await settle();
    expect(calls.map((call) => `${call.method} ${call.url.pathname}${call.url.search}`)).toEqual([
      `GET /blog/?query-7-page=2&${encodeURIComponent('atts[cms_islands_query]')}=1`,
    ]);
    expect(`${location.pathname}${location.search}`).toBe('/blog/?query-7-page=2');
    expect(button().getAttribute('href')).toBe('/blog/?query-7-page=3');
  });

  it('ajax source: POSTs action, atts and paged; no-more-posts hides the button', async () => {
    const calls = stubFetch(() => jsonResponse({ items: post(4, 'food'), nextPage: null, status: 'no-more-posts' }));
    stop = mountLists(LIST('data-source="shortcode" data-post-type="portfolio" data-paged="2" data-atts=\'{"per_page":3}\''), {
      ajaxurl: '/ajax',
      ajax_action_prefix: 'th',
    }).stop;
    act(() => button().click());
    await settle();
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url.pathname).toBe('/ajax');
    expect(Object.fromEntries(new URLSearchParams(calls[0]!.body))).toEqual({
      action: 'th_get_portfolio_shortcode',
      paged: '3',
      'atts[per_page]': '3',
    });
    expect(button().hidden).toBe(true);
    expect(location.pathname).toBe('/blog/'); // ajax pages have no address of their own
  });

  it('new items follow the active filter; the announcement is used when none of them is shown', async () => {
    stubFetch(() => jsonResponse({ items: post(4, 'food'), nextPage: '/blog/page/3/' }));
    stop = mountLists(LIST()).stop;
    act(() => document.querySelector<HTMLElement>('[data-post-list-filter="travel"]')!.click());
    act(() => button().click());
    await settle();
    expect(document.querySelector<HTMLElement>('#user-content-post-4')!.hidden).toBe(true);
    expect(liveRegion().textContent).toBe('1 more items loaded');
  });

  it('a failed or malformed answer is logged, keeps everything, and the button works again', async () => {
    let answer: () => Response = () => new Response('oops', { status: 500 });
    stubFetch(() => answer());
    stop = mountLists(LIST(), { post_list_loaded: '{count} new' }).stop;
    act(() => button().click());
    await settle();
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(String(errorSpy.mock.calls[0]![0])).toContain('post-list: loading more failed');
    expect(items()).toHaveLength(3);
    expect(button().hasAttribute('aria-busy')).toBe(false);
    answer = () => jsonResponse({ items: 42 });
    act(() => button().click());
    await settle();
    expect(errorSpy).toHaveBeenCalledTimes(2);
    expect(items()).toHaveLength(3);
    answer = () => jsonResponse({ items: post(4, 'x'), nextPage: '/blog/page/3/' });
    act(() => button().click());
    await settle();
    expect(items()).toHaveLength(4);
  });

  it('modified clicks are left to the browser (a new tab)', () => {
    stubFetch(() => jsonResponse({}));
    stop = mountLists(LIST()).stop;
    let notPrevented = true;
    act(() => {
      notPrevented = fireEvent.click(button(), { ctrlKey: true });
    });
    expect(notPrevented).toBe(true);
  });

  it('main_loop without nextPage ends the list instead of asking the same page twice', async () => {
    stubFetch(() => jsonResponse({ items: post(4, 'x') }));
    stop = mountLists(LIST()).stop;
    act(() => button().click());
    await settle();
    expect(button().hidden).toBe(true);
  });

  it('unmounting shows every item again and removes the live region', async () => {
    const mounted = mountLists(LIST());
    act(() => document.querySelector<HTMLElement>('[data-post-list-filter="food"]')!.click());
    mounted.stop();
    expect(shown()).toHaveLength(3);
    expect(document.querySelector('[role="status"]')).toBeNull();
  });
});

describe('post list: infinite scroll', () => {
  /** Brings the load-more button near for every observer watching it with the lazy_loading_offset below the viewport; how many there were. */
  const near = () => {
    const live = FakeIntersectionObserver.instances.filter(
      (observer) => observer.observed.has(button()) && observer.rootMargin === '0px 0px 500px 0px',
    );
    for (const observer of live) act(() => observer.report(button(), true));
    return live.length;
  };

  it('loads when the button comes within lazy_loading_offset, again while it stays near, and waits for a click after a failure', async () => {
    installFakeIntersectionObserver();
    let fail = false;
    let page = 2;
    const calls = stubFetch(() =>
      fail ? new Response('x', { status: 500 }) : jsonResponse({ items: post(9, 'x'), nextPage: `/blog/page/${(page += 1)}/` }),
    );
    stop = mountLists(LIST('data-source="main_loop" data-infinite'), { lazy_loading_offset: 500 }).stop;
    expect(near()).toBe(1);
    await settle();
    expect(calls).toHaveLength(1);
    expect(liveRegion().textContent).toBe('1 more items loaded'); // announced, focus not taken
    expect(document.activeElement).toBe(document.body);
    fail = true;
    expect(near()).toBe(1); // watched afresh once idle again
    await settle();
    expect(calls).toHaveLength(2);
    expect(near()).toBe(0); // paused after the failure: no loop against a failing server
    fail = false;
    act(() => button().click());
    await settle();
    expect(calls).toHaveLength(3);
    expect(near()).toBe(1); // a click resumes infinite loading
  });
});

describe('post list: masonry (README, "Masonry")', () => {
  const masonryList = () =>
    LIST().replace('<div data-post-list-items>', '<div data-post-list-items data-island="masonry"><div class="grid-sizer"></div>');

  it('the grid sizer is never an item: not filtered, not counted', () => {
    stop = mountLists(masonryList()).stop;
    act(() => document.querySelector<HTMLElement>('[data-post-list-filter="food"]')!.click());
    expect(document.querySelector<HTMLElement>('.grid-sizer')!.hidden).toBe(false);
    expect(liveRegion().textContent).toBe('2 items shown');
  });

  it('a filter change asks the grid to lay out again; load-more hands the new items to it', async () => {
    stubFetch(() => jsonResponse({ items: post(4, 'food') + post(5, 'travel'), nextPage: '/blog/page/3/', status: 'have-posts' }));
    stop = mountLists(masonryList()).stop;
    const grid = document.querySelector<HTMLElement>('[data-post-list-items]')!;
    const layouts = vi.fn();
    const appended: unknown[] = [];
    grid.addEventListener('islands:layout', layouts);
    grid.addEventListener('islands:append', (event) =>
      appended.push((event as CustomEvent<{ items: Element[] }>).detail.items.map((item) => item.id)),
    );
    act(() => document.querySelector<HTMLElement>('[data-post-list-filter="travel"]')!.click());
    expect(layouts).toHaveBeenCalledTimes(1);
    act(() => button().click());
    await settle();
    expect(appended).toEqual([['user-content-post-4', 'user-content-post-5']]);
    expect(items().map((item) => item.id)).toEqual(['post-1', 'post-2', 'post-3', 'user-content-post-4', 'user-content-post-5']);
    expect(document.querySelector('#user-content-post-4')!.hasAttribute('hidden')).toBe(true);
  });

  it('a plain grid gets no masonry events', async () => {
    stubFetch(() => jsonResponse({ items: post(4, 'food'), nextPage: '/blog/page/3/', status: 'have-posts' }));
    stop = mountLists(LIST()).stop;
    const events = vi.fn();
    const grid = document.querySelector<HTMLElement>('[data-post-list-items]')!;
    grid.addEventListener('islands:layout', events);
    grid.addEventListener('islands:append', events);
    act(() => document.querySelector<HTMLElement>('[data-post-list-filter="travel"]')!.click());
    act(() => button().click());
    await settle();
    expect(events).not.toHaveBeenCalled();
  });
});
