import { readdirSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FamilyMarkup } from '../../../core/markup';
import * as coreMarkup from '../../../core/markup';
import { inlineMarkupNames } from '../../../scripts/markup-names-plugin';

/** README, "Markup names: one schema per family". */
const ROOT = `${process.cwd()}/`;
const families = readdirSync(`${ROOT}widgets`).filter((name) => existsSync(`${ROOT}widgets/${name}/markup.ts`));

/** Every family schema, by family. */
async function familySchemas(): Promise<Array<[string, FamilyMarkup]>> {
  const found: Array<[string, FamilyMarkup]> = [];
  for (const family of families) {
    const module = (await import(`../../../widgets/${family}/markup.ts`)) as Record<string, FamilyMarkup>;
    for (const [name, schema] of Object.entries(module)) if (name.endsWith('_MARKUP')) found.push([family, schema]);
  }
  return found;
}

describe('the markup schemas', () => {
  it('each family schema names data attributes, custom properties and non-empty classes and events', async () => {
    const schemas = await familySchemas();
    // One schema per family that has a markup.ts.
    expect(schemas.map(([family]) => family)).toEqual(families);
    for (const [family, schema] of schemas) {
      for (const name of Object.values(schema.attributes ?? {})) expect(name, family).toMatch(/^data-[a-z0-9]+(-[a-z0-9]+)*$/);
      for (const name of Object.values(schema.properties ?? {})) expect(name, family).toMatch(/^--[a-z0-9-]+$/);
      for (const name of [...Object.values(schema.classes ?? {}), ...Object.values(schema.events ?? {})])
        expect(name, family).toMatch(/^[a-z0-9_:-]+$/i);
    }
  });

  it('an attribute or event is declared once, in one schema: shared names are imported, not repeated', async () => {
    const declared = new Map<string, string[]>();
    const declare = (where: string, names: Iterable<string>) => {
      for (const name of names) declared.set(name, [...(declared.get(name) ?? []), where]);
    };
    declare('core/markup.ts', [...Object.values(coreMarkup.MARKUP), ...Object.values(coreMarkup.TOP_INSET_MARKUP), coreMarkup.READY_EVENT]);
    for (const [family, schema] of await familySchemas())
      declare(`widgets/${family}/markup.ts`, [...Object.values(schema.attributes ?? {}), ...Object.values(schema.events ?? {})]);
    expect([...declared].filter(([, where]) => where.length > 1)).toEqual([]);
  });
});

describe('the build writes markup lookups as strings (scripts/markup-names-plugin.ts)', () => {
  const file = `${ROOT}widgets/tabs/extra.ts`;

  it('a whole lookup, in code and in a template, becomes its string; the schema falls away unused', async () => {
    const code = [
      "import { TABS_MARKUP } from './markup';",
      "import { MARKUP } from '../../core/markup';",
      'const tab = `[${TABS_MARKUP.attributes.tab}]`;',
      'element.classList.toggle(TABS_MARKUP.classes.active, on);',
      'element.setAttribute(MARKUP.mounted, name);',
    ].join('\n');
    const written = (await inlineMarkupNames(code, file))?.toString();
    expect(written).toContain('const tab = `[${"data-tab"}]`;');
    expect(written).toContain('element.classList.toggle("is-active", on);');
    expect(written).toContain('element.setAttribute("data-island-mounted", name);');
    expect(written).not.toMatch(/TABS_MARKUP\.|MARKUP\./);
  });

  it('anything else is left as written: a group, a longer chain, a call, an unknown name, another module', async () => {
    const code = [
      "import { TABS_MARKUP as NAMES } from './markup';",
      "import { other } from './options';",
      'const group = NAMES.attributes;',
      'const length = NAMES.attributes.tab.length;',
      'const missing = NAMES.attributes.nothing;',
      'const call = NAMES.classes.active.trim();',
      'const elsewhere = other.attributes.tab;',
      'const renamed = NAMES.attributes.panel;',
    ].join('\n');
    const written = (await inlineMarkupNames(code, file))?.toString();
    expect(written).toContain('const group = NAMES.attributes;');
    expect(written).toContain('const length = NAMES.attributes.tab.length;');
    expect(written).toContain('const missing = NAMES.attributes.nothing;');
    expect(written).toContain('const call = NAMES.classes.active.trim();');
    expect(written).toContain('const elsewhere = other.attributes.tab;');
    expect(written).toContain('const renamed = "data-tab-panel";');
  });

  it('a file importing no schema is not touched', async () => {
    expect(await inlineMarkupNames("import { x } from './options';\nconst y = x.attributes.tab;", file)).toBeNull();
  });
});
