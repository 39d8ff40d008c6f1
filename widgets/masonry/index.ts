import { defineWidget } from '../../mount/types';
import { MasonryWidget } from './MasonryWidget';
import { parseMasonryOptions, type MasonryOptions } from './options';

/** Masonry grid: masonry-layout, re-laid out as each image loads; items appended through an event. */
export const masonryWidget = defineWidget<MasonryOptions>({
  parseOptions: parseMasonryOptions,
  component: MasonryWidget,
});

export const widgets = { masonry: masonryWidget };
