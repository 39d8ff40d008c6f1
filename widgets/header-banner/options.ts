import { coerceBoolean, coerceString } from '../../core/settings/coerce';
import { field, type ShapeOf } from '../../core/settings/schema';
import { describedSettings, type FamilySchemas, type FieldTexts } from '../../core/settings/field-texts';
import { VERSION_PATTERN, VERSION_PATTERN_WORDS } from '../../core/cookies/versioned-cookie';

/** The page-settings keys the header banner reads (widgets/header-banner/README.md); it reads no options. */
export const HEADER_BANNER_SETTINGS_SCHEMA = {
  /** The banner appears only when set. Default false. */
  header_banner_enabled: field(coerceBoolean, false),
  /** The visitor may close it (a close button) only when set. Default false. */
  header_banner_close_btn: field(coerceBoolean, false),
  /** Closing is remembered for this version: a new version shows the banner again. Default "1" (ours). */
  header_banner_version: field(coerceString, '1'),
  /** Accessible name of the close button the widget adds when the server printed none. Default (ours). */
  header_banner_close_label: field(coerceString, 'Close the banner'),
};
type HeaderBannerSettings = ShapeOf<typeof HEADER_BANNER_SETTINGS_SCHEMA>;

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
const HEADER_BANNER_SETTINGS_TEXTS: FieldTexts<HeaderBannerSettings> = {
  header_banner_enabled: { label: 'Show the header banner', help: 'The banner appears only when this is set.' },
  header_banner_close_btn: { label: 'Close button', help: 'The visitor may close the banner.' },
  header_banner_version: {
    label: 'Banner version',
    help: `Closing is remembered for this version: change it to show the banner again (${VERSION_PATTERN_WORDS}).`,
    pattern: VERSION_PATTERN,
  },
  header_banner_close_label: {
    label: 'Close button name',
    help: 'Accessible name of the close button the widget adds when the server printed none.',
    format: 'text',
  },
};

/** What the header banner family reads, described (README, "Options and settings: one source"); build time only. */
export function schemas(): FamilySchemas {
  return {
    settings: {
      'header-banner': describedSettings('Header banner', HEADER_BANNER_SETTINGS_SCHEMA, HEADER_BANNER_SETTINGS_TEXTS),
    },
  };
}
