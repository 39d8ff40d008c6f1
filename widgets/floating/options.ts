import { optionsParser } from '../../mount/options';
import { coerceOneOf, coerceString } from '../../core/settings/coerce';
import { field, type Schema } from '../../core/settings/schema';
import type { FieldTexts } from '../../core/settings/field-texts';

/** Sides, logical: `start`/`end` follow the text direction (`dir="rtl"` swaps them). */
export type Side = 'top' | 'bottom' | 'start' | 'end';
const SIDES = ['top', 'bottom', 'start', 'end'] as const;

export interface TooltipOptions {
  /** `data-tooltip`: the text; default the element's `title` (which the widget then takes off, so the browser's own tooltip does not double it). */
  tooltip: string;
  /** `data-placement`: preferred side; it flips when there is no room. Default `top`. */
  placement: Side;
}

export const TOOLTIP_OPTIONS_SCHEMA: Schema<TooltipOptions> = {
  tooltip: field(coerceString, ''),
  placement: field(coerceOneOf(SIDES), 'top'),
};

export const parseTooltipOptions = optionsParser('tooltip', TOOLTIP_OPTIONS_SCHEMA);

const SIDE_NAMES = { top: 'Top', bottom: 'Bottom', start: 'Start', end: 'End' } as const;

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
export const TOOLTIP_OPTIONS_TEXTS: FieldTexts<TooltipOptions> = {
  tooltip: { label: 'Text', help: "The tooltip's text.", format: 'text', defaultText: "the element's `title`" },
  placement: {
    label: 'Side',
    help: 'Preferred side, flipped when there is no room; start and end follow the text direction.',
    choices: SIDE_NAMES,
  },
};

export interface HotspotsOptions {
  /** `data-placement`: preferred side of the cards; they flip and shift to stay in the viewport. Default `end`. */
  placement: Side;
}

export const HOTSPOTS_OPTIONS_SCHEMA: Schema<HotspotsOptions> = {
  placement: field(coerceOneOf(SIDES), 'end'),
};

export const parseHotspotsOptions = optionsParser('hotspots', HOTSPOTS_OPTIONS_SCHEMA);

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
export const HOTSPOTS_OPTIONS_TEXTS: FieldTexts<HotspotsOptions> = {
  placement: {
    label: 'Side of the cards',
    help: 'Preferred side of the cards, which flip and shift to stay in the viewport; start and end follow the text direction.',
    choices: SIDE_NAMES,
  },
};
