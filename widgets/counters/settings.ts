import { coerceString } from '../../core/settings/coerce';
import { field, type Schema } from '../../core/settings/schema';
import type { FieldTexts } from '../../core/settings/field-texts';

/** Countdown labels from the page settings (README, "Settings keys"); defaults are the theme's usual short words. */
export interface CountdownSettings {
  countdown_days: string;
  countdown_hours: string;
  countdown_mins: string;
  countdown_sec: string;
  /** Ours: what the countdown says (to screen readers) once it reached zero. */
  countdown_ended: string;
}

export const COUNTDOWN_SETTINGS_SCHEMA: Schema<CountdownSettings> = {
  countdown_days: field(coerceString, 'days'),
  countdown_hours: field(coerceString, 'hr'),
  countdown_mins: field(coerceString, 'min'),
  countdown_sec: field(coerceString, 'sc'),
  countdown_ended: field(coerceString, 'Ended'),
};

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
export const COUNTDOWN_SETTINGS_TEXTS: FieldTexts<CountdownSettings> = {
  countdown_days: { label: 'Days', help: 'Label of the days part.', format: 'text' },
  countdown_hours: { label: 'Hours', help: 'Label of the hours part.', format: 'text' },
  countdown_mins: { label: 'Minutes', help: 'Label of the minutes part.', format: 'text' },
  countdown_sec: { label: 'Seconds', help: 'Label of the seconds part.', format: 'text' },
  countdown_ended: { label: 'Ended', help: 'What the countdown says to screen readers once it reached zero.', format: 'text' },
};
