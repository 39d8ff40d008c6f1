/**
 * Builds the main bundle and every vendor file into dist/. Usage: `tsx scripts/build.ts`.
 * Vite's IIFE output cannot code-split, so each file is its own build.
 */
import { build } from 'vite';
import { rmSync } from 'node:fs';
import { DIST_DIR, ON_DEMAND_WIDGET_ENTRIES, VENDOR_ENTRIES, mainBundleConfig, onDemandWidgetConfig, vendorBundleConfig } from '../vite.config';

/** Builds into `outDir` (dist/ by default; the tests build into a folder of their own run). */
export async function buildAll(outDir: string = DIST_DIR): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  // Vite and its React plugin pick the JSX runtime from NODE_ENV, which vitest sets to "test".
  const callerNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build(mainBundleConfig(outDir));
    for (const name of Object.keys(VENDOR_ENTRIES) as Array<keyof typeof VENDOR_ENTRIES>) {
      await build(vendorBundleConfig(name, outDir));
    }
    for (const name of Object.keys(ON_DEMAND_WIDGET_ENTRIES) as Array<keyof typeof ON_DEMAND_WIDGET_ENTRIES>) {
      await build(onDemandWidgetConfig(name, outDir));
    }
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
