import { coerceFlagAttribute, coerceNumber } from '../../src/core/settings/coerce';
import { atLeast, field, type Schema } from '../../src/core/settings/schema';
import { optionsParser } from '../../mount/options';

export interface AccordionOptions {
  /** `data-interval`: autoplay in SECONDS, opening each section in turn (README); 0 = no autoplay. Default 0. */
  interval: number;
  /** `data-multiple`: several sections may be open at once. Default false (toggles: true). */
  multiple: boolean;
  /** `data-collapsible`: the open section can be closed, leaving none open. Default true. */
  collapsible: boolean;
}

function accordionSchema(multipleByDefault: boolean): Schema<AccordionOptions> {
  return {
    interval: field(coerceNumber, 0, atLeast(0)),
    multiple: field(coerceFlagAttribute, multipleByDefault),
    collapsible: field(coerceFlagAttribute, true),
  };
}

export const ACCORDION_OPTIONS_SCHEMA = accordionSchema(false);
export const TOGGLE_OPTIONS_SCHEMA = accordionSchema(true);
export const parseAccordionOptions = optionsParser('accordion', ACCORDION_OPTIONS_SCHEMA);
export const parseToggleOptions = optionsParser('toggle', TOGGLE_OPTIONS_SCHEMA);
