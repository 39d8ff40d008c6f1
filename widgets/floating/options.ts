import { optionsParser } from '../../mount/options';
import { coerceOneOf, coerceString } from '../../core/settings/coerce';
import { field, type ShapeOf } from '../../core/settings/schema';
import { described, type FamilySchemas, type FieldTexts } from '../../core/settings/field-texts';

/** Sides, logical: `start`/`end` follow the text direction (`dir="rtl"` swaps them). */
export type Side = 'top' | 'bottom' | 'start' | 'end';
const SIDES = ['top', 'bottom', 'start', 'end'] as const;

export const TOOLTIP_OPTIONS_SCHEMA = {
  /** `data-tooltip`: the text; default the element's `title` (which the widget then takes off, so the browser's own tooltip does not double it). */
  tooltip: field(coerceString, ''),
  /** `data-placement`: preferred side; it flips when there is no room. Default `top`. */
  placement: field<Side>(coerceOneOf(SIDES), 'top'),
};
export type TooltipOptions = ShapeOf<typeof TOOLTIP_OPTIONS_SCHEMA>;

export const parseTooltipOptions = optionsParser('tooltip', TOOLTIP_OPTIONS_SCHEMA);

const SIDE_NAMES = { top: 'Top', bottom: 'Bottom', start: 'Start', end: 'End' } as const;

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
const TOOLTIP_OPTIONS_TEXTS: FieldTexts<TooltipOptions> = {
  tooltip: { label: 'Text', help: "The tooltip's text.", format: 'text', defaultText: "the element's `title`" },
  placement: {
    label: 'Side',
    help: 'Preferred side, flipped when there is no room; start and end follow the text direction.',
    choices: SIDE_NAMES,
  },
};

export const HOTSPOTS_OPTIONS_SCHEMA = {
  /** `data-placement`: preferred side of the cards; they flip and shift to stay in the viewport. Default `end`. */
  placement: field<Side>(coerceOneOf(SIDES), 'end'),
};
export type HotspotsOptions = ShapeOf<typeof HOTSPOTS_OPTIONS_SCHEMA>;

export const parseHotspotsOptions = optionsParser('hotspots', HOTSPOTS_OPTIONS_SCHEMA);

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
const HOTSPOTS_OPTIONS_TEXTS: FieldTexts<HotspotsOptions> = {
  placement: {
    label: 'Side of the cards',
    help: 'Preferred side of the cards, which flip and shift to stay in the viewport; start and end follow the text direction.',
    choices: SIDE_NAMES,
  },
};

/** What the floating family reads, described (README, "Options and settings: one source"); build time only. */
export function schemas(): FamilySchemas {
  return {
    options: {
      hotspots: described(HOTSPOTS_OPTIONS_SCHEMA, HOTSPOTS_OPTIONS_TEXTS),
      tooltip: described(TOOLTIP_OPTIONS_SCHEMA, TOOLTIP_OPTIONS_TEXTS),
    },
  };
}
