import { describedSettings, type FamilySchemas } from '../../core/settings/field-texts';
import { ONE_PAGE_MENU_SETTINGS_SCHEMA, ONE_PAGE_MENU_SETTINGS_TEXTS } from './settings';

/** What the one-page menu family reads, described (README, "Options and settings: one source"); build time only. */
export const schemas: FamilySchemas = {
  settings: {
    'one-page-menu': describedSettings('One-page menu', ONE_PAGE_MENU_SETTINGS_SCHEMA, ONE_PAGE_MENU_SETTINGS_TEXTS),
  },
};
