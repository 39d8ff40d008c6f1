import { described, describedSettings, type FamilySchemas } from '../../core/settings/field-texts';
import { POPUP_OPTIONS_SCHEMA, POPUP_OPTIONS_TEXTS } from './options';
import { POPUP_TEXTS_SCHEMA, POPUP_TEXTS_TEXTS, PROMO_POPUP_SETTINGS_SCHEMA, PROMO_POPUP_SETTINGS_TEXTS } from './settings';

/** What the popups family reads, described (README, "Options and settings: one source"); build time only. */
export const schemas: FamilySchemas = {
  options: {
    popup: described(POPUP_OPTIONS_SCHEMA, POPUP_OPTIONS_TEXTS),
  },
  settings: {
    'promo-popup': describedSettings('Promo popup', PROMO_POPUP_SETTINGS_SCHEMA, PROMO_POPUP_SETTINGS_TEXTS),
    popup: describedSettings('Content and lightbox popups', POPUP_TEXTS_SCHEMA, POPUP_TEXTS_TEXTS),
  },
};
