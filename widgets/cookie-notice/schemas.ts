import { describedSettings, type FamilySchemas } from '../../core/settings/field-texts';
import { COOKIE_NOTICE_SETTINGS_SCHEMA, COOKIE_NOTICE_SETTINGS_TEXTS } from './settings';

/** What the cookie notice family reads, described (README, "Options and settings: one source"); build time only. */
export const schemas: FamilySchemas = {
  settings: {
    'cookie-notice': describedSettings('Cookie notice', COOKIE_NOTICE_SETTINGS_SCHEMA, COOKIE_NOTICE_SETTINGS_TEXTS),
  },
};
