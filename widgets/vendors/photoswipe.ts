/**
 * Vendor file: PhotoSwipe (the lightbox core, without its own lightbox opener: the gallery widget is
 * that) and its CSS. Built on its own into cms-islands.vendor-photoswipe.js (listed in
 * widgets/index.ts) and fetched only when a visitor first opens a gallery image (widgets/gallery/README.md).
 */
import PhotoSwipe from 'photoswipe';
import photoswipeCss from 'photoswipe/style.css?inline';
import { injectStyle } from '../../src/core/styles/inject-style';

const photoswipeVendor = {
  PhotoSwipe,
  /** PhotoSwipe's CSS, as a constructable stylesheet (CSP-safe, README "Content-Security-Policy"). */
  injectStyles: () => injectStyle('photoswipe', photoswipeCss),
};
export type PhotoSwipeVendor = typeof photoswipeVendor;

export default photoswipeVendor;
