import type { PhotoSwipeVendor } from '../vendors/photoswipe';
import type { GalleryItem } from './items';

export type PhotoSwipe = InstanceType<PhotoSwipeVendor['PhotoSwipe']>;
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
 * How the lightbox's full-size images load (README, "Loading and failures"): each one still loading
 * after LIGHTBOX_IMAGE_ATTEMPTS looks is given up (its request dropped, the error text shown), and an
 * image the server printed no size for takes its own size once it has loaded. `items` are in the
 * lightbox's order. Returns the function that stops the looks still running.
 */
export function watchImageLoading(pswp: PhotoSwipe, items: readonly GalleryItem[]): () => void {
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
  return () => {
    for (const timer of timers) window.clearInterval(timer);
    timers.clear();
  };
}
