import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { schemaDifferences } from '../../../scripts/schema';
import {
  collectDescriptions,
  familySchemas,
  ROOT_DIR,
  SETTINGS_FOLDERS,
  type Descriptions,
  type OptionDescription,
} from '../../../scripts/schema/collect';
import { SETTINGS_JSON } from '../../../scripts/schema/json';
import { pluginSourceFiles } from '../../../scripts/plugin/sources';
import { manifestWidgets } from '../../../mount/manifest';
import type { AnyWidgetDefinition } from '../../../mount/types';
import { PAGE_SETTINGS_SCHEMA } from '../../../core/settings/page-settings';
import { WIDGET_MANIFEST } from '../../../widgets/index';

/**
 * One source of truth for options and settings (README, "Options and settings: one source"): the
 * TypeScript schemas and their texts, the README tables and the plugin's PHP must agree (the JSON
 * the plugin reads is written from the schemas by its build, never kept). `npm run schema` brings
 * the tables back in line.
 */

const SETTINGS_PHP = join(ROOT_DIR, 'wordpress', 'cms-islands', 'includes', 'class-cms-islands-settings.php');

/** Every module that may hold a schema: each family's options.ts, and a settings.ts where it keeps its page settings apart (popups). */
const SCHEMA_MODULES = import.meta.glob<Record<string, unknown>>('../../../widgets/*/{options,settings}.ts', { eager: true });
const FAMILY_INDEXES = import.meta.glob<{ widgets: Record<string, AnyWidgetDefinition> }>('../../../widgets/*/index.ts');

const isSchema = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  Object.keys(value).length > 0 &&
  Object.values(value).every(
    (spec) => typeof spec === 'object' && spec !== null && typeof spec.read === 'function' && 'defaultValue' in spec,
  );

/** A valid value other than the default, as a data attribute's text, and what it reads as. */
function sample(option: OptionDescription): { text: string; value: unknown } {
  const differs = (value: unknown) => value !== option.default;
  switch (option.type) {
    case 'boolean': {
      const value = option.default !== true;
      return { text: String(value), value };
    }
    case 'integer':
    case 'number': {
      const within = (value: number) => (option.minimum ?? -Infinity) <= value && value <= (option.maximum ?? Infinity);
      const value = [option.minimum, option.maximum, 7, 1].find((value) => value !== undefined && differs(value) && within(value))!;
      return { text: String(value), value };
    }
    case 'object':
      return { text: '{"sample":"yes"}', value: { sample: 'yes' } };
    case 'string': {
      const words = { selector: '.sample', 'date-time': '2030-01-02T03:04:05Z', url: 'https://example.com/sample' } as Record<
        string,
        string
      >;
      const value = option.enum?.find(differs) ?? words[option.format ?? ''] ?? 'sample';
      if (option.pattern && !new RegExp(option.pattern).test(value)) throw new Error(`no sample for ${option.attribute}`);
      return { text: value, value };
    }
  }
}

let descriptions: Descriptions;
beforeAll(async () => {
  descriptions = await collectDescriptions();
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('options and settings: one source', () => {
  it('the README tables are what the TypeScript schemas give now (else: npm run schema)', async () => {
    expect(await schemaDifferences()).toEqual([]);
  });

  it('describes every schema a family exports, and the shared settings', async () => {
    const described = new Set<unknown>([PAGE_SETTINGS_SCHEMA]);
    for (const family of [...WIDGET_MANIFEST.families.map((entry) => entry.family), ...SETTINGS_FOLDERS]) {
      const schemas = await familySchemas(family);
      for (const group of [...Object.values(schemas?.options ?? {}), ...Object.values(schemas?.settings ?? {})])
        described.add(group.schema);
    }
    const missing = Object.entries(SCHEMA_MODULES).flatMap(([file, exports]) =>
      Object.entries(exports)
        .filter(([, value]) => isSchema(value) && !described.has(value))
        .map(([name]) => `${file.replace('../../../', '')} ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('describes the options of exactly the widgets that read options, and each widget reads exactly those, by their attributes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const entry of manifestWidgets(WIDGET_MANIFEST)) {
      const load = FAMILY_INDEXES[`../../../widgets/${entry.family}/index.ts`];
      const definition = (await load!()).widgets[entry.name]!;
      const described = descriptions.widgets.find((widget) => widget.widget === entry.name);
      expect(Boolean(described), `${entry.name}: options described`).toBe(typeof definition.parseOptions === 'function');
      if (!described || !definition.parseOptions) continue;
      const bare = document.createElement('div');
      const printed = document.createElement('div');
      const defaults: Record<string, unknown> = {};
      const samples: Record<string, unknown> = {};
      for (const option of described.options) {
        defaults[option.name] = option.default;
        const { text, value } = sample(option);
        printed.setAttribute(option.attribute, text);
        samples[option.name] = value;
      }
      const read = definition.parseOptions(bare) as Record<string, unknown>;
      for (const [name, value] of Object.entries(defaults)) {
        if (value === undefined) expect(read[name], `${entry.name} ${name}`).toBeOneOf([undefined, null]);
        else expect(read[name], `${entry.name} ${name}`).toEqual(value);
      }
      expect(Object.keys(read).sort(), entry.name).toEqual(Object.keys(defaults).sort());
      expect(definition.parseOptions(printed), entry.name).toEqual(samples);
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it('the plugin offers every page setting the bundle reads: its settings screen is built from the JSON', () => {
    // Every PHP file of the plugin: its core's and the families'.
    const php = pluginSourceFiles(ROOT_DIR)
      .filter(({ target }) => target.endsWith('.php'))
      .map(({ source }) => ({ file: source, text: readFileSync(join(ROOT_DIR, source), 'utf8') }));
    const settingsPhp = readFileSync(SETTINGS_PHP, 'utf8');
    // It reads the file the build writes into it.
    expect(php.some(({ text }) => text.includes(`'${SETTINGS_JSON}'`))).toBe(true);
    // No hand-written list of the screen's settings is left: none of their keys is an array key in the PHP.
    const settings = descriptions.sections.flatMap((section) => section.settings);
    const listed = settings.filter(({ key, screen }) => screen !== false && php.some(({ text }) => text.includes(`'${key}' =>`)));
    expect(listed.map(({ key }) => key)).toEqual([]);
    // The screen offers every type the JSON gives a setting it shows.
    const screenTypes = [...(/const SCREEN_TYPES = array\(([^)]*)\)/.exec(settingsPhp)?.[1] ?? '').matchAll(/'([a-z]+)'/g)].map(
      (match) => match[1],
    );
    const unoffered = settings.filter((setting) => setting.screen !== false && !screenTypes.includes(setting.type));
    expect(unoffered.map(({ key, type }) => `${key} (${type})`)).toEqual([]);
    // What the screen does not offer, the plugin prints from WordPress itself.
    const printed = (key: string) => settingsPhp.includes(`$settings['${key}']`) || settingsPhp.includes(`'${key}' =>`);
    const unprinted = settings.filter(({ key, screen }) => screen === false && !printed(key));
    expect(unprinted.map(({ key }) => key)).toEqual([]);
  });
});
