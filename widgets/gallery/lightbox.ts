import type { PhotoSwipeVendor } from '../vendors/photoswipe';
import type { GalleryItem } from './items';
import type { GalleryOptions } from './options';
import { counterText, type GallerySettings } from './settings';
import { keepTabInside } from '../../src/core/hooks/useModalTabWrap';
import { GALLERY_MARKUP } from './markup';

type PhotoSwipe = InstanceType<PhotoSwipeVendor['PhotoSwipe']>;
type Content = PhotoSwipe['currSlide'] extends infer Slide ? (Slide extends { content: infer C } ? C : never) : never;

/**
 * "Image loading gives up after about 200 attempts" (widgets/gallery/README.md, "Loading and
 * failures"): an attempt is one look, every LIGHTBOX_ATTEMPT_INTERVAL_MS, at a full-size image that is
 * still loading. After LIGHTBOX_IMAGE_ATTEMPTS looks (20 s) the slide shows the error text instead;
 * an image the browser reports as failed shows it at once.
 */
export const LIGHTBOX_IMAGE_ATTEMPTS = 200;
/** Ours: one look every 100 ms, so 200 attempts wait 20 s for a slow image. */
export const LIGHTBOX_ATTEMPT_INTERVAL_MS = 100;

/**
 * The gallery's own CSS (its definition's `style`): the caption sits over the foot of the image.
 * PhotoSwipe's CSS, and our few changes to it, come with PhotoSwipe's file (widgets/vendors/photoswipe.ts).
 */
export const CAPTION_CSS = [
  `.${GALLERY_MARKUP.classes.caption}{position:absolute;inset-inline:0;bottom:0;padding:12px 56px;text-align:center;`,
  'color:#fff;background:rgba(0,0,0,.6);font-size:15px;line-height:1.4}',
  `.${GALLERY_MARKUP.classes.caption}:empty{display:none}`,
].join('');

const SVG = 'http://www.w3.org/2000/svg';
/** PhotoSwipe's own icon shapes, built as DOM nodes: no markup string ever reaches innerHTML. */
const ICONS = {
  arrow: { size: 60, paths: ['M29 43l-3 3-16-16 16-16 3 3-13 13 13 13z'] },
  close: { size: 32, paths: ['M24 10l-2-2-6 6-6-6-2 2 6 6-6 6 2 2 6-6 6 6 2-2-6-6z'] },
  zoom: {
    size: 32,
    paths: ['M17.426 19.926a6 6 0 1 1 1.5-1.5L23 22.5 21.5 24l-4.074-4.074z'],
    bars: ['M11 16v-2h6v2z', 'M13 12h2v6h-2z'],
  },
} as const;

function icon(kind: keyof typeof ICONS): SVGSVGElement {
  const spec = ICONS[kind];
  const svg = document.createElementNS(SVG, 'svg');
  for (const [name, value] of [
    ['aria-hidden', 'true'],
    ['class', 'pswp__icn'],
    ['viewBox', `0 0 ${spec.size} ${spec.size}`],
    ['width', String(spec.size)],
    ['height', String(spec.size)],
  ]) {
    svg.setAttribute(name!, value!);
  }
  const path = (d: string, className?: string) => {
    const node = document.createElementNS(SVG, 'path');
    node.setAttribute('d', d);
    if (className) node.setAttribute('class', className);
    svg.append(node);
  };
  for (const d of spec.paths) path(d, 'pswp__icn-shadow');
  for (const d of spec.paths) path(d);
  if ('bars' in spec) {
    path(spec.bars[0], 'pswp__zoom-icn-bar-h');
    path(spec.bars[1], 'pswp__zoom-icn-bar-v');
  }
  return svg;
}

function button(className: string, label: string, kind: keyof typeof ICONS, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = `pswp__button ${className}`;
  element.title = label;
  element.setAttribute('aria-label', label);
  element.append(icon(kind));
  element.addEventListener('click', onClick);
  return element;
}

/**
 * PhotoSwipe's built-in UI elements are each filled through innerHTML, which a page enforcing
 * Trusted Types refuses (README, "Content-Security-Policy"). So all of them are switched off and the
 * same controls are built here with DOM calls, using PhotoSwipe's own classes and CSS.
 */
const BUILT_IN_UI_OFF = { close: false, arrowPrev: false, arrowNext: false, zoom: false, counter: false, preloader: false } as const;

export interface LightboxRequest {
  readonly vendor: PhotoSwipeVendor;
  readonly items: GalleryItem[];
  readonly index: number;
  readonly options: GalleryOptions;
  readonly settings: GallerySettings;
  readonly reducedMotion: boolean;
  /** The gallery is right to left (`dir="rtl"`): swipe, arrow keys and arrow buttons are mirrored. */
  readonly rtl: boolean;
  /** Called once it has closed, with the item shown last (its thumbnail gets the focus back). */
  readonly onClosed: (item: GalleryItem | undefined) => void;
}

/** Opens PhotoSwipe on one gallery's items; returns a function that closes it at once. */
export function openLightbox({
  vendor,
  items: documentOrder,
  index,
  options,
  settings,
  reducedMotion,
  rtl,
  onClosed,
}: LightboxRequest): () => void {
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
    // Ours: focus goes back to the thumbnail of the image shown last (see onClosed).
    returnFocus: false,
    // Ours too (README, "Behaviour"): PhotoSwipe moves focus in only once its opening animation has
    // ended (the thumbnail keeps it until then, or for good when that end never comes), and lets Tab
    // leave its last button for the page's <body> once a cycle.
    trapFocus: false,
  });

  const timers = new Set<number>();
  const watch = (content: Content) => {
    let attempts = 0;
    const timer = window.setInterval(() => {
      attempts += 1;
      if (!content.isLoading()) {
        window.clearInterval(timer);
        timers.delete(timer);
      } else if (attempts >= LIGHTBOX_IMAGE_ATTEMPTS) {
        window.clearInterval(timer);
        timers.delete(timer);
        if (content.element instanceof HTMLImageElement) content.element.removeAttribute('src');
        content.onError();
      }
    }, LIGHTBOX_ATTEMPT_INTERVAL_MS);
    timers.add(timer);
  };
  pswp.on('contentLoadImage', ({ content }) => watch(content));
  pswp.on('loadComplete', ({ content, isError }) => {
    const item = items[content.index];
    const image = content.element;
    // The server printed no size: now that the image is here, show it at its own.
    if (isError || !item?.sizeGuessed || !(image instanceof HTMLImageElement) || !image.naturalWidth) return;
    item.sizeGuessed = false;
    item.width = image.naturalWidth;
    item.height = image.naturalHeight;
    const data = pswp.options.dataSource;
    if (Array.isArray(data) && data[content.index]) Object.assign(data[content.index]!, { width: item.width, height: item.height });
    pswp.refreshSlideContent(content.index);
  });

  pswp.on('uiRegister', () => {
    const { element: root, scrollWrap } = pswp;
    if (!root || !scrollWrap) return;
    root.setAttribute('aria-modal', 'true');
    root.setAttribute('aria-label', options.label || settings.gallery_label);
    scrollWrap.setAttribute('aria-label', options.label || settings.gallery_label);

    const bar = document.createElement('div');
    bar.className = 'pswp__top-bar pswp__hide-on-close';
    if (rtl) bar.dir = 'rtl';
    const counter = document.createElement('div');
    counter.className = 'pswp__counter';
    const zoom = button('pswp__button--zoom', settings.gallery_zoom, 'zoom', () => pswp.toggleZoom());
    const close = button('pswp__button--close', settings.gallery_close, 'close', () => pswp.close());
    bar.append(counter, ...(options.zoom ? [zoom] : []), close);

    // The left button shows the slide to the left: the previous image, or, right to left, the next one.
    const arrow = (step: -1 | 1) => {
      const label = step < 0 !== rtl ? settings.gallery_previous : settings.gallery_next;
      const element = button(
        `pswp__button--arrow pswp__button--arrow--${step < 0 ? 'prev' : 'next'} pswp__hide-on-close`,
        label,
        'arrow',
        () => (step < 0 ? pswp.prev() : pswp.next()),
      );
      element.setAttribute('aria-controls', 'pswp__items');
      return element;
    };
    const previous = arrow(-1);
    const next = arrow(1);
    const caption = document.createElement('div');
    caption.className = `${GALLERY_MARKUP.classes.caption} pswp__hide-on-close`;
    caption.setAttribute('aria-live', 'polite');
    if (rtl) caption.dir = 'rtl';
    scrollWrap.append(previous, next, bar, caption);

    pswp.on('change', () => {
      const count = pswp.getNumItems();
      counter.textContent = counterText(settings.gallery_counter, position(pswp.currIndex), count);
      caption.textContent = items[pswp.currIndex]?.title ?? '';
      if (!pswp.canLoop()) {
        previous.disabled = pswp.currIndex <= 0;
        next.disabled = pswp.currIndex >= count - 1;
      }
    });
    pswp.on('zoomPanUpdate', () => {
      zoom.setAttribute(
        'aria-pressed',
        String(Boolean(pswp.currSlide && pswp.currSlide.currZoomLevel > pswp.currSlide.zoomLevels.initial)),
      );
    });
  });

  // Themes and tests can tell a lightbox that has finished opening (README, "States").
  pswp.on('openingAnimationEnd', () => pswp.element?.setAttribute(GALLERY_MARKUP.attributes.state, 'open'));
  pswp.on('close', () => pswp.element?.setAttribute(GALLERY_MARKUP.attributes.state, 'closing'));

  // PhotoSwipe's own Tab handling would pull the focus back to its root once: Tab is ours alone.
  pswp.on('keydown', (event) => {
    if (event.originalEvent.key === 'Tab') event.preventDefault();
  });
  let releaseFocus = () => {};
  pswp.on('destroy', () => {
    releaseFocus();
    for (const timer of timers) window.clearInterval(timer);
    timers.clear();
    onClosed(items[pswp.currIndex]);
  });
  pswp.init();
  if (pswp.element) releaseFocus = holdFocus(pswp.element);
  return () => pswp.destroy();
}

/**
 * The dialog's focus (README, "Behaviour"; the APG dialog pattern): it moves into the lightbox as it
 * opens (its root, which names it), Tab and Shift+Tab wrap round its buttons, and focus that lands
 * outside while it is open (a click on the page behind, a screen reader's cursor) comes back to it.
 * Returns the function that lets go.
 */
function holdFocus(root: HTMLElement): () => void {
  root.focus({ preventScroll: true });
  const onKeyDown = (event: KeyboardEvent) => keepTabInside(root, event);
  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof Node && event.target !== document && !root.contains(event.target)) root.focus({ preventScroll: true });
  };
  root.addEventListener('keydown', onKeyDown);
  document.addEventListener('focusin', onFocusIn);
  return () => {
    root.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('focusin', onFocusIn);
  };
}
