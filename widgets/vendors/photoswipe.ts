/**
 * Vendor file: PhotoSwipe (the lightbox core, without its own lightbox opener: the gallery widget is
 * that) and its CSS. Built on its own into cms-islands.vendor-photoswipe.js (listed in
 * widgets/index.ts) and fetched only when a visitor first opens a gallery image (widgets/gallery/README.md).
 */
import PhotoSwipe from 'photoswipe';
import photoswipeCss from 'photoswipe/style.css?inline';
import { injectStyle } from '../../core/styles/inject-style';

/**
 * The gallery's changes to PhotoSwipe's look: the error text, counter and buttons stay readable over a
 * light image; the zoom button keeps its place while the image cannot zoom (hidden, so not a Tab stop),
 * so the counter does not jump 50 px when it can (seen on Chromium 143, whose image size comes after the
 * bar's first paint). Same selectors as PhotoSwipe's own rules, so they must come after them: in one sheet.
 */
const LIGHTBOX_CSS = [
  '.pswp__error-msg{color:#fff}',
  '.pswp__top-bar{background:linear-gradient(rgba(0,0,0,.55),rgba(0,0,0,0))}',
  '.pswp__counter{opacity:1}',
  '.pswp__button--zoom{display:block;visibility:hidden}',
  '.pswp--zoom-allowed .pswp__button--zoom{visibility:visible}',
].join('');

const photoswipeVendor = {
  PhotoSwipe,
  /** PhotoSwipe's CSS, as a constructable stylesheet (CSP-safe, README "Content-Security-Policy"). */
  injectStyles: () => injectStyle(`${photoswipeCss}\n${LIGHTBOX_CSS}`),
};
export type PhotoSwipeVendor = typeof photoswipeVendor;

export default photoswipeVendor;
