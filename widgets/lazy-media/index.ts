import { defineWidget } from '../../mount/types';
import { watchLazyMedia } from './lazy-media';

/**
 * Lazy images and iframes (README): `data-island="lazy-media"` on a container (a post's content, a
 * list, the page's main element), not on each image. A plain `setup`: one root per container, one
 * shared IntersectionObserver for every image, so a thousand lazy images cost nothing measurable.
 * Built into its own small file, cms-islands.widget-lazy-media.js, fetched at load.
 *
 * Lazy images and iframes: data-src/srcset loaded within lazy_loading_offset px of the viewport (one shared observer).
 */
export const lazyMediaWidget = defineWidget<undefined>({
  setup: (element, { store }) => watchLazyMedia(element, store.getState().settings.lazy_loading_offset),
});

export const widgets = { 'lazy-media': lazyMediaWidget };
