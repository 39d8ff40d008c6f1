import { coerceFlagAttribute, coerceNumber } from '../../core/settings/coerce';
import { field, type ShapeOf } from '../../core/settings/schema';
import { autoplayIntervalSeconds, MAX_INTERVAL_SECONDS } from '../../core/settings/seconds';
import { optionsParser } from '../../mount/options';
import { described, type FamilySchemas, type FieldTexts } from '../../core/settings/field-texts';

function accordionSchema(multipleByDefault: boolean) {
  return {
    /**
     * `data-interval`: autoplay in SECONDS, opening each section in turn (README); 0 = no autoplay,
     * else 1 to 86400 (a day); anything else is refused: the default 0 and one warning.
     */
    interval: field(coerceNumber, 0, autoplayIntervalSeconds),
    /** `data-multiple`: several sections may be open at once. Default false (toggles: true). */
    multiple: field(coerceFlagAttribute, multipleByDefault),
    /** `data-collapsible`: the open section can be closed, leaving none open. Default true. */
    collapsible: field(coerceFlagAttribute, true),
  };
}

export const ACCORDION_OPTIONS_SCHEMA = accordionSchema(false);
export const TOGGLE_OPTIONS_SCHEMA = accordionSchema(true);
export type AccordionOptions = ShapeOf<ReturnType<typeof accordionSchema>>;
export const parseAccordionOptions = optionsParser('accordion', ACCORDION_OPTIONS_SCHEMA);
export const parseToggleOptions = optionsParser('toggle', TOGGLE_OPTIONS_SCHEMA);

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
const ACCORDION_OPTIONS_TEXTS: FieldTexts<AccordionOptions> = {
  interval: {
    label: 'Autoplay interval',
    help: 'Seconds before the next section opens by itself: 0 (no autoplay), or 1 to 86400 (a day).',
    minimum: 0,
    maximum: MAX_INTERVAL_SECONDS,
  },
  multiple: { label: 'Several open at once', help: 'Several sections may be open at once.' },
  collapsible: { label: 'Collapsible', help: 'The open section can be closed, leaving none open.' },
};

/** What the accordion family reads, described (README, "Options and settings: one source"); build time only. */
export function schemas(): FamilySchemas {
  return {
    options: {
      accordion: described(ACCORDION_OPTIONS_SCHEMA, ACCORDION_OPTIONS_TEXTS),
      toggle: described(TOGGLE_OPTIONS_SCHEMA, ACCORDION_OPTIONS_TEXTS),
    },
  };
}
