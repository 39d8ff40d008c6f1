import { described, type FamilySchemas } from '../../core/settings/field-texts';
import { FOOTER_ACCORDION_OPTIONS_SCHEMA, FOOTER_ACCORDION_OPTIONS_TEXTS } from './options';

/** What the footer accordion family reads, described (README, "Options and settings: one source"); build time only. */
export const schemas: FamilySchemas = {
  options: {
    'footer-accordion': described(FOOTER_ACCORDION_OPTIONS_SCHEMA, FOOTER_ACCORDION_OPTIONS_TEXTS),
  },
};
