import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { WidgetProps } from '../../mount/types';
import { useDomListener } from '../../core/hooks/useDomListener';
import { useReducedMotion } from '../../core/hooks/useReducedMotion';
import { useVendor } from '../../core/hooks/useVendor';
import { warn } from '../../core/log';
import type { MasonryVendor } from '../vendors/masonry';
import { masonryParams, type MasonryOptions } from './options';
import { MASONRY_MARKUP } from './markup';
import { useFirstLayoutMoment } from './useFirstLayoutMoment';

type Masonry = InstanceType<MasonryVendor['Masonry']>;

/** imagesloaded's report for one image: the element whose image loaded (or failed). */
interface LoadedImage {
  img?: unknown;
}

/**
 * True when the image's box was already final before it loaded: an <img> with printed width and
 * height (README "Markup") keeps its aspect-ratio box, so its load moves nothing and needs no relayout.
 */
function hadItsSize(image: LoadedImage | undefined): boolean {
  const img = image?.img;
  return img instanceof HTMLImageElement && img.hasAttribute('width') && img.hasAttribute('height');
}

/** The items an `islands:append` event carries: an element, or a list of them. */
function itemsOf(detail: unknown): Element[] | null {
  const items = (detail as { items?: unknown } | null)?.items;
  const list = items instanceof Element ? [items] : Array.isArray(items) ? items : null;
  return list && list.length && list.every((item) => item instanceof Element) ? (list as Element[]) : null;
}

/**
 * Masonry grid (widgets/masonry/README.md): masonry-layout and imagesloaded from one vendor file,
 * fetched when the grid mounts. Laid out at once, or, when the file came late, at a moment the grid is
 * off screen (useFirstLayoutMoment.ts); then again, once per frame at most, as images report in (the
 * server's width/height attributes give every image its box before it loads).
 */
export function MasonryWidget({ element, options }: WidgetProps<MasonryOptions>) {
  const vendor = useVendor<MasonryVendor>('masonry', 'masonry', element);
  const laidOut = useFirstLayoutMoment(element, Boolean(vendor));
  const reducedMotion = useReducedMotion();
  const masonry = useRef<Masonry | null>(null);
  const frame = useRef(0);
  // One layout per frame at most, however many images report in it, and only for images whose box
  // changed on load. Instant (no transition): masonry-layout's animated move reads each item's
  // computed position right after writing the previous one, a forced layout per item.
  const [scheduleLayout] = useState(() => (_instance: unknown, image?: LoadedImage) => {
    if (frame.current || hadItsSize(image)) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      const instance = masonry.current as (Masonry & { options?: { layoutInstant?: boolean } }) | null;
      if (!instance) return;
      if (instance.options) instance.options.layoutInstant = true;
      instance.layout();
      if (instance.options) delete instance.options.layoutInstant;
    });
  });

  useLayoutEffect(() => {
    if (!vendor || !laidOut) return;
    const instance = new vendor.Masonry(element, masonryParams(element, options, reducedMotion));
    masonry.current = instance;
    const loading = vendor.imagesLoaded(element).on('progress', scheduleLayout);
    return () => {
      loading.off('progress', scheduleLayout);
      cancelAnimationFrame(frame.current);
      frame.current = 0;
      instance.destroy();
      masonry.current = null;
    };
    // One masonry per mount; options are the server's and do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [vendor, laidOut, element, scheduleLayout]);

  useEffect(() => {
    // Reduced motion may change while the grid is up: later layouts follow it.
    const instance = masonry.current as (Masonry & { options?: { transitionDuration?: string | number } }) | null;
    if (instance?.options) instance.options.transitionDuration = reducedMotion ? 0 : '0.3s';
  }, [reducedMotion, vendor]);

  // README "Adding items": element.dispatchEvent(new CustomEvent('islands:append', { detail: { items } })).
  useDomListener(element, MASONRY_MARKUP.events.append as keyof HTMLElementEventMap, (event) => {
    const items = itemsOf((event as CustomEvent).detail);
    if (!items) {
      warn(`widget "masonry": "${MASONRY_MARKUP.events.append}" needs detail.items, an element or a list of elements`, element);
      return;
    }
    element.append(...items);
    // Before masonry-layout has arrived the items simply join the grid; it lays them out when it starts.
    if (!masonry.current || !vendor) return;
    masonry.current.appended(items);
    vendor.imagesLoaded(items).on('progress', scheduleLayout);
  });

  // README "Filtering": items were hidden or shown (`hidden`, display: none): lay the grid out again.
  useDomListener(element, MASONRY_MARKUP.events.layout as keyof HTMLElementEventMap, scheduleLayout);

  return null;
}
