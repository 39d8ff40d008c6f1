import { coerceBoolean, coerceFlagAttribute, coerceOneOf } from '../../core/settings/coerce';
import { field, type ShapeOf } from '../../core/settings/schema';
import { optionsParser } from '../../mount/options';
import { described, describedSettings, type FamilySchemas, type FieldTexts } from '../../core/settings/field-texts';

type DrawerSide = 'start' | 'end' | 'full';

function drawerSchema(side: DrawerSide, closeOnLink: boolean) {
  return {
    /**
     * `data-side`: where the drawer slides in from: `start` (inline-start: left, right under dir=rtl),
     * `end`, or `full` (the whole screen).
     */
    side: field(coerceOneOf<DrawerSide>(['start', 'end', 'full']), side),
    /** `data-close-on-link`: following a link inside closes it. */
    closeOnLink: field(coerceFlagAttribute, closeOnLink),
  };
}

export const FULLSCREEN_MENU_OPTIONS_SCHEMA = drawerSchema('full', true);
export const MOBILE_MENU_OPTIONS_SCHEMA = drawerSchema('start', true);
export const OFF_CANVAS_OPTIONS_SCHEMA = drawerSchema('start', false);
export type DrawerOptions = ShapeOf<ReturnType<typeof drawerSchema>>;

export const parseFullscreenMenuOptions = optionsParser('fullscreen-menu', FULLSCREEN_MENU_OPTIONS_SCHEMA);
export const parseMobileMenuOptions = optionsParser('mobile-menu', MOBILE_MENU_OPTIONS_SCHEMA);
export const parseOffCanvasOptions = optionsParser('off-canvas', OFF_CANVAS_OPTIONS_SCHEMA);

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
const DRAWER_OPTIONS_TEXTS: FieldTexts<DrawerOptions> = {
  side: {
    label: 'Side',
    help: 'Where the drawer slides in from; start and end follow the text direction.',
    choices: { start: 'Start (left in left-to-right text)', end: 'End', full: 'The whole screen' },
  },
  closeOnLink: { label: 'Close on link', help: 'Following a link inside closes it.' },
};

/** Page-settings keys of the drawers family (README). */
export const DRAWER_SETTINGS_SCHEMA = {
  /** Plain browser scrollbars instead of the thin styled ones. */
  disable_nanoscroller: field(coerceBoolean, false),
};
type DrawerSettings = ShapeOf<typeof DRAWER_SETTINGS_SCHEMA>;

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
const DRAWER_SETTINGS_TEXTS: FieldTexts<DrawerSettings> = {
  disable_nanoscroller: { label: 'Plain scrollbars', help: 'Plain browser scrollbars in drawers instead of the thin styled ones.' },
};

/** What the drawers family reads, described (README, "Options and settings: one source"); build time only. */
export function schemas(): FamilySchemas {
  return {
    options: {
      'fullscreen-menu': described(FULLSCREEN_MENU_OPTIONS_SCHEMA, DRAWER_OPTIONS_TEXTS),
      'mobile-menu': described(MOBILE_MENU_OPTIONS_SCHEMA, DRAWER_OPTIONS_TEXTS),
      'off-canvas': described(OFF_CANVAS_OPTIONS_SCHEMA, DRAWER_OPTIONS_TEXTS),
    },
    settings: {
      drawers: describedSettings('Drawers', DRAWER_SETTINGS_SCHEMA, DRAWER_SETTINGS_TEXTS),
    },
  };
}
