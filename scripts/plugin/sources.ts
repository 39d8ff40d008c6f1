/**
 * Where the WordPress plugin's files come from (README, "WordPress"; wordpress/DEVELOPERS.md): its
 * own core in wordpress/cms-islands/ (main file, shared classes, stylesheets, readme, uninstall), and
 * each widget family's part in the family's folder, put where the plugin's PHP looks for it:
 *
 * | in widgets/<family>/                  | in the plugin                                          |
 * |---------------------------------------|--------------------------------------------------------|
 * | blocks/<slug>/render.php, style.css   | blocks/<slug>/ (the build writes block.json beside them) |
 * | wordpress/<family>.php                | includes/families/<family>.php                         |
 * | wordpress/core-blocks/<block>.php     | includes/core-blocks/<block>.php                       |
 *
 * The plugin loads includes/families/*.php and includes/core-blocks/*.php by glob and registers
 * every blocks/*\/block.json: a family adds its part by adding its files. A file of a family's
 * wordpress/ or blocks/ folders that has no place here is an error, never left out quietly.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { blockFolders } from '../blocks/find-blocks';

/** The plugin's own core, from the repository's root. */
export const PLUGIN_CORE_DIR = join('wordpress', 'cms-islands');

/** A family's server side, under widgets/<family>/. */
const FAMILY_WORDPRESS_DIR = 'wordpress';

/** A block folder's files the plugin ships (the others are the editor's sources, built into its script). */
const BLOCK_PLUGIN_FILES = ['render.php', 'style.css'];
const BLOCK_EDITOR_FILES = ['block.ts', 'edit.tsx'];
const isTest = (name: string) => /\.test\.tsx?$/.test(name);

export interface PluginFile {
  /** From the repository's root. */
  readonly source: string;
  /** From the plugin's folder, with `/`. */
  readonly target: string;
}

const posix = (path: string) => path.split(sep).join('/');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Paths in the order of a sorted walk of their folders (each folder's names sorted, depth first). */
function compareTreePaths(a: string, b: string): number {
  const left = a.split('/');
  const right = b.split('/');
  for (let index = 0; index < Math.min(left.length, right.length); index++) {
    if (left[index] !== right[index]) return left[index]! < right[index]! ? -1 : 1;
  }
  return left.length - right.length;
}

/** A family's server PHP: `<family>.php` and `core-blocks/*.php` in its wordpress/ folder. */
function familyServerFiles(root: string, family: string): PluginFile[] {
  const dir = join(root, 'widgets', family, FAMILY_WORDPRESS_DIR);
  if (!existsSync(dir)) return [];
  return filesUnder(dir).map((file) => {
    const inFolder = posix(relative(dir, file));
    const source = posix(relative(root, file));
    if (inFolder === `${family}.php`) return { source, target: `includes/families/${family}.php` };
    const coreBlock = /^core-blocks\/([a-z0-9-]+\.php)$/.exec(inFolder);
    if (coreBlock) return { source, target: `includes/core-blocks/${coreBlock[1]}` };
    throw new Error(`${source}: a family's wordpress/ folder holds its ${family}.php and core-blocks/*.php, nothing else`);
  });
}

/** A block folder's files for the plugin: its render.php and style.css. */
function blockFiles(root: string, folder: string, slug: string): PluginFile[] {
  return readdirSync(join(root, folder)).flatMap((name) => {
    if (BLOCK_PLUGIN_FILES.includes(name)) return [{ source: `${folder}/${name}`, target: `blocks/${slug}/${name}` }];
    if (BLOCK_EDITOR_FILES.includes(name) || isTest(name)) return [];
    throw new Error(`${folder}/${name}: a block's folder holds ${[...BLOCK_EDITOR_FILES, ...BLOCK_PLUGIN_FILES].join(', ')} and tests`);
  });
}

/** Every source file of the plugin and its place in it, in the order of the plugin's folders. */
export function pluginSourceFiles(root: string = process.cwd()): PluginFile[] {
  const core = filesUnder(join(root, PLUGIN_CORE_DIR)).map((file) => ({
    source: posix(relative(root, file)),
    target: posix(relative(join(root, PLUGIN_CORE_DIR), file)),
  }));
  const families = readdirSync(join(root, 'widgets'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => familyServerFiles(root, entry.name));
  const blocks = blockFolders(root).flatMap(({ folder, slug }) => blockFiles(root, folder, slug));
  const files = [...core, ...families, ...blocks];
  for (const file of files) {
    const other = files.find((candidate) => candidate.target === file.target && candidate !== file);
    if (other) throw new Error(`${file.source} and ${other.source} both become the plugin's ${file.target}`);
  }
  return files.sort((a, b) => compareTreePaths(a.target, b.target));
}
