import { defineWidget } from '../../mount/types';
import { GalleryWidget } from './GalleryWidget';
import { CAPTION_CSS } from './lightbox';
import { parseGalleryOptions, type GalleryOptions } from './options';

/**
 * Galleries with a PhotoSwipe lightbox (README). The manifest builds this family into its own file,
 * cms-islands.widget-gallery.js; PhotoSwipe itself is a vendor file fetched on the first open.
 * WordPress's own gallery block is found by its selector (figure.wp-block-gallery).
 *
 * Gallery: linked images open in a PhotoSwipe lightbox (keyboard, swipe, zoom, captions).
 */
export const galleryWidget = defineWidget<GalleryOptions>({
  parseOptions: parseGalleryOptions,
  style: CAPTION_CSS,
  component: GalleryWidget,
});

export const widgets = { gallery: galleryWidget };
