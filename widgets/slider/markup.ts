import type { FamilyMarkup } from '../../core/markup';

/** The markup names of the slice slider (README). Public: themes print the slides and style the rest. */
export const SLIDER_MARKUP = {
  attributes: {
    /** On the slider while a slide comes in as slices: `transition`. */
    state: 'data-slider-state',
  },
  classes: {
    /** The slides' holder; its element children are the slides. */
    slides: 'slider-slides',
    /** The box of controls the widget adds, first in the slider. */
    controls: 'slider-controls',
    /** Its autoplay stop/start, previous and next buttons. */
    rotation: 'slider-rotation',
    previous: 'slider-previous',
    next: 'slider-next',
    /** The overlay of strips a slide comes in as, and each strip. */
    slices: 'slider-slices',
    slice: 'slider-slice',
  },
} as const satisfies FamilyMarkup;
