import { defineWidget } from '../../mount/types';
import { watchLazyMedia } from './lazy-media';

/**
 * Lazy images and iframes: data-src/srcset loaded within lazy_loading_offset px of the viewport. A
 * plain `setup` on a container (a post's content, a list), not on each image: one shared
 * IntersectionObserver for every image, so a thousand lazy images cost nothing measurable.
 */
export const lazyMediaWidget = defineWidget<undefined>({
  setup: (element, { store }) => watchLazyMedia(element, store.getState().settings.lazy_loading_offset),
});

export const widgets = { 'lazy-media': lazyMediaWidget };
