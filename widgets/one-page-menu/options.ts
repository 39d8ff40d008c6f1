import { coerceNumber } from '../../core/settings/coerce';
import { field, type ShapeOf } from '../../core/settings/schema';
import { describedSettings, type FamilySchemas, type FieldTexts } from '../../core/settings/field-texts';

/** README: the one-page menu's scroll takes 800 ms. */
export const ONE_PAGE_MENU_SCROLL_MS = 800;

/** The page-settings keys the one-page menu reads (widgets/one-page-menu/README.md); it reads no options. */
export const ONE_PAGE_MENU_SETTINGS_SCHEMA = {
  /** px left above the target section when the page scrolls to it. Default 0 (ours). */
  one_page_menu_offset: field(coerceNumber, 0),
};
type OnePageMenuSettings = ShapeOf<typeof ONE_PAGE_MENU_SETTINGS_SCHEMA>;

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
const ONE_PAGE_MENU_SETTINGS_TEXTS: FieldTexts<OnePageMenuSettings> = {
  one_page_menu_offset: { label: 'Offset', help: 'Space left above a section the one-page menu scrolls to, px.', integer: true },
};

/** What the one-page menu family reads, described (README, "Options and settings: one source"); build time only. */
export function schemas(): FamilySchemas {
  return {
    settings: {
      'one-page-menu': describedSettings('One-page menu', ONE_PAGE_MENU_SETTINGS_SCHEMA, ONE_PAGE_MENU_SETTINGS_TEXTS),
    },
  };
}
