import { isoDayOfWeek, readCalendarDate } from './dates';
import { filesOf, textsOf, type RuleCheck } from './types';

/** `enum`: every value is one of `accept`, exactly. */
export const enumeration: RuleCheck = (values, rule) => textsOf(values).every((text) => (rule.accept ?? []).includes(text));

/** `dayofweek`: every date falls on one of the `accept` days (1 Monday … 7 Sunday); texts that are no date pass. */
export const dayofweek: RuleCheck = (values, rule) => {
  const days = new Set((rule.accept ?? []).map((day) => parseInt(day, 10)));
  return textsOf(values).every((text) => {
    const date = readCalendarDate(text);
    return !date || days.has(isoDayOfWeek(date));
  });
};

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

/** `file`: every chosen file matches one accepted type; with no `accept` list any file passes. */
export const file: RuleCheck = (values, rule) =>
  !rule.accept || filesOf(values).every((chosen) => rule.accept!.some((accepted) => fileMatches(chosen, accepted)));
