import { described, type FamilySchemas } from '../../core/settings/field-texts';
import { HOTSPOTS_OPTIONS_SCHEMA, HOTSPOTS_OPTIONS_TEXTS, TOOLTIP_OPTIONS_SCHEMA, TOOLTIP_OPTIONS_TEXTS } from './options';

/** What the floating family reads, described (README, "Options and settings: one source"); build time only. */
export const schemas: FamilySchemas = {
  options: {
    hotspots: described(HOTSPOTS_OPTIONS_SCHEMA, HOTSPOTS_OPTIONS_TEXTS),
    tooltip: described(TOOLTIP_OPTIONS_SCHEMA, TOOLTIP_OPTIONS_TEXTS),
  },
};
