import type { AttributeValues } from '../../core/dom/attributes';
import { useServerAttributes } from '../../core/hooks/useServerAttributes';
import { planSlidesAria } from '../../core/slides/slides-aria';
import type { SwiperVendor } from '../vendors/swiper';
import type { CarouselParts } from './structure';

/**
 * The carousel's attributes on the server's markup (README, "What the widget adds"): the WAI-ARIA
 * carousel semantics planned in the core (core/slides), as the slider's are, and the scroll
 * container's place in the Tab order. Called before Swiper starts: it keeps the wrapper's id.
 */
export function useCarouselAria(
  element: HTMLElement,
  parts: CarouselParts | null,
  label: string,
  idBase: string,
  rotating: boolean,
  slideLabel: string,
  /** Swiper's file: run (the library), still loading (null), or failed (false). */
  vendor: SwiperVendor | null | false,
): void {
  const plan: Array<readonly [Element, AttributeValues]> = parts
    ? planSlidesAria({
        widget: element,
        naming: parts.naming,
        label,
        idBase,
        slidesBox: parts.wrapper,
        slides: parts.slides,
        rotating,
        slideLabel,
      })
    : [];
  // The server prints the scroll container focusable (README, "Before the bundle"): until Swiper
  // runs, and if it never does, the row scrolls natively and the keyboard must reach it. While
  // Swiper runs the row does not scroll by itself (the buttons and arrows move it), so it is no Tab stop.
  if (parts && vendor !== null) plan.push([parts.container, { tabindex: vendor ? null : '0' }]);
  useServerAttributes(plan);
}
