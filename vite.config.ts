/// <reference types="vitest/config" />
import { defineConfig, type InlineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';

const packageVersion = (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version;

export const DIST_DIR = 'dist';
export const MAIN_BUNDLE_FILE = 'cms-islands.js';

/** Settings every build shares: production React, modern browsers, minified. */
function iifeBuild(entry: string, fileName: string, globalName: string, outDir = DIST_DIR): InlineConfig {
  return {
    configFile: false,
    // Production JSX and React whatever NODE_ENV the caller runs under (vitest sets "test").
    mode: 'production',
    plugins: [react()],
    define: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      __ISLANDS_VERSION__: JSON.stringify(packageVersion),
    },
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2020',
      minify: true,
      sourcemap: true,
      lib: { entry, formats: ['iife'], name: globalName, fileName: () => fileName },
    },
  };
}

/** The main bundle a theme enqueues: runtime, store and every light widget. No vendor code. */
export function mainBundleConfig(outDir = DIST_DIR): InlineConfig {
  return iifeBuild('src/main.ts', MAIN_BUNDLE_FILE, 'CMSIslandsBundle', outDir);
}

/** Vendor files, each its own IIFE (Vite cannot code-split an IIFE), loaded on demand by widgets. */
export const VENDOR_ENTRIES = { swiper: 'src/vendors/entries/swiper.ts' } as const;
export function vendorBundleConfig(name: keyof typeof VENDOR_ENTRIES, outDir = DIST_DIR): InlineConfig {
  return iifeBuild(VENDOR_ENTRIES[name], `cms-islands.vendor-${name}.js`, `CMSIslandsVendor_${name}`, outDir);
}

export default defineConfig({
  plugins: [react()],
  define: { __ISLANDS_VERSION__: JSON.stringify(packageVersion) },
  test: {
    reporters: ['default', './tests/support/closing-line-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/browser/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: true,
          maxWorkers: 2,
          // After the unit tests: the browser tests build the bundle and drive Chromium.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
