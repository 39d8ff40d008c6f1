import type { FamilyMarkup } from '../../core/markup';

/**
 * The markup names of masonry grids (README). Public: themes print the classes and dispatch the
 * events; a post list whose items are a grid dispatches them too (widgets/post-list/README.md).
 */
export const MASONRY_MARKUP = {
  classes: {
    /** An item of the grid (masonry-layout's own convention; the `data-item-selector` default). */
    item: 'grid-item',
    /** The element that sizes the columns, when there is one (masonry-layout's convention). */
    columnSizer: 'grid-sizer',
    /** The element that sizes the gutter (masonry-layout's convention): never an item. */
    gutterSizer: 'gutter-sizer',
  },
  events: {
    /** Dispatched on the grid with `detail.items` (an element or a list of them): they are appended and placed. */
    append: 'islands:append',
    /** Dispatched on the grid after items were hidden or shown: it is laid out again. */
    layout: 'islands:layout',
  },
} as const satisfies FamilyMarkup;
