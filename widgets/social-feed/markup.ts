import type { FamilyMarkup } from '../../core/markup';

/** The markup names of social feeds (README, "Markup contract"). Public: the server's answers and theme CSS rely on them. */
export const SOCIAL_FEED_MARKUP = {
  attributes: {
    /** On an element of an answer: this account failed on the server; the value is its public photo page. */
    page: 'data-social-feed-page',
    /** On that element, optional: the `atts` (JSON) to send with its page; the widget's own when absent. */
    atts: 'data-atts',
  },
  classes: {
    /** On the widget while a call is out (with `aria-busy="true"`). */
    loading: 'social-feed-loading',
  },
} as const satisfies FamilyMarkup;
