import { coerceBoolean, coerceString } from '../../src/core/settings/coerce';
import { field, type Schema } from '../../src/core/settings/schema';

/** The page-settings keys the header banner reads (widgets/header-banner/README.md). */
export interface HeaderBannerSettings {
  /** The banner appears only when set. Default false. */
  header_banner_enabled: boolean;
  /** The visitor may close it (a close button) only when set. Default false. */
  header_banner_close_btn: boolean;
  /** Closing is remembered for this version: a new version shows the banner again. Default "1" (ours). */
  header_banner_version: string;
  /** Accessible name of the close button the widget adds when the server printed none. Default (ours). */
  header_banner_close_label: string;
}

export const HEADER_BANNER_SETTINGS_SCHEMA: Schema<HeaderBannerSettings> = {
  header_banner_enabled: field(coerceBoolean, false),
  header_banner_close_btn: field(coerceBoolean, false),
  header_banner_version: field(coerceString, '1'),
  header_banner_close_label: field(coerceString, 'Close the banner'),
};
