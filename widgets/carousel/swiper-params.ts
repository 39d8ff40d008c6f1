import type { SwiperOptions } from 'swiper/types';
import type { CarouselOptions } from './options';

/** README slider breakpoints (px, min-width), widest first. */
export const SLIDER_BREAKPOINTS_PX = [1025, 769, 577, 0] as const;
type SliderBreakpointPx = (typeof SLIDER_BREAKPOINTS_PX)[number];

const TABLET_ITEMS_AT_MOST = 2; // ours: the default of data-items-tablet is min(items, 2)

/** Slides in view from a breakpoint up: data-items from 1025, data-items-tablet from 769 and 577, data-items-mobile below. */
function itemsFrom(options: CarouselOptions, breakpointPx: SliderBreakpointPx): number {
  if (breakpointPx >= 1025) return options.items;
  if (breakpointPx >= 577) return options.itemsTablet ?? Math.min(options.items, TABLET_ITEMS_AT_MOST);
  return options.itemsMobile;
}

/**
 * The width Swiper gives each slide (README, "Swiper starts on screen"), as it computes it: the
 * container's inner width less the gaps, shared by the slides in view at the breakpoint the window
 * matches (Swiper's own test: `min-width` media queries). Null where there are no media queries to ask.
 */
export function swiperSlideWidthPx(options: CarouselOptions, containerInnerPx: number, view: Window = window): number | null {
  if (typeof view.matchMedia !== 'function') return null;
  const breakpointPx = SLIDER_BREAKPOINTS_PX.find((px) => view.matchMedia(`(min-width: ${px}px)`).matches) ?? 0;
  const slidesPerView = itemsFrom(options, breakpointPx);
  return (containerInnerPx - (slidesPerView - 1) * options.gap) / slidesPerView;
}

/** Swiper's `breakpoints`: one entry per README breakpoint (Swiper matches them with min-width media queries). */
export function carouselBreakpoints(options: CarouselOptions): NonNullable<SwiperOptions['breakpoints']> {
  return Object.fromEntries(SLIDER_BREAKPOINTS_PX.map((px) => [px, { slidesPerView: itemsFrom(options, px) }]));
}

/**
 * Swiper's options for a carousel (modules and navigation buttons are added where it is created).
 * Swiper's A11y module is given the previous/next buttons' own words.
 */
export function swiperParams(
  options: CarouselOptions,
  buttons: { previous: string; next: string },
  speedMs: number,
  initialSlide: number,
): SwiperOptions {
  return {
    breakpoints: carouselBreakpoints(options),
    spaceBetween: options.gap,
    speed: speedMs,
    loop: options.loop,
    // Without loop, Next on the last view goes back to the first: the buttons never become disabled
    // (a disabled button would drop the keyboard focus) and autoplay keeps going.
    rewind: !options.loop,
    initialSlide,
    a11y: {
      // Slide roles and "n of m" labels, and the live region, are ours: they are restored on unmount.
      slideRole: '',
      slideLabelMessage: '',
      wrapperLiveRegion: false,
      prevSlideMessage: buttons.previous,
      nextSlideMessage: buttons.next,
    },
  };
}
