import { coerceNumber, coerceString } from '../../core/settings/coerce';
import { field, type ShapeOf } from '../../core/settings/schema';
import { optionsParser } from '../../mount/options';
import { parseEnd } from './time';
import { described, describedSettings, type FamilySchemas, type FieldTexts } from '../../core/settings/field-texts';

export const COUNTDOWN_OPTIONS_SCHEMA = {
  /** `data-end`: ISO 8601 with its offset (README, "Countdown"); null when missing or unreadable. */
  end: field(coerceString, '', (value) => (parseEnd(value) === null ? 'must be an ISO 8601 date-time with its offset' : undefined)),
};
export type CountdownOptions = ShapeOf<typeof COUNTDOWN_OPTIONS_SCHEMA>;
export const parseCountdownOptions = optionsParser('countdown', COUNTDOWN_OPTIONS_SCHEMA);
/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
const COUNTDOWN_OPTIONS_TEXTS: FieldTexts<CountdownOptions> = {
  end: {
    label: 'End',
    help: 'The moment the countdown reaches zero, with its UTC offset (`+01:00` or `Z`) so that every visitor counts to the same instant.',
    format: 'date-time',
    defaultText: 'none: required',
  },
};

/** Counter animation: 3000 ms (README, "Counter"). */
export const COUNTER_DURATION_MS = 3000;

export const COUNTER_OPTIONS_SCHEMA = {
  /** `data-from`: where the counting starts (default 0). */
  from: field(coerceNumber, 0),
};
export type CounterOptions = ShapeOf<typeof COUNTER_OPTIONS_SCHEMA>;
export const parseCounterOptions = optionsParser('counter', COUNTER_OPTIONS_SCHEMA);
/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
const COUNTER_OPTIONS_TEXTS: FieldTexts<CounterOptions> = {
  from: { label: 'Start', help: "Where the counting starts; the element's text is the final number." },
};

const percent = (raw: unknown) => {
  const value = coerceNumber(typeof raw === 'string' ? raw.replace(/%\s*$/, '') : raw);
  return value === undefined ? undefined : value;
};
export const PROGRESS_BAR_OPTIONS_SCHEMA = {
  /** `data-value`: 0–100, the fill's width in percent; absent on plain "animate when in view" elements. */
  value: field<number | null>(percent, null, (value) =>
    value !== null && (value < 0 || value > 100) ? 'must be from 0 to 100' : undefined,
  ),
};
export type ProgressBarOptions = ShapeOf<typeof PROGRESS_BAR_OPTIONS_SCHEMA>;
export const parseProgressBarOptions = optionsParser('progress-bar', PROGRESS_BAR_OPTIONS_SCHEMA);
/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
const PROGRESS_BAR_OPTIONS_TEXTS: FieldTexts<ProgressBarOptions> = {
  value: {
    label: 'Value',
    help: "The fill's width in percent (`%` allowed).",
    minimum: 0,
    maximum: 100,
    defaultText: 'none: the element only gets `is-in-view` at the waypoint',
  },
};

/** Countdown labels from the page settings (README, "Settings keys"); defaults are the theme's usual short words. */
export const COUNTDOWN_SETTINGS_SCHEMA = {
  countdown_days: field(coerceString, 'days'),
  countdown_hours: field(coerceString, 'hr'),
  countdown_mins: field(coerceString, 'min'),
  countdown_sec: field(coerceString, 'sc'),
  /** Ours: what the countdown says (to screen readers) once it reached zero. */
  countdown_ended: field(coerceString, 'Ended'),
};
export type CountdownSettings = ShapeOf<typeof COUNTDOWN_SETTINGS_SCHEMA>;

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
const COUNTDOWN_SETTINGS_TEXTS: FieldTexts<CountdownSettings> = {
  countdown_days: { label: 'Days', help: 'Label of the days part.', format: 'text' },
  countdown_hours: { label: 'Hours', help: 'Label of the hours part.', format: 'text' },
  countdown_mins: { label: 'Minutes', help: 'Label of the minutes part.', format: 'text' },
  countdown_sec: { label: 'Seconds', help: 'Label of the seconds part.', format: 'text' },
  countdown_ended: { label: 'Ended', help: 'What the countdown says to screen readers once it reached zero.', format: 'text' },
};

/** What the counters family reads, described (README, "Options and settings: one source"); build time only. */
export function schemas(): FamilySchemas {
  return {
    options: {
      countdown: described(COUNTDOWN_OPTIONS_SCHEMA, COUNTDOWN_OPTIONS_TEXTS),
      counter: described(COUNTER_OPTIONS_SCHEMA, COUNTER_OPTIONS_TEXTS),
      'progress-bar': described(PROGRESS_BAR_OPTIONS_SCHEMA, PROGRESS_BAR_OPTIONS_TEXTS),
    },
    settings: {
      countdown: describedSettings('Countdowns', COUNTDOWN_SETTINGS_SCHEMA, COUNTDOWN_SETTINGS_TEXTS),
    },
  };
}
