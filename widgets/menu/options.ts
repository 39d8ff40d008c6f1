import { coerceNumber, coerceOneOf, coerceString } from '../../core/settings/coerce';
import { atLeast, field, type ShapeOf } from '../../core/settings/schema';
import { optionsParser } from '../../mount/options';
import { described, describedSettings, type FamilySchemas, type FieldTexts } from '../../core/settings/field-texts';

export type MenuOpenOn = 'hover' | 'click';

export const MENU_OPTIONS_SCHEMA = {
  /**
   * `data-open-on`: `hover` (default) for a dropdown menu: sub-menus open on hover (and on click and
   * keyboard), and on click only at widths of 1024 px or less; `click` for a menu whose sub-menus open
   * in the flow (a drawer, a sidebar): click and keyboard only, and they stay open until closed.
   */
  openOn: field(coerceOneOf<MenuOpenOn>(['hover', 'click']), 'hover'),
  /** `data-open-delay`: hover intent, ms the pointer rests on an item before its sub-menu opens. Default 100 (ours). */
  openDelay: field(coerceNumber, 100, atLeast(0)),
  /** `data-close-delay`: ms after the pointer leaves before a hover-opened sub-menu closes. Default 300 (ours). */
  closeDelay: field(coerceNumber, 300, atLeast(0)),
};
export type MenuOptions = ShapeOf<typeof MENU_OPTIONS_SCHEMA>;

export const parseMenuOptions = optionsParser('menu', MENU_OPTIONS_SCHEMA);

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
const MENU_OPTIONS_TEXTS: FieldTexts<MenuOptions> = {
  openOn: {
    label: 'Sub-menus open on',
    help: '`hover` for a dropdown menu (click only at 1024 px or less); `click` for a menu in the flow (a drawer, a sidebar), whose sub-menus stay open until closed.',
    choices: { hover: 'Hover (a dropdown menu)', click: 'Click (a menu in the flow)' },
  },
  openDelay: { label: 'Open delay', help: 'Hover intent: ms the pointer rests on an item before its sub-menu opens.', minimum: 0 },
  closeDelay: { label: 'Close delay', help: 'Time after the pointer leaves before a hover-opened sub-menu closes, ms.', minimum: 0 },
};

/** Page-settings keys of the menu family (README). */
export const MENU_SETTINGS_SCHEMA = {
  /** Accessible name given to a sub-menu button the server printed without one; `%s` is the item's text. */
  menu_submenu_toggle_label: field(coerceString, 'More %s pages'),
};
type MenuSettings = ShapeOf<typeof MENU_SETTINGS_SCHEMA>;

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
const MENU_SETTINGS_TEXTS: FieldTexts<MenuSettings> = {
  menu_submenu_toggle_label: {
    label: 'Sub-menu button name',
    help: "Name of a sub-menu button printed without one; %s is the item's text.",
    format: 'text',
  },
};

/** Desktop menus switch from hover to click at this width and below (README). */
export const MENU_CLICK_MODE_QUERY = '(max-width: 1024px)';

/** What the menu family reads, described (README, "Options and settings: one source"); build time only. */
export function schemas(): FamilySchemas {
  return {
    options: {
      menu: described(MENU_OPTIONS_SCHEMA, MENU_OPTIONS_TEXTS),
    },
    settings: {
      menu: describedSettings('Menus', MENU_SETTINGS_SCHEMA, MENU_SETTINGS_TEXTS),
    },
  };
}
