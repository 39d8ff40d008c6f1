/**
 * Vendor file: Swiper with the modules our carousels use, and its CSS. Built on its own into
 * cms-islands.vendor-swiper.js (listed in widgets/index.ts) and loaded only when a carousel mounts.
 *
 * Trusted Types (README, "Content-Security-Policy"): Swiper 12 writes HTML strings in one helper,
 * `setInnerHTML`, which creates a policy named "html" on every call. With our settings it is never
 * called: Navigation's arrow icons (`addIcons`) are off, the carousel renders the arrow itself; A11y's
 * announcements go only to navigation elements that are not `<button>`s, and ours are. So the
 * strict header needs no policy name for Swiper. Its CSS is adopted as a constructable stylesheet.
 */
import Swiper from 'swiper';
import { A11y, Navigation } from 'swiper/modules';
import swiperCss from 'swiper/css?inline';
import navigationCss from 'swiper/css/navigation?inline';
import a11yCss from 'swiper/css/a11y?inline';
import { injectStyle } from '../../core/styles/inject-style';

const swiperVendor = {
  Swiper,
  // Only what the carousel uses: autoplay and keys are ours (they honour reduced motion and focus).
  modules: { A11y, Navigation },
  injectStyles: () => injectStyle([swiperCss, navigationCss, a11yCss].join('\n')),
};
export type SwiperVendor = typeof swiperVendor;

export default swiperVendor;
