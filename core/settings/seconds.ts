/**
 * README: tab and slider intervals are read in SECONDS from a data attribute (0 = no autoplay).
 * Every widget converts them here, in one place, and every option schema checks them with the one
 * rule below (widgets/tabs/README.md, widgets/accordion/README.md, widgets/carousel/README.md).
 */
export const MS_PER_SECOND = 1000;

/**
 * An autoplay interval is 0 (no autoplay) or between 1 second and 1 day. Faster than a second is
 * unreadable (0.0001 would switch ~500 times a second); longer than a day never fires in practice,
 * and above 2^31−1 ms `setInterval` wraps round to ~0 and spins.
 */
export const MIN_INTERVAL_SECONDS = 1;
export const MAX_INTERVAL_SECONDS = 24 * 60 * 60;

/** The largest delay a browser timer honours (a signed 32-bit count of ms); larger ones fire at once. */
export const MAX_TIMER_MS = 2 ** 31 - 1;
/** The shortest autoplay interval a widget may schedule, whatever its options say. */
export const MIN_AUTOPLAY_MS = MIN_INTERVAL_SECONDS * MS_PER_SECOND;

export function secondsToMs(seconds: number): number {
  return seconds * MS_PER_SECOND;
}

/**
 * The schema check (core/settings/schema.ts `field(…, check)`) of an autoplay interval in seconds:
 * 0, or 1 s … 1 day. A refused value falls back to the option's default with the parse's one warning.
 */
export function autoplayIntervalSeconds(seconds: number): string | undefined {
  if (seconds === 0 || (seconds >= MIN_INTERVAL_SECONDS && seconds <= MAX_INTERVAL_SECONDS)) return undefined;
  return `must be 0 (no autoplay) or ${MIN_INTERVAL_SECONDS} to ${MAX_INTERVAL_SECONDS} seconds`;
}

/** Whether a timer may be scheduled every `ms`: the last line of defence of useAutoplay. */
export function isSchedulableInterval(ms: number): boolean {
  return ms >= MIN_AUTOPLAY_MS && ms <= MAX_TIMER_MS;
}
