import { coerceNumber, coerceOneOf, coerceString } from '../../core/settings/coerce';
import { atLeast, field, type Schema } from '../../core/settings/schema';
import { optionsParser } from '../../mount/options';
import type { FieldTexts } from '../../core/settings/field-texts';

export type MenuOpenOn = 'hover' | 'click';

export interface MenuOptions {
  /**
   * `data-open-on`: `hover` (default) for a dropdown menu: sub-menus open on hover (and on click and
   * keyboard), and on click only at widths of 1024 px or less; `click` for a menu whose sub-menus open
   * in the flow (a drawer, a sidebar): click and keyboard only, and they stay open until closed.
   */
  openOn: MenuOpenOn;
  /** `data-open-delay`: hover intent, ms the pointer rests on an item before its sub-menu opens. Default 100 (ours). */
  openDelay: number;
  /** `data-close-delay`: ms after the pointer leaves before a hover-opened sub-menu closes. Default 300 (ours). */
  closeDelay: number;
}

export const MENU_OPTIONS_SCHEMA: Schema<MenuOptions> = {
  openOn: field(coerceOneOf<MenuOpenOn>(['hover', 'click']), 'hover'),
  openDelay: field(coerceNumber, 100, atLeast(0)),
  closeDelay: field(coerceNumber, 300, atLeast(0)),
};

export const parseMenuOptions = optionsParser('menu', MENU_OPTIONS_SCHEMA);

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
export const MENU_OPTIONS_TEXTS: FieldTexts<MenuOptions> = {
  openOn: {
    label: 'Sub-menus open on',
    help: '`hover` for a dropdown menu (click only at 1024 px or less); `click` for a menu in the flow (a drawer, a sidebar), whose sub-menus stay open until closed.',
    choices: { hover: 'Hover (a dropdown menu)', click: 'Click (a menu in the flow)' },
  },
  openDelay: { label: 'Open delay', help: 'Hover intent: ms the pointer rests on an item before its sub-menu opens.', minimum: 0 },
  closeDelay: { label: 'Close delay', help: 'Time after the pointer leaves before a hover-opened sub-menu closes, ms.', minimum: 0 },
};

/** Page-settings keys of the menu family (README). */
export interface MenuSettings {
  /** Accessible name given to a sub-menu button the server printed without one; `%s` is the item's text. */
  menu_submenu_toggle_label: string;
}

export const MENU_SETTINGS_SCHEMA: Schema<MenuSettings> = {
  menu_submenu_toggle_label: field(coerceString, 'More %s pages'),
};

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
export const MENU_SETTINGS_TEXTS: FieldTexts<MenuSettings> = {
  menu_submenu_toggle_label: {
    label: 'Sub-menu button name',
    help: "Name of a sub-menu button printed without one; %s is the item's text.",
    format: 'text',
  },
};

/** Desktop menus switch from hover to click at this width and below (README). */
export const MENU_CLICK_MODE_QUERY = '(max-width: 1024px)';
