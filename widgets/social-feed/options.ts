import { coerceFlatTexts, type FlatTexts } from '../../core/settings/coerce';
import { field, type Schema } from '../../core/settings/schema';
import { optionsParser } from '../../mount/options';
import type { FieldTexts } from '../../core/settings/field-texts';

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
