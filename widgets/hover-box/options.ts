import { coerceOneOf } from '../../core/settings/coerce';
import { field, type ShapeOf } from '../../core/settings/schema';
import { optionsParser } from '../../mount/options';
import { described, type FamilySchemas, type FieldTexts } from '../../core/settings/field-texts';

/** README: a hover box is at least 250 px high (style.css, and the theme's CSS). */
export const HOVER_BOX_MIN_HEIGHT_PX = 250;

export const HOVER_BOX_FLIPS = ['horizontal', 'vertical'] as const;
export type HoverBoxFlip = (typeof HOVER_BOX_FLIPS)[number];

/** Options of `data-island="hover-box"` (README, "Options"). */
export const HOVER_BOX_OPTIONS_SCHEMA = {
  /** `data-flip`: turn round the vertical axis (`horizontal`) or the horizontal one (`vertical`). Default (ours): horizontal. */
  flip: field<HoverBoxFlip>(coerceOneOf(HOVER_BOX_FLIPS), 'horizontal'),
};
export type HoverBoxOptions = ShapeOf<typeof HOVER_BOX_OPTIONS_SCHEMA>;

export const parseHoverBoxOptions = optionsParser('hover-box', HOVER_BOX_OPTIONS_SCHEMA);

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
const HOVER_BOX_OPTIONS_TEXTS: FieldTexts<HoverBoxOptions> = {
  flip: {
    label: 'Flip',
    help: 'Which way the box turns to show its back.',
    choices: { horizontal: 'Round the vertical axis', vertical: 'Round the horizontal axis' },
  },
};

/** What the hover box family reads, described (README, "Options and settings: one source"); build time only. */
export function schemas(): FamilySchemas {
  return {
    options: {
      'hover-box': described(HOVER_BOX_OPTIONS_SCHEMA, HOVER_BOX_OPTIONS_TEXTS),
    },
  };
}
