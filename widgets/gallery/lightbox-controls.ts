import type { GalleryItem } from './items';
import { type GalleryOptions, counterText, type GallerySettings } from './options';
import type { PhotoSwipe } from './image-loading';
import { GALLERY_MARKUP } from './markup';

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
export const BUILT_IN_UI_OFF = { close: false, arrowPrev: false, arrowNext: false, zoom: false, counter: false, preloader: false } as const;

export interface ControlsRequest {
  /** The items in the lightbox's order (reversed right to left). */
  readonly items: readonly GalleryItem[];
  readonly options: GalleryOptions;
  readonly settings: GallerySettings;
  readonly rtl: boolean;
  /** The number ("2 of 5") of a slide, in reading order. */
  readonly position: (slide: number) => number;
}

/**
 * The lightbox's controls, built as PhotoSwipe registers its UI (README, "Behaviour"): the name on
 * the dialog, the counter, Zoom (aria-pressed) and Close in the top bar, the arrows (mirrored right
 * to left: the left one shows the slide to the left), and the caption, announced politely.
 */
export function addLightboxControls(pswp: PhotoSwipe, { items, options, settings, rtl, position }: ControlsRequest): void {
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
}
