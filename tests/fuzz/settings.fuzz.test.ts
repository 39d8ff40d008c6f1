import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { coerceBoolean, coerceNumber, coerceOneOf, coerceString } from '../../core/settings/coerce';
import { parseFamilySettings } from '../../core/settings/family-settings';
import { MAX_LAZY_LOADING_OFFSET_PX, PAGE_SETTINGS_SCHEMA, readPageSettings, readSettingsGlobal } from '../../core/settings/page-settings';
import { atLeast, field, type Schema } from '../../core/settings/schema';
import { snapshotSettings } from '../../core/settings/settings-snapshot';
import { CONTACT_FORM_SETTINGS_SCHEMA } from '../../widgets/contact-form/options';
import { junkValue, settingsGlobal, throwingGetterObject, throwingProxy } from './arbitraries';
import { captureConsole, expectSchemaOutcome, fuzzParameters, FUZZ_TIMEOUT_MS, type ConsoleCapture } from './harness';

/**
 * Page settings (README, "Page settings"): whatever the global holds, reading it never throws, every
 * key is its default unless it was readable and acceptable, and one parse warns at most once.
 */

/** A schema with every kind of field a family uses, so the family path sees every coercer. */
interface EveryKind {
  flag: boolean;
  count: number;
  word: 'a' | 'b';
  text: string;
}
const EVERY_KIND_SCHEMA: Schema<EveryKind> = {
  flag: field(coerceBoolean, true),
  count: field(coerceNumber, 3, atLeast(1)),
  word: field(coerceOneOf(['a', 'b'] as const), 'a'),
  text: field(coerceString, 'default'),
};

const FAMILY_SCHEMAS: ReadonlyArray<readonly [string, Schema<unknown>]> = [
  ['contact-form', CONTACT_FORM_SETTINGS_SCHEMA as Schema<unknown>],
  ['every-kind', EVERY_KIND_SCHEMA as Schema<unknown>],
];
const ALL_KEYS = [...Object.keys(PAGE_SETTINGS_SCHEMA), ...FAMILY_SCHEMAS.flatMap(([, schema]) => Object.keys(schema))];

let logs: ConsoleCapture;
beforeEach(() => {
  logs = captureConsole();
});
afterEach(() => logs.restore());

describe('fuzz: page settings', () => {
  it(
    'readPageSettings never throws, gives each shared key its default unless readable, and warns at most once',
    () => {
      fc.assert(
        fc.property(settingsGlobal(ALL_KEYS), (global) => {
          logs.reset();
          const { settings, raw } = readPageSettings(global);
          expect(logs.warn.mock.calls.length).toBeLessThanOrEqual(1);
          expect(logs.error).not.toHaveBeenCalled();
          // Documented types and ranges, whatever came in.
          expect(typeof settings.ajaxurl).toBe('string');
          expect(typeof settings.ajax_action_prefix).toBe('string');
          expect(settings.lazy_loading_offset >= 0 && settings.lazy_loading_offset <= MAX_LAZY_LOADING_OFFSET_PX).toBe(true);
          // Key by key against the snapshot (what could be read of the global): default or read value.
          const warningDue = expectSchemaOutcome(PAGE_SETTINGS_SCHEMA, raw, settings);
          if (warningDue) expect(logs.warn).toHaveBeenCalledTimes(1);
          // The snapshot is a plain, prototype-free copy: later reads cannot throw or reach Object.prototype.
          expect(Object.getPrototypeOf(raw)).toBeNull();
          for (const key of Object.keys(raw)) expect(() => raw[key]).not.toThrow();
        }),
        fuzzParameters(300),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'a global that is not a plain readable object gives every default and ONE warning',
    () => {
      const defaults = readPageSettings({}).settings;
      fc.assert(
        fc.property(
          fc.oneof(
            fc.bigInt(),
            fc.string(),
            fc.array(junkValue, { maxLength: 2 }),
            fc.constant(null).map(() => throwingProxy()),
            fc.double(),
            fc.boolean(),
          ),
          (global) => {
            logs.reset();
            expect(readPageSettings(global).settings).toEqual(defaults);
            expect(logs.warn).toHaveBeenCalledTimes(1);
          },
        ),
        fuzzParameters(100),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'a key behind a throwing getter is its default, named in the one warning; the other keys are read',
    () => {
      const global = throwingGetterObject(['lazy_loading_offset']);
      Object.defineProperty(global, 'ajaxurl', { value: '/custom-ajax.php', enumerable: true });
      const { settings } = readPageSettings(global);
      expect(settings).toEqual({ ajaxurl: '/custom-ajax.php', ajax_action_prefix: 'cms_islands', lazy_loading_offset: 300 });
      expect(logs.warnings()).toHaveLength(1);
      expect(logs.warnings()[0]).toContain('lazy_loading_offset');
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'readSettingsGlobal never throws, whatever the window-like scope holds, and warns at most once',
    () => {
      fc.assert(
        fc.property(
          fc.oneof(
            settingsGlobal(['cmsIslandsSettings', 'woodmart_settings', 'mytheme']),
            fc.constant(null).map(() => throwingProxy()),
          ),
          fc.constantFrom(undefined, null, '', 'mytheme', '__proto__', 'constructor'),
          (scope, name) => {
            logs.reset();
            const target = (scope !== null && typeof scope === 'object' ? scope : {}) as Record<string, unknown>;
            let global: unknown;
            expect(() => (global = readSettingsGlobal(target, name))).not.toThrow();
            expect(logs.warn.mock.calls.length).toBeLessThanOrEqual(1);
            // What it found, readPageSettings must survive too.
            expect(() => readPageSettings(global)).not.toThrow();
          },
        ),
        fuzzParameters(200),
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});

describe('fuzz: family settings', () => {
  it(
    'parseFamilySettings never throws, gives defaults for anything unreadable, warns at most once per family and page',
    () => {
      fc.assert(
        fc.property(settingsGlobal(ALL_KEYS), (global) => {
          const problems: string[] = [];
          const snapshot = snapshotSettings(global, problems);
          for (const [family, schema] of FAMILY_SCHEMAS) {
            logs.reset();
            const value = parseFamilySettings(snapshot, schema, family);
            const warningDue = expectSchemaOutcome(schema, snapshot, value as Record<string, unknown>);
            expect(logs.warn).toHaveBeenCalledTimes(warningDue ? 1 : 0);
            if (warningDue) expect(logs.warnings()[0]).toContain(family);
            // Parsed once per page: every widget of the family after the first gets the same, silently.
            logs.reset();
            expect(parseFamilySettings(snapshot, schema, family)).toBe(value);
            expect(logs.warn).not.toHaveBeenCalled();
          }
          expect(logs.error).not.toHaveBeenCalled();
        }),
        fuzzParameters(300),
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
