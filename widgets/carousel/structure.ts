import { ownElements } from '../../core/dom/own-elements';
import { readSlidesNaming, type SlidesNaming } from '../../core/slides/slides-aria';
import { CAROUSEL_MARKUP } from './markup';

/**
 * Markup contract (see README): `data-island="carousel"` on Swiper's own markup, or on an element
 * around it (with a heading that names the carousel):
 *   <section data-island="carousel"><h2>…</h2>
 *     <div class="swiper"><div class="swiper-wrapper"><div class="swiper-slide">…</div>…</div></div>
 *   </section>
 */
export interface CarouselParts {
  /** The `.swiper` element: Swiper's container, and the host of our buttons. */
  container: HTMLElement;
  wrapper: HTMLElement;
  slides: HTMLElement[];
  /** How the server named it: a heading inside the island outside the slides, or just before it. */
  naming: SlidesNaming;
}

/** Reads the carousel's parts once, at mount (before we add labels of our own); null when the markup is not Swiper's. */
export function readCarouselParts(element: HTMLElement): CarouselParts | null {
  const container = element.matches(`.${CAROUSEL_MARKUP.classes.container}`)
    ? element
    : ownElements(element, `.${CAROUSEL_MARKUP.classes.container}`)[0];
  const wrapper = container?.querySelector<HTMLElement>(`:scope > .${CAROUSEL_MARKUP.classes.wrapper}`);
  if (!container || !wrapper) return null;
  const slides = [...wrapper.children].filter((child): child is HTMLElement => child.matches(`.${CAROUSEL_MARKUP.classes.slide}`));
  return { container, wrapper, slides, naming: readSlidesNaming(element, container, slides, true) };
}
