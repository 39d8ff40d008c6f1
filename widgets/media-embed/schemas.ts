import { described, describedSettings, type FamilySchemas } from '../../core/settings/field-texts';
import { MEDIA_EMBED_OPTIONS_SCHEMA, MEDIA_EMBED_OPTIONS_TEXTS } from './options';
import { MEDIA_EMBED_SETTINGS_SCHEMA, MEDIA_EMBED_SETTINGS_TEXTS } from './settings';

/** What the media embed family reads, described (README, "Options and settings: one source"); build time only. */
export const schemas: FamilySchemas = {
  options: {
    'media-embed': described(MEDIA_EMBED_OPTIONS_SCHEMA, MEDIA_EMBED_OPTIONS_TEXTS),
  },
  settings: {
    'media-embed': describedSettings('Media embeds', MEDIA_EMBED_SETTINGS_SCHEMA, MEDIA_EMBED_SETTINGS_TEXTS),
  },
};
