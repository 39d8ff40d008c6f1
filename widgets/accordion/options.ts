import { coerceFlagAttribute, coerceNumber } from '../../core/settings/coerce';
import { field, type Schema } from '../../core/settings/schema';
import { autoplayIntervalSeconds, MAX_INTERVAL_SECONDS } from '../../core/settings/seconds';
import { optionsParser } from '../../mount/options';
import type { FieldTexts } from '../../core/settings/field-texts';

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

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
export const ACCORDION_OPTIONS_TEXTS: FieldTexts<AccordionOptions> = {
  interval: {
    label: 'Autoplay interval',
    help: 'Seconds before the next section opens by itself: 0 (no autoplay), or 1 to 86400 (a day).',
    minimum: 0,
    maximum: MAX_INTERVAL_SECONDS,
  },
  multiple: { label: 'Several open at once', help: 'Several sections may be open at once.' },
  collapsible: { label: 'Collapsible', help: 'The open section can be closed, leaving none open.' },
};
