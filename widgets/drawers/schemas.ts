import { described, describedSettings, type FamilySchemas } from '../../core/settings/field-texts';
import {
  DRAWER_OPTIONS_TEXTS,
  DRAWER_SETTINGS_SCHEMA,
  DRAWER_SETTINGS_TEXTS,
  FULLSCREEN_MENU_OPTIONS_SCHEMA,
  MOBILE_MENU_OPTIONS_SCHEMA,
  OFF_CANVAS_OPTIONS_SCHEMA,
} from './options';

/** What the drawers family reads, described (README, "Options and settings: one source"); build time only. */
export const schemas: FamilySchemas = {
  options: {
    'fullscreen-menu': described(FULLSCREEN_MENU_OPTIONS_SCHEMA, DRAWER_OPTIONS_TEXTS),
    'mobile-menu': described(MOBILE_MENU_OPTIONS_SCHEMA, DRAWER_OPTIONS_TEXTS),
    'off-canvas': described(OFF_CANVAS_OPTIONS_SCHEMA, DRAWER_OPTIONS_TEXTS),
  },
  settings: {
    drawers: describedSettings('Drawers', DRAWER_SETTINGS_SCHEMA, DRAWER_SETTINGS_TEXTS),
  },
};
