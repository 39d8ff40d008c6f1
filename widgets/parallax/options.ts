import { coerceNumber } from '../../core/settings/coerce';
import { field, type ShapeOf } from '../../core/settings/schema';
import { optionsParser } from '../../mount/options';
import { described, type FamilySchemas, type FieldTexts } from '../../core/settings/field-texts';

/**
 * Ours (the spec gives no parallax speed): the background moves at half the page's speed. 0 keeps it
 * still in the viewport (as `background-attachment: fixed`), 1 moves it with the page (no parallax).
 */
export const PARALLAX_DEFAULT_SPEED = 0.5;

const speedRange = (value: number) => (value >= 0 && value <= 1 ? undefined : 'must be 0 to 1');

/** Options of `data-island="parallax"` (README, "Options"). */
export const PARALLAX_OPTIONS_SCHEMA = {
  /** `data-speed`: how fast the background moves, as a share of the page's speed, 0 to 1. Default 0.5 (ours). */
  speed: field(coerceNumber, PARALLAX_DEFAULT_SPEED, speedRange),
};
export type ParallaxOptions = ShapeOf<typeof PARALLAX_OPTIONS_SCHEMA>;

export const parseParallaxOptions = optionsParser('parallax', PARALLAX_OPTIONS_SCHEMA);

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
const PARALLAX_OPTIONS_TEXTS: FieldTexts<ParallaxOptions> = {
  speed: {
    label: 'Speed',
    help: "How fast the background moves, as a share of the page's speed: 0 keeps it still in the window, 1 moves it with the page.",
    minimum: 0,
    maximum: 1,
  },
};

/** What the parallax family reads, described (README, "Options and settings: one source"); build time only. */
export function schemas(): FamilySchemas {
  return {
    options: {
      parallax: described(PARALLAX_OPTIONS_SCHEMA, PARALLAX_OPTIONS_TEXTS),
    },
  };
}
