import { coerceBoolean, coerceNumber, coerceOneOf, coerceString } from './coerce';
import { atLeast, field, parseWithSchema, warnProblems, type Schema } from './schema';
import { warn } from '../log';

/**
 * The page-settings object the server prints into the page (SPEC §3), typed. Numbers are numbers and
 * flags are booleans here, whatever the server printed. Defaults marked "ours" are decisions of this
 * project where the spec gives none; the others quote the spec.
 */
export interface PageSettings {
  /** Address of the ajax endpoint (SPEC §7). Default (ours): WordPress's own. */
  ajaxurl: string;
  /** Prefix of our ajax action names: `{prefix}_ajax_search` and so on (SPEC §7). Default (ours). */
  ajax_action_prefix: string;
  /**
   * REST root and Contact Form 7 namespace, used when the plugin's own `wpcf7.api` global is absent.
   * An empty rest_url (the default) means: the root WordPress announces in the page's head
   * (`<link rel="https://api.w.org/">`), else /wp-json/.
   */
  rest_url: string;
  cf7_namespace: string;
  header_banner_version: string;
  header_banner_close_btn: boolean;
  header_banner_enabled: boolean;
  cookies_version: string;
  promo_version: string;
  enable_popup: boolean;
  promo_popup_hide_mobile: boolean;
  /** Pages a visitor must view before the promo popup may show. Compared as a number. */
  popup_pages: number;
  popup_event: 'scroll' | 'time';
  /** Scroll distance in px that triggers the promo popup when popup_event is scroll. */
  popup_scroll: number;
  /** Delay in ms before the promo popup when popup_event is time. */
  popup_delay: number;
  /** How far (px) before the viewport lazy images load and lazy widgets mount. */
  lazy_loading_offset: number;
  /** Offset (px) subtracted from a one-page-menu target's position. */
  one_page_menu_offset: number;
  disable_nanoscroller: boolean;
  woo_installed: boolean;
  /** Markup of the cloned sticky header; empty means no clone. */
  whb_header_clone: string;
  countdown_days: string;
  countdown_hours: string;
  countdown_mins: string;
  countdown_sec: string;
}

const readString = coerceString;
const readNonNegative = atLeast(0);

export const PAGE_SETTINGS_SCHEMA: Schema<PageSettings> = {
  ajaxurl: field(readString, '/wp-admin/admin-ajax.php'),
  ajax_action_prefix: field(readString, 'cms_islands'),
  rest_url: field(readString, ''),
  cf7_namespace: field(readString, 'contact-form-7/v1'),
  header_banner_version: field(readString, '1'),
  header_banner_close_btn: field(coerceBoolean, false),
  header_banner_enabled: field(coerceBoolean, false),
  cookies_version: field(readString, '1'),
  promo_version: field(readString, '1'),
  enable_popup: field(coerceBoolean, false),
  promo_popup_hide_mobile: field(coerceBoolean, true),
  popup_pages: field(coerceNumber, 1, readNonNegative),
  popup_event: field(coerceOneOf(['scroll', 'time'] as const), 'time'),
  popup_scroll: field(coerceNumber, 1000, readNonNegative),
  popup_delay: field(coerceNumber, 2000, readNonNegative),
  lazy_loading_offset: field(coerceNumber, 300, readNonNegative),
  one_page_menu_offset: field(coerceNumber, 0),
  disable_nanoscroller: field(coerceBoolean, false),
  woo_installed: field(coerceBoolean, false),
  whb_header_clone: field(readString, ''),
  countdown_days: field(readString, 'days'),
  countdown_hours: field(readString, 'hr'),
  countdown_mins: field(readString, 'min'),
  countdown_sec: field(readString, 'sc'),
};

/** Names of the global the server prints the settings into, looked for in this order. */
export const DEFAULT_SETTINGS_GLOBALS = ['cmsIslandsSettings', 'woodmart_settings'] as const;

/** Parses whatever the server printed. Never throws: anything unreadable gives defaults and one warning. */
export function parsePageSettings(raw: unknown): PageSettings {
  if (raw !== undefined && (typeof raw !== 'object' || raw === null || Array.isArray(raw))) {
    warn(`page settings are not an object (${JSON.stringify(raw)}), using defaults`);
    raw = undefined;
  }
  const { value, problems } = parseWithSchema(PAGE_SETTINGS_SCHEMA, (raw ?? {}) as Record<string, unknown>);
  warnProblems('page settings', problems);
  return value;
}

/**
 * Finds the settings global: the name given by `data-settings-global` on our script tag, else the
 * first of DEFAULT_SETTINGS_GLOBALS that exists. When there is none, says so once and returns
 * undefined (all defaults). Keys missing from a settings object that exists take their defaults
 * silently: a theme prints only what it uses.
 */
export function readSettingsGlobal(scope: Record<string, unknown>, configuredName?: string | null): unknown {
  const names = configuredName ? [configuredName] : DEFAULT_SETTINGS_GLOBALS;
  for (const name of names) {
    if (scope[name] !== undefined) return scope[name];
  }
  warn(`page settings global ${names.map((name) => `"${name}"`).join(' or ')} was not found, using defaults`);
  return undefined;
}
