import { described, type FamilySchemas } from '../../core/settings/field-texts';
import { ACCORDION_OPTIONS_SCHEMA, ACCORDION_OPTIONS_TEXTS, TOGGLE_OPTIONS_SCHEMA } from './options';

/** What the accordion family reads, described (README, "Options and settings: one source"); build time only. */
export const schemas: FamilySchemas = {
  options: {
    accordion: described(ACCORDION_OPTIONS_SCHEMA, ACCORDION_OPTIONS_TEXTS),
    toggle: described(TOGGLE_OPTIONS_SCHEMA, ACCORDION_OPTIONS_TEXTS),
  },
};
