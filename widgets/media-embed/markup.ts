import type { FamilyMarkup } from '../../core/markup';

/** The markup names of media embeds (README). Public: themes print them and style the states. */
export const MEDIA_EMBED_MARKUP = {
  attributes: {
    /** The facade when it is not a link: a poster or card that stands for the embed until asked. */
    facade: 'data-embed-facade',
    /** A social post's blockquote, which its provider's script turns into the post. */
    social: 'data-embed-social',
    /** On the widget once asked: `loading`, `loaded` or `error`. */
    state: 'data-embed-state',
    /** On the facade while the loaded iframe covers it (it stays for its size, hidden and inert). */
    covered: 'data-embed-covered',
  },
  classes: {
    /** The iframe the widget adds. */
    frame: 'cms-islands-embed-frame',
    /** What X's script looks for on a post's blockquote (given once the visitor asks). */
    twitter: 'twitter-tweet',
    /** What Instagram's script looks for on a post's blockquote (given once the visitor asks). */
    instagram: 'instagram-media',
  },
} as const satisfies FamilyMarkup;
