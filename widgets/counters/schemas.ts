import { described, describedSettings, type FamilySchemas } from '../../core/settings/field-texts';
import {
  COUNTDOWN_OPTIONS_SCHEMA,
  COUNTDOWN_OPTIONS_TEXTS,
  COUNTER_OPTIONS_SCHEMA,
  COUNTER_OPTIONS_TEXTS,
  PROGRESS_BAR_OPTIONS_SCHEMA,
  PROGRESS_BAR_OPTIONS_TEXTS,
} from './options';
import { COUNTDOWN_SETTINGS_SCHEMA, COUNTDOWN_SETTINGS_TEXTS } from './settings';

/** What the counters family reads, described (README, "Options and settings: one source"); build time only. */
export const schemas: FamilySchemas = {
  options: {
    countdown: described(COUNTDOWN_OPTIONS_SCHEMA, COUNTDOWN_OPTIONS_TEXTS),
    counter: described(COUNTER_OPTIONS_SCHEMA, COUNTER_OPTIONS_TEXTS),
    'progress-bar': described(PROGRESS_BAR_OPTIONS_SCHEMA, PROGRESS_BAR_OPTIONS_TEXTS),
  },
  settings: {
    countdown: describedSettings('Countdowns', COUNTDOWN_SETTINGS_SCHEMA, COUNTDOWN_SETTINGS_TEXTS),
  },
};
