import { described, type FamilySchemas } from '../../core/settings/field-texts';
import { PARALLAX_OPTIONS_SCHEMA, PARALLAX_OPTIONS_TEXTS } from './options';

/** What the parallax family reads, described (README, "Options and settings: one source"); build time only. */
export const schemas: FamilySchemas = {
  options: {
    parallax: described(PARALLAX_OPTIONS_SCHEMA, PARALLAX_OPTIONS_TEXTS),
  },
};
