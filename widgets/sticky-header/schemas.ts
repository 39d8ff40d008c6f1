import { described, describedSettings, type FamilySchemas } from '../../core/settings/field-texts';
import {
  STICKY_HEADER_OPTIONS_SCHEMA,
  STICKY_HEADER_OPTIONS_TEXTS,
  STICKY_HEADER_SETTINGS_SCHEMA,
  STICKY_HEADER_SETTINGS_TEXTS,
} from './options';

/** What the sticky header family reads, described (README, "Options and settings: one source"); build time only. */
export const schemas: FamilySchemas = {
  options: {
    'sticky-header': described(STICKY_HEADER_OPTIONS_SCHEMA, STICKY_HEADER_OPTIONS_TEXTS),
  },
  settings: {
    'sticky-header': describedSettings('Sticky header', STICKY_HEADER_SETTINGS_SCHEMA, STICKY_HEADER_SETTINGS_TEXTS),
  },
};
