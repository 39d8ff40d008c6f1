import type { FamilyMarkup } from '../../core/markup';

/**
 * The markup names of post lists (README, "Markup contract"). Public: theme CSS relies on them. The
 * events it dispatches on a grid that is also a masonry grid are the masonry family's
 * (widgets/masonry/markup.ts).
 */
export const POST_LIST_MARKUP = {
  attributes: {
    /** The element whose direct children are the items; the widget's element itself when absent. */
    items: 'data-post-list-items',
    /** On an item: its category slugs, separated by spaces. */
    categories: 'data-categories',
    /** The group of filter buttons. */
    filters: 'data-post-list-filters',
    /** On a filter button: the category slug it shows; `*` (or empty) shows all. */
    filter: 'data-post-list-filter',
    /** The load-more button or link (for `main_loop`, a link to the next page). */
    more: 'data-post-list-more',
  },
  classes: {
    /** On the load-more button while a call is out. */
    loading: 'post-list-loading',
    /** On the widget once every page is shown. */
    ended: 'post-list-ended',
  },
} as const satisfies FamilyMarkup;
