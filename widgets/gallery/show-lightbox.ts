import { prefersReducedMotion } from '../../core/hooks/useReducedMotion';
import { showOverlay, type OverlaySession } from '../../core/overlay/overlay';
import type { IslandsStore } from '../../core/store/store';
import type { PhotoSwipeVendor } from '../vendors/photoswipe';
import { readGalleryItems, type GalleryItem } from './items';
import { openLightbox, type Lightbox } from './lightbox';
import type { GalleryOptions, GallerySettings } from './options';

export interface ShowLightboxRequest {
  readonly vendor: PhotoSwipeVendor;
  readonly store: IslandsStore;
  readonly overlayId: string;
  readonly gallery: HTMLElement;
  /** The thumbnail link that opened it. */
  readonly link: HTMLElement;
  readonly items: GalleryItem[];
  readonly index: number;
  readonly options: GalleryOptions;
  readonly settings: GallerySettings;
  /** Called once it has closed, whichever way. */
  readonly onClosed: () => void;
}

/**
 * PhotoSwipe under the overlay protocol (README, "Behaviour"; core/overlay): the store's one open
 * overlay (another opening closes it at once), the page behind inert and still, focus on its root as
 * it opens, Tab wrapping round its buttons, Escape closing it with PhotoSwipe's animation, and focus
 * back to the thumbnail of the image shown last (re-rendered meanwhile: the gallery's link at the
 * same place). PhotoSwipe keeps its own UI, keys and gestures.
 */
export function showLightbox({
  vendor,
  store,
  overlayId,
  gallery,
  link,
  items,
  index,
  options,
  settings,
  onClosed,
}: ShowLightboxRequest): Lightbox | null {
  let session: OverlaySession | null = null;
  const lightbox = openLightbox({
    vendor,
    items,
    index,
    options,
    settings,
    reducedMotion: prefersReducedMotion(),
    rtl: getComputedStyle(gallery).direction === 'rtl',
    onClosed: () => {
      session?.close();
      onClosed();
    },
  });
  if (!lightbox) return null;
  const shownIndex = () => {
    const shown = lightbox.shownItem();
    return shown ? items.indexOf(shown) : index;
  };
  session = showOverlay({
    store,
    id: overlayId,
    root: lightbox.root,
    initialFocus: lightbox.root, // its root carries the dialog's name
    opener: link,
    returnFocusTo: () => lightbox.shownItem()?.link,
    fallbackFocus: () => readGalleryItems(gallery)[shownIndex()]?.link,
    onDismiss: () => lightbox.close(),
    onClosed: () => lightbox.destroy(),
  });
  return lightbox;
}
