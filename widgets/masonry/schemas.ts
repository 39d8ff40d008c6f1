import { described, type FamilySchemas } from '../../core/settings/field-texts';
import { MASONRY_OPTIONS_SCHEMA, MASONRY_OPTIONS_TEXTS } from './options';

/** What the masonry family reads, described (README, "Options and settings: one source"); build time only. */
export const schemas: FamilySchemas = {
  options: {
    masonry: described(MASONRY_OPTIONS_SCHEMA, MASONRY_OPTIONS_TEXTS),
  },
};
