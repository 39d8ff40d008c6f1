import { coerceNumber } from '../../core/settings/coerce';
import { field, type Schema } from '../../core/settings/schema';
import type { FieldTexts } from '../../core/settings/field-texts';

/** README: the one-page menu's scroll takes 800 ms. */
export const ONE_PAGE_MENU_SCROLL_MS = 800;

/** The page-settings keys the one-page menu reads (widgets/one-page-menu/README.md). */
export interface OnePageMenuSettings {
  /** px left above the target section when the page scrolls to it. Default 0 (ours). */
  one_page_menu_offset: number;
}

export const ONE_PAGE_MENU_SETTINGS_SCHEMA: Schema<OnePageMenuSettings> = {
  one_page_menu_offset: field(coerceNumber, 0),
};

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
export const ONE_PAGE_MENU_SETTINGS_TEXTS: FieldTexts<OnePageMenuSettings> = {
  one_page_menu_offset: { label: 'Offset', help: 'Space left above a section the one-page menu scrolls to, px.', integer: true },
};
