/**
 * Builds the main bundle and every on-demand file (vendors, own-file families) into dist/. Usage: `tsx scripts/build.ts`.
 * Vite's IIFE output cannot code-split, so each file is its own build.
 */
import { build } from 'vite';
import { rmSync } from 'node:fs';
import { DIST_DIR, mainBundleConfig, onDemandFileConfig, onDemandFiles } from './build-config';

/** Builds into `outDir` (dist/ by default; the tests build into a folder of their own run). */
export async function buildAll(outDir: string = DIST_DIR): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  // Vite and its React plugin pick the JSX runtime from NODE_ENV, which vitest sets to "test".
  const callerNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build(mainBundleConfig(outDir));
    // One build per on-demand file the manifest (widgets/index.ts) asks for.
    for (const file of onDemandFiles()) await build(onDemandFileConfig(file, outDir));
  } finally {
    process.env.NODE_ENV = callerNodeEnv;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildAll().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
