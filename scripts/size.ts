/** `npm run size`: every built file's minified, gzip and brotli size, and the main bundle's budget. */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { buildAll } from './build';
import { DIST_DIR, MAIN_BUNDLE_FILE } from './build-config';
import { buildEditorScript } from './blocks/editor-build';

/** Where `npm run size` builds the blocks' editor script (README, "Blocks"): beside dist/'s files, not among them. */
const EDITOR_DIST_DIR = join(DIST_DIR, 'editor');

/** Budget of the issue: the main bundle without vendors, gzip. */
export const MAIN_BUNDLE_BUDGET_GZIP_BYTES = 85 * 1024;

export interface FileSize {
  file: string;
  minifiedBytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

/** Sizes of the built files in `distDir` (dist/ by default; the benchmark builds into a folder of its own). */
export function measureDist(distDir: string = DIST_DIR): FileSize[] {
  return readdirSync(distDir)
    .filter((file) => file.endsWith('.js') || file.endsWith('.css'))
    .sort()
    .map((file) => {
      const content = readFileSync(join(distDir, file));
      return {
        file,
        minifiedBytes: content.length,
        gzipBytes: gzipSync(content, { level: 9 }).length,
        brotliBytes: brotliCompressSync(content).length,
      };
    });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build') || !existsSync(DIST_DIR)) await buildAll();
  const sizes = measureDist();
  const width = Math.max(...sizes.map((size) => size.file.length));
  console.log(`${'file'.padEnd(width)}  ${'minified'.padStart(10)}  ${'gzip'.padStart(10)}  ${'brotli'.padStart(10)}`);
  for (const size of sizes) {
    console.log(
      `${size.file.padEnd(width)}  ${kb(size.minifiedBytes).padStart(10)}  ${kb(size.gzipBytes).padStart(10)}  ${kb(size.brotliBytes).padStart(10)}`,
    );
  }
  // The blocks' editor script: loaded in the block editor only, never on the site (no budget of the main bundle's).
  await buildEditorScript(EDITOR_DIST_DIR);
  for (const size of measureDist(EDITOR_DIST_DIR)) {
    console.log(
      `${`editor/${size.file}`.padEnd(width)}  ${kb(size.minifiedBytes).padStart(10)}  ${kb(size.gzipBytes).padStart(10)}  ${kb(size.brotliBytes).padStart(10)}  (block editor only)`,
    );
  }
  const main = sizes.find((size) => size.file === MAIN_BUNDLE_FILE);
  if (!main) throw new Error(`${MAIN_BUNDLE_FILE} was not built`);
  const within = main.gzipBytes <= MAIN_BUNDLE_BUDGET_GZIP_BYTES;
  console.log(
    `\nmain bundle: ${kb(main.gzipBytes)} gzip of a ${kb(MAIN_BUNDLE_BUDGET_GZIP_BYTES)} budget: ${within ? 'within' : 'OVER BUDGET'}`,
  );
  if (!within) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
