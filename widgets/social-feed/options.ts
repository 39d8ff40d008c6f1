import { coerceFlatTexts, type FlatTexts } from '../../src/core/settings/coerce';
import { field, type Schema } from '../../src/core/settings/schema';
import { optionsParser } from '../../mount/options';
import type { FieldTexts } from '../../src/core/settings/field-texts';

/** Options of `data-island="social-feed"` (widgets/social-feed/README.md). Defaults are ours. */
export interface SocialFeedOptions {
  /** `atts` in the JSON options child (or `data-atts` as JSON): the shortcode's attributes, sent back with each call. */
  atts: FlatTexts;
}

export const SOCIAL_FEED_OPTIONS_SCHEMA: Schema<SocialFeedOptions> = {
  atts: field(coerceFlatTexts, {}),
};

export const parseSocialFeedOptions = optionsParser('social-feed', SOCIAL_FEED_OPTIONS_SCHEMA);

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
export const SOCIAL_FEED_OPTIONS_TEXTS: FieldTexts<SocialFeedOptions> = {
  atts: {
    label: 'Shortcode attributes',
    help: "The shortcode's attributes (flat names to texts), sent back with every call: in the JSON options child, or as JSON text in `data-atts`.",
  },
};

/** Markup names (README, "Markup contract"). Public: the server's answers and theme CSS rely on them. */
export const SOCIAL_FEED_MARKUP = {
  /** On an element of an answer: this account failed on the server; the value is its public photo page. */
  page: 'data-social-feed-page',
  /** On that element, optional: the `atts` (JSON) to send with its page; the widget's own when absent. */
  atts: 'data-atts',
} as const;

/** On the widget while a call is out (with `aria-busy="true"`). */
export const LOADING_CLASS = 'social-feed-loading';
