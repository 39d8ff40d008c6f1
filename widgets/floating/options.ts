import { optionsParser } from '../../mount/options';
import { coerceOneOf, coerceString } from '../../src/core/settings/coerce';
import { field, type Schema } from '../../src/core/settings/schema';

/** Sides, logical: `start`/`end` follow the text direction (`dir="rtl"` swaps them). */
export type Side = 'top' | 'bottom' | 'start' | 'end';
const SIDES = ['top', 'bottom', 'start', 'end'] as const;

export interface TooltipOptions {
  /** `data-tooltip`: the text; default the element's `title` (which the widget then takes off, so the browser's own tooltip does not double it). */
  tooltip: string;
  /** `data-placement`: preferred side; it flips when there is no room. Default `top`. */
  placement: Side;
}

const TOOLTIP_OPTIONS_SCHEMA: Schema<TooltipOptions> = {
  tooltip: field(coerceString, ''),
  placement: field(coerceOneOf(SIDES), 'top'),
};

export const parseTooltipOptions = optionsParser('tooltip', TOOLTIP_OPTIONS_SCHEMA);

export interface HotspotsOptions {
  /** `data-placement`: preferred side of the cards; they flip and shift to stay in the viewport. Default `end`. */
  placement: Side;
}

const HOTSPOTS_OPTIONS_SCHEMA: Schema<HotspotsOptions> = {
  placement: field(coerceOneOf(SIDES), 'end'),
};

export const parseHotspotsOptions = optionsParser('hotspots', HOTSPOTS_OPTIONS_SCHEMA);
