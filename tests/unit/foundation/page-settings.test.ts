import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { coerceBoolean, coerceNumber, coerceOneOf, coerceString } from '../../../src/settings/coerce';
import {
  DEFAULT_SETTINGS_GLOBALS,
  PAGE_SETTINGS_SCHEMA,
  parsePageSettings,
  readSettingsGlobal,
  type PageSettings,
} from '../../../src/settings/page-settings';
import { LOG_PREFIX } from '../../../src/log';

/** The defaults documented in src/settings/page-settings.ts (README "Page settings"). */
const DOCUMENTED_DEFAULTS: PageSettings = {
  ajaxurl: '/wp-admin/admin-ajax.php',
  ajax_action_prefix: 'cms_islands',
  rest_url: '',
  cf7_namespace: 'contact-form-7/v1',
  header_banner_version: '1',
  header_banner_close_btn: false,
  header_banner_enabled: false,
  cookies_version: '1',
  promo_version: '1',
  enable_popup: false,
  promo_popup_hide_mobile: true,
  popup_pages: 1,
  popup_event: 'time',
  popup_scroll: 1000,
  popup_delay: 2000,
  lazy_loading_offset: 300,
  one_page_menu_offset: 0,
  disable_nanoscroller: false,
  woo_installed: false,
  whb_header_clone: '',
  countdown_days: 'days',
  countdown_hours: 'hr',
  countdown_mins: 'min',
  countdown_sec: 'sc',
};

type KeysOfType<T> = { [K in keyof PageSettings]: PageSettings[K] extends T ? K : never }[keyof PageSettings];
const BOOLEAN_KEYS: KeysOfType<boolean>[] = [
  'header_banner_close_btn',
  'header_banner_enabled',
  'enable_popup',
  'promo_popup_hide_mobile',
  'disable_nanoscroller',
  'woo_installed',
];
const NUMBER_KEYS: KeysOfType<number>[] = ['popup_pages', 'popup_scroll', 'popup_delay', 'lazy_loading_offset', 'one_page_menu_offset'];
const STRING_KEYS: KeysOfType<string>[] = [
  'ajaxurl',
  'ajax_action_prefix',
  'rest_url',
  'cf7_namespace',
  'header_banner_version',
  'cookies_version',
  'promo_version',
  'whb_header_clone',
  'countdown_days',
  'countdown_hours',
  'countdown_mins',
  'countdown_sec',
];

let warnSpy: MockInstance<typeof console.warn>;
beforeEach(() => {
  warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('coercion of server-printed values', () => {
  it.each(['yes', '1', 'true', 'on', 'YES', ' true ', true, 1])('reads %j as true', (raw) => {
    expect(coerceBoolean(raw)).toBe(true);
  });
  it.each(['no', '0', 'false', 'off', '', false, 0])('reads %j as false', (raw) => {
    expect(coerceBoolean(raw)).toBe(false);
  });
  it.each(['maybe', 2, null, {}, []])('cannot read %j as a flag', (raw) => {
    expect(coerceBoolean(raw)).toBeUndefined();
  });
  it('reads "300" as the NUMBER 300', () => {
    expect(coerceNumber('300')).toBe(300);
    expect(typeof coerceNumber('300')).toBe('number');
    expect(coerceNumber(' 2.5 ')).toBe(2.5);
    expect(coerceNumber(-4)).toBe(-4);
  });
  it.each(['300px', '', '  ', 'lots', Number.NaN, Number.POSITIVE_INFINITY, true, null])('cannot read %j as a number', (raw) => {
    expect(coerceNumber(raw)).toBeUndefined();
  });
  it('reads strings, and numbers printed without quotes as strings', () => {
    expect(coerceString('2')).toBe('2');
    expect(coerceString(2)).toBe('2');
    expect(coerceString({})).toBeUndefined();
  });
  it('reads one of a fixed set of words, case-insensitively', () => {
    const readEvent = coerceOneOf(['scroll', 'time'] as const);
    expect(readEvent('Scroll')).toBe('scroll');
    expect(readEvent('hover')).toBeUndefined();
  });
});

describe('page settings object (SPEC §3)', () => {
  it('types every key of the schema', () => {
    expect(Object.keys(PAGE_SETTINGS_SCHEMA).sort()).toEqual(Object.keys(DOCUMENTED_DEFAULTS).sort());
  });

  it('gives every missing key its documented default, silently', () => {
    expect(parsePageSettings({})).toEqual(DOCUMENTED_DEFAULTS);
    expect(parsePageSettings(undefined)).toEqual(DOCUMENTED_DEFAULTS);
    expect(warnSpy).not.toHaveBeenCalled();
  });

  it('treats a null value as missing (PHP prints null for unset options)', () => {
    expect(parsePageSettings({ popup_delay: null }).popup_delay).toBe(2000);
    expect(warnSpy).not.toHaveBeenCalled();
  });

  it.each(BOOLEAN_KEYS)('reads the flag %s from "yes", "1", "true" and true as true, and "0"/"no"/"" as false', (key) => {
    for (const raw of ['yes', '1', 'true', true]) expect(parsePageSettings({ [key]: raw })[key]).toBe(true);
    for (const raw of ['no', '0', '', false]) expect(parsePageSettings({ [key]: raw })[key]).toBe(false);
    expect(warnSpy).not.toHaveBeenCalled();
  });

  it.each(NUMBER_KEYS)('reads the number %s from a numeric string as a number', (key) => {
    const parsed = parsePageSettings({ [key]: '300' })[key];
    expect(parsed).toBe(300);
    expect(typeof parsed).toBe('number');
    expect(parsePageSettings({ [key]: 45 })[key]).toBe(45);
    expect(warnSpy).not.toHaveBeenCalled();
  });

  it.each(STRING_KEYS)('keeps the text of %s as printed', (key) => {
    expect(parsePageSettings({ [key]: 'Tage' })[key]).toBe('Tage');
    expect(parsePageSettings({ [key]: 2 })[key]).toBe('2');
  });

  it('reads popup_event "scroll" or "time"', () => {
    expect(parsePageSettings({ popup_event: 'scroll' }).popup_event).toBe('scroll');
    expect(parsePageSettings({ popup_event: 'time' }).popup_event).toBe('time');
  });

  it('compares popup_pages as numbers: "10" is more than "2"', () => {
    const ten = parsePageSettings({ popup_pages: '10' }).popup_pages;
    const two = parsePageSettings({ popup_pages: '2' }).popup_pages;
    expect(ten > two).toBe(true);
    expect(ten).toBe(10);
  });

  it('the version settings are compared as text: "1.10" is not "1.1"', () => {
    expect(parsePageSettings({ promo_version: '1.10' }).promo_version).toBe('1.10');
    expect(parsePageSettings({ cookies_version: 3 }).cookies_version).toBe('3');
  });

  it('falls back to the default for each bad value, with exactly ONE warning naming the bad keys', () => {
    const settings = parsePageSettings({
      lazy_loading_offset: 'lots',
      popup_event: 'hover',
      popup_delay: -5,
      popup_pages: '3',
      enable_popup: 'yes',
    });
    expect(settings.lazy_loading_offset).toBe(300);
    expect(settings.popup_event).toBe('time');
    expect(settings.popup_delay).toBe(2000);
    // Good values next to bad ones are kept.
    expect(settings.popup_pages).toBe(3);
    expect(settings.enable_popup).toBe(true);
    expect(warnSpy).toHaveBeenCalledTimes(1);
    const message = String(warnSpy.mock.calls[0]![0]);
    expect(message.startsWith(LOG_PREFIX)).toBe(true);
    expect(message).toContain('lazy_loading_offset');
    expect(message).toContain('popup_event');
    expect(message).toContain('popup_delay');
    expect(message).not.toContain('popup_pages');
    expect(message).not.toContain('enable_popup');
  });

  it.each([
    ['a string', 'lazy_loading_offset=300'],
    ['an array', [1, 2]],
    ['null', null],
    ['a number', 42],
  ])('settings that are %s give all defaults and one warning, never a throw', (_what, raw) => {
    let settings: PageSettings | undefined;
    expect(() => (settings = parsePageSettings(raw))).not.toThrow();
    expect(settings).toEqual(DOCUMENTED_DEFAULTS);
    expect(warnSpy).toHaveBeenCalledTimes(1);
    expect(String(warnSpy.mock.calls[0]![0])).toContain('not an object');
  });

  it('ignores keys it does not know', () => {
    expect(parsePageSettings({ some_future_key: 'x', lazy_loading_offset: '100' }).lazy_loading_offset).toBe(100);
    expect(warnSpy).not.toHaveBeenCalled();
  });
});

describe('reading the settings global', () => {
  it('reads the global named by the script tag', () => {
    const mine = { popup_pages: '4' };
    expect(readSettingsGlobal({ mySettings: mine, cmsIslandsSettings: {} }, 'mySettings')).toBe(mine);
    expect(warnSpy).not.toHaveBeenCalled();
  });

  it('otherwise takes the first default name that exists, in order', () => {
    expect(DEFAULT_SETTINGS_GLOBALS).toEqual(['cmsIslandsSettings', 'woodmart_settings']);
    const ours = { a: 1 };
    const theme = { b: 2 };
    expect(readSettingsGlobal({ woodmart_settings: theme, cmsIslandsSettings: ours })).toBe(ours);
    expect(readSettingsGlobal({ woodmart_settings: theme })).toBe(theme);
    expect(readSettingsGlobal({ woodmart_settings: theme }, null)).toBe(theme);
  });

  it('gives undefined (all defaults) with one warning naming the globals looked for when none exists', () => {
    expect(readSettingsGlobal({})).toBeUndefined();
    expect(warnSpy).toHaveBeenCalledTimes(1);
    expect(String(warnSpy.mock.calls[0]![0])).toContain('"cmsIslandsSettings" or "woodmart_settings"');
  });

  it('warns once when the configured global is missing', () => {
    expect(readSettingsGlobal({ cmsIslandsSettings: {} }, 'mySettings')).toBeUndefined();
    expect(warnSpy).toHaveBeenCalledTimes(1);
    expect(String(warnSpy.mock.calls[0]![0])).toContain('"mySettings"');
  });
});
