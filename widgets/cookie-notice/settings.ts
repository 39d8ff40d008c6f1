import { coerceString } from '../../src/core/settings/coerce';
import { field, type Schema } from '../../src/core/settings/schema';

/** The page-settings keys the cookie notice reads (widgets/cookie-notice/README.md). */
export interface CookieNoticeSettings {
  /** A new version asks visitors who accepted an older one again. Default "1" (ours). */
  cookies_version: string;
  /** Name of the notice's region when its markup names none. */
  cookie_notice_label: string;
}

export const COOKIE_NOTICE_SETTINGS_SCHEMA: Schema<CookieNoticeSettings> = {
  cookies_version: field(coerceString, '1'),
  cookie_notice_label: field(coerceString, 'Cookie notice'),
};
