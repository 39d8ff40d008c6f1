import { described, describedSettings, type FamilySchemas } from '../../core/settings/field-texts';
import { GALLERY_OPTIONS_SCHEMA, GALLERY_OPTIONS_TEXTS } from './options';
import { GALLERY_SETTINGS_SCHEMA, GALLERY_SETTINGS_TEXTS } from './settings';

/** What the gallery family reads, described (README, "Options and settings: one source"); build time only. */
export const schemas: FamilySchemas = {
  options: {
    gallery: described(GALLERY_OPTIONS_SCHEMA, GALLERY_OPTIONS_TEXTS),
  },
  settings: {
    gallery: describedSettings('Gallery lightbox', GALLERY_SETTINGS_SCHEMA, GALLERY_SETTINGS_TEXTS),
  },
};
