import { act, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { carouselWidget } from '.';
import { FILE_SLOTS_GLOBAL, registerFileExport } from '../../core/files/slots';
import { installFakeIntersectionObserver } from '../../tests/support/fake-intersection-observer';
import { markupSnapshot, mountMarkup } from '../../tests/support/islands';

/** Stands in for Swiper: records what the widget asks of it. */
class FakeSwiper {
  static instances: FakeSwiper[] = [];
  /** Called as each one is created (what the page looked like then). */
  static onCreate = () => {};
  destroyed = false;
  readonly slideNext = vi.fn();
  readonly slidePrev = vi.fn();
  constructor(
    readonly el: HTMLElement,
    readonly params: Record<string, unknown> & { navigation: { prevEl: HTMLElement; nextEl: HTMLElement } },
  ) {
    FakeSwiper.instances.push(this);
    FakeSwiper.onCreate();
    // What the real one does to the markup: classes and inline styles the widget must clean up after.
    el.classList.add('swiper-initialized', 'swiper-backface-hidden');
    for (const slide of el.querySelectorAll<HTMLElement>('.swiper-slide')) slide.style.width = '300px';
  }
  destroy(_deleteInstance: boolean, cleanStyles: boolean) {
    this.destroyed = true;
    this.el.classList.remove('swiper-initialized');
    if (cleanStyles) for (const slide of this.el.querySelectorAll('.swiper-slide')) slide.removeAttribute('style');
  }
}

const injectStyles = vi.fn();
function provideSwiper(): void {
  registerFileExport('vendor', 'swiper', {
    Swiper: FakeSwiper,
    modules: { A11y: 'a11y-module', Navigation: 'navigation-module' },
    injectStyles,
  });
}

/**
 * Lets the page run a frame and the tasks after it: Swiper starts once its carousel is on screen and a
 * frame has passed since its CSS came, in a task of its own (README, "Swiper starts on screen").
 */
const settled = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve, 0), 0))));

/** Mounts the markup and lets Swiper start; jsdom has no IntersectionObserver, so it is on screen at once. */
async function mountOnScreen(...args: Parameters<typeof mountMarkup>): Promise<ReturnType<typeof mountMarkup>> {
  const islands = mountMarkup(...args);
  await settled();
  return islands;
}

const PRODUCTS = `<section id="c" data-island="carousel" data-gap="16"><h2 id="featured">Featured</h2>
  <div class="swiper"><div class="swiper-wrapper">
    <div class="swiper-slide" style="--hue: 10"><a href="#a">A</a></div>
    <div class="swiper-slide" aria-label="Product B"><a href="#b">B</a></div>
    <div class="swiper-slide"><a href="#c">C</a></div>
    <div class="swiper-slide"><input aria-label="Quantity" value="1"></div>
  </div></div></section>`;

let errorSpy: MockInstance<typeof console.error>;
let warnSpy: MockInstance<typeof console.warn>;
beforeEach(() => {
  FakeSwiper.instances = [];
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
  warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  delete (globalThis as Record<string, unknown>)[FILE_SLOTS_GLOBAL];
  document.head.querySelectorAll('script, style').forEach((node) => node.remove());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('carousel widget (Swiper stood in for)', () => {
  it('starts Swiper on the .swiper element with our buttons and the options, and names the region and slides', async () => {
    provideSwiper();
    const islands = await mountOnScreen(PRODUCTS, { carousel: carouselWidget });
    const island = document.getElementById('c')!;
    const [swiper] = FakeSwiper.instances;
    expect(FakeSwiper.instances).toHaveLength(1);
    expect(swiper!.el).toBe(island.querySelector('.swiper'));
    expect(swiper!.params).toMatchObject({ spaceBetween: 16, speed: 250, rewind: true, modules: ['a11y-module', 'navigation-module'] });
    expect(swiper!.params.navigation.prevEl.getAttribute('aria-label')).toBe('Previous slide');
    expect(swiper!.params.navigation.nextEl.getAttribute('aria-label')).toBe('Next slide');
    expect(swiper!.params.navigation.prevEl.tagName).toBe('BUTTON');
    expect(injectStyles).toHaveBeenCalled();

    expect(island.getAttribute('role')).toBe('region');
    expect(island.getAttribute('aria-roledescription')).toBe('carousel');
    expect(island.getAttribute('aria-labelledby')).toBe('featured');
    const slides = [...island.querySelectorAll('.swiper-slide')];
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 4', 'Product B', '3 of 4', '4 of 4']);
    expect(slides.every((slide) => slide.getAttribute('role') === 'group' && slide.getAttribute('aria-roledescription') === 'slide')).toBe(
      true,
    );
    // No autoplay asked for: no pause control, and slide changes may be announced.
    expect(island.querySelector('.cms-islands-carousel-rotation')).toBeNull();
    expect(island.querySelector('.swiper-wrapper')!.getAttribute('aria-live')).toBe('polite');
    // The controls come before the slides, so they are first in the Tab order.
    expect(island.querySelector('.swiper')!.firstElementChild!.contains(swiper!.params.navigation.prevEl)).toBe(true);
    expect(warnSpy).not.toHaveBeenCalled();
    islands.stop();
  });

  it('moves with Left and Right arrows, but not while typing in a field', async () => {
    provideSwiper();
    const islands = await mountOnScreen(PRODUCTS, { carousel: carouselWidget });
    const [swiper] = FakeSwiper.instances;
    fireEvent.keyDown(document.querySelector('a[href="#a"]')!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.querySelector('a[href="#a"]')!, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.querySelector('input')!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.querySelector('a[href="#a"]')!, { key: 'ArrowDown' });
    expect(swiper!.slideNext).toHaveBeenCalledTimes(1);
    expect(swiper!.slidePrev).toHaveBeenCalledTimes(1);
    islands.stop();
  });

  it('on unmount destroys Swiper and gives back the markup as printed', async () => {
    document.body.innerHTML = PRODUCTS;
    const printed = markupSnapshot(document.getElementById('c')!);
    provideSwiper();
    const islands = await mountOnScreen(PRODUCTS, { carousel: carouselWidget });
    const [swiper] = FakeSwiper.instances;
    act(() => islands.runtime.unmount(document));
    expect(swiper!.destroyed).toBe(true);
    expect(markupSnapshot(document.getElementById('c')!)).toEqual(printed);
    islands.stop();
  });

  it("writes each slide's width as Swiper will, before Swiper starts (measured on screen), and gives the printed styles back on unmount", async () => {
    // A 1280 px window (data-items, 3 in view) and a container 1000 px wide with 10 px of padding.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity) <= 1280,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const clientWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('swiper') ? 1000 : 0;
    });
    const markup = PRODUCTS.replace('<div class="swiper">', '<div class="swiper" style="padding: 0 10px">');
    document.body.innerHTML = markup;
    const printed = markupSnapshot(document.getElementById('c')!);
    const widthsAtCreation: string[][] = [];
    FakeSwiper.onCreate = () =>
      widthsAtCreation.push([...document.querySelectorAll<HTMLElement>('#c .swiper-slide')].map((slide) => slide.style.width));
    provideSwiper();
    try {
      const islands = await mountOnScreen(markup, { carousel: carouselWidget });
      // Swiper's own sum: (980 px inner width − 2 gaps of 16 px) / 3 slides.
      expect(widthsAtCreation).toEqual([Array(4).fill(`${(980 - 2 * 16) / 3}px`)]);
      act(() => islands.runtime.unmount(document));
      expect(markupSnapshot(document.getElementById('c')!)).toEqual(printed);
      islands.stop();
    } finally {
      FakeSwiper.onCreate = () => {};
      clientWidth.mockRestore();
    }
  });

  it('names the region from data-label, and shows a pause control when autoplay is on', async () => {
    provideSwiper();
    const islands = await mountOnScreen(
      `<div id="g" class="swiper" data-island="carousel" data-autoplay data-label="Photos"><div class="swiper-wrapper"><div class="swiper-slide">1</div><div class="swiper-slide">2</div></div></div>`,
      { carousel: carouselWidget },
    );
    const island = document.getElementById('g')!;
    expect(island.getAttribute('aria-label')).toBe('Photos');
    const rotation = island.querySelector('.cms-islands-carousel-rotation') as HTMLButtonElement;
    expect(rotation.getAttribute('aria-label')).toBe('Stop automatic slide show');
    expect(island.querySelector('.swiper-wrapper')!.getAttribute('aria-live')).toBe('off');
    act(() => rotation.click());
    expect(rotation.getAttribute('aria-label')).toBe('Start automatic slide show');
    expect(island.querySelector('.swiper-wrapper')!.getAttribute('aria-live')).toBe('polite');
    islands.stop();
  });

  it('takes its visitor strings from the page settings (carousel_*), English by default', async () => {
    provideSwiper();
    const settings = {
      carousel_previous: 'Précédente',
      carousel_next: 'Suivante',
      carousel_stop: 'Arrêter',
      carousel_slide_label: 'Diapo {n} sur {m}',
    };
    const islands = await mountOnScreen(
      `<div id="g" class="swiper" data-island="carousel" data-autoplay data-label="Photos"><div class="swiper-wrapper"><div class="swiper-slide">1</div><div class="swiper-slide">2</div></div></div>`,
      { carousel: carouselWidget },
      { settings },
    );
    const island = document.getElementById('g')!;
    expect([...island.querySelectorAll('button')].map((button) => button.getAttribute('aria-label'))).toEqual([
      'Arrêter',
      'Précédente',
      'Suivante',
    ]);
    expect([...island.querySelectorAll('.swiper-slide')].map((slide) => slide.getAttribute('aria-label'))).toEqual([
      'Diapo 1 sur 2',
      'Diapo 2 sur 2',
    ]);
    expect(FakeSwiper.instances[0]!.params).toMatchObject({ a11y: { prevSlideMessage: 'Précédente', nextSlideMessage: 'Suivante' } });
    islands.stop();
  });

  it("warns once about markup that is not Swiper's, and about a carousel with no name", async () => {
    provideSwiper();
    const islands = await mountOnScreen(
      `<div data-island="carousel"><ul><li>no swiper here</li></ul></div><div class="swiper" data-island="carousel"><div class="swiper-wrapper"><div class="swiper-slide">1</div></div></div>`,
      { carousel: carouselWidget },
    );
    expect(warnSpy).toHaveBeenCalledTimes(2);
    expect(String(warnSpy.mock.calls[0]![0])).toContain('widget "carousel" needs .swiper > .swiper-wrapper > .swiper-slide');
    expect(String(warnSpy.mock.calls[1]![0])).toContain('widget "carousel" has no name');
    expect(FakeSwiper.instances).toHaveLength(1);
    islands.stop();
  });
});

describe('carousel widget when the Swiper file cannot load', () => {
  it('starts Swiper only once the carousel is on screen, in a task after the one that saw it (README, "Swiper starts on screen")', async () => {
    const Observer = installFakeIntersectionObserver();
    provideSwiper();
    const islands = mountMarkup(PRODUCTS + PRODUCTS.replace('id="c"', 'id="d"').replace('id="featured"', 'id="featured2"'), {
      carousel: carouselWidget,
    });
    // Near (the runtime's observer, lazy_loading_offset beyond the viewport), not on screen yet.
    const near = Observer.instances.find((observer) => observer.rootMargin !== '0px')!;
    act(() => {
      near.report(document.getElementById('c')!, true);
      near.report(document.getElementById('d')!, true);
      islands.runtime.flush();
    });
    await settled();
    expect(FakeSwiper.instances).toHaveLength(0); // mounted, not on screen: the row as printed
    expect(document.getElementById('c')!.getAttribute('aria-roledescription')).toBe('carousel');
    act(() => {
      Observer.scrollIntoView(document.getElementById('c')!);
      Observer.scrollIntoView(document.getElementById('d')!);
    });
    expect(FakeSwiper.instances).toHaveLength(0); // not in the observer's own task: a task of its own
    await settled();
    expect(FakeSwiper.instances.map((swiper) => swiper.el.closest('section')!.id)).toEqual(['c', 'd']);
    islands.stop();
  });

  it('reads where the visitor scrolled the row in the task that saw it on screen, not in the one that starts Swiper (README, "Swiper starts on screen")', async () => {
    const Observer = installFakeIntersectionObserver();
    provideSwiper();
    // A read of scrollLeft in the same run of script as Swiper's start would force a layout there (the
    // commit before it wrote the region's attributes).
    let readInThisRun = false;
    const scrollLeft = vi.spyOn(Element.prototype, 'scrollLeft', 'get').mockImplementation(() => {
      readInThisRun = true;
      queueMicrotask(() => (readInThisRun = false));
      return 0;
    });
    const readAsSwiperStarted: boolean[] = [];
    FakeSwiper.onCreate = () => readAsSwiperStarted.push(readInThisRun);
    const islands = mountMarkup(PRODUCTS, { carousel: carouselWidget });
    act(() => islands.runtime.flush());
    act(() => Observer.scrollIntoView(document.getElementById('c')!)); // near, mounted, on screen
    act(() => islands.runtime.flush());
    act(() => Observer.scrollIntoView(document.getElementById('c')!)); // the on-screen watch began at mount
    await settled();
    FakeSwiper.onCreate = () => {};
    expect(scrollLeft).toHaveBeenCalled();
    expect(readAsSwiperStarted).toEqual([false]);
    islands.stop();
  });

  it('asks for the file once, reports ONE error for all carousels, and leaves the row focusable for native scrolling', async () => {
    const islands = mountMarkup(PRODUCTS + PRODUCTS.replace('id="c"', 'id="d"').replace('id="featured"', 'id="featured2"'), {
      carousel: carouselWidget,
    });
    const scripts = document.head.querySelectorAll('script[data-islands-file="cms-islands.vendor-swiper.js"]');
    expect(scripts).toHaveLength(1);
    await act(async () => {
      scripts[0]!.dispatchEvent(new Event('error'));
      await Promise.resolve();
    });
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(String(errorSpy.mock.calls[0]![0])).toBe(
      '[cms-islands] widget "carousel" could not load swiper; it stays as the server printed it',
    );
    for (const id of ['c', 'd']) {
      const island = document.getElementById(id)!;
      expect(island.querySelector('.swiper')!.getAttribute('tabindex')).toBe('0');
      expect(island.querySelectorAll('button')).toHaveLength(0);
      expect(island.getAttribute('aria-roledescription')).toBe('carousel');
    }
    islands.stop();
  });
});
