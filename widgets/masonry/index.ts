import { defineWidget } from '../../mount/types';
import { MasonryWidget } from './MasonryWidget';
import { parseMasonryOptions, type MasonryOptions } from './options';

/**
 * Masonry grids (README). The manifest builds this family into its own file,
 * cms-islands.widget-masonry.js; masonry-layout and imagesloaded are one vendor file, fetched when the
 * first grid mounts.
 *
 * Masonry grid: masonry-layout (on demand), re-laid out as each image loads; items appended through an event.
 */
export const masonryWidget = defineWidget<MasonryOptions>({
  parseOptions: parseMasonryOptions,
  component: MasonryWidget,
});

export const widgets = { masonry: masonryWidget };
