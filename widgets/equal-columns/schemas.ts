import { described, type FamilySchemas } from '../../core/settings/field-texts';
import { EQUAL_COLUMNS_OPTIONS_SCHEMA, EQUAL_COLUMNS_OPTIONS_TEXTS } from './options';

/** What the equal-columns family reads, described (README, "Options and settings: one source"); build time only. */
export const schemas: FamilySchemas = {
  options: {
    'equal-columns': described(EQUAL_COLUMNS_OPTIONS_SCHEMA, EQUAL_COLUMNS_OPTIONS_TEXTS),
  },
};
