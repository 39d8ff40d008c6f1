import { coerceString } from '../../core/settings/coerce';
import { field, type ShapeOf } from '../../core/settings/schema';
import { describedSettings, type FamilySchemas, type FieldTexts } from '../../core/settings/field-texts';
import { VERSION_PATTERN, VERSION_PATTERN_WORDS } from '../../core/cookies/versioned-cookie';

/** The page-settings keys the cookie notice reads (widgets/cookie-notice/README.md); it reads no options. */
export const COOKIE_NOTICE_SETTINGS_SCHEMA = {
  /** A new version asks visitors who accepted an older one again. Default "1" (ours). */
  cookies_version: field(coerceString, '1'),
  /** Name of the notice's region when its markup names none. */
  cookie_notice_label: field(coerceString, 'Cookie notice'),
};
type CookieNoticeSettings = ShapeOf<typeof COOKIE_NOTICE_SETTINGS_SCHEMA>;

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
const COOKIE_NOTICE_SETTINGS_TEXTS: FieldTexts<CookieNoticeSettings> = {
  cookies_version: {
    label: 'Notice version',
    help: `A new version asks visitors who accepted an older one again (${VERSION_PATTERN_WORDS}).`,
    pattern: VERSION_PATTERN,
  },
  cookie_notice_label: { label: 'Notice name', help: "The notice region's name when its markup names none.", format: 'text' },
};

/** What the cookie notice family reads, described (README, "Options and settings: one source"); build time only. */
export function schemas(): FamilySchemas {
  return {
    settings: {
      'cookie-notice': describedSettings('Cookie notice', COOKIE_NOTICE_SETTINGS_SCHEMA, COOKIE_NOTICE_SETTINGS_TEXTS),
    },
  };
}
