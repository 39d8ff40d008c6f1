import { coerceBoolean, coerceFlagAttribute, coerceOneOf } from '../../core/settings/coerce';
import { field, type Schema } from '../../core/settings/schema';
import { optionsParser } from '../../mount/options';
import type { FieldTexts } from '../../core/settings/field-texts';

type DrawerSide = 'start' | 'end' | 'full';

export interface DrawerOptions {
  /** `data-side`: where the drawer slides in from: `start` (inline-start: left, right under dir=rtl), `end`, or `full` (the whole screen). */
  side: DrawerSide;
  /** `data-close-on-link`: following a link inside closes it. */
  closeOnLink: boolean;
}

function drawerSchema(side: DrawerSide, closeOnLink: boolean): Schema<DrawerOptions> {
  return {
    side: field(coerceOneOf<DrawerSide>(['start', 'end', 'full']), side),
    closeOnLink: field(coerceFlagAttribute, closeOnLink),
  };
}

export const FULLSCREEN_MENU_OPTIONS_SCHEMA = drawerSchema('full', true);
export const MOBILE_MENU_OPTIONS_SCHEMA = drawerSchema('start', true);
export const OFF_CANVAS_OPTIONS_SCHEMA = drawerSchema('start', false);

export const parseFullscreenMenuOptions = optionsParser('fullscreen-menu', FULLSCREEN_MENU_OPTIONS_SCHEMA);
export const parseMobileMenuOptions = optionsParser('mobile-menu', MOBILE_MENU_OPTIONS_SCHEMA);
export const parseOffCanvasOptions = optionsParser('off-canvas', OFF_CANVAS_OPTIONS_SCHEMA);

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
export const DRAWER_OPTIONS_TEXTS: FieldTexts<DrawerOptions> = {
  side: {
    label: 'Side',
    help: 'Where the drawer slides in from; start and end follow the text direction.',
    choices: { start: 'Start (left in left-to-right text)', end: 'End', full: 'The whole screen' },
  },
  closeOnLink: { label: 'Close on link', help: 'Following a link inside closes it.' },
};

/** Page-settings keys of the drawers family (README). */
export interface DrawerSettings {
  /** Plain browser scrollbars instead of the thin styled ones. */
  disable_nanoscroller: boolean;
}

export const DRAWER_SETTINGS_SCHEMA: Schema<DrawerSettings> = {
  disable_nanoscroller: field(coerceBoolean, false),
};

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
export const DRAWER_SETTINGS_TEXTS: FieldTexts<DrawerSettings> = {
  disable_nanoscroller: { label: 'Plain scrollbars', help: 'Plain browser scrollbars in drawers instead of the thin styled ones.' },
};
