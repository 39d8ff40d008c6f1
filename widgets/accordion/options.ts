import { coerceFlagAttribute, coerceNumber } from '../../src/core/settings/coerce';
import { field, type Schema } from '../../src/core/settings/schema';
import { autoplayIntervalSeconds } from '../../src/core/settings/seconds';
import { optionsParser } from '../../mount/options';

export interface AccordionOptions {
  /**
   * `data-interval`: autoplay in SECONDS, opening each section in turn (README); 0 = no autoplay,
   * else 1 to 86400 (a day); anything else is refused: the default 0 and one warning.
   */
  interval: number;
  /** `data-multiple`: several sections may be open at once. Default false (toggles: true). */
  multiple: boolean;
  /** `data-collapsible`: the open section can be closed, leaving none open. Default true. */
  collapsible: boolean;
}

function accordionSchema(multipleByDefault: boolean): Schema<AccordionOptions> {
  return {
    interval: field(coerceNumber, 0, autoplayIntervalSeconds),
    multiple: field(coerceFlagAttribute, multipleByDefault),
    collapsible: field(coerceFlagAttribute, true),
  };
}

export const ACCORDION_OPTIONS_SCHEMA = accordionSchema(false);
export const TOGGLE_OPTIONS_SCHEMA = accordionSchema(true);
export const parseAccordionOptions = optionsParser('accordion', ACCORDION_OPTIONS_SCHEMA);
export const parseToggleOptions = optionsParser('toggle', TOGGLE_OPTIONS_SCHEMA);
