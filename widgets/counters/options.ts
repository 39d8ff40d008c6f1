import { coerceNumber, coerceString } from '../../src/core/settings/coerce';
import { field, type Schema } from '../../src/core/settings/schema';
import { optionsParser } from '../../mount/options';
import { parseEnd } from './time';

/** `data-end`: ISO 8601 with its offset (README, "Countdown"); null when missing or unreadable. */
export interface CountdownOptions {
  end: string;
}
const COUNTDOWN_OPTIONS_SCHEMA: Schema<CountdownOptions> = {
  end: field(coerceString, '', (value) => (parseEnd(value) === null ? 'must be an ISO 8601 date-time with its offset' : undefined)),
};
export const parseCountdownOptions = optionsParser('countdown', COUNTDOWN_OPTIONS_SCHEMA);

/** Counter animation: 3000 ms (README, "Counter"). */
export const COUNTER_DURATION_MS = 3000;

export interface CounterOptions {
  /** `data-from`: where the counting starts (default 0). */
  from: number;
}
const COUNTER_OPTIONS_SCHEMA: Schema<CounterOptions> = { from: field(coerceNumber, 0) };
export const parseCounterOptions = optionsParser('counter', COUNTER_OPTIONS_SCHEMA);

export interface ProgressBarOptions {
  /** `data-value`: 0–100, the fill's width in percent; absent on plain "animate when in view" elements. */
  value: number | null;
}
const percent = (raw: unknown) => {
  const value = coerceNumber(typeof raw === 'string' ? raw.replace(/%\s*$/, '') : raw);
  return value === undefined ? undefined : value;
};
const PROGRESS_BAR_OPTIONS_SCHEMA: Schema<ProgressBarOptions> = {
  value: field<number | null>(percent, null, (value) =>
    value !== null && (value < 0 || value > 100) ? 'must be from 0 to 100' : undefined,
  ),
};
export const parseProgressBarOptions = optionsParser('progress-bar', PROGRESS_BAR_OPTIONS_SCHEMA);
