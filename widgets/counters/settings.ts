import { coerceString } from '../../src/core/settings/coerce';
import { field, type Schema } from '../../src/core/settings/schema';

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
