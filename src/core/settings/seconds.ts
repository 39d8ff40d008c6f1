/**
 * README: tab and slider intervals are read in SECONDS from a data attribute (0 = no autoplay).
 * Every widget converts them here, in one place.
 */
export const MS_PER_SECOND = 1000;

export function secondsToMs(seconds: number): number {
  return seconds * MS_PER_SECOND;
}
