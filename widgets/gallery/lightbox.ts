import type { PhotoSwipeVendor } from '../vendors/photoswipe';
import type { GalleryItem } from './items';
import type { GalleryOptions, GallerySettings } from './options';
import { BUILT_IN_UI_OFF, addLightboxControls } from './lightbox-controls';
import { watchImageLoading, type PhotoSwipe } from './image-loading';
import { GALLERY_MARKUP } from './markup';

/**
 * The gallery's own CSS (its definition's `style`): the caption sits over the foot of the image.
 * PhotoSwipe's CSS, and our few changes to it, come with PhotoSwipe's file (widgets/vendors/photoswipe.ts).
 */
export const CAPTION_CSS = [
  `.${GALLERY_MARKUP.classes.caption}{position:absolute;inset-inline:0;bottom:0;padding:12px 56px;text-align:center;`,
  'color:#fff;background:rgba(0,0,0,.6);font-size:15px;line-height:1.4}',
  `.${GALLERY_MARKUP.classes.caption}:empty{display:none}`,
].join('');

export interface LightboxRequest {
  readonly vendor: PhotoSwipeVendor;
  readonly items: GalleryItem[];
  readonly index: number;
  readonly options: GalleryOptions;
  readonly settings: GallerySettings;
  readonly reducedMotion: boolean;
  /** The gallery is right to left (`dir="rtl"`): swipe, arrow keys and arrow buttons are mirrored. */
  readonly rtl: boolean;
  /** Called once it has closed (its closing animation over, or destroyed at once). */
  readonly onClosed: () => void;
}

/** An open lightbox, for its widget and the overlay protocol. */
export interface Lightbox {
  /** PhotoSwipe's `role="dialog"` element. */
  readonly root: HTMLElement;
  /** The item shown now (its thumbnail gets the focus back), in the gallery's order. */
  shownItem(): GalleryItem | undefined;
  /** Closes it with PhotoSwipe's closing animation. */
  close(): void;
  /** Closes it at once. */
  destroy(): void;
}

/**
 * Opens PhotoSwipe on one gallery's items (README, "Behaviour"); null if PhotoSwipe made no element.
 * Focus, Tab, Escape and the page behind are the overlay protocol's (GalleryWidget): PhotoSwipe's own
 * handling of them is off.
 */
export function openLightbox({
  vendor,
  items: documentOrder,
  index,
  options,
  settings,
  reducedMotion,
  rtl,
  onClosed,
}: LightboxRequest): Lightbox | null {
  vendor.injectStyles();
  // PhotoSwipe 5 has no right-to-left mode: its next slide always sits to the right. Right to left,
  // it gets the items in reverse, so the next image in reading order sits to the LEFT: a swipe to the
  // right, ArrowLeft and the left arrow button bring it, as the page's direction says (README, "Right to left").
  const items = rtl ? [...documentOrder].reverse() : documentOrder;
  const position = (slide: number) => (rtl ? items.length - slide : slide + 1);
  const pswp: PhotoSwipe = new vendor.PhotoSwipe({
    ...BUILT_IN_UI_OFF,
    dataSource: items.map((item) => ({
      src: item.src,
      srcset: item.srcset || undefined,
      width: item.width,
      height: item.height,
      alt: item.alt || item.title,
      element: item.link,
      msrc: item.thumbnail?.currentSrc || item.thumbnail?.src || undefined,
    })),
    index: rtl ? items.length - 1 - index : index,
    loop: options.loop,
    // Zoom off: the image fits the screen and a click closes nothing; double tap does nothing either.
    ...(options.zoom
      ? {}
      : { imageClickAction: false, tapAction: 'toggle-controls', doubleTapAction: false, maxZoomLevel: 1, secondaryZoomLevel: 1 }),
    errorMsg: settings.gallery_image_error,
    closeTitle: settings.gallery_close,
    showHideAnimationType: reducedMotion ? 'none' : 'zoom',
    // The overlay protocol's: focus in as it opens (PhotoSwipe waits for its opening animation to
    // end), Tab wrapping (PhotoSwipe lets Tab leave once a cycle), Escape and focus back.
    returnFocus: false,
    trapFocus: false,
    escKey: false,
  });

  const stopWatching = watchImageLoading(pswp, items);
  addLightboxControls(pswp, { items, options, settings, rtl, position });
  // Themes and tests can tell a lightbox that has finished opening (README, "States").
  pswp.on('openingAnimationEnd', () => pswp.element?.setAttribute(GALLERY_MARKUP.attributes.state, 'open'));
  pswp.on('close', () => pswp.element?.setAttribute(GALLERY_MARKUP.attributes.state, 'closing'));
  // PhotoSwipe's own Tab handling would pull the focus back to its root once: Tab is the protocol's.
  pswp.on('keydown', (event) => {
    if (event.originalEvent.key === 'Tab') event.preventDefault();
  });
  pswp.on('destroy', () => {
    stopWatching();
    onClosed();
  });
  pswp.init();
  const root = pswp.element;
  if (!root) {
    pswp.destroy();
    return null;
  }
  return { root, shownItem: () => items[pswp.currIndex], close: () => pswp.close(), destroy: () => pswp.destroy() };
}
