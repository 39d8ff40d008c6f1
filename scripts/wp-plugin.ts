/**
 * The WordPress plugin (README "WordPress"), assembled from its sources (scripts/plugin/sources.ts:
 * its own core in wordpress/cms-islands/, each widget family's blocks and server PHP in the family's
 * folder):
 *
 * - `npm run wp:build` builds the bundle (dist/) and stages the installable plugin in
 *   `dist/wordpress/cms-islands/`: the sources, each in its place; the files written from the
 *   TypeScript schemas and the blocks' definitions (scripts/plugin/generated.ts: schema/*.json, each
 *   block's block.json, the translation template), which git never holds; in `assets/<hash>/` every
 *   built `cms-islands*.js` (and CSS, if any), with `assets/build-info.php` naming the hash (the
 *   on-demand files stay next to the main one: the bundle loads them relative to its own address);
 *   the blocks' editor script and its `.asset.php` in `build/` (scripts/blocks/editor-build.ts).
 *   Staged under dist/ so built code never sits among the linted sources.
 * - `npm run wp:zip` does the same, then writes `dist/cms-islands-wordpress.zip` (one top folder,
 *   `cms-islands/`), installable from Plugins → Add New → Upload plugin.
 *
 * `--no-build` reuses an existing dist/. The zip is written here (deflate, zlib's CRC-32) so no `zip`
 * program is needed. The WordPress tests stage their own copy with stagePlugin() (tests/wordpress/global-setup.ts).
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { buildAll } from './build';
import { DIST_DIR } from './build-config';
import { buildEditorScript } from './blocks/editor-build';
import { findBlocks } from './blocks/find-blocks';
import { generatedPluginFiles } from './plugin/generated';
import { pluginSourceFiles } from './plugin/sources';
import { collectDescriptions } from './schema/collect';

/** The installable plugin, staged by `wp:build`. */
export const PLUGIN_STAGE_DIR = join(DIST_DIR, 'wordpress', 'cms-islands');
export const PLUGIN_ZIP = join(DIST_DIR, 'cms-islands-wordpress.zip');
/** The blocks' editor script in the plugin (README, "Blocks"), where includes/class-cms-islands-blocks.php looks. */
export const PLUGIN_EDITOR_DIR = 'build';

/**
 * Copies the built files into `assetsDir/<hash>/` and writes `assetsDir/build-info.php` naming it;
 * returns the hash. The hash is in the folder's path, not only in the main script's `?ver=`: the
 * bundle resolves its on-demand files against its own folder (core/files/script-base.ts), so a new
 * build is a new address for every file and caches never mix an old file with a new bundle.
 */
export function copyBundle(distDir: string, assetsDir: string): string {
  const files = readdirSync(distDir)
    .filter((file) => /^cms-islands.*\.(js|css)$/.test(file))
    .sort();
  if (!files.includes('cms-islands.js')) throw new Error(`${distDir}/cms-islands.js is missing: build first (npm run build)`);
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update(readFileSync(join(distDir, file)));
  const version = hash.digest('hex').slice(0, 12);
  mkdirSync(join(assetsDir, version), { recursive: true });
  for (const file of files) copyFileSync(join(distDir, file), join(assetsDir, version, file));
  writeFileSync(
    join(assetsDir, 'build-info.php'),
    `<?php\n// Written by scripts/wp-plugin.ts: the hash of the built files, also the name of their folder.\ndefined( 'ABSPATH' ) || exit;\nreturn array( 'hash' => '${version}', 'files' => ${files.length} );\n`,
  );
  return version;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? listFiles(path) : [path];
    });
}

/** DOS date and time of a fixed moment, so the same files give the same zip. */
const DOS_TIME = 0;
const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 1;

/** A zip of `files` (paths under `root`), each stored as `<top>/<path under root>`. */
export function zipFiles(root: string, files: readonly string[], top: string): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(`${top}/${relative(root, file).split(sep).join('/')}`, 'utf8');
    const data = readFileSync(file);
    const packed = deflateRawSync(data, { level: 9 });
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(0x0314, 4); // made by: Unix, 2.0
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(DOS_TIME, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE((0o100644 << 16) >>> 0, 38); // external attributes: a regular file, rw-r--r--
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

interface StageOptions {
  /** Build the bundle first (else dist/'s is used, and built only when missing). */
  readonly build?: boolean;
  /** Where the bundle is built (dist/ by default; the WordPress tests build into a folder of their own). */
  readonly distDir?: string;
  /** Where the plugin is staged (dist/wordpress/cms-islands/ by default); emptied first. */
  readonly stageDir?: string;
}

/**
 * Stages the plugin (building the bundle first unless `build` is false and there is one); returns the
 * staged folder and the bundle's version (the hash naming its folder in assets/).
 */
export async function stagePlugin({ build = true, distDir = DIST_DIR, stageDir = PLUGIN_STAGE_DIR }: StageOptions = {}): Promise<{
  dir: string;
  version: string;
}> {
  if (build || !existsSync(join(distDir, 'cms-islands.js'))) await buildAll(distDir);
  rmSync(stageDir, { recursive: true, force: true });
  const root = process.cwd();
  const pluginFiles = pluginSourceFiles(root);
  const write = (target: string, content: string | Buffer) => {
    mkdirSync(dirname(join(stageDir, target)), { recursive: true });
    writeFileSync(join(stageDir, target), content);
  };
  for (const { source, target } of pluginFiles) write(target, readFileSync(join(root, source)));
  const [blocks, descriptions] = await Promise.all([findBlocks(root), collectDescriptions()]);
  for (const [target, content] of await generatedPluginFiles({ root, descriptions, blocks, pluginFiles })) {
    if (pluginFiles.some((file) => file.target === target)) throw new Error(`${target}: written by the build, and a source file too`);
    write(target, content);
  }
  const version = copyBundle(distDir, join(stageDir, 'assets'));
  await buildEditorScript(join(stageDir, PLUGIN_EDITOR_DIR), { descriptions, blocks });
  return { dir: stageDir, version };
}

/** Zips a staged plugin into `zipFile`, under one top folder `cms-islands/`; returns how many files it holds. */
function zipPlugin(stageDir: string, zipFile: string): number {
  const files = listFiles(stageDir);
  writeFileSync(zipFile, zipFiles(stageDir, files, 'cms-islands'));
  return files.length;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const { dir, version } = await stagePlugin({ build: !args.includes('--no-build') });
  console.log(`wp-plugin: staged the plugin in ${dir}/ (bundle version ${version})`);
  if (args.includes('--zip')) {
    const count = zipPlugin(PLUGIN_STAGE_DIR, PLUGIN_ZIP);
    console.log(`wp-plugin: ${PLUGIN_ZIP} (${count} files, ${(statSync(PLUGIN_ZIP).size / 1024).toFixed(1)} KB)`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
