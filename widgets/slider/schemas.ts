import { described, describedSettings, type FamilySchemas } from '../../core/settings/field-texts';
import { SLIDER_OPTIONS_SCHEMA, SLIDER_OPTIONS_TEXTS } from './options';
import { slidesSettingsTexts } from '../../core/slides/texts';
import { SLIDER_SETTINGS_SCHEMA } from './settings';

/** What the slider family reads, described (README, "Options and settings: one source"); build time only. */
export const schemas: FamilySchemas = {
  options: {
    slider: described(SLIDER_OPTIONS_SCHEMA, SLIDER_OPTIONS_TEXTS),
  },
  settings: {
    slider: describedSettings('Slice slider', SLIDER_SETTINGS_SCHEMA, slidesSettingsTexts('slider')),
  },
};
