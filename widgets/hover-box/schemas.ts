import { described, type FamilySchemas } from '../../core/settings/field-texts';
import { HOVER_BOX_OPTIONS_SCHEMA, HOVER_BOX_OPTIONS_TEXTS } from './options';

/** What the hover box family reads, described (README, "Options and settings: one source"); build time only. */
export const schemas: FamilySchemas = {
  options: {
    'hover-box': described(HOVER_BOX_OPTIONS_SCHEMA, HOVER_BOX_OPTIONS_TEXTS),
  },
};
