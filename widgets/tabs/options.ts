import { coerceNumber } from '../../src/core/settings/coerce';
import { field, type Schema } from '../../src/core/settings/schema';
import { autoplayIntervalSeconds } from '../../src/core/settings/seconds';
import { optionsParser } from '../../mount/options';

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
