import type { FamilyMarkup } from '../../core/markup';

/** The markup names of lazy images and iframes (README). Public: themes print them, and style the state. */
export const LAZY_MEDIA_MARKUP = {
  attributes: {
    /** An image's or iframe's address, until it comes near: then it becomes `src`. */
    src: 'data-src',
    /** An image's or picture source's candidates, until it comes near: then they become `srcset`. */
    srcset: 'data-srcset',
    /** Their `sizes`, moved with them. */
    sizes: 'data-sizes',
    /** On each lazy element once handed over: `loading`, `loaded` or `error`. */
    state: 'data-lazy-state',
  },
} as const satisfies FamilyMarkup;
