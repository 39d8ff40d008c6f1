/// <reference types="vitest/config" />
import { defineConfig, type InlineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

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

/**
 * On-demand widget families: each its own IIFE file that uses the main bundle's React and store
 * context (see src/vendors/shared-modules.ts) rather than carrying copies.
 */
export const ON_DEMAND_WIDGET_ENTRIES = { 'contact-form': 'widgets/contact-form/on-demand.ts' } as const;

const STORE_CONTEXT_MODULE = fileURLToPath(new URL('./src/store/react.ts', import.meta.url));
/** Module → the expression that gives it in the page, for on-demand widget files. */
export const SHARED_MODULE_GLOBALS: Readonly<Record<string, string>> = {
  react: '__cmsIslandsShared.react',
  'react-dom': '__cmsIslandsShared.reactDom',
  'react/jsx-runtime': '__cmsIslandsShared.jsxRuntime',
  [STORE_CONTEXT_MODULE]: '__cmsIslandsShared.storeReact',
};
const sharedGlobalFor = (id: string) => SHARED_MODULE_GLOBALS[id] ?? SHARED_MODULE_GLOBALS[id.replace(/\.ts$/, '') + '.ts'];

export function onDemandWidgetConfig(name: keyof typeof ON_DEMAND_WIDGET_ENTRIES, outDir = DIST_DIR): InlineConfig {
  const config = iifeBuild(ON_DEMAND_WIDGET_ENTRIES[name], `cms-islands.widget-${name}.js`, `CMSIslandsWidget_${name.replace(/-/g, '_')}`, outDir);
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
