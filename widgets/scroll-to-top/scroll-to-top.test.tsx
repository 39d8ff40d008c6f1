import { fireEvent } from '@testing-library/react';
import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { widgets } from '.';
import { installTimedFrames, type TimedFrames } from '../../tests/support/timed-frames';
import { scrollStoreTo, setUpStorefrontPage } from '../../tests/support/storefront-page';

const MARKUP = `
<div id="page-top"><header>Shop</header></div>
<a id="up" href="#page-top" data-island="scroll-to-top" aria-label="Scroll to top" hidden>↑</a>`;

const page = setUpStorefrontPage(widgets);
let frames: TimedFrames;
beforeEach(() => {
  frames = installTimedFrames();
  Object.defineProperty(window, 'scrollY', { value: 1600, configurable: true });
});
const up = () => document.getElementById('up')!;

describe('scroll-to-top: appears after 100 px of scroll', () => {
  it('is hidden at the top, shown past 100 px, hidden again at 100 px or less', () => {
    const { store } = page.mount(MARKUP);
    expect(up().hidden).toBe(true);
    scrollStoreTo(store, 100);
    expect(up().hidden).toBe(true);
    scrollStoreTo(store, 101);
    expect(up().hidden).toBe(false);
    scrollStoreTo(store, 40);
    expect(up().hidden).toBe(true);
  });
});

describe('scroll-to-top: back to the top in 800 ms', () => {
  it('scrolls up in 800 ms, then moves focus to the top of the page', () => {
    const { store } = page.mount(MARKUP);
    scrollStoreTo(store, 1600);
    up().focus();
    expect(fireEvent.click(up(), { button: 0 })).toBe(false);
    act(() => frames.frameAt(0));
    act(() => frames.frameAt(400));
    expect(frames.scrolledTo().at(-1)).toBe(800);
    act(() => frames.frameAt(800));
    expect(frames.scrolledTo().at(-1)).toBe(0);
    const top = document.getElementById('page-top')!;
    expect(document.activeElement).toBe(top);
    expect(top.getAttribute('tabindex')).toBe('-1');
  });

  it('jumps at once under reduced motion', () => {
    page.setMedia('(prefers-reduced-motion: reduce)', true);
    page.mount(MARKUP);
    fireEvent.click(up(), { button: 0 });
    expect(frames.scrolledTo()).toEqual([0]);
    expect(document.activeElement).toBe(document.getElementById('page-top'));
  });

  it('without a target on the page, focus goes to the body', () => {
    page.mount('<a id="up" href="#nowhere" data-island="scroll-to-top" aria-label="Scroll to top">↑</a>');
    fireEvent.click(up(), { button: 0 });
    act(() => frames.runUntil(0, 1000));
    expect(document.activeElement).toBe(document.body);
  });
});
