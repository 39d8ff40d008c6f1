import { ownElements } from '../../src/core/dom/own-elements';
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
  /** The heading that names the carousel: inside the island but outside the slides, or just before it. */
  heading: HTMLElement | null;
  /** Whether the server already named the region, and each slide (a product's own label wins). */
  named: boolean;
  slideNamed: boolean[];
}

const HEADING = 'h1,h2,h3,h4,h5,h6';
const hasName = (element: Element) => element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby');

/** Reads the carousel's parts once, at mount (before we add labels of our own); null when the markup is not Swiper's. */
export function readCarouselParts(element: HTMLElement): CarouselParts | null {
  const container = element.matches(`.${CAROUSEL_MARKUP.classes.container}`)
    ? element
    : ownElements(element, `.${CAROUSEL_MARKUP.classes.container}`)[0];
  const wrapper = container?.querySelector<HTMLElement>(`:scope > .${CAROUSEL_MARKUP.classes.wrapper}`);
  if (!container || !wrapper) return null;
  const slides = [...wrapper.children].filter((child): child is HTMLElement => child.matches(`.${CAROUSEL_MARKUP.classes.slide}`));
  const before = element.previousElementSibling;
  const heading =
    ownElements(element, HEADING).find((found) => !container.contains(found)) ??
    (before instanceof HTMLElement && before.matches(HEADING) ? before : null);
  return { container, wrapper, slides, heading, named: hasName(element), slideNamed: slides.map(hasName) };
}
