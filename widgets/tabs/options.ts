import { coerceNumber } from '../../core/settings/coerce';
import { field, type ShapeOf } from '../../core/settings/schema';
import { autoplayIntervalSeconds, MAX_INTERVAL_SECONDS } from '../../core/settings/seconds';
import { optionsParser } from '../../mount/options';
import { described, type FamilySchemas, type FieldTexts } from '../../core/settings/field-texts';

export const TABS_OPTIONS_SCHEMA = {
  /**
   * `data-interval`: autoplay interval in SECONDS (README: read in seconds from a data attribute;
   * 0 = no autoplay), 1 to 86400 (a day); anything else is refused: the default 0 and one warning.
   */
  interval: field(coerceNumber, 0, autoplayIntervalSeconds),
};
export type TabsOptions = ShapeOf<typeof TABS_OPTIONS_SCHEMA>;

export const parseTabsOptions = optionsParser('tabs', TABS_OPTIONS_SCHEMA);
export const parseTourOptions = optionsParser('tour', TABS_OPTIONS_SCHEMA);

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
const TABS_OPTIONS_TEXTS: FieldTexts<TabsOptions> = {
  interval: {
    label: 'Autoplay interval',
    help: 'Seconds before the next tab opens by itself: 0 (no autoplay), or 1 to 86400 (a day).',
    minimum: 0,
    maximum: MAX_INTERVAL_SECONDS,
  },
};

/** What the tabs family reads, described (README, "Options and settings: one source"); build time only. */
export function schemas(): FamilySchemas {
  return {
    options: {
      tabs: described(TABS_OPTIONS_SCHEMA, TABS_OPTIONS_TEXTS),
      tour: described(TABS_OPTIONS_SCHEMA, TABS_OPTIONS_TEXTS),
    },
  };
}
