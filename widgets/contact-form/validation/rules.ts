import type { FieldValue } from './field-values';
import type { ValidationRule } from './schema';

/**
 * The plugin's validation rules, each our own small check, in one table by the names its schema
 * prints (README, "Validation as the visitor goes"; the composites `all` and `any` are validate.ts's).
 * A check gets the field's non-blank values and is true when they pass; an empty field passes every
 * rule but `required`, `requiredfile` and `minitems`. A threshold that is no number (or no date) checks
 * nothing: the server still decides. Each checks what the plugin's server checks, written from its
 * documented behaviour.
 */
export type RuleCheck = (values: readonly FieldValue[], rule: ValidationRule) => boolean;

const textsOf = (values: readonly FieldValue[]): string[] =>
  values.filter((value): value is string => typeof value === 'string').map((text) => text.trim());
const filesOf = (values: readonly FieldValue[]): File[] => values.filter((value): value is File => typeof value !== 'string');

/** A rule every text value must pass. */
const everyText =
  (test: (text: string) => boolean): RuleCheck =>
  (values) =>
    textsOf(values).every(test);

// Dates --------------------------------------------------------------------------------------------

/** Calendar dates written YYYY-MM-DD (four or more year digits), as date fields send them. */
const ISO_DATE = /^(\d{4,})-(\d{2})-(\d{2})$/;

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** The date a text names, or null when it is not a YYYY-MM-DD date that exists (2026-02-30 does not). */
export function readCalendarDate(text: string): CalendarDate | null {
  const match = ISO_DATE.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: years 0–99 are not shifted to the 1900s. UTC: no time zone moves the day.
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? { year, month, day } : null;
}

/** ISO 8601 day of the week of a calendar date: 1 Monday … 7 Sunday. Independent of the time zone. */
export function isoDayOfWeek({ year, month, day }: CalendarDate): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCDay() || 7;
}

/** Dates compare as their zero-padded text; this orders them by time. */
const sortableDate = ({ year, month, day }: CalendarDate) =>
  `${String(year).padStart(6, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** A date rule: broken when a date value and the threshold date compare as `broken` says; texts that are no date pass. */
const dateLimit =
  (broken: (value: string, limit: string) => boolean): RuleCheck =>
  (values, rule) => {
    const limit = readCalendarDate(rule.threshold ?? '');
    if (!limit) return true;
    return textsOf(values).every((text) => {
      const value = readCalendarDate(text);
      return !value || !broken(sortableDate(value), sortableDate(limit));
    });
  };

// Formats ------------------------------------------------------------------------------------------

const EMAIL_LOCAL_PART = /^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
/** Shortest address WordPress's is_email() takes: a@b.co. */
const MIN_EMAIL_LENGTH = 6;

/** WordPress's is_email() rules: one @ after the first character, a plain local part, two or more dot-separated labels. */
function isEmailAddress(text: string): boolean {
  if (text.length < MIN_EMAIL_LENGTH) return false;
  const at = text.indexOf('@');
  if (at < 1 || at !== text.lastIndexOf('@')) return false;
  const local = text.slice(0, at);
  const labels = text.slice(at + 1).split('.');
  return EMAIL_LOCAL_PART.test(local) && labels.length >= 2 && labels.every((label) => DOMAIN_LABEL.test(label));
}

/** Schemes WordPress allows in links (wp_allowed_protocols()). */
const ALLOWED_URL_SCHEMES = new Set(
  'http https ftp ftps mailto news irc irc6 ircs gopher nntp feed telnet mms rtsp sms svn tel fax xmpp webcal urn'.split(' '),
);

function isAbsoluteUrl(text: string): boolean {
  try {
    return ALLOWED_URL_SCHEMES.has(new URL(text).protocol.slice(0, -1));
  } catch {
    return false;
  }
}

/** Digits with an optional leading +, once brackets, slashes, dots, stars, hashes, dashes and spaces are left out. */
const isTelephoneNumber = (text: string) => /^\+?\d+$/.test(text.replace(/[()/.*#\s-]+/g, ''));

/** HTML's valid floating-point number: -1, 0.5, .5, 1e3; not +1, 1., 0x10 or Infinity. */
const isFloatingPointNumber = (text: string) => /^-?(?:\d+|\d*\.\d+)(?:[eE][-+]?\d+)?$/.test(text);

/** hh:mm or hh:mm:ss on a 24-hour clock. */
function isTimeOfDay(text: string): boolean {
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  return !!match && Number(match[1]) < 24 && Number(match[2]) < 60 && Number(match[3] ?? 0) < 60;
}

// Choices ------------------------------------------------------------------------------------------

/** One entry of `accept`: `.pdf` (or `pdf`) by file name, `image/*` or `application/pdf` by the file's type. */
function fileMatches(file: File, accepted: string): boolean {
  const entry = accepted.trim().toLowerCase();
  if (!entry) return false;
  if (entry.includes('/')) {
    const type = file.type.toLowerCase();
    return entry.endsWith('/*') ? type.startsWith(entry.slice(0, -1)) : type === entry;
  }
  return file.name.toLowerCase().endsWith(entry.startsWith('.') ? entry : `.${entry}`);
}

// Limits -------------------------------------------------------------------------------------------

const thresholdNumber = (threshold: string | undefined) => (threshold === undefined ? NaN : parseFloat(threshold));
const thresholdCount = (threshold: string | undefined) => (threshold === undefined ? NaN : parseInt(threshold, 10));

/** Total length in UTF-16 code units of the field's texts, several values added up. */
const totalLength = (values: readonly FieldValue[]) => textsOf(values).reduce((sum, text) => sum + text.length, 0);
/** Sizes in bytes, the field's files added up. */
const totalFileSize = (values: readonly FieldValue[]) => filesOf(values).reduce((sum, file) => sum + file.size, 0);

/** Decimal places the step grid is compared to: 0.1 + 0.2 is on a 0.1 grid. */
const STEP_PRECISION_DIGITS = 6;

/** Every number is `base` plus a whole number of `interval`s; no positive interval checks nothing. */
const onStepGrid: RuleCheck = (values, rule) => {
  const interval = parseFloat(rule.interval ?? '');
  const base = parseFloat(rule.base ?? '') || 0;
  if (!(interval > 0) || !Number.isFinite(interval)) return true;
  return textsOf(values).every((text) => {
    const value = parseFloat(text);
    if (!Number.isFinite(value)) return true;
    const remainder = Math.abs((value - base) % interval);
    const off = Math.min(remainder, Math.abs(interval - remainder));
    return Number(off.toFixed(STEP_PRECISION_DIGITS)) === 0;
  });
};

/**
 * The table: rule name → check. A Map: a rule named `constructor` or `__proto__` is unknown (skipped),
 * not a property every object inherits.
 */
export const RULE_CHECKS: ReadonlyMap<string, RuleCheck> = new Map<string, RuleCheck>([
  // Presence.
  ['required', (values) => values.length > 0],
  ['requiredfile', (values) => filesOf(values).length > 0],
  // Formats: every value must read as the type.
  ['email', everyText(isEmailAddress)],
  ['url', everyText(isAbsoluteUrl)],
  ['tel', everyText(isTelephoneNumber)],
  ['number', everyText(isFloatingPointNumber)],
  ['date', everyText((text) => readCalendarDate(text) !== null)],
  ['time', everyText(isTimeOfDay)],
  // Choices: with no `accept` list any file passes; a text that is no date passes dayofweek.
  [
    'file',
    (values, rule) => !rule.accept || filesOf(values).every((chosen) => rule.accept!.some((accepted) => fileMatches(chosen, accepted))),
  ],
  ['enum', (values, rule) => textsOf(values).every((text) => (rule.accept ?? []).includes(text))],
  [
    'dayofweek',
    (values, rule) => {
      const days = new Set((rule.accept ?? []).map((day) => parseInt(day, 10)));
      return textsOf(values).every((text) => {
        const date = readCalendarDate(text);
        return !date || days.has(isoDayOfWeek(date));
      });
    },
  ],
  // Limits: values that are not numbers (or dates) are left to the format rules.
  ['minitems', (values, rule) => !(values.length < thresholdCount(rule.threshold))],
  ['maxitems', (values, rule) => !(values.length > thresholdCount(rule.threshold))],
  ['minlength', (values, rule) => totalLength(values) === 0 || !(totalLength(values) < thresholdCount(rule.threshold))],
  ['maxlength', (values, rule) => !(totalLength(values) > thresholdCount(rule.threshold))],
  ['minnumber', (values, rule) => textsOf(values).every((text) => !(parseFloat(text) < thresholdNumber(rule.threshold)))],
  ['maxnumber', (values, rule) => textsOf(values).every((text) => !(parseFloat(text) > thresholdNumber(rule.threshold)))],
  ['mindate', dateLimit((value, limit) => value < limit)],
  ['maxdate', dateLimit((value, limit) => value > limit)],
  ['minfilesize', (values, rule) => filesOf(values).length === 0 || !(totalFileSize(values) < thresholdCount(rule.threshold))],
  ['maxfilesize', (values, rule) => !(totalFileSize(values) > thresholdCount(rule.threshold))],
  ['stepnumber', onStepGrid],
]);
