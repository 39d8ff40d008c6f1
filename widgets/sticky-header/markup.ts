import type { FamilyMarkup } from '../../core/markup';

/**
 * The markup names of the sticky header (README, "States"). Public: theme CSS styles the states.
 * What it writes for in-page jumps (its height, from where it is pinned) is the core's
 * TOP_INSET_MARKUP: widgets of other families read it.
 */
export const STICKY_HEADER_MARKUP = {
  attributes: {
    /** On the pinned header: its state, `sticked`, `scroll-up` or `scroll-down` (absent when normal). */
    state: 'data-sticky-state',
    /** On the cloned header (whb_header_clone) the widget adds after the header. */
    clone: 'data-sticky-clone',
    /** On the invisible element at the document's top whose leaving the viewport means "past the threshold". */
    sentinel: 'data-sticky-sentinel',
  },
  classes: {
    /** On the pinned header while sticked; stays on while scroll-up or scroll-down. */
    sticked: 'is-sticked',
    /** With hide-on-scroll: the page scrolls up (the header comes back). */
    scrollUp: 'is-scroll-up',
    /** With hide-on-scroll: the page scrolls down (the header hides). */
    scrollDown: 'is-scroll-down',
    /** The cloned header's container. */
    clone: 'sticky-header-clone',
    /** Holds the header's place (its height) while the header itself is pinned. */
    placeholder: 'sticky-header-placeholder',
  },
} as const satisfies FamilyMarkup;
