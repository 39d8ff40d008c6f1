import { describedSettings, type FamilySchemas } from '../../core/settings/field-texts';
import { HEADER_BANNER_SETTINGS_SCHEMA, HEADER_BANNER_SETTINGS_TEXTS } from './settings';

/** What the header banner family reads, described (README, "Options and settings: one source"); build time only. */
export const schemas: FamilySchemas = {
  settings: {
    'header-banner': describedSettings('Header banner', HEADER_BANNER_SETTINGS_SCHEMA, HEADER_BANNER_SETTINGS_TEXTS),
  },
};
