import { readCalendarDate, sortableDate } from './dates';
import { filesOf, textsOf, type RuleCheck } from './types';

/**
 * Threshold rules. A threshold that is no number (or date) checks nothing: the server still decides.
 * Values that are not numbers (or dates) are left to the format rules.
 */

const thresholdNumber = (threshold: string | undefined) => (threshold === undefined ? NaN : parseFloat(threshold));
const thresholdCount = (threshold: string | undefined) => (threshold === undefined ? NaN : parseInt(threshold, 10));

/** Total length in UTF-16 code units of the field's texts, several values added up. */
const totalLength = (values: Parameters<RuleCheck>[0]) => textsOf(values).reduce((sum, text) => sum + text.length, 0);
const totalFileSize = (values: Parameters<RuleCheck>[0]) => filesOf(values).reduce((sum, file) => sum + file.size, 0);

/** An empty field passes minlength (required is its own rule). */
export const minlength: RuleCheck = (values, rule) => {
  const length = totalLength(values);
  return length === 0 || !(length < thresholdCount(rule.threshold));
};
export const maxlength: RuleCheck = (values, rule) => !(totalLength(values) > thresholdCount(rule.threshold));

export const minitems: RuleCheck = (values, rule) => !(values.length < thresholdCount(rule.threshold));
export const maxitems: RuleCheck = (values, rule) => !(values.length > thresholdCount(rule.threshold));

export const minnumber: RuleCheck = (values, rule) =>
  textsOf(values).every((text) => !(parseFloat(text) < thresholdNumber(rule.threshold)));
export const maxnumber: RuleCheck = (values, rule) =>
  textsOf(values).every((text) => !(parseFloat(text) > thresholdNumber(rule.threshold)));

/** A date rule: broken when a date value and the threshold date compare as `broken` says. */
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
export const mindate = dateLimit((value, limit) => value < limit);
export const maxdate = dateLimit((value, limit) => value > limit);

/** Sizes in bytes, the field's files added up; a field with no file passes. */
export const minfilesize: RuleCheck = (values, rule) =>
  filesOf(values).length === 0 || !(totalFileSize(values) < thresholdCount(rule.threshold));
export const maxfilesize: RuleCheck = (values, rule) => !(totalFileSize(values) > thresholdCount(rule.threshold));

/** Decimal places the step grid is compared to: 0.1 + 0.2 is on a 0.1 grid. */
const STEP_PRECISION_DIGITS = 6;

/** `stepnumber`: every number is `base` plus a whole number of `interval`s; no positive interval checks nothing. */
export const stepnumber: RuleCheck = (values, rule) => {
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
