import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { blockName } from '../../../blocks/definition';
import { assetPhp } from '../../../scripts/blocks/editor-build';
import { findBlocks } from '../../../scripts/blocks/find-blocks';
import { pluginSourceFiles } from '../../../scripts/plugin/sources';
import { blockJson } from '../../../scripts/schema/blocks';
import { collectDescriptions, ROOT_DIR, type Descriptions } from '../../../scripts/schema/collect';
import { manifestWidgets } from '../../../mount/manifest';
import { WIDGET_MANIFEST } from '../../../widgets/index';

/**
 * The blocks (README, "Blocks"): each block lives in its widget's family, in a folder of its own
 * (widgets/<family>/blocks/<slug>/), with its server render and, when it says so, its stylesheet;
 * its attributes are its widget's options with their defaults (the block.json the plugin's build
 * writes from them); the plugin registers every block folder it ships without a list, and the
 * editor script registers every block's editor, found by glob.
 */

const PLUGIN_DIR = join(ROOT_DIR, 'wordpress', 'cms-islands');
const BLOCKS = await findBlocks(ROOT_DIR);

let descriptions: Descriptions;
beforeAll(async () => {
  descriptions = await collectDescriptions();
});

describe.each(BLOCKS.map((block) => [block.slug, block] as const))('the %s block', (slug, found) => {
  const { definition: block, folder, family } = found;

  it("lives in its widget's family, beside its parent block", () => {
    const widget = block.widget ?? block.island;
    if (widget) {
      expect(manifestWidgets(WIDGET_MANIFEST).find((entry) => entry.name === widget)?.family, `${slug}: ${widget}'s family`).toBe(family);
    }
    for (const parent of block.parent ?? []) {
      expect(BLOCKS.find((other) => blockName(other.slug) === parent)?.family, `${slug}: its parent ${parent}`).toBe(family);
    }
    expect(folder).toBe(`widgets/${family}/blocks/${slug}`);
  });

  it('has every option of its widget as an attribute, with its default or its starting value', () => {
    const json = blockJson(found, descriptions) as {
      name: string;
      apiVersion: number;
      attributes: Record<string, Record<string, unknown>>;
    };
    expect(json.name).toBe(blockName(slug));
    expect(json.apiVersion).toBe(3);
    const options = descriptions.widgets.find((widget) => widget.widget === block.widget)?.options ?? [];
    if (block.widget) expect(options.length, `${block.widget} has options`).toBeGreaterThan(0);
    for (const option of options) {
      const attribute = json.attributes[option.name];
      expect(attribute, `${slug}: ${option.name}`).toBeDefined();
      expect(attribute!.type).toBe(option.type);
      expect(attribute!.default).toEqual(block.startingValues?.[option.name] ?? option.default);
    }
  });

  it('is rendered by its render.php, with its stylesheet when it has one, both shipped in the plugin’s blocks/<slug>/', () => {
    expect(existsSync(join(ROOT_DIR, folder, 'render.php'))).toBe(true);
    expect(existsSync(join(ROOT_DIR, folder, 'style.css'))).toBe(block.style === true);
    const shipped = pluginSourceFiles(ROOT_DIR).filter(({ source }) => source.startsWith(`${folder}/`));
    expect(shipped.map(({ target }) => target).sort()).toEqual(
      [`blocks/${slug}/render.php`, ...(block.style ? [`blocks/${slug}/style.css`] : [])].sort(),
    );
    const render = readFileSync(join(ROOT_DIR, folder, 'render.php'), 'utf8');
    if (block.widget) {
      // The options are printed from options.json by one helper, never attribute by attribute.
      expect(render).toContain(`CMS_Islands_Blocks::option_attributes( '${block.widget}'`);
    }
  });

  it('prints only the options its editor offers: those its structure fixes are left out, whatever a saved post says', () => {
    const render = readFileSync(join(ROOT_DIR, folder, 'render.php'), 'utf8');
    const call = new RegExp(
      `CMS_Islands_Blocks::option_attributes\\( '${block.widget ?? ''}', [^;]*?(?:, array\\( ([^)]*) \\))? \\);`,
    ).exec(render);
    if (!block.widget) return;
    const leftOut = [...(call?.[1] ?? '').matchAll(/'([^']+)'/g)].map((match) => match[1]);
    expect(call, `${slug}: render.php calls option_attributes`).not.toBeNull();
    expect(leftOut).toEqual(block.structuralOptions ?? []);
  });
});

describe('registration', () => {
  it('the plugin registers every block folder it ships (no list by hand)', () => {
    const php = readFileSync(join(PLUGIN_DIR, 'includes', 'class-cms-islands-blocks.php'), 'utf8');
    expect(php).toContain("glob( CMS_ISLANDS_DIR . 'blocks/*/block.json' )");
    expect(php).not.toMatch(/cms-islands\/(carousel|counter|countdown)/);
  });

  it('the editor script registers the `editor` every block folder’s edit.tsx exports (found by glob, no list by hand)', () => {
    const entry = readFileSync(join(ROOT_DIR, 'blocks', 'editor', 'index.ts'), 'utf8');
    expect(entry).toContain("import.meta.glob<BlockEditor>('../../widgets/*/blocks/*/edit.tsx', { eager: true, import: 'editor' })");
    expect(entry).not.toMatch(/from '\.\.\/\.\.\/widgets\//);
    // Its @wordpress/* imports are WordPress's globals, not installed here: the export is read from the source.
    for (const { folder } of BLOCKS)
      expect(readFileSync(join(ROOT_DIR, folder, 'edit.tsx'), 'utf8'), folder).toMatch(/^export const editor\b/m);
  });

  it("the editor script's asset file lists its WordPress handles, sorted, and its version", () => {
    expect(assetPhp(['wp-i18n', 'react-jsx-runtime', 'wp-blocks'], 'abc123')).toBe(
      "<?php\n// Written by scripts/blocks/editor-build.ts: the script handles cms-islands-blocks.js needs, and its version.\nreturn array( 'dependencies' => array( 'react-jsx-runtime', 'wp-blocks', 'wp-i18n' ), 'version' => 'abc123' );\n",
    );
  });
});
