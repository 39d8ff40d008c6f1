import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BLOCKS } from '../../../blocks/index';
import { blockName } from '../../../blocks/definition';
import { assetPhp } from '../../../scripts/blocks/editor-build';
import { collectDescriptions, ROOT_DIR, type Descriptions } from '../../../scripts/schema/collect';
import { blockJsonPath } from '../../../scripts/schema/blocks';

/**
 * The blocks (README, "Blocks"): each block's attributes are its widget's options with their
 * defaults (block.json is written from them by `npm run schema`; the parity test checks it is up to
 * date), each block has its server render and, when it says so, its stylesheet, the PHP registers
 * every folder without a list, and the editor script registers every block.
 */

const PLUGIN_DIR = join(ROOT_DIR, 'wordpress', 'cms-islands');
const readJson = (path: string) => JSON.parse(readFileSync(join(ROOT_DIR, path), 'utf8')) as Record<string, unknown>;

let descriptions: Descriptions;
beforeAll(async () => {
  descriptions = await collectDescriptions();
});

describe.each(BLOCKS.map((block) => [block.slug, block] as const))('the %s block', (slug, block) => {
  it('has every option of its widget as an attribute, with its default or its starting value', () => {
    const json = readJson(blockJsonPath(slug)) as { name: string; apiVersion: number; attributes: Record<string, Record<string, unknown>> };
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

  it('is rendered by its render.php, with its stylesheet when it has one', () => {
    const folder = join(PLUGIN_DIR, 'blocks', slug);
    expect(existsSync(join(folder, 'render.php'))).toBe(true);
    expect(existsSync(join(folder, 'style.css'))).toBe(block.style === true);
    const render = readFileSync(join(folder, 'render.php'), 'utf8');
    if (block.widget) {
      // The options are printed from options.json by one helper, never attribute by attribute.
      expect(render).toContain(`CMS_Islands_Blocks::option_attributes( '${block.widget}'`);
    }
  });

  it('prints only the options its editor offers: those its structure fixes are left out, whatever a saved post says', () => {
    const render = readFileSync(join(PLUGIN_DIR, 'blocks', slug, 'render.php'), 'utf8');
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

  it('the editor script registers the edit of every block', () => {
    const entry = readFileSync(join(ROOT_DIR, 'blocks', 'editor', 'index.ts'), 'utf8');
    for (const block of BLOCKS) expect(entry, block.slug).toContain(`from '../${block.slug}/edit'`);
  });

  it("the editor script's asset file lists its WordPress handles, sorted, and its version", () => {
    expect(assetPhp(['wp-i18n', 'react-jsx-runtime', 'wp-blocks'], 'abc123')).toBe(
      "<?php\n// Written by scripts/blocks/editor-build.ts: the script handles cms-islands-blocks.js needs, and its version.\nreturn array( 'dependencies' => array( 'react-jsx-runtime', 'wp-blocks', 'wp-i18n' ), 'version' => 'abc123' );\n",
    );
  });
});
