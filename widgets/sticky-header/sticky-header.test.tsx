import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { widgets } from '.';
import { stickyState } from './state';
import { topInsetAt } from '../../core/dom/top-inset';
import { installFakeIntersectionObserver, type FakeIntersectionObserver } from '../../tests/support/fake-intersection-observer';
import {
  installFakeResizeObserver,
  scrollStoreTo,
  setUpStorefrontPage,
  type FakeResizeObserver,
} from '../../tests/support/storefront-page';

const HEADER = (attributes = '') => `
<div id="page">
  <header id="header" class="site-header" data-island="sticky-header" ${attributes}><a href="/">Shop</a><nav aria-label="Main">…</nav></header>
  <main id="content">…</main>
</div>`;
const CLONE = '<div class="compact"><a id="clone-logo" href="/">Shop</a><nav aria-label="Main (pinned)">…</nav></div>';

const page = setUpStorefrontPage(widgets);
let io: typeof FakeIntersectionObserver;
let ro: typeof FakeResizeObserver;
beforeEach(() => {
  io = installFakeIntersectionObserver();
  ro = installFakeResizeObserver();
});

const byId = (id: string) => document.getElementById(id)!;
const sentinel = () => document.querySelector<HTMLElement>('[data-sticky-sentinel]')!;
const placeholder = () => document.querySelector<HTMLElement>('.sticky-header-placeholder')!;
/** The sentinel (the page's first `threshold` px) leaves the viewport: the page scrolled past the threshold. */
const scrollPastThreshold = (past: boolean) => act(() => io.instances.forEach((observer) => observer.report(sentinel(), !past)));
const classesOf = (element: Element) => ['is-sticked', 'is-scroll-up', 'is-scroll-down'].filter((name) => element.classList.contains(name));

describe('sticky header: states (normal, sticked, scroll-up, scroll-down)', () => {
  it('the state follows the threshold and, with hide-on-scroll, the direction', () => {
    expect(stickyState(false, true, 'down')).toBe('normal');
    expect(stickyState(true, false, 'down')).toBe('sticked');
    expect(stickyState(true, true, 'none')).toBe('sticked');
    expect(stickyState(true, true, 'down')).toBe('scroll-down');
    expect(stickyState(true, true, 'up')).toBe('scroll-up');
  });

  it('is normal at first, sticked past the threshold, normal again above it', () => {
    page.mount(HEADER());
    const header = byId('header');
    expect(header.getAttribute('data-sticky-state')).toBe('normal');
    expect(classesOf(header)).toEqual([]);
    scrollPastThreshold(true);
    expect(header.getAttribute('data-sticky-state')).toBe('sticked');
    expect(classesOf(header)).toEqual(['is-sticked']);
    expect(header.classList.contains('site-header')).toBe(true);
    scrollPastThreshold(false);
    expect(header.getAttribute('data-sticky-state')).toBe('normal');
    expect(classesOf(header)).toEqual([]);
  });

  it('reports that come together count by the last: past and back above the threshold is normal', () => {
    page.mount(HEADER());
    const reportAtOnce = (...reports: boolean[]) =>
      act(() => io.instances.forEach((observer) => observer.reportAtOnce(reports.map((past) => [sentinel(), !past] as const))));
    reportAtOnce(true, false);
    expect(byId('header').getAttribute('data-sticky-state')).toBe('normal');
    reportAtOnce(false, true);
    expect(byId('header').getAttribute('data-sticky-state')).toBe('sticked');
  });

  it('the sentinel covers the default 300 px, or data-threshold', () => {
    page.mount(HEADER());
    expect(sentinel().style.height).toBe('300px');
    expect(sentinel().style.position).toBe('absolute');
    expect(sentinel().parentElement).toBe(document.body);
    page.mount(HEADER('data-threshold="120"'));
    expect(sentinel().style.height).toBe('120px');
  });

  it('a malformed threshold falls back to 300 with one warning', () => {
    page.mount(HEADER('data-threshold="lots"'));
    expect(sentinel().style.height).toBe('300px');
    expect(page.warnings()).toHaveBeenCalledTimes(1);
  });

  it('without hide-on-scroll the direction changes nothing', () => {
    const { store } = page.mount(HEADER());
    scrollPastThreshold(true);
    scrollStoreTo(store, 900);
    expect(byId('header').getAttribute('data-sticky-state')).toBe('sticked');
  });

  it('with hide-on-scroll: scroll-down hides it, scroll-up brings it back', () => {
    const { store } = page.mount(HEADER('data-hide-on-scroll'));
    const header = byId('header');
    scrollStoreTo(store, 100);
    expect(header.getAttribute('data-sticky-state')).toBe('normal'); // not past the threshold yet
    scrollPastThreshold(true);
    scrollStoreTo(store, 900);
    expect(header.getAttribute('data-sticky-state')).toBe('scroll-down');
    expect(classesOf(header)).toEqual(['is-sticked', 'is-scroll-down']);
    scrollStoreTo(store, 700);
    expect(header.getAttribute('data-sticky-state')).toBe('scroll-up');
    expect(classesOf(header)).toEqual(['is-sticked', 'is-scroll-up']);
  });
});

describe('sticky header: the space it leaves is held', () => {
  it('a placeholder of the header height takes its place while it is pinned', () => {
    page.mount(HEADER());
    ro.resize(byId('header'), 84);
    expect(placeholder().nextElementSibling).toBe(byId('header'));
    expect(placeholder().hidden).toBe(true);
    expect(placeholder().getAttribute('aria-hidden')).toBe('true');
    scrollPastThreshold(true);
    expect(placeholder().hidden).toBe(false);
    expect(placeholder().style.height).toBe('84px');
    scrollPastThreshold(false);
    expect(placeholder().hidden).toBe(true);
  });

  it('tells in-page jumps how much it covers once pinned', () => {
    page.mount(HEADER('data-threshold="200" data-hide-on-scroll'));
    ro.resize(byId('header'), 70);
    expect(topInsetAt(1000, 'up')).toBe(70);
    expect(topInsetAt(100, 'up')).toBe(0); // above the threshold it is not pinned
    expect(topInsetAt(1000, 'down')).toBe(0); // it hides on the way down
  });
});

describe('sticky header: the cloned header (whb_header_clone)', () => {
  it('pins the clone the settings carry, never the header itself', () => {
    page.mount(HEADER(), { whb_header_clone: CLONE });
    const header = byId('header');
    const clone = document.querySelector<HTMLElement>('[data-sticky-clone]')!;
    expect(header.nextElementSibling).toBe(clone);
    // The clone's ids carry the answers' prefix (README, "HTML answers"): no id twice on the page.
    expect(clone.querySelector('#user-content-clone-logo')).not.toBeNull();
    expect(clone.hidden).toBe(true);
    expect(placeholder()).toBeNull(); // the header stays in the flow: nothing to hold
    scrollPastThreshold(true);
    expect(clone.hidden).toBe(false);
    expect(clone.getAttribute('data-sticky-state')).toBe('sticked');
    expect(classesOf(clone)).toEqual(['is-sticked']);
    expect(classesOf(header)).toEqual([]);
  });

  it('an empty clone setting means no clone', () => {
    page.mount(HEADER(), { whb_header_clone: '  ' });
    expect(document.querySelector('[data-sticky-clone]')).toBeNull();
  });
});

describe('sticky header: unmount', () => {
  it('removes the sentinel, the placeholder and the clone, and gives back the markup as printed', () => {
    const { runtime } = page.mount(HEADER(), { whb_header_clone: CLONE });
    scrollPastThreshold(true);
    act(() => runtime.unmount(document));
    expect(document.querySelector('[data-sticky-sentinel], [data-sticky-clone], .sticky-header-placeholder')).toBeNull();
    const header = byId('header');
    expect(header.className).toBe('site-header');
    expect(header.hasAttribute('data-sticky-state')).toBe(false);
  });
});
