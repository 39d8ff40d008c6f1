import type { FamilyMarkup } from '../../core/markup';

/** The markup names of hotspots and tooltips (README). Public: themes print and style them. */
export const FLOATING_MARKUP = {
  attributes: {
    /** A hotspot: the wrapper of a button and its card, over the image. */
    hotspot: 'data-hotspot',
    /** A hotspot's button (else the hotspot's first button). */
    hotspotButton: 'data-hotspot-button',
    /** A hotspot's card. */
    hotspotCard: 'data-hotspot-card',
    /** On a hotspot: where it stands, percent of the image's width. */
    x: 'data-x',
    /** On a hotspot: where it stands, percent of the image's height. */
    y: 'data-y',
    /** On a card or tooltip: the side it ended on once placed (`top`, `bottom`, `left`, `right`, with `-start`/`-end`). */
    placed: 'data-placement',
  },
  classes: {
    /** The tooltip element the widget adds after its element. */
    tooltip: 'cms-tooltip',
  },
} as const satisfies FamilyMarkup;
