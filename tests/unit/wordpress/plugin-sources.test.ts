import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findBlocks } from '../../../scripts/blocks/find-blocks';
import { generatedPluginFiles } from '../../../scripts/plugin/generated';
import { PLUGIN_CORE_DIR, pluginSourceFiles } from '../../../scripts/plugin/sources';
import { collectDescriptions, ROOT_DIR } from '../../../scripts/schema/collect';
import { SETTINGS_TYPES } from '../../../scripts/schema/types';

/**
 * The plugin is assembled from its core (wordpress/cms-islands/) and what each widget family keeps
 * in its own folder (README, "WordPress"; scripts/plugin/sources.ts), into the places its PHP loads
 * by glob; what a script writes is written by the build and never kept in git.
 */

const files = pluginSourceFiles(ROOT_DIR);
const mainFile = readFileSync(join(ROOT_DIR, PLUGIN_CORE_DIR, 'cms-islands.php'), 'utf8');

let scratch = '';
afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = '';
});

/** A copy of the plugin's core and one family folder (`widgets/<family>/…` paths → contents) to assemble. */
function scratchRoot(familyFiles: Readonly<Record<string, string>>): string {
  scratch = mkdtempSync(join(tmpdir(), 'cms-islands-sources-'));
  cpSync(join(ROOT_DIR, PLUGIN_CORE_DIR), join(scratch, PLUGIN_CORE_DIR), { recursive: true });
  for (const [path, content] of Object.entries(familyFiles)) {
    mkdirSync(join(scratch, path, '..'), { recursive: true });
    writeFileSync(join(scratch, path), content);
  }
  return scratch;
}

describe('the plugin’s files, from its core and the families', () => {
  it('a family’s server PHP goes where the main file loads every file of a folder by glob', () => {
    const families = files.filter(({ target }) => target.startsWith('includes/families/'));
    const coreBlocks = files.filter(({ target }) => target.startsWith('includes/core-blocks/'));
    expect(families.map(({ source, target }) => `${source} → ${target}`)).toEqual([
      'widgets/header-banner/wordpress/header-banner.php → includes/families/header-banner.php',
      'widgets/menu/wordpress/menu.php → includes/families/menu.php',
      'widgets/post-list/wordpress/post-list.php → includes/families/post-list.php',
      'widgets/search/wordpress/search.php → includes/families/search.php',
    ]);
    expect(coreBlocks.map(({ source, target }) => `${source} → ${target}`)).toEqual([
      'widgets/media-embed/wordpress/core-blocks/embed.php → includes/core-blocks/embed.php',
      'widgets/post-list/wordpress/core-blocks/query.php → includes/core-blocks/query.php',
      'widgets/search/wordpress/core-blocks/search.php → includes/core-blocks/search.php',
      'widgets/tabs/wordpress/core-blocks/tabs.php → includes/core-blocks/tabs.php',
    ]);
    expect(mainFile).toContain("glob( CMS_ISLANDS_DIR . 'includes/families/*.php' )");
    expect(mainFile).toContain("glob( CMS_ISLANDS_DIR . 'includes/core-blocks/*.php' )");
  });

  it('the plugin’s core keeps nothing of a family: no block, no family’s or core block’s PHP', () => {
    const core = files.filter(({ source }) => source.startsWith('wordpress/'));
    expect(core.filter(({ target }) => /^(blocks|includes\/families|includes\/core-blocks)\//.test(target))).toEqual([]);
  });

  it('a family’s PHP names the plugin’s core classes and its own family’s, never another family’s', () => {
    const familyOf = (source: string) => /^widgets\/([^/]+)\//.exec(source)?.[1];
    const php = files
      .filter(({ source }) => source.endsWith('.php') && familyOf(source))
      .map(({ source }) => ({ family: familyOf(source)!, source, text: readFileSync(join(ROOT_DIR, source), 'utf8') }));
    const owner = new Map(
      php.flatMap(({ family, text }) => [...text.matchAll(/^final class (CMS_Islands_\w+)/gm)].map((match) => [match[1]!, family])),
    );
    expect(owner.size).toBeGreaterThan(0);
    const crossings = php.flatMap(({ family, source, text }) =>
      [...new Set(text.match(/\bCMS_Islands_\w+/g) ?? [])]
        .filter((name) => owner.has(name) && owner.get(name) !== family)
        .map((name) => `${source} names ${name} (widgets/${owner.get(name)})`),
    );
    expect(crossings).toEqual([]);
  });

  it('a family’s file with no place in the plugin is refused, never left out', () => {
    const root = scratchRoot({ 'widgets/extra/wordpress/notes.php': '<?php\n' });
    expect(() => pluginSourceFiles(root)).toThrow(/widgets\/extra\/wordpress\/notes\.php: a family's wordpress\/ folder holds/);
    rmSync(scratch, { recursive: true, force: true });
    const other = scratchRoot({ 'widgets/extra/blocks/extra/editor.css': '' });
    expect(() => pluginSourceFiles(other)).toThrow(/widgets\/extra\/blocks\/extra\/editor\.css: a block's folder holds/);
  });

  it('two families giving the plugin the same file are refused', () => {
    const root = scratchRoot({
      'widgets/one/wordpress/core-blocks/search.php': '<?php\n',
      'widgets/two/wordpress/core-blocks/search.php': '<?php\n',
    });
    expect(() => pluginSourceFiles(root)).toThrow(/both become the plugin's includes\/core-blocks\/search\.php/);
  });
});

describe('nothing a script writes is kept in git', () => {
  it('the files the plugin’s build writes have no source, and git holds none of them nor types/settings.d.ts', async () => {
    const written = await generatedPluginFiles({
      root: ROOT_DIR,
      descriptions: await collectDescriptions(),
      blocks: await findBlocks(ROOT_DIR),
      pluginFiles: files,
    });
    expect([...written.keys()].filter((target) => files.some((file) => file.target === target))).toEqual([]);
    const tracked = new Set(execFileSync('git', ['ls-files'], { cwd: ROOT_DIR, encoding: 'utf8' }).split('\n'));
    const trackedCopies = [...written.keys()]
      .flatMap((target) => [`${PLUGIN_CORE_DIR}/${target}`, ...files.filter((file) => file.target === target).map(({ source }) => source)])
      .filter((path) => tracked.has(path));
    expect(trackedCopies).toEqual([]);
    expect(tracked.has(SETTINGS_TYPES)).toBe(false);
    expect([...tracked].filter((path) => path.endsWith('/block.json') || path.endsWith('.pot'))).toEqual([]);
  });
});
