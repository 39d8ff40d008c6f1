import { act, fireEvent } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { widgets } from '.';
import { readOnePageLinks } from './structure';
import { loadHtmlSanitizer } from '../../core/html/html-answer';
import { installFakeIntersectionObserver, type FakeIntersectionObserver } from '../../tests/support/fake-intersection-observer';
import { installTimedFrames, type TimedFrames } from '../../tests/support/timed-frames';
import { setUpStorefrontPage } from '../../tests/support/storefront-page';

const MENU = `
<nav id="menu" data-island="one-page-menu" aria-label="On this page">
  <a id="to-intro" href="#intro">Intro</a>
  <a id="to-shop" href="#shop">Shop</a>
  <a id="to-visit" href="${location.pathname}#visit">Visit</a>
  <a id="elsewhere" href="/other-page/#shop">Other page</a>
</nav>
<section id="intro"><h2>Intro</h2></section>
<section id="shop"><h2>Shop</h2></section>
<section id="visit"><h2>Visit</h2></section>`;

const page = setUpStorefrontPage(widgets);
let io: typeof FakeIntersectionObserver;
let frames: TimedFrames;
beforeEach(() => {
  io = installFakeIntersectionObserver();
  frames = installTimedFrames();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 5000, configurable: true });
});

const byId = (id: string) => document.getElementById(id)!;
/** Places a section `topPx` below the top of the viewport (jsdom has no layout). */
const placeAt = (id: string, topPx: number) => vi.spyOn(byId(id), 'getBoundingClientRect').mockReturnValue({ top: topPx } as DOMRect);
const click = (id: string, init: MouseEventInit = {}) => fireEvent.click(byId(id), { button: 0, ...init });
const inView = (id: string, intersecting: boolean) =>
  act(() => io.instances.forEach((observer) => observer.report(byId(id), intersecting)));
const finishScroll = () => act(() => frames.runUntil(0, 2000));

describe('one-page menu: smooth scroll to the section', () => {
  it('scrolls in 800 ms to the section, then moves focus to it', () => {
    page.mount(MENU);
    placeAt('shop', 1200);
    expect(click('to-shop')).toBe(false); // the browser's own jump is prevented
    act(() => frames.frameAt(0));
    act(() => frames.frameAt(400));
    expect(frames.scrolledTo().at(-1)).toBe(600); // half-way at half the time
    expect(document.activeElement).not.toBe(byId('shop'));
    act(() => frames.frameAt(800));
    expect(frames.scrolledTo().at(-1)).toBe(1200);
    expect(document.activeElement).toBe(byId('shop'));
    expect(byId('shop').getAttribute('tabindex')).toBe('-1');
    expect(location.hash).toBe('#shop');
    expect(byId('to-shop').getAttribute('aria-current')).toBe('true');
  });

  it('stops short by one_page_menu_offset and by a pinned sticky header', () => {
    document.body.innerHTML = '';
    page.mount(`<header data-top-inset-px="70" data-top-inset-from-px="300"></header>${MENU}`, { one_page_menu_offset: '20' });
    placeAt('visit', 2000);
    click('to-visit');
    finishScroll();
    expect(frames.scrolledTo().at(-1)).toBe(2000 - 20 - 70);
  });

  it('a sticky header that hides on the way down is not subtracted when scrolling down', () => {
    page.mount(`<header data-top-inset-px="70" data-top-inset-from-px="300" data-top-inset-hides-down></header>${MENU}`);
    placeAt('visit', 2000);
    click('to-visit');
    finishScroll();
    expect(frames.scrolledTo().at(-1)).toBe(2000);
  });

  it('never scrolls past the end of the page', () => {
    page.mount(MENU);
    placeAt('visit', 9000);
    click('to-visit');
    finishScroll();
    expect(frames.scrolledTo().at(-1)).toBe(5000 - 800);
  });

  it('jumps at once under reduced motion', () => {
    page.setMedia('(prefers-reduced-motion: reduce)', true);
    page.mount(MENU);
    placeAt('shop', 1200);
    click('to-shop');
    expect(frames.scrolledTo()).toEqual([1200]);
    expect(document.activeElement).toBe(byId('shop'));
  });

  it('leaves links to other pages and modified clicks to the browser', () => {
    page.mount(MENU);
    expect(click('elsewhere')).toBe(true);
    placeAt('shop', 1200);
    expect(click('to-shop', { ctrlKey: true })).toBe(true);
    expect(frames.pending()).toBe(0);
  });

  it('does not steal focus when the visitor scrolls during the animation', () => {
    page.mount(MENU);
    placeAt('shop', 1200);
    click('to-shop');
    act(() => frames.frameAt(0));
    window.dispatchEvent(new WheelEvent('wheel'));
    finishScroll();
    expect(document.activeElement).toBe(document.body);
  });
});

describe('one-page menu: the link of the section in view is current', () => {
  it('watches each section below the offset, in the top 40 % of the viewport', () => {
    page.mount(MENU, { one_page_menu_offset: '30' });
    const observer = io.instances.find((candidate) => candidate.observed.has(byId('shop')))!;
    expect(observer.rootMargin).toBe('-30px 0px -60% 0px');
    expect([...observer.observed]).toEqual([byId('intro'), byId('shop'), byId('visit')]);
  });

  it('marks the section scrolled into, keeps the last one between sections', () => {
    page.mount(MENU);
    expect(document.querySelector('[aria-current]')).toBeNull();
    inView('intro', true);
    expect(byId('to-intro').getAttribute('aria-current')).toBe('true');
    inView('shop', true); // the intro's end and the shop's start both in the band: the shop
    expect(byId('to-shop').getAttribute('aria-current')).toBe('true');
    expect(byId('to-intro').hasAttribute('aria-current')).toBe(false);
    inView('intro', false);
    expect(byId('to-shop').getAttribute('aria-current')).toBe('true');
    inView('shop', false);
    expect(byId('to-shop').getAttribute('aria-current')).toBe('true');
  });

  it('reports that come together count as one: a section that passed through the band meanwhile is not marked', () => {
    page.mount(MENU);
    act(() =>
      io.instances.forEach((observer) =>
        observer.reportAtOnce([
          [byId('shop'), true],
          [byId('shop'), false],
        ]),
      ),
    );
    expect(document.querySelector('[aria-current]')).toBeNull();
    inView('intro', true);
    act(() =>
      io.instances.forEach((observer) =>
        observer.reportAtOnce([
          [byId('intro'), false],
          [byId('visit'), true],
          [byId('visit'), false],
        ]),
      ),
    );
    expect(byId('to-intro').getAttribute('aria-current')).toBe('true');
  });
});

describe('one-page menu: its sections are the page’s own', () => {
  it('an HTML answer inserted earlier with a section’s id is not the section', async () => {
    const holder = document.createElement('div');
    holder.innerHTML = '<nav><a href="#shop">Shop</a></nav><section id="shop">Shop section</section>';
    document.body.append(holder);
    holder.prepend((await loadHtmlSanitizer())('<div id="shop">From an answer</div>'));
    const links = readOnePageLinks(holder.querySelector('nav')!);
    expect(links.map(({ target }) => target.textContent)).toEqual(['Shop section']);
    holder.remove();
  });
});
