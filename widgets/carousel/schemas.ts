import { described, describedSettings, type FamilySchemas } from '../../core/settings/field-texts';
import { CAROUSEL_OPTIONS_SCHEMA, CAROUSEL_OPTIONS_TEXTS } from './options';
import { slidesSettingsTexts } from '../../core/slides/texts';
import { CAROUSEL_SETTINGS_SCHEMA } from './settings';

/** What the carousel family reads, described (README, "Options and settings: one source"); build time only. */
export const schemas: FamilySchemas = {
  options: {
    carousel: described(CAROUSEL_OPTIONS_SCHEMA, CAROUSEL_OPTIONS_TEXTS),
  },
  settings: {
    carousel: describedSettings('Carousel', CAROUSEL_SETTINGS_SCHEMA, slidesSettingsTexts('carousel')),
  },
};
