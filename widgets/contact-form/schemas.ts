import { described, describedSettings, type FamilySchemas } from '../../core/settings/field-texts';
import { CONTACT_FORM_OPTIONS_SCHEMA, CONTACT_FORM_OPTIONS_TEXTS } from './options';
import { CONTACT_FORM_SETTINGS_SCHEMA, CONTACT_FORM_SETTINGS_TEXTS } from './settings';

/** What the contact form family reads, described (README, "Options and settings: one source"); build time only. */
export const schemas: FamilySchemas = {
  options: {
    'contact-form': described(CONTACT_FORM_OPTIONS_SCHEMA, CONTACT_FORM_OPTIONS_TEXTS),
  },
  settings: {
    'contact-form': describedSettings('Contact form', CONTACT_FORM_SETTINGS_SCHEMA, CONTACT_FORM_SETTINGS_TEXTS),
  },
};
