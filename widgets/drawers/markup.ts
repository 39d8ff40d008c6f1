import type { FamilyMarkup } from '../../core/markup';

/** The markup names of drawers (README). Public: themes print the openers and close buttons; the family's CSS reads the rest. */
export const DRAWERS_MARKUP = {
  attributes: {
    /** On any element of the page that opens a drawer: the drawer's `<dialog>` id. */
    opens: 'data-opens',
    /** On an element inside a drawer that closes it. */
    close: 'data-drawer-close',
    /** On the `<dialog>`: the side it slides in from, `start`, `end` or `full` (its option, written for CSS). */
    side: 'data-drawer',
    /** On the `<dialog>` while open: `ltr` or `rtl`, the direction it slides in. */
    direction: 'data-drawer-dir',
    /** On the `<dialog>`: `thin` scrollbars, unless disable_nanoscroller. */
    scrollbar: 'data-drawer-scrollbar',
  },
} as const satisfies FamilyMarkup;
