import type { FamilyMarkup } from '../../core/markup';

/** The markup names of the cookie notice (README). Public: themes print them. */
export const COOKIE_NOTICE_MARKUP = {
  attributes: {
    /** The accept button inside the notice. */
    accept: 'data-cookie-notice-accept',
  },
} as const satisfies FamilyMarkup;
