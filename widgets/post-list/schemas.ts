import { described, describedSettings, type FamilySchemas } from '../../core/settings/field-texts';
import { POST_LIST_OPTIONS_SCHEMA, POST_LIST_OPTIONS_TEXTS } from './options';
import { POST_LIST_SETTINGS_SCHEMA, POST_LIST_SETTINGS_TEXTS } from './settings';

/** What the post-list family reads, described (README, "Options and settings: one source"); build time only. */
export const schemas: FamilySchemas = {
  options: {
    'post-list': described(POST_LIST_OPTIONS_SCHEMA, POST_LIST_OPTIONS_TEXTS),
  },
  settings: {
    'post-list': describedSettings('Blog and portfolio lists', POST_LIST_SETTINGS_SCHEMA, POST_LIST_SETTINGS_TEXTS),
  },
};
