/**
 * The build's configuration (README, "How it is built"): the main bundle and each on-demand file is
 * its own IIFE build of these settings. scripts/build.ts runs them; the demo server's watch mode and
 * the benchmark read from here too. vite.config.ts is only the dev server's and vitest's.
 */
import type { InlineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { manifestPlugin } from './manifest-plugin';
import { markupNamesPlugin } from './markup-names-plugin';
import { VENDOR_FILES, WIDGET_MANIFEST } from '../widgets/index';
import { ownFileFamilies } from '../mount/manifest';
import { MAIN_BUNDLE_FILE, bundleFileName, type BundleFileKind } from '../core/files/file-names';
import { SHARED_MODULES_GLOBAL, SHARED_MODULE_MEMBERS } from '../src/shared-module-names';
import { TOOL_FILES } from '../src/tool-files';

/** The project's version (package.json), which the bundle reports as `CMSIslands.version`. */
export const packageVersion = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string })
  .version;

export const DIST_DIR = 'dist';
export { MAIN_BUNDLE_FILE };

type FileToBuild = { kind: BundleFileKind; name: string };

/**
 * V8's explicit compile hint (README, "How it is built"): every function of the file is compiled as
 * the file comes in (on a background thread when the browser streams it) instead of pre-parsed at load
 * and parsed again on its first call, on the main thread, while the header waits. Browsers without it
 * read a comment. The main bundle carries it (every page runs it at once: runtime, React, the header's
 * widgets) and so does each family file (fetched when one of its widgets is about to mount, which calls
 * it at once); vendor files do not (libraries of which a widget uses a part).
 */
export const COMPILE_HINT_COMMENT = '//# allFunctionsCalledOnLoad';

/** Settings every build shares: production React, modern browsers, minified; the compile hint where it belongs. */
function iifeBuild(entry: string, fileName: string, globalName: string, outDir: string, file?: FileToBuild): InlineConfig {
  return {
    configFile: false,
    // Production JSX and React whatever NODE_ENV the caller runs under (vitest sets "test").
    mode: 'production',
    plugins: [react(), manifestPlugin(file), markupNamesPlugin()],
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
      // The main bundle (no `file`) and family files.
      rollupOptions: { output: !file || file.kind === 'family' ? { postBanner: COMPILE_HINT_COMMENT } : {} },
    },
  };
}

/** The main bundle a theme enqueues: runtime, store and every family the manifest puts in it. */
export function mainBundleConfig(outDir = DIST_DIR): InlineConfig {
  return iifeBuild('src/main.ts', MAIN_BUNDLE_FILE, 'CMSIslandsBundle', outDir);
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Absolute module path or package name → the expression that gives it in the page. */
const sharedGlobals = new Map(
  Object.entries(SHARED_MODULE_MEMBERS).map(([specifier, member]) => [
    // A path from the project root (a module of ours) ends in .ts; a package's name does not.
    specifier.endsWith('.ts') ? `${ROOT}${specifier}` : specifier,
    `${SHARED_MODULES_GLOBAL}.${member}`,
  ]),
);
const sharedGlobalFor = (id: string) => sharedGlobals.get(id) ?? sharedGlobals.get(`${id.replace(/\.ts$/, '')}.ts`);

/**
 * One on-demand file (README, "On-demand files"): a family of the manifest with `file: 'own'`, a
 * vendor, or a tool (src/tool-files.ts). Family and tool files use the main bundle's shared
 * modules (src/shared-module-names.ts) rather than carrying copies; a vendor file is self-contained.
 */
export function onDemandFileConfig(file: FileToBuild, outDir = DIST_DIR): InlineConfig {
  const globalName = `CMSIslands_${file.kind}_${file.name.replace(/-/g, '_')}`;
  const config = iifeBuild('src/file-entry.ts', bundleFileName(file.kind, file.name), globalName, outDir, file);
  if (file.kind === 'vendor') return config;
  return {
    ...config,
    build: {
      ...config.build,
      rollupOptions: {
        external: (id) => sharedGlobalFor(id) !== undefined,
        output: { ...config.build?.rollupOptions?.output, globals: (id: string) => sharedGlobalFor(id) ?? id },
      },
    },
  };
}

/** Every on-demand file the manifest asks for, and the tools. */
export function onDemandFiles(): FileToBuild[] {
  return [
    ...Object.keys(VENDOR_FILES).map((name) => ({ kind: 'vendor' as const, name })),
    ...ownFileFamilies(WIDGET_MANIFEST).map((name) => ({ kind: 'family' as const, name })),
    ...Object.keys(TOOL_FILES).map((name) => ({ kind: 'tool' as const, name })),
  ];
}
