/** The parts of a remaining time, in whole units. */
export interface TimeParts {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

export const PART_NAMES = ['days', 'hours', 'minutes', 'seconds'] as const;
export type PartName = (typeof PART_NAMES)[number];

export function remainingParts(endMs: number, nowMs: number): TimeParts {
  const total = Math.max(0, Math.floor((endMs - nowMs) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/**
 * The end as the server printed it: an ISO 8601 date-time WITH its offset (`2026-12-31T23:59:59+01:00`
 * or `…Z`), so every visitor counts to the same instant. A time without an offset is refused.
 */
export function parseEnd(raw: string | undefined | null): number | null {
  if (!raw) return null;
  const text = raw.trim();
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(text)) return null;
  const ms = Date.parse(text);
  return Number.isFinite(ms) ? ms : null;
}

export const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A number format rebuilt from the number the server printed (README, "Counter"): its prefix and
 * suffix, its thousands separator and its decimals. `1,234.50 €` → prefix '', 1234.5, 2 decimals,
 * separators ',' and '.', suffix ' €'.
 */
export interface PrintedNumber {
  readonly prefix: string;
  readonly value: number;
  readonly suffix: string;
  readonly decimals: number;
  readonly group: string;
  readonly decimal: string;
}

export function readPrintedNumber(text: string): PrintedNumber | null {
  const match = /^(.*?)(-?\d[\d.,\s\u00a0\u202f']*\d|-?\d)(.*)$/s.exec(text);
  if (!match) return null;
  const [, prefix = '', body = '', suffix = ''] = match;
  const marks = body.match(/[.,]/g) ?? [];
  let decimal = '.';
  let decimals = 0;
  let group = '';
  const lastMark = Math.max(body.lastIndexOf('.'), body.lastIndexOf(','));
  const distinct = new Set(marks);
  if (lastMark >= 0) {
    const mark = body[lastMark]!;
    const after = body.length - lastMark - 1;
    // The last mark is the decimal one when both marks appear, or it appears once and is not followed by exactly 3 digits.
    const isDecimal = distinct.size > 1 || (marks.length === 1 && after !== 3);
    if (isDecimal) {
      decimal = mark;
      decimals = after;
      group = [...distinct].find((candidate) => candidate !== mark) ?? '';
    } else group = mark;
  }
  const spaceGroup = /[\s\u00a0\u202f']/.exec(body)?.[0];
  if (!group && spaceGroup) group = spaceGroup;
  const digits = body
    .split('')
    .filter((char, index) => /\d|-/.test(char) || (decimals > 0 && index === lastMark))
    .join('')
    .replace(decimal, '.');
  const value = Number(digits);
  if (!Number.isFinite(value)) return null;
  return { prefix, value, suffix, decimals, group, decimal };
}

/** Where a group mark goes in the whole part: before each run of three digits up to its end. */
const GROUP_PLACES = /\B(?=(\d{3})+(?!\d))/g;

/**
 * Formats `value` like the printed number: its decimals (toFixed), its group mark every three digits
 * of the whole part, its decimal mark, its prefix and suffix. No Intl.NumberFormat: the page's first
 * one loads the browser's locale data (about 10 ms on one core), which would land in the task where
 * the first counter starts, while the visitor scrolls (README, "Counter"). It runs on each frame a
 * counting number changes.
 */
export function numberFormatter(printed: PrintedNumber): (value: number) => string {
  const { prefix, suffix, decimals, group, decimal } = printed;
  return (value) => {
    const [whole = '', fraction] = value.toFixed(decimals).split('.');
    const grouped = group ? whole.replace(GROUP_PLACES, group) : whole;
    return `${prefix}${grouped}${fraction === undefined ? '' : `${decimal}${fraction}`}${suffix}`;
  };
}
