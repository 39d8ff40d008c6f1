import { coerceNumber, coerceString } from '../../core/settings/coerce';
import { field, type ShapeOf } from '../../core/settings/schema';
import { autoplayIntervalSeconds, MAX_INTERVAL_SECONDS, MS_PER_SECOND } from '../../core/settings/seconds';
import { optionsParser } from '../../mount/options';
import { described, describedSettings, type FamilySchemas, type FieldTexts } from '../../core/settings/field-texts';
import { slidesSettingsSchema, slidesSettingsTexts } from '../../core/slides/texts';

/** README "Constants": a Nivo-style slider cuts the incoming image into 15 slices and takes 800 ms. */
export const SLIDER_SLICES = 15;
export const SLIDER_TRANSITION_MS = 800;
/**
 * Ours: each slice starts 25 ms after the one before it, so the last one starts at 14 × 25 = 350 ms and
 * runs for the remaining 450 ms: the whole transition still ends at 800 ms.
 */
export const SLIDER_SLICE_STAGGER_MS = 25;
export const SLIDER_SLICE_DURATION_MS = SLIDER_TRANSITION_MS - (SLIDER_SLICES - 1) * SLIDER_SLICE_STAGGER_MS;
/** README: without data-interval the slider rotates at the default slider autoplay, 5000 ms. */
const SLIDER_DEFAULT_INTERVAL_SECONDS = 5;

/** Options of `data-island="slider"` (README, "Options"). */
export const SLIDER_OPTIONS_SCHEMA = {
  /**
   * `data-interval`: seconds between slides, as for every slider and tab set (README); 0 = no
   * autoplay; 1 to 86400 otherwise. Default 5 (the default slider autoplay, 5000 ms).
   */
  interval: field(coerceNumber, SLIDER_DEFAULT_INTERVAL_SECONDS, autoplayIntervalSeconds),
  /** `data-label`: the slider's accessible name when the server printed none and it has no heading. */
  label: field(coerceString, ''),
};
export type SliderOptions = ShapeOf<typeof SLIDER_OPTIONS_SCHEMA>;

export const parseSliderOptions = optionsParser('slider', SLIDER_OPTIONS_SCHEMA);

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
const SLIDER_OPTIONS_TEXTS: FieldTexts<SliderOptions> = {
  interval: {
    label: 'Autoplay interval',
    help: 'Seconds between slides while the slider is not hovered or focused: 0 (no autoplay), or 1 to 86400 (a day).',
    minimum: 0,
    maximum: MAX_INTERVAL_SECONDS,
  },
  label: { label: 'Name', help: "The slider's accessible name when the server printed none and it has no heading.", format: 'text' },
};

export function sliderIntervalMs(options: Pick<SliderOptions, 'interval'>): number {
  return options.interval * MS_PER_SECOND;
}

/** Visitor-facing strings of the slider (`slider_previous` … `slider_slide_label`), English by default (README, "Settings keys"). */
export const SLIDER_SETTINGS_SCHEMA = slidesSettingsSchema('slider');

/** What the slider family reads, described (README, "Options and settings: one source"); build time only. */
export function schemas(): FamilySchemas {
  return {
    options: {
      slider: described(SLIDER_OPTIONS_SCHEMA, SLIDER_OPTIONS_TEXTS),
    },
    settings: {
      slider: describedSettings('Slice slider', SLIDER_SETTINGS_SCHEMA, slidesSettingsTexts('slider')),
    },
  };
}
