import { useEffect, useId, useMemo, useRef } from 'react';
import type { WidgetProps } from '../../mount/types';
import { loadedVendor, loadVendor } from '../../core/files/load-file';
import { useDomListener } from '../../core/hooks/useDomListener';
import { useLatest } from '../../core/hooks/useLatest';
import { useServerAttributes } from '../../core/hooks/useServerAttributes';
import { createOnceReporter } from '../../core/report-once';
import { useFamilySettings, useIslandsStoreApi } from '../../core/store/react';
import type { PhotoSwipeVendor } from '../vendors/photoswipe';
import { isGalleryLink, readGalleryItems } from './items';
import { type GalleryOptions, GALLERY_SETTINGS_SCHEMA } from './options';
import { showLightbox } from './show-lightbox';

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
  const latest = useLatest({ options, settings });
  const store = useIslandsStoreApi();
  const overlayId = `gallery:${useId()}`;
  /** The open lightbox, or a stand-in while PhotoSwipe's file loads: a second click meanwhile opens nothing more. */
  const current = useRef<{ destroy(): void } | null>(null);
  const links = useMemo(() => readGalleryItems(element).map((item) => item.link), [element]);
  useServerAttributes(links.map((link) => [link, { 'aria-haspopup': 'dialog' }] as const));

  // Unmounted while open: it closes at once.
  useEffect(() => () => current.current?.destroy(), []);

  // One listener per gallery: clicks (and Enter, which clicks a focused link) on any of its images.
  useDomListener(element, 'click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[href]');
    if (!link || !element.contains(link) || !isGalleryLink(link) || wantsBrowser(event) || current.current) return;
    // Read now, not at mount: items appended later belong to the gallery too.
    const items = readGalleryItems(element);
    const index = items.findIndex((item) => item.link === link);
    if (index < 0) return;
    event.preventDefault();
    const open = (vendor: PhotoSwipeVendor) => {
      const closed = () => (current.current = null);
      current.current = showLightbox({
        vendor,
        store,
        overlayId,
        gallery: element,
        link,
        items,
        index,
        ...latest.current,
        onClosed: closed,
      });
    };
    const ready = loadedVendor<PhotoSwipeVendor>('photoswipe');
    if (ready) return open(ready);
    link.setAttribute('aria-busy', 'true');
    current.current = { destroy: () => {} };
    loadVendor<PhotoSwipeVendor>('photoswipe').then(
      (vendor) => {
        link.removeAttribute('aria-busy');
        current.current = null;
        if (element.isConnected) open(vendor);
      },
      (error: unknown) => {
        link.removeAttribute('aria-busy');
        current.current = null;
        reportOnce('vendor:photoswipe', 'widget "gallery" could not load photoswipe; its links lead to the images', element, error);
        window.location.assign(link.href);
      },
    );
  });

  return null;
}
