import type { FamilyMarkup } from '../../core/markup';

/** The markup names of WordPress's embedded posts (README): WordPress's own, so they never change. */
export const EMBEDS_MARKUP = {
  attributes: {
    /** On the iframe and its blockquote fallback: the secret that pairs the embed's messages with its iframe. */
    secret: 'data-secret',
  },
} as const satisfies FamilyMarkup;
