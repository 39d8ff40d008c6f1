/// <reference types="vitest/config" />
import { defineConfig, type InlineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { manifestPlugin } from './scripts/manifest-plugin';
import { WIDGET_MANIFEST } from './widgets/index';
import { ownFileFamilies } from './mount/manifest';
import { MAIN_BUNDLE_FILE, bundleFileName, type BundleFileKind } from './src/core/files/file-names';
import { SHARED_MODULES_GLOBAL, SHARED_MODULE_MEMBERS } from './src/app/shared-module-names';

const packageVersion = (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version;

export const DIST_DIR = 'dist';
export { MAIN_BUNDLE_FILE };

type FileToBuild = { kind: BundleFileKind; name: string };

/** Settings every build shares: production React, modern browsers, minified. */
function iifeBuild(entry: string, fileName: string, globalName: string, outDir: string, file?: FileToBuild): InlineConfig {
  return {
    configFile: false,
    // Production JSX and React whatever NODE_ENV the caller runs under (vitest sets "test").
    mode: 'production',
    plugins: [react(), manifestPlugin(file)],
    define: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      __ISLANDS_VERSION__: JSON.stringify(packageVersion),
    },
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2020',
      // CSS as modern browsers read it: older targets rewrite :dir() and logical properties into
      // :lang() guesses, and right-to-left pages would lose their drawers and arrows.
      cssTarget: ['chrome120', 'edge120', 'firefox120', 'safari16.4'],
      minify: true,
      sourcemap: true,
      lib: { entry, formats: ['iife'], name: globalName, fileName: () => fileName },
    },
  };
}

/** The main bundle a theme enqueues: runtime, store and every family the manifest puts in it. */
export function mainBundleConfig(outDir = DIST_DIR): InlineConfig {
  return iifeBuild('src/app/main.ts', MAIN_BUNDLE_FILE, 'CMSIslandsBundle', outDir);
}

const ROOT = fileURLToPath(new URL('.', import.meta.url));
/** Absolute module path or package name → the expression that gives it in the page. */
const sharedGlobals = new Map(
  Object.entries(SHARED_MODULE_MEMBERS).map(([specifier, member]) => [
    specifier.startsWith('src/') ? `${ROOT}${specifier}` : specifier,
    `${SHARED_MODULES_GLOBAL}.${member}`,
  ]),
);
const sharedGlobalFor = (id: string) => sharedGlobals.get(id) ?? sharedGlobals.get(`${id.replace(/\.ts$/, '')}.ts`);

/**
 * One on-demand file (README, "On-demand files"): a family of the manifest with `file: 'own'`, or a
 * vendor. Family files use the main bundle's shared modules (src/app/shared-module-names.ts) rather
 * than carrying copies; a vendor file is self-contained.
 */
export function onDemandFileConfig(file: FileToBuild, outDir = DIST_DIR): InlineConfig {
  const globalName = `CMSIslands_${file.kind}_${file.name.replace(/-/g, '_')}`;
  const config = iifeBuild('src/app/file-entry.ts', bundleFileName(file.kind, file.name), globalName, outDir, file);
  if (file.kind === 'vendor') return config;
  return {
    ...config,
    build: {
      ...config.build,
      rollupOptions: {
        external: (id) => sharedGlobalFor(id) !== undefined,
        output: { globals: (id: string) => sharedGlobalFor(id) ?? id },
      },
    },
  };
}

/** Every on-demand file the manifest asks for. */
export function onDemandFiles(): FileToBuild[] {
  return [
    ...Object.keys(WIDGET_MANIFEST.vendors).map((name) => ({ kind: 'vendor' as const, name })),
    ...ownFileFamilies(WIDGET_MANIFEST).map((name) => ({ kind: 'family' as const, name })),
  ];
}

export default defineConfig({
  plugins: [react(), manifestPlugin()],
  define: { __ISLANDS_VERSION__: JSON.stringify(packageVersion) },
  test: {
    reporters: ['default', './tests/support/closing-line-reporter.ts', './tests/support/times-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/fuzz/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          // A limit for a hung test, not a slow one: on two busy shared cores a synchronous fuzz
          // property of about a second took ten, and failed vitest's default 5 s.
          testTimeout: 30_000,
          // Both cores (vitest's default leaves one free): 160 s → 122 s for the unit phase, measured.
          maxWorkers: 2,
          // Each file in a fresh VM context of a reused worker: files stay isolated from each other
          // (their own module graph and globals), without a new jsdom process per file. 80 s → 32 s
          // for the unit phase on two quiet cores, measured (environment set-up was 55 s of it).
          pool: 'vmThreads',
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
          // No retry: a test that fails once fails the run. Waits that poll from the test's side
          // (expect.poll) get the time a busy machine needs; they end as soon as the page is there.
          expect: { poll: { timeout: 10_000 } },
          // Tests in a concurrent suite (demo-pages.test.ts) at once: tabs of the one browser.
          maxConcurrency: 3,
          // After the unit tests: the browser tests build the bundle and drive Chromium.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
