import { coerceString } from '../../core/settings/coerce';
import { field, type Schema } from '../../core/settings/schema';
import type { FieldTexts } from '../../core/settings/field-texts';

/** The page-settings key the social feed reads (widgets/social-feed/README.md, "Page settings"). */
export interface SocialFeedSettings {
  /**
   * The address the public photo pages of accounts start with: a flagged account's page must be this
   * address, then the account's name and a slash. Empty (ours): the site names none, nothing is retried.
   */
  social_feed_pages: string;
}

export const SOCIAL_FEED_SETTINGS_SCHEMA: Schema<SocialFeedSettings> = {
  social_feed_pages: field(coerceString, ''),
};

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
export const SOCIAL_FEED_SETTINGS_TEXTS: FieldTexts<SocialFeedSettings> = {
  social_feed_pages: {
    label: 'Public photo pages',
    help: "Where the public photo page of an account the server could not reach is fetched from: the page must be this address, then the account's name and a slash (https://photos.example/ or a proxy of this site, /social-pages/). Empty: such accounts are not retried.",
    format: 'url',
  },
};
