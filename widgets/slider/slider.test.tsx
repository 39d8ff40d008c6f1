import { act, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { DESKTOP_VIEWPORT, mountMarkup } from '../../tests/support/islands';
import { sliderWidget } from '.';
import { parseSliderOptions, SLIDER_SLICE_DURATION_MS, SLIDER_SLICE_STAGGER_MS } from './options';
import { installReducedMotion } from '../../tests/support/fake-media';
import { markupSnapshot } from '../../tests/support/islands';

/** README constants: 15 slices, 800 ms; the default interval is 5 s (the default slider autoplay, 5000 ms). */
const SLIDER_SLICES = 15;
const SLIDER_TRANSITION_MS = 800;
const DEFAULT_INTERVAL_MS = 5000;

const motion = installReducedMotion();
const SLIDER = (attributes = '') => `<section id="s" data-island="slider" aria-label="Photos" ${attributes}>
  <div class="slider-slides">
    <div class="slider-slide"><img src="/a.jpg" width="300" height="200" alt="A"></div>
    <div class="slider-slide" hidden><img src="/b.jpg" width="300" height="200" alt="B"></div>
    <div class="slider-slide" hidden aria-label="The third"><img src="/c.jpg" width="300" height="200" alt="C"></div>
  </div></section>`;

let warnSpy: MockInstance<typeof console.warn>;
let stop = () => {};
beforeEach(() => {
  vi.useFakeTimers();
  warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  stop();
  motion.set(false);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function mount(html: string, settings: Record<string, unknown> = {}) {
  const islands = mountMarkup(html, { slider: sliderWidget }, { settings, viewport: DESKTOP_VIEWPORT, strategy: 'load' });
  stop = islands.stop;
  return islands.runtime;
}

const island = () => document.getElementById('s')!;
const shown = () => [...island().querySelectorAll<HTMLElement>('.slider-slide')].findIndex((slide) => !slide.hidden);
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('slider options', () => {
  it('reads data-interval in seconds: 5 by default, 0 for none; anything else is refused with one warning', () => {
    const element = (attributes: Record<string, string>) => {
      const node = document.createElement('div');
      for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
      return node;
    };
    expect(parseSliderOptions(element({}))).toEqual({ interval: 5, label: '' });
    expect(parseSliderOptions(element({ 'data-interval': '0' })).interval).toBe(0);
    expect(parseSliderOptions(element({ 'data-interval': '3' })).interval).toBe(3);
    expect(warnSpy).not.toHaveBeenCalled();
    for (const bad of ['-1', '0.5', 'fast', '1e9']) {
      warnSpy.mockClear();
      expect(parseSliderOptions(element({ 'data-interval': bad })).interval).toBe(5);
      expect(warnSpy).toHaveBeenCalledTimes(1);
    }
  });

  it('the slices end together at 800 ms', () => {
    expect((SLIDER_SLICES - 1) * SLIDER_SLICE_STAGGER_MS + SLIDER_SLICE_DURATION_MS).toBe(SLIDER_TRANSITION_MS);
  });
});

describe('slider widget', () => {
  it('is an APG carousel: region, "n of m" slides (a server label kept), rotation control first, then Previous and Next', () => {
    mount(SLIDER());
    expect(island().getAttribute('role')).toBe('region');
    expect(island().getAttribute('aria-roledescription')).toBe('carousel');
    const slides = [...island().querySelectorAll('.slider-slide')];
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', 'The third']);
    expect(slides.every((slide) => slide.getAttribute('role') === 'group' && slide.getAttribute('aria-roledescription') === 'slide')).toBe(
      true,
    );
    const buttons = [...island().querySelectorAll('button')].map((button) => button.getAttribute('aria-label'));
    expect(buttons).toEqual(['Stop automatic slide show', 'Previous slide', 'Next slide']);
    expect(island().firstElementChild!.className).toBe('slider-controls');
    expect(warnSpy).not.toHaveBeenCalled();
  });

  it('takes its visitor strings from the page settings', () => {
    mount(SLIDER(), {
      slider_next: 'Suivante',
      slider_previous: 'Précédente',
      slider_stop: 'Arrêter',
      slider_slide_label: 'Diapo {n} sur {m}',
    });
    expect([...island().querySelectorAll('button')].map((button) => button.getAttribute('aria-label'))).toEqual([
      'Arrêter',
      'Précédente',
      'Suivante',
    ]);
    expect(island().querySelector('.slider-slide')!.getAttribute('aria-label')).toBe('Diapo 1 sur 3');
  });

  it('autoplays every 5 s by default: 15 slices for 800 ms, then the next slide; wraps round', () => {
    mount(SLIDER());
    advance(DEFAULT_INTERVAL_MS - 1);
    expect(island().querySelectorAll('.slider-slice')).toHaveLength(0);
    advance(1);
    expect(island().getAttribute('data-slider-state')).toBe('transition');
    const slices = [...island().querySelectorAll<HTMLElement>('.slider-slice')];
    expect(slices).toHaveLength(SLIDER_SLICES);
    expect(slices[0]!.style.backgroundImage).toContain('/b.jpg');
    expect(slices.map((slice) => slice.style.animationDelay)).toEqual(slices.map((_, index) => `${index * SLIDER_SLICE_STAGGER_MS}ms`));
    advance(SLIDER_TRANSITION_MS - 1);
    expect(shown()).toBe(0);
    advance(1);
    expect(shown()).toBe(1);
    expect(island().querySelectorAll('.slider-slice')).toHaveLength(0);
    expect(island().hasAttribute('data-slider-state')).toBe(false);
    // Each transition's 800 ms timer is set when React renders: advance one step at a time.
    for (const expected of [2, 0]) {
      advance(DEFAULT_INTERVAL_MS - SLIDER_TRANSITION_MS);
      advance(SLIDER_TRANSITION_MS);
      expect(shown()).toBe(expected);
    }
  });

  it('data-interval="0": no autoplay and no rotation control; Next and the arrow keys move it', () => {
    mount(SLIDER('data-interval="0"'));
    advance(60_000);
    expect(shown()).toBe(0);
    expect(island().querySelector('.slider-rotation')).toBeNull();
    expect(island().querySelector('.slider-slides')!.getAttribute('aria-live')).toBe('polite');
    fireEvent.click(island().querySelector('.slider-next')!);
    advance(SLIDER_TRANSITION_MS);
    expect(shown()).toBe(1);
    fireEvent.keyDown(island().querySelector('.slider-next')!, { key: 'ArrowLeft' });
    advance(SLIDER_TRANSITION_MS);
    expect(shown()).toBe(0);
    fireEvent.keyDown(island().querySelector('.slider-next')!, { key: 'ArrowLeft' });
    advance(SLIDER_TRANSITION_MS);
    expect(shown()).toBe(2);
  });

  it('in right-to-left text ArrowLeft goes forward', () => {
    mount(`<div dir="rtl">${SLIDER('data-interval="0"')}</div>`);
    fireEvent.keyDown(island().querySelector('.slider-next')!, { key: 'ArrowLeft' });
    advance(SLIDER_TRANSITION_MS);
    expect(shown()).toBe(1);
  });

  it('the rotation control stops and starts autoplay', () => {
    mount(SLIDER());
    const rotation = island().querySelector<HTMLButtonElement>('.slider-rotation')!;
    fireEvent.click(rotation);
    expect(rotation.getAttribute('aria-label')).toBe('Start automatic slide show');
    advance(3 * DEFAULT_INTERVAL_MS);
    expect(shown()).toBe(0);
    fireEvent.click(rotation);
    advance(DEFAULT_INTERVAL_MS);
    advance(SLIDER_TRANSITION_MS);
    expect(shown()).toBe(1);
  });

  it('reduced motion: no autoplay, no rotation control, no slices', () => {
    motion.set(true);
    mount(SLIDER());
    advance(3 * DEFAULT_INTERVAL_MS);
    expect(shown()).toBe(0);
    expect(island().querySelector('.slider-rotation')).toBeNull();
    fireEvent.click(island().querySelector('.slider-next')!);
    expect(shown()).toBe(1);
    expect(island().querySelectorAll('.slider-slice')).toHaveLength(0);
  });

  it('warns once and leaves markup without slides as it is; unmount gives the markup back as printed', () => {
    mount('<div id="s" data-island="slider"><p>nothing</p></div>');
    expect(warnSpy).toHaveBeenCalledTimes(1);
    expect(island().getAttribute('role')).toBeNull();
    stop();
    document.body.innerHTML = SLIDER();
    const printed = markupSnapshot(island());
    const runtime = mount(SLIDER());
    fireEvent.click(island().querySelector('.slider-next')!);
    act(() => runtime.unmount(document));
    expect(markupSnapshot(island())).toEqual(printed);
  });
});
