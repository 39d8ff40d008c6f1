import { coerceNumber } from '../../core/settings/coerce';
import { field, type Schema } from '../../core/settings/schema';
import { autoplayIntervalSeconds, MAX_INTERVAL_SECONDS } from '../../core/settings/seconds';
import { optionsParser } from '../../mount/options';
import type { FieldTexts } from '../../core/settings/field-texts';

export interface TabsOptions {
  /**
   * `data-interval`: autoplay interval in SECONDS (README: read in seconds from a data attribute;
   * 0 = no autoplay), 1 to 86400 (a day); anything else is refused: the default 0 and one warning.
   */
  interval: number;
}

export const TABS_OPTIONS_SCHEMA: Schema<TabsOptions> = {
  interval: field(coerceNumber, 0, autoplayIntervalSeconds),
};

export const parseTabsOptions = optionsParser('tabs', TABS_OPTIONS_SCHEMA);
export const parseTourOptions = optionsParser('tour', TABS_OPTIONS_SCHEMA);

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
export const TABS_OPTIONS_TEXTS: FieldTexts<TabsOptions> = {
  interval: {
    label: 'Autoplay interval',
    help: 'Seconds before the next tab opens by itself: 0 (no autoplay), or 1 to 86400 (a day).',
    minimum: 0,
    maximum: MAX_INTERVAL_SECONDS,
  },
};
