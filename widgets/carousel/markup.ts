import type { FamilyMarkup } from '../../core/markup';

/** The markup names of the carousel (README): Swiper's own, and the one control the widget adds. */
export const CAROUSEL_MARKUP = {
  classes: {
    /** Swiper's container (the widget's element, or inside it). */
    container: 'swiper',
    /** Swiper's wrapper, the container's direct child holding the slides. */
    wrapper: 'swiper-wrapper',
    /** A slide, a direct child of the wrapper. */
    slide: 'swiper-slide',
    /** Swiper's previous and next buttons (the widget renders them; Swiper's CSS styles them). */
    previous: 'swiper-button-prev',
    next: 'swiper-button-next',
    /** Swiper's arrow icon inside them. */
    arrowIcon: 'swiper-navigation-icon',
    /** The autoplay stop/start control the widget adds over the slides. */
    rotation: 'cms-islands-carousel-rotation',
  },
} as const satisfies FamilyMarkup;
