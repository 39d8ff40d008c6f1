import type { FamilyMarkup } from '../../core/markup';

/** The markup names of parallax rows (README). Public: the family's CSS and the theme's read them. */
export const PARALLAX_MARKUP = {
  attributes: {
    /** On a moving row: `css` (a scroll-driven animation moves it) or `script` (one transform per frame). */
    mode: 'data-parallax',
  },
  classes: {
    /** The row's background layer, a direct child: what moves. */
    background: 'parallax-background',
  },
  properties: {
    /** How far the background travels over the row's time in view, px. */
    range: '--parallax-range',
    /** The background's scale, so it covers the row wherever it has moved. */
    scale: '--parallax-scale',
  },
} as const satisfies FamilyMarkup;
