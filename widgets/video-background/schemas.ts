import { described, describedSettings, type FamilySchemas } from '../../core/settings/field-texts';
import { VIDEO_BACKGROUND_OPTIONS_SCHEMA, VIDEO_BACKGROUND_OPTIONS_TEXTS } from './options';
import { VIDEO_BACKGROUND_SETTINGS_SCHEMA, VIDEO_BACKGROUND_SETTINGS_TEXTS } from './settings';

/** What the video background family reads, described (README, "Options and settings: one source"); build time only. */
export const schemas: FamilySchemas = {
  options: {
    'video-background': described(VIDEO_BACKGROUND_OPTIONS_SCHEMA, VIDEO_BACKGROUND_OPTIONS_TEXTS),
  },
  settings: {
    'video-background': describedSettings('Video backgrounds', VIDEO_BACKGROUND_SETTINGS_SCHEMA, VIDEO_BACKGROUND_SETTINGS_TEXTS),
  },
};
