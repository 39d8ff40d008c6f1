import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { WidgetProps } from '../../mount/types';
import { loadedVendor, loadVendor } from '../../src/core/files/load-file';
import { useDomListener } from '../../src/core/hooks/useDomListener';
import { prefersReducedMotion } from '../../src/core/hooks/useReducedMotion';
import { useServerAttributes } from '../../src/core/hooks/useServerAttributes';
import { createOnceReporter } from '../../src/core/report-once';
import { useFamilySettings, useIslandsStoreApi } from '../../src/core/store/react';
import type { PhotoSwipeVendor } from '../vendors/photoswipe';
import { isGalleryLink, readGalleryItems } from './items';
import { openLightbox } from './lightbox';
import type { GalleryOptions } from './options';
import { GALLERY_SETTINGS_SCHEMA } from './settings';

const reportOnce = createOnceReporter('error');

/** A click the browser should handle itself: new tab or window, download, another button. */
const wantsBrowser = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * Gallery (widgets/gallery/README.md): the server's links to large images open in a PhotoSwipe
 * lightbox. PhotoSwipe is a vendor file of its own, fetched the first time a visitor opens an image;
 * until then, and if it cannot load, the links simply lead to the images.
 */
export function GalleryWidget({ element, options }: WidgetProps<GalleryOptions>) {
  const settings = useFamilySettings(GALLERY_SETTINGS_SCHEMA, 'gallery');
  const latest = useRef({ options, settings });
  latest.current = { options, settings };
  const close = useRef<(() => void) | null>(null);
  const [, setOpen] = useState(false);
  // The store's one open overlay (README, "Behaviour"): opening another overlay closes the lightbox,
  // and the page's scroll lock is the store's, the same for every overlay.
  const store = useIslandsStoreApi();
  const overlayId = `gallery:${useId()}`;
  const links = useMemo(() => readGalleryItems(element).map((item) => item.link), [element]);
  useServerAttributes(links.map((link) => [link, { 'aria-haspopup': 'dialog' }] as const));

  useEffect(() => {
    const unsubscribe = store.subscribe((state, before) => {
      if (state.openOverlayId !== before.openOverlayId && state.openOverlayId !== overlayId) close.current?.();
    });
    return () => {
      unsubscribe();
      close.current?.();
      store.getState().closeOverlay(overlayId);
    };
  }, [store, overlayId]);

  // One listener per gallery: clicks (and Enter, which clicks a focused link) on any of its images.
  useDomListener(element, 'click', (event) => {
    const link = (event.target as Element).closest('a[href]');
    if (!link || !element.contains(link) || !isGalleryLink(link) || wantsBrowser(event) || close.current) return;
    // Read now, not at mount: items appended later belong to the gallery too.
    const items = readGalleryItems(element);
    const index = items.findIndex((item) => item.link === link);
    if (index < 0) return;
    event.preventDefault();
    const open = (vendor: PhotoSwipeVendor) => {
      setOpen(true);
      store.getState().openOverlay(overlayId);
      close.current = openLightbox({
        vendor,
        items,
        index,
        ...latest.current,
        reducedMotion: prefersReducedMotion(),
        rtl: getComputedStyle(element).direction === 'rtl',
        onClosed: (item) => {
          close.current = null;
          setOpen(false);
          store.getState().closeOverlay(overlayId);
          // Closed because another overlay opened: the focus is that one's now.
          if (store.getState().openOverlayId === null) (item?.link.isConnected ? item.link : link).focus();
        },
      });
    };
    const ready = loadedVendor<PhotoSwipeVendor>('photoswipe');
    if (ready) return open(ready);
    link.setAttribute('aria-busy', 'true');
    close.current = () => {}; // a second click while the file loads opens nothing more
    loadVendor<PhotoSwipeVendor>('photoswipe').then(
      (vendor) => {
        link.removeAttribute('aria-busy');
        close.current = null;
        if (element.isConnected) open(vendor);
      },
      (error: unknown) => {
        link.removeAttribute('aria-busy');
        close.current = null;
        reportOnce('vendor:photoswipe', 'widget "gallery" could not load photoswipe; its links lead to the images', element, error);
        window.location.assign(link.href);
      },
    );
  });

  return null;
}
