import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { coerceBoolean, coerceNumber, coerceOneOf, coerceString } from '../../../core/settings/coerce';
import {
  DEFAULT_SETTINGS_GLOBALS,
  MAX_LAZY_LOADING_OFFSET_PX,
  PAGE_SETTINGS_SCHEMA,
  parsePageSettings,
  readPageSettings,
  readSettingsGlobal,
  type PageSettings,
} from '../../../core/settings/page-settings';
import { parseFamilySettings } from '../../../core/settings/family-settings';
import { atLeast, field, type Schema } from '../../../core/settings/schema';
import { LOG_PREFIX } from '../../../core/log';

/** The shared defaults documented in the README ("Page settings"). */
const DOCUMENTED_DEFAULTS: PageSettings = {
  ajaxurl: '/wp-admin/admin-ajax.php',
  ajax_action_prefix: 'cms_islands',
  lazy_loading_offset: 300,
};

/** A family's own keys, read the way every family reads them (README, "Page settings"). */
interface PromoSettings {
  enable_popup: boolean;
  promo_version: string;
  popup_pages: number;
  popup_event: 'scroll' | 'time';
  popup_delay: number;
}
const PROMO_SCHEMA: Schema<PromoSettings> = {
  enable_popup: field(coerceBoolean, false),
  promo_version: field(coerceString, '1'),
  popup_pages: field(coerceNumber, 1, atLeast(0)),
  popup_event: field(coerceOneOf(['scroll', 'time'] as const), 'time'),
  popup_delay: field(coerceNumber, 2000, atLeast(0)),
};
/** Reads a family's keys from a fresh page's settings global. */
const promoSettings = (raw: unknown) => parseFamilySettings(readPageSettings(raw).raw, PROMO_SCHEMA, 'promo-popup');

type KeysOfType<T> = { [K in keyof PageSettings]: PageSettings[K] extends T ? K : never }[keyof PageSettings];
const NUMBER_KEYS: KeysOfType<number>[] = ['lazy_loading_offset'];
const STRING_KEYS: KeysOfType<string>[] = ['ajaxurl', 'ajax_action_prefix'];

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

describe('page settings object', () => {
  it('types every key of the schema', () => {
    expect(Object.keys(PAGE_SETTINGS_SCHEMA).sort()).toEqual(Object.keys(DOCUMENTED_DEFAULTS).sort());
  });

  it('gives every missing key its documented default, silently', () => {
    expect(parsePageSettings({})).toEqual(DOCUMENTED_DEFAULTS);
    expect(parsePageSettings(undefined)).toEqual(DOCUMENTED_DEFAULTS);
    expect(warnSpy).not.toHaveBeenCalled();
  });

  it('treats a null value as missing (PHP prints null for unset options)', () => {
    expect(parsePageSettings({ lazy_loading_offset: null }).lazy_loading_offset).toBe(300);
    expect(promoSettings({ popup_delay: null }).popup_delay).toBe(2000);
    expect(warnSpy).not.toHaveBeenCalled();
  });

  it('reads a family flag from "yes", "1", "true" and true as true, and "0"/"no"/"" as false', () => {
    for (const raw of ['yes', '1', 'true', true]) expect(promoSettings({ enable_popup: raw }).enable_popup).toBe(true);
    for (const raw of ['no', '0', '', false]) expect(promoSettings({ enable_popup: raw }).enable_popup).toBe(false);
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
    expect(promoSettings({ popup_event: 'scroll' }).popup_event).toBe('scroll');
    expect(promoSettings({ popup_event: 'time' }).popup_event).toBe('time');
  });

  it('compares popup_pages as numbers: "10" is more than "2"', () => {
    const ten = promoSettings({ popup_pages: '10' }).popup_pages;
    const two = promoSettings({ popup_pages: '2' }).popup_pages;
    expect(ten > two).toBe(true);
    expect(ten).toBe(10);
  });

  it('the version settings are compared as text: "1.10" is not "1.1"', () => {
    expect(promoSettings({ promo_version: '1.10' }).promo_version).toBe('1.10');
    expect(promoSettings({ promo_version: 3 }).promo_version).toBe('3');
  });

  it('falls back to the default for each bad value, with exactly ONE warning naming the bad keys', () => {
    const settings = promoSettings({
      popup_event: 'hover',
      popup_delay: -5,
      popup_pages: '3',
      enable_popup: 'yes',
    });
    expect(settings.popup_event).toBe('time');
    expect(settings.popup_delay).toBe(2000);
    // Good values next to bad ones are kept.
    expect(settings.popup_pages).toBe(3);
    expect(settings.enable_popup).toBe(true);
    expect(warnSpy).toHaveBeenCalledTimes(1);
    const message = String(warnSpy.mock.calls[0]![0]);
    expect(message.startsWith(LOG_PREFIX)).toBe(true);
    expect(message).toContain('popup_event');
    expect(message).toContain('popup_delay');
    expect(message).not.toContain('popup_pages');
    expect(message).not.toContain('enable_popup');
  });

  it.each([2 ** 31, '2147483648', 1e308, '1e308', MAX_LAZY_LOADING_OFFSET_PX + 1, -1])(
    'refuses lazy_loading_offset %j (an observer margin that large never intersects): the default, and one warning naming it',
    (raw) => {
      expect(parsePageSettings({ lazy_loading_offset: raw, ajaxurl: '/ajax.php' })).toEqual({
        ...DOCUMENTED_DEFAULTS,
        ajaxurl: '/ajax.php',
      });
      expect(warnSpy).toHaveBeenCalledTimes(1);
      expect(String(warnSpy.mock.calls[0]![0])).toContain('lazy_loading_offset');
    },
  );

  it('reads lazy_loading_offset from 0 to MAX_LAZY_LOADING_OFFSET_PX', () => {
    expect(parsePageSettings({ lazy_loading_offset: '0' }).lazy_loading_offset).toBe(0);
    expect(parsePageSettings({ lazy_loading_offset: String(MAX_LAZY_LOADING_OFFSET_PX) }).lazy_loading_offset).toBe(
      MAX_LAZY_LOADING_OFFSET_PX,
    );
    expect(warnSpy).not.toHaveBeenCalled();
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

describe('settings that would break a careless reader', () => {
  const circular: Record<string, unknown> = { lazy_loading_offset: '120' };
  circular.self = circular;
  const throwingGetter = Object.defineProperty({ lazy_loading_offset: '120' }, 'ajaxurl', {
    enumerable: true,
    get() {
      throw new Error('no');
    },
  });
  const throwingProxy = new Proxy(
    {},
    {
      ownKeys() {
        throw new Error('no');
      },
    },
  );
  it.each([
    ['a BigInt value', { lazy_loading_offset: 10n }],
    ['a circular object', { ajaxurl: circular }],
    ['a getter that throws', throwingGetter],
    ['a Proxy that throws', throwingProxy],
    ['a BigInt global', 10n],
    ['a symbol global', Symbol('settings')],
    ['__proto__ and constructor keys', JSON.parse('{"__proto__": {"lazy_loading_offset": 5}, "constructor": 1}') as unknown],
  ])('%s never throws, gives defaults for what it cannot read, and warns once', (_what, raw) => {
    let settings: PageSettings | undefined;
    expect(() => (settings = readPageSettings(raw).settings)).not.toThrow();
    expect(settings!.ajaxurl).toBe(DOCUMENTED_DEFAULTS.ajaxurl);
    expect([120, 300]).toContain(settings!.lazy_loading_offset);
    expect(warnSpy.mock.calls.length).toBeLessThanOrEqual(1);
  });

  it('a family key named like an Object.prototype member reads nothing inherited', () => {
    const schema: Schema<{ toString: string }> = { toString: field(coerceString, 'default') };
    expect(parseFamilySettings(readPageSettings({}).raw, schema, 'test').toString).toBe('default');
  });

  it('a family parses its keys once per page: one warning however many widgets ask', () => {
    const { raw } = readPageSettings({ popup_pages: 'many' });
    parseFamilySettings(raw, PROMO_SCHEMA, 'promo-popup');
    parseFamilySettings(raw, PROMO_SCHEMA, 'promo-popup');
    expect(warnSpy).toHaveBeenCalledTimes(1);
    expect(String(warnSpy.mock.calls[0]![0])).toContain('popup_pages');
  });
});

describe('reading the settings global', () => {
  it('a global whose getter throws is reported and gives defaults', () => {
    const scope = Object.defineProperty({}, 'cmsIslandsSettings', {
      get() {
        throw new Error('no');
      },
    });
    expect(readSettingsGlobal(scope)).toBeUndefined();
    expect(warnSpy).toHaveBeenCalledTimes(1);
  });

  it("an element or frame named like the global is not the settings (the page's content may print one): the next name, else the defaults", () => {
    const holder = document.createElement('div');
    holder.innerHTML =
      '<img name="cmsIslandsSettings" alt=""><form id="woodmart_settings"><input name="ajaxurl" value="https://elsewhere.example/"></form>';
    document.body.append(holder);
    try {
      const page = window as unknown as Record<string, unknown>;
      expect(page.cmsIslandsSettings).toBeInstanceOf(HTMLImageElement);
      expect(readSettingsGlobal(page)).toBeUndefined();
      expect(readSettingsGlobal(page, 'woodmart_settings')).toBeUndefined();
      // A script's own global wins over a named property of the window's prototype chain.
      const theme = { ajaxurl: '/wp-admin/admin-ajax.php' };
      expect(readSettingsGlobal(Object.assign(Object.create(page) as Record<string, unknown>, { woodmart_settings: theme }))).toBe(theme);
    } finally {
      holder.remove();
    }
  });

  it('reads the global named by the script tag', () => {
    const mine = { lazy_loading_offset: '4' };
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
