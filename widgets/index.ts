import { defineManifest } from '../mount/manifest';
import { contactFormPremount } from './contact-form/premount';
import { DRAWERS_MARKUP } from './drawers/markup';
import { drawersPremount } from './drawers/premount';
import { popupPremount } from './popups/premount';
import { searchPremount } from './search/premount';

/**
 * The widget manifest: every widget family once. A family is a folder here whose index.ts exports
 * `widgets` (name → definition); adding one is that folder plus one line below (README, "Adding a
 * widget family"). `file: 'own'` builds the family into cms-islands.widget-<family>.js, fetched when
 * its first widget is due; the main bundle then holds only this line. Vendor files are listed below it.
 */
export const WIDGET_MANIFEST = defineManifest({
  families: [
    // Their own small files, when near: they sit below the first screen on most pages, and all of the
    // main bundle is evaluated in one task before the header mounts. Until then the
    // server's markup works: tab links lead to their panels (the hash opens that tab as it mounts), and
    // a click on an accordion's button while the file comes is held and replayed.
    { family: 'tabs', widgets: ['tabs', 'tour'], strategy: 'visible', file: 'own' },
    { family: 'accordion', widgets: ['accordion', 'toggle'], strategy: 'visible', file: 'own' },
    // Offscreen carousels cost nothing: neither their root, their file nor Swiper's until they come near
    // (never mounted ahead in idle time: the mount fetches Swiper). The two files come side by side.
    { family: 'carousel', widgets: ['carousel'], strategy: 'visible', vendors: ['swiper'], file: 'own' },
    // Interaction: the form posts the classic way until used; its file (16.4 KB gzip) comes when the
    // visitor points at, touches or focuses it (in time to refill a quiz or captcha before it is
    // answered), and a submit before it has mounted is held and sent again through it.
    {
      family: 'contact-form',
      widgets: [{ name: 'contact-form', selector: 'div.wpcf7 form.wpcf7-form' }],
      strategy: 'interaction',
      // From the load, as the plugin's own script: the submit held back while acceptance is missing.
      premount: contactFormPremount,
      file: 'own',
    },
    // Interaction, its own small file: a reply link works on its own (its `?replytocom=` address) until
    // the visitor reaches for one (`a.comment-reply-link`, anywhere: the form sits at the page's end,
    // far below them) or for the form; the first click on a reply link is replayed once mounted.
    {
      family: 'comment-reply',
      widgets: [{ name: 'comment-reply', selector: '#respond, .comment-respond' }],
      strategy: 'interaction',
      intent: { openers: [{ selector: 'a.comment-reply-link' }] },
      file: 'own',
    },
    // Idle, its own small file: only posts that embed another post have one; the iframe shows at its
    // printed height until the file has come and asked it for its own (widgets/embeds/README.md).
    { family: 'embeds', widgets: [{ name: 'embeds', selector: 'iframe.wp-embedded-content' }], strategy: 'idle', file: 'own' },
    // Interaction and its own file (it brings ky): until the visitor reaches for it the opener links to
    // the results page and the forms submit there; the first click on the opener is replayed once mounted.
    { family: 'search', widgets: ['search'], strategy: 'interaction', premount: searchPremount, file: 'own' },
    // Header menus are above the fold on every page: in the main bundle (their dropdown call fetches ky
    // on demand), the page's first menu (the header's) at once, the others when near.
    { family: 'menu', widgets: ['menu'], strategy: 'load' },
    // Visible and its own file (it brings ky): the list's load-more link works as a plain link until then.
    { family: 'post-list', widgets: ['post-list'], strategy: 'visible', file: 'own' },
    // Its own file: small, but not on every page. Visible: nothing counts before it is near the viewport.
    { family: 'counters', widgets: ['countdown', 'counter', 'progress-bar'], strategy: 'visible', file: 'own' },
    // Interaction: a closed <dialog> is never "visible"; the file comes when the visitor reaches for an
    // opener (`data-opens="<the dialog's id>"`), whose first click is replayed once the drawer has mounted.
    {
      family: 'drawers',
      widgets: ['fullscreen-menu', 'mobile-menu', 'off-canvas'],
      strategy: 'interaction',
      intent: { openers: [{ attribute: DRAWERS_MARKUP.attributes.opens }] },
      premount: drawersPremount,
      file: 'own',
    },
    // Storefront header: above the fold on every page, mounted at once so the first frames are right.
    { family: 'header-banner', widgets: ['header-banner'], strategy: 'load' },
    { family: 'sticky-header', widgets: ['sticky-header'], strategy: 'load' },
    // Not on every page, or not above the fold: files of their own.
    { family: 'one-page-menu', widgets: ['one-page-menu'], strategy: 'idle', file: 'own' },
    // Interaction: printed hidden, it shows only once the page has scrolled, so the first scroll is the intent.
    { family: 'scroll-to-top', widgets: ['scroll-to-top'], strategy: 'interaction', intent: { scroll: true }, file: 'own' },
    { family: 'footer-accordion', widgets: ['footer-accordion'], strategy: 'visible', file: 'own' },
    // Load, in a file of its own: the notice shows 2500 ms after the page's load, by when its file is
    // long there, and the main bundle keeps its room for what must work before the first paint.
    { family: 'cookie-notice', widgets: ['cookie-notice'], strategy: 'load', file: 'own' },
    // Own file: both modal popups share their dialog rules; content popups fetch with ky. The promo popup
    // loads at once (a closed <dialog> is never "visible"; it counts this page); a content popup's
    // opener is a link that works on its own until the visitor reaches for it (its click is replayed).
    {
      family: 'popups',
      widgets: [{ name: 'promo-popup', strategy: 'load' }, 'popup'],
      strategy: 'interaction',
      premount: popupPremount,
      file: 'own',
    },
    // Own file: @floating-ui/dom is most of it; hotspots and tooltips share it, one download.
    { family: 'floating', widgets: ['hotspots', 'tooltip'], strategy: 'visible', file: 'own' },
    // Its own file, on interaction: the links lead to the images until the visitor reaches for one; the
    // first click is replayed into the lightbox, and PhotoSwipe comes then (widgets/gallery/README.md).
    {
      family: 'gallery',
      widgets: [{ name: 'gallery', selector: 'figure.wp-block-gallery', setting: 'upgrade_gallery_block' }],
      strategy: 'interaction',
      file: 'own',
    },
    // Its own file, when near; masonry-layout + imagesloaded come with the first grid (widgets/masonry/README.md).
    { family: 'masonry', widgets: ['masonry'], strategy: 'visible', file: 'own' },
    // Its own small file, when near: CSS does the work for flex/grid rows (widgets/equal-columns/README.md).
    { family: 'equal-columns', widgets: ['equal-columns'], strategy: 'visible', file: 'own' },
    // Its own file (it brings ky), when near; the widget asks for the feed only then (widgets/social-feed/README.md).
    { family: 'social-feed', widgets: ['social-feed'], strategy: 'visible', file: 'own' },
    // Load, its own small file (0.7 KB gzip kept out of the main bundle): the observer waits for the images to come near.
    { family: 'lazy-media', widgets: ['lazy-media'], strategy: 'load', file: 'own' },
    // Its own file, when near: until then the server's first slide shows (widgets/slider/README.md).
    { family: 'slider', widgets: ['slider'], strategy: 'visible', file: 'own' },
    // Its own small file, when near: the theme's CSS has the faces in place before (widgets/hover-box/README.md).
    { family: 'hover-box', widgets: ['hover-box'], strategy: 'visible', file: 'own' },
    // Its own small file, when near: a row far below does not move until it comes close (widgets/parallax/README.md).
    { family: 'parallax', widgets: ['parallax'], strategy: 'visible', file: 'own' },
    // Own files, when near: nothing third-party is fetched before (widgets/video-background/README.md, widgets/media-embed/README.md).
    { family: 'video-background', widgets: ['video-background'], strategy: 'visible', file: 'own' },
    { family: 'media-embed', widgets: ['media-embed'], strategy: 'visible', file: 'own' },
  ],
});

/**
 * The vendor libraries, each its own file fetched on demand: name → entry module (its default export).
 * Only the build reads this (the bundle loads a vendor by its name), so none of it is in a built file.
 */
export const VENDOR_FILES: Readonly<Record<string, string>> = {
  swiper: 'widgets/vendors/swiper.ts',
  http: 'widgets/vendors/http.ts',
  photoswipe: 'widgets/vendors/photoswipe.ts',
  masonry: 'widgets/vendors/masonry.ts',
  // The core's one HTML sanitizer (DOMPurify), fetched with the first HTML answer (README, "HTML answers").
  sanitizer: 'core/html/sanitizer-vendor.ts',
};
