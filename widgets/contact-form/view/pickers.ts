/**
 * Fallback pickers (README) for browsers without date or number inputs: the input becomes a text
 * spin button that Up/Down and two buttons step by `step`, within `min` and `max`. Dates are stepped
 * in days (as the date input's step is), written YYYY-MM-DD as the server reads them.
 */
export type PickerKind = 'date' | 'number';

export interface StepRange {
  min: number | null;
  max: number | null;
  /** The step; `any` and bad values step by 1. */
  step: number;
  /** Where the steps start: min, else 0 (for dates, 1970-01-01), as HTML's step base. */
  base: number;
}

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

const supported = new Map<PickerKind, boolean>();

/** Tests: the browser's input types changed (a test pretends to be a browser without date inputs). */
export function forgetInputTypeProbesForTests(): void {
  supported.clear();
}

/** Whether this browser has the input type (an unknown type reads back as "text"); probed once per page. */
export function supportsInputType(type: PickerKind): boolean {
  let known = supported.get(type);
  if (known === undefined) {
    const probe = document.createElement('input');
    probe.setAttribute('type', type);
    known = probe.type === type;
    supported.set(type, known);
  }
  return known;
}

/** A field value as a number: the number, or the date as a day count from 1970-01-01; null when unreadable. */
export function parseValue(kind: PickerKind, raw: string): number | null {
  const text = raw.trim();
  if (!text) return null;
  if (kind === 'number') {
    const value = Number(text);
    return Number.isFinite(value) ? value : null;
  }
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  // 2026-02-31 is not a date.
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? time / MS_PER_DAY : null;
}

export function formatValue(kind: PickerKind, value: number): string {
  return kind === 'number' ? String(value) : new Date(value * MS_PER_DAY).toISOString().slice(0, 10);
}

export function readRange(kind: PickerKind, input: HTMLInputElement): StepRange {
  const min = parseValue(kind, input.min);
  const max = parseValue(kind, input.max);
  const step = Number(input.step);
  return { min, max, step: step > 0 ? step : 1, base: min ?? 0 };
}

/** Decimals a number is written with, so 0.1 + 0.2 steps read 0.3. */
const decimals = (value: number) => (String(value).split('.')[1] ?? '').length;

function onGrid(value: number, range: StepRange, round: (steps: number) => number): number {
  const places = Math.max(decimals(range.step), decimals(range.base));
  // Rounded first so that 0.3 / 0.1 counts as 3 steps, not 2.999…
  const steps = round(Number(((value - range.base) / range.step).toFixed(9)));
  return Number((range.base + steps * range.step).toFixed(places));
}

/** The nearest value on the step grid within min and max. */
export function snapValue(value: number, range: StepRange): number {
  let snapped = onGrid(value, range, Math.round);
  if (range.max !== null && snapped > range.max) snapped = onGrid(range.max, range, Math.floor);
  if (range.min !== null && snapped < range.min) snapped = onGrid(range.min, range, Math.ceil);
  return snapped;
}

/** One step up (+1) or down (−1); from an empty field, the first step lands on min (up) or max (down). */
export function stepValue(current: number | null, direction: 1 | -1, range: StepRange, start: number): number {
  if (current === null) return snapValue((direction > 0 ? range.min : range.max) ?? start, range);
  const round = direction > 0 ? Math.floor : Math.ceil;
  return snapValue(onGrid(current, range, round) + direction * range.step, range);
}

/** Today as a day count, the start of a date field with no min or max. */
export const today = () => Math.floor(Date.now() / MS_PER_DAY);
