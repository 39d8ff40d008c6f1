import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FamilyMarkup } from '../../../core/markup';
import * as coreMarkup from '../../../core/markup';
import { blockFolders } from '../../../scripts/blocks/find-blocks';
import { collectDescriptions, ROOT_DIR } from '../../../scripts/schema/collect';

/**
 * The blocks print the families' markup contract (README, "Blocks"), so every data attribute their
 * render.php templates and editor previews spell is one the bundle knows: a name of the core's or a
 * family's markup schema (README, "Markup names: one schema per family"), or an option's attribute
 * from its options schema. The lint rule islands/markup-names keeps the widgets' code to the same
 * names; PHP and the editor's previews are outside it, so this test is their check.
 */

async function knownAttributes(): Promise<Set<string>> {
  const known = new Set<string>();
  const addSchema = (schema: unknown) => {
    if (typeof schema === 'string' && schema.startsWith('data-')) known.add(schema);
    else if (schema && typeof schema === 'object') Object.values(schema).forEach(addSchema);
  };
  addSchema(coreMarkup);
  for (const family of readdirSync(join(ROOT_DIR, 'widgets'))) {
    if (!existsSync(join(ROOT_DIR, 'widgets', family, 'markup.ts'))) continue;
    addSchema((await import(`../../../widgets/${family}/markup.ts`)) as Record<string, FamilyMarkup>);
  }
  for (const widget of (await collectDescriptions()).widgets) for (const option of widget.options) known.add(option.attribute);
  return known;
}

/** The code of a PHP or TypeScript file without its comments (they quote the family's README freely). */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');

const spelledAttributes = (code: string) => new Set(code.match(/\bdata-[a-z][a-z0-9-]*[a-z0-9]\b/g) ?? []);

describe('the blocks spell the families’ markup names', () => {
  it('every data attribute of a render.php or a block editor is in a markup schema or an options schema', async () => {
    const known = await knownAttributes();
    const files = [
      ...blockFolders(ROOT_DIR).flatMap(({ folder }) => ['render.php', 'edit.tsx', 'block.ts'].map((file) => join(ROOT_DIR, folder, file))),
      ...readdirSync(join(ROOT_DIR, 'blocks'), { recursive: true, encoding: 'utf8' })
        .filter((path) => /\.tsx?$/.test(path))
        .map((path) => join(ROOT_DIR, 'blocks', path)),
    ];
    expect(files.filter((file) => file.endsWith('render.php')).length).toBeGreaterThan(0);
    const unknown = files.flatMap((file) => {
      return [...spelledAttributes(withoutComments(readFileSync(file, 'utf8')))]
        .filter((name) => !known.has(name))
        .map((name) => `${file.slice(ROOT_DIR.length)}: ${name}`);
    });
    expect(unknown).toEqual([]);
  });

  it('the check sees a name no schema has', async () => {
    const known = await knownAttributes();
    expect(known.has('data-island')).toBe(true);
    expect(known.has('data-items-tablet')).toBe(true);
    expect([...spelledAttributes(withoutComments('<div data-slider-stat=\'x\' data-island="slider"> // data-ignored'))]).toEqual([
      'data-slider-stat',
      'data-island',
    ]);
    expect(known.has('data-slider-stat')).toBe(false);
  });
});
