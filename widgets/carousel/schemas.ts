import { described, type FamilySchemas } from '../../src/core/settings/field-texts';
import { CAROUSEL_OPTIONS_SCHEMA, CAROUSEL_OPTIONS_TEXTS } from './options';

/** What the carousel family reads, described (README, "Options and settings: one source"); build time only. */
export const schemas: FamilySchemas = {
  options: {
    carousel: described(CAROUSEL_OPTIONS_SCHEMA, CAROUSEL_OPTIONS_TEXTS),
  },
};
