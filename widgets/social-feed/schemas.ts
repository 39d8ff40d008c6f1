import { described, describedSettings, type FamilySchemas } from '../../core/settings/field-texts';
import { SOCIAL_FEED_OPTIONS_SCHEMA, SOCIAL_FEED_OPTIONS_TEXTS } from './options';
import { SOCIAL_FEED_SETTINGS_SCHEMA, SOCIAL_FEED_SETTINGS_TEXTS } from './settings';

/** What the social feed family reads, described (README, "Options and settings: one source"); build time only. */
export const schemas: FamilySchemas = {
  options: {
    'social-feed': described(SOCIAL_FEED_OPTIONS_SCHEMA, SOCIAL_FEED_OPTIONS_TEXTS),
  },
  settings: {
    'social-feed': describedSettings('Social feed', SOCIAL_FEED_SETTINGS_SCHEMA, SOCIAL_FEED_SETTINGS_TEXTS),
  },
};
