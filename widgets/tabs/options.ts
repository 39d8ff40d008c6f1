import { coerceNumber } from '../../src/core/settings/coerce';
import { atLeast, field, type Schema } from '../../src/core/settings/schema';
import { optionsParser } from '../../mount/options';

export interface TabsOptions {
  /**
   * `data-interval`: autoplay interval in SECONDS (README: read in seconds from a data attribute;
   * 0 = no autoplay). Default 0.
   */
  interval: number;
}

export const TABS_OPTIONS_SCHEMA: Schema<TabsOptions> = {
  interval: field(coerceNumber, 0, atLeast(0)),
};

export const parseTabsOptions = optionsParser('tabs', TABS_OPTIONS_SCHEMA);
export const parseTourOptions = optionsParser('tour', TABS_OPTIONS_SCHEMA);
