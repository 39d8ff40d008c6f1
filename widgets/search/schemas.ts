import { described, describedSettings, type FamilySchemas } from '../../core/settings/field-texts';
import { SEARCH_OPTIONS_SCHEMA, SEARCH_OPTIONS_TEXTS } from './options';
import { SEARCH_SETTINGS_SCHEMA, SEARCH_SETTINGS_TEXTS } from './settings';

/** What the search family reads, described (README, "Options and settings: one source"); build time only. */
export const schemas: FamilySchemas = {
  options: {
    search: described(SEARCH_OPTIONS_SCHEMA, SEARCH_OPTIONS_TEXTS),
  },
  settings: {
    search: describedSettings('Search', SEARCH_SETTINGS_SCHEMA, SEARCH_SETTINGS_TEXTS),
  },
};
