import { defineWidget } from '../../mount/types';
import { GalleryWidget } from './GalleryWidget';
import { CAPTION_CSS } from './lightbox';
import { parseGalleryOptions, type GalleryOptions } from './options';

/** Gallery: linked images open in a PhotoSwipe lightbox (keyboard, swipe, zoom, captions). */
export const galleryWidget = defineWidget<GalleryOptions>({
  parseOptions: parseGalleryOptions,
  style: CAPTION_CSS,
  component: GalleryWidget,
});

export const widgets = { gallery: galleryWidget };
