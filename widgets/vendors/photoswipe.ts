/**
 * Vendor file: PhotoSwipe (the lightbox core, without its own lightbox opener: the gallery widget is
 * that) and its CSS. Built on its own into cms-islands.vendor-photoswipe.js (listed in
 * widgets/index.ts) and fetched only when a visitor first opens a gallery image (widgets/gallery/README.md).
 */
import PhotoSwipe from 'photoswipe';
import photoswipeCss from 'photoswipe/style.css?inline';
import { injectStyle } from '../../src/core/styles/inject-style';

/**
 * The gallery's changes to PhotoSwipe's look: the error text, counter and buttons stay readable over a
 * light image. Same selectors as PhotoSwipe's own rules, so they must come after them: in one sheet.
 */
const LIGHTBOX_CSS = [
  '.pswp__error-msg{color:#fff}',
  '.pswp__top-bar{background:linear-gradient(rgba(0,0,0,.55),rgba(0,0,0,0))}',
  '.pswp__counter{opacity:1}',
].join('');

const photoswipeVendor = {
  PhotoSwipe,
  /** PhotoSwipe's CSS, as a constructable stylesheet (CSP-safe, README "Content-Security-Policy"). */
  injectStyles: () => injectStyle(`${photoswipeCss}\n${LIGHTBOX_CSS}`),
};
export type PhotoSwipeVendor = typeof photoswipeVendor;

export default photoswipeVendor;
