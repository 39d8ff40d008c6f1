import { described, describedSettings, type FamilySchemas } from '../../core/settings/field-texts';
import { MENU_OPTIONS_SCHEMA, MENU_OPTIONS_TEXTS, MENU_SETTINGS_SCHEMA, MENU_SETTINGS_TEXTS } from './options';

/** What the menu family reads, described (README, "Options and settings: one source"); build time only. */
export const schemas: FamilySchemas = {
  options: {
    menu: described(MENU_OPTIONS_SCHEMA, MENU_OPTIONS_TEXTS),
  },
  settings: {
    menu: describedSettings('Menus', MENU_SETTINGS_SCHEMA, MENU_SETTINGS_TEXTS),
  },
};
