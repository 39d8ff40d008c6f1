import { coerceFlagAttribute, coerceNumber, coerceString } from '../../core/settings/coerce';
import { atLeast, field, type ShapeOf } from '../../core/settings/schema';
import { optionsParser } from '../../mount/options';
import { described, describedSettings, type FamilySchemas, type FieldTexts } from '../../core/settings/field-texts';

/** README: the header sticks once the page has scrolled past this many px. */
const STICKY_HEADER_DEFAULT_THRESHOLD_PX = 300;

export const STICKY_HEADER_OPTIONS_SCHEMA = {
  /** `data-threshold`: px of scroll after which the header sticks. Default 300. */
  threshold: field(coerceNumber, STICKY_HEADER_DEFAULT_THRESHOLD_PX, atLeast(0)),
  /** `data-hide-on-scroll`: once stuck, hide while scrolling down, come back on scrolling up. Default false. */
  hideOnScroll: field(coerceFlagAttribute, false),
};
export type StickyHeaderOptions = ShapeOf<typeof STICKY_HEADER_OPTIONS_SCHEMA>;
export const parseStickyHeaderOptions = optionsParser('sticky-header', STICKY_HEADER_OPTIONS_SCHEMA);

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
const STICKY_HEADER_OPTIONS_TEXTS: FieldTexts<StickyHeaderOptions> = {
  threshold: { label: 'Threshold', help: 'How far the page scrolls before the header sticks, px.', minimum: 0 },
  hideOnScroll: {
    label: 'Hide on scroll',
    help: 'Once stuck, the header hides while the page scrolls down and comes back when it scrolls up.',
  },
};

/** The page-settings keys the sticky header reads (README). */
export const STICKY_HEADER_SETTINGS_SCHEMA = {
  /** HTML of a cloned (compact) header shown pinned instead of the header itself. Default "" (none). */
  whb_header_clone: field(coerceString, ''),
};
type StickyHeaderSettings = ShapeOf<typeof STICKY_HEADER_SETTINGS_SCHEMA>;

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
const STICKY_HEADER_SETTINGS_TEXTS: FieldTexts<StickyHeaderSettings> = {
  whb_header_clone: {
    label: 'Compact header HTML',
    help: 'HTML of a compact header pinned instead of the header itself; empty: the header itself.',
    format: 'html',
  },
};

/** What the sticky header family reads, described (README, "Options and settings: one source"); build time only. */
export function schemas(): FamilySchemas {
  return {
    options: {
      'sticky-header': described(STICKY_HEADER_OPTIONS_SCHEMA, STICKY_HEADER_OPTIONS_TEXTS),
    },
    settings: {
      'sticky-header': describedSettings('Sticky header', STICKY_HEADER_SETTINGS_SCHEMA, STICKY_HEADER_SETTINGS_TEXTS),
    },
  };
}
