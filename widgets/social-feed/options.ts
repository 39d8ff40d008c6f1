import { coerceFlatTexts, coerceString, type FlatTexts } from '../../core/settings/coerce';
import { field, type ShapeOf } from '../../core/settings/schema';
import { optionsParser } from '../../mount/options';
import { described, describedSettings, type FamilySchemas, type FieldTexts } from '../../core/settings/field-texts';

/** Options of `data-island="social-feed"` (widgets/social-feed/README.md). Defaults are ours. */
export const SOCIAL_FEED_OPTIONS_SCHEMA = {
  /** `atts` in the JSON options child (or `data-atts` as JSON): the shortcode's attributes, sent back with each call. */
  atts: field<FlatTexts>(coerceFlatTexts, {}),
};
export type SocialFeedOptions = ShapeOf<typeof SOCIAL_FEED_OPTIONS_SCHEMA>;

export const parseSocialFeedOptions = optionsParser('social-feed', SOCIAL_FEED_OPTIONS_SCHEMA);

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
const SOCIAL_FEED_OPTIONS_TEXTS: FieldTexts<SocialFeedOptions> = {
  atts: {
    label: 'Shortcode attributes',
    help: "The shortcode's attributes (flat names to texts), sent back with every call: in the JSON options child, or as JSON text in `data-atts`.",
  },
};

/** The page-settings key the social feed reads (widgets/social-feed/README.md, "Page settings"). */
export const SOCIAL_FEED_SETTINGS_SCHEMA = {
  /**
   * The address the public photo pages of accounts start with: a flagged account's page must be this
   * address, then the account's name and a slash. Empty (ours): the site names none, nothing is retried.
   */
  social_feed_pages: field(coerceString, ''),
};
type SocialFeedSettings = ShapeOf<typeof SOCIAL_FEED_SETTINGS_SCHEMA>;

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
const SOCIAL_FEED_SETTINGS_TEXTS: FieldTexts<SocialFeedSettings> = {
  social_feed_pages: {
    label: 'Public photo pages',
    help: "Where the public photo page of an account the server could not reach is fetched from: the page must be this address, then the account's name and a slash (https://photos.example/ or a proxy of this site, /social-pages/). Empty: such accounts are not retried.",
    format: 'url',
  },
};

/** What the social feed family reads, described (README, "Options and settings: one source"); build time only. */
export function schemas(): FamilySchemas {
  return {
    options: {
      'social-feed': described(SOCIAL_FEED_OPTIONS_SCHEMA, SOCIAL_FEED_OPTIONS_TEXTS),
    },
    settings: {
      'social-feed': describedSettings('Social feed', SOCIAL_FEED_SETTINGS_SCHEMA, SOCIAL_FEED_SETTINGS_TEXTS),
    },
  };
}
