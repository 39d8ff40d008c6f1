import { useEffect, useLayoutEffect, type RefObject } from 'react';
import { applyAttributes } from '../../core/dom/attributes';
import type { SwiperVendor } from '../vendors/swiper';
import type { CarouselOptions } from './options';
import type { CarouselParts } from './structure';
import { swiperParams, swiperSlideWidthPx } from './swiper-params';

export type Swiper = InstanceType<SwiperVendor['Swiper']>;

/** Where Swiper starts, read when the carousel came on screen (CarouselWidget.tsx). */
export interface SwiperStart {
  /** The slide a visitor scrolled the plain row to. */
  readonly initialSlide: number;
  /** The container's inner width, px, as Swiper measures it (null: no parts to measure). */
  readonly containerInnerPx: number | null;
}

/** Our buttons: their holder (put before the slides), the previous and next buttons, and their names. */
export interface SwiperButtons {
  readonly holder: HTMLElement;
  readonly previous: RefObject<HTMLButtonElement | null>;
  readonly next: RefObject<HTMLButtonElement | null>;
  readonly labels: { readonly previous: string; readonly next: string };
}

/**
 * Swiper on the server's markup (README, "Unmount"), once per mount: created when its file has
 * arrived, starting at `initialSlide` (where a visitor scrolled the plain row to); destroyed on unmount with the
 * server's classes and styles given back. Speed changes (reduced motion asked for) reach it as they come.
 * Called after the widget's attributes are applied: the wrapper has its id from them first, which
 * Swiper's A11y module keeps (it would give one of its own otherwise, left behind on unmount). The
 * instance goes to the widget's state (its autoplay and keys move it).
 */
export function useSwiper(
  vendor: SwiperVendor | null | false,
  parts: CarouselParts | null,
  options: CarouselOptions,
  speedMs: number,
  start: SwiperStart | null,
  buttons: SwiperButtons,
  [swiper, setSwiper]: readonly [Swiper | null, (swiper: Swiper) => void],
): void {
  useLayoutEffect(() => {
    if (!vendor || !parts) return;
    const { container, wrapper, slides } = parts;
    vendor.injectStyles();
    // Swiper's destroy() wipes style attributes and leaves a class behind: the server's own come back
    // afterwards. Styles come back through the element's style (CSSOM): attribute text set by script is
    // refused by a strict Content-Security-Policy (README, "Content-Security-Policy"). Only where the
    // page applied the printed attribute (so its policy allows them) is its exact text written back.
    const nodes = [container, wrapper, ...slides];
    const restoreMarkup = nodes.map((node) => {
      const restoreClass = applyAttributes(node, { class: node.getAttribute('class') });
      const printed = node.getAttribute('style');
      const applied = node.style.cssText;
      return () => {
        restoreClass();
        if (printed === null) {
          node.removeAttribute('style');
          return;
        }
        node.style.cssText = applied;
        if (applied && node.getAttribute('style') !== printed) node.setAttribute('style', printed);
      };
    });
    // A visitor may have scrolled the plain row already: Swiper starts at that slide instead (read
    // when the carousel came on screen: nothing here reads layout before Swiper does).
    const initialSlide = start?.initialSlide ?? 0;
    if (initialSlide) container.scrollLeft = 0;
    container.prepend(buttons.holder); // before the slides: the controls come first in the Tab order (APG)
    // Each slide's width as Swiper is about to write it (README, "Swiper starts on screen"). Swiper
    // reads each slide's computed style just before it writes that slide's width, so each write made
    // the next read restyle the page: eight slides, eight style updates. Written first, with the same
    // value, its own writes change nothing, and one style update serves every slide. (If the width
    // differs by then, Swiper writes its own, as before.)
    const slideWidthPx = start?.containerInnerPx ? swiperSlideWidthPx(options, start.containerInnerPx) : null;
    if (slideWidthPx !== null) for (const slide of slides) slide.style.width = `${slideWidthPx}px`;
    const { A11y, Navigation } = vendor.modules;
    const instance = new vendor.Swiper(container, {
      ...swiperParams(options, buttons.labels, speedMs, initialSlide),
      modules: [A11y, Navigation],
      navigation: { prevEl: buttons.previous.current, nextEl: buttons.next.current, addIcons: false },
    });
    setSwiper(instance);
    return () => {
      instance.destroy(true, true);
      // Chromium writes inline styles to the attribute lazily: removed while unwritten, it would come
      // back as style="". Reading it first settles it, so the restore below really leaves none.
      for (const node of nodes) node.getAttribute('style');
      for (const restore of restoreMarkup) restore();
      buttons.holder.remove();
    };
    // Swiper is created once per mount; speed changes reach it through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [vendor, parts, buttons.holder]);

  useEffect(() => {
    if (swiper) swiper.params.speed = speedMs;
  }, [swiper, speedMs]);
}
