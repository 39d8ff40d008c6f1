import { coerceNumber, coerceString } from '../../core/settings/coerce';
import { field, type Schema } from '../../core/settings/schema';
import { optionsParser } from '../../mount/options';
import { parseEnd } from './time';
import type { FieldTexts } from '../../core/settings/field-texts';

/** `data-end`: ISO 8601 with its offset (README, "Countdown"); null when missing or unreadable. */
export interface CountdownOptions {
  end: string;
}
export const COUNTDOWN_OPTIONS_SCHEMA: Schema<CountdownOptions> = {
  end: field(coerceString, '', (value) => (parseEnd(value) === null ? 'must be an ISO 8601 date-time with its offset' : undefined)),
};
export const parseCountdownOptions = optionsParser('countdown', COUNTDOWN_OPTIONS_SCHEMA);
/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
export const COUNTDOWN_OPTIONS_TEXTS: FieldTexts<CountdownOptions> = {
  end: {
    label: 'End',
    help: 'The moment the countdown reaches zero, with its UTC offset (`+01:00` or `Z`) so that every visitor counts to the same instant.',
    format: 'date-time',
    defaultText: 'none: required',
  },
};

/** Counter animation: 3000 ms (README, "Counter"). */
export const COUNTER_DURATION_MS = 3000;

export interface CounterOptions {
  /** `data-from`: where the counting starts (default 0). */
  from: number;
}
export const COUNTER_OPTIONS_SCHEMA: Schema<CounterOptions> = { from: field(coerceNumber, 0) };
export const parseCounterOptions = optionsParser('counter', COUNTER_OPTIONS_SCHEMA);
/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
export const COUNTER_OPTIONS_TEXTS: FieldTexts<CounterOptions> = {
  from: { label: 'Start', help: "Where the counting starts; the element's text is the final number." },
};

export interface ProgressBarOptions {
  /** `data-value`: 0–100, the fill's width in percent; absent on plain "animate when in view" elements. */
  value: number | null;
}
const percent = (raw: unknown) => {
  const value = coerceNumber(typeof raw === 'string' ? raw.replace(/%\s*$/, '') : raw);
  return value === undefined ? undefined : value;
};
export const PROGRESS_BAR_OPTIONS_SCHEMA: Schema<ProgressBarOptions> = {
  value: field<number | null>(percent, null, (value) =>
    value !== null && (value < 0 || value > 100) ? 'must be from 0 to 100' : undefined,
  ),
};
export const parseProgressBarOptions = optionsParser('progress-bar', PROGRESS_BAR_OPTIONS_SCHEMA);
/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
export const PROGRESS_BAR_OPTIONS_TEXTS: FieldTexts<ProgressBarOptions> = {
  value: {
    label: 'Value',
    help: "The fill's width in percent (`%` allowed).",
    minimum: 0,
    maximum: 100,
    defaultText: 'none: the element only gets `is-in-view` at the waypoint',
  },
};
