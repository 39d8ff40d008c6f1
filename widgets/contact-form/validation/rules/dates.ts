/** Calendar dates written YYYY-MM-DD (four or more year digits), as date fields send them. */
const ISO_DATE = /^(\d{4,})-(\d{2})-(\d{2})$/;

export interface CalendarDate {
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
export const sortableDate = ({ year, month, day }: CalendarDate) =>
  `${String(year).padStart(6, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
