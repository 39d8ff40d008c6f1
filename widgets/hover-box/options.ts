import { coerceOneOf } from '../../core/settings/coerce';
import { field, type Schema } from '../../core/settings/schema';
import { optionsParser } from '../../mount/options';
import type { FieldTexts } from '../../core/settings/field-texts';

/** README: a hover box is at least 250 px high (style.css, and the theme's CSS). */
export const HOVER_BOX_MIN_HEIGHT_PX = 250;

export const HOVER_BOX_FLIPS = ['horizontal', 'vertical'] as const;
export type HoverBoxFlip = (typeof HOVER_BOX_FLIPS)[number];

/** Options of `data-island="hover-box"` (README, "Options"). */
export interface HoverBoxOptions {
  /** `data-flip`: turn round the vertical axis (`horizontal`) or the horizontal one (`vertical`). Default (ours): horizontal. */
  flip: HoverBoxFlip;
}

export const HOVER_BOX_OPTIONS_SCHEMA: Schema<HoverBoxOptions> = {
  flip: field<HoverBoxFlip>(coerceOneOf(HOVER_BOX_FLIPS), 'horizontal'),
};

export const parseHoverBoxOptions = optionsParser('hover-box', HOVER_BOX_OPTIONS_SCHEMA);

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
export const HOVER_BOX_OPTIONS_TEXTS: FieldTexts<HoverBoxOptions> = {
  flip: {
    label: 'Flip',
    help: 'Which way the box turns to show its back.',
    choices: { horizontal: 'Round the vertical axis', vertical: 'Round the horizontal axis' },
  },
};
