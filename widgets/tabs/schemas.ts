import { described, type FamilySchemas } from '../../core/settings/field-texts';
import { TABS_OPTIONS_SCHEMA, TABS_OPTIONS_TEXTS } from './options';

/** What the tabs family reads, described (README, "Options and settings: one source"); build time only. */
export const schemas: FamilySchemas = {
  options: {
    tabs: described(TABS_OPTIONS_SCHEMA, TABS_OPTIONS_TEXTS),
    tour: described(TABS_OPTIONS_SCHEMA, TABS_OPTIONS_TEXTS),
  },
};
