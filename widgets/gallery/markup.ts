import type { FamilyMarkup } from '../../core/markup';

/**
 * The markup names of galleries (README). Public: themes print the links' attributes (PhotoSwipe's own
 * convention) and style the lightbox; the lightbox's other classes are PhotoSwipe's.
 */
export const GALLERY_MARKUP = {
  attributes: {
    /** On an image link: the full image's width and height, px (else guessed from the thumbnail). */
    width: 'data-pswp-width',
    height: 'data-pswp-height',
    /** On an image link: the full image's address and candidates (else the link's href). */
    src: 'data-pswp-src',
    srcset: 'data-pswp-srcset',
    /** On an image link or its thumbnail: the item's title (else its figure's caption, else the alt). */
    title: 'data-title',
    /** On the lightbox: `open` once it has opened, `closing` as it closes. */
    state: 'data-state',
  },
  classes: {
    /** The caption the widget adds over the foot of the image. */
    caption: 'cms-islands-gallery-caption',
  },
} as const satisfies FamilyMarkup;
