// Knip (dead files, exports and dependencies) for `npm run lint` and `npm test` (README, "Tests").
// Every way into the code is an entry; an export nothing imports is dead, unless it is listed here
// as public API with its reason.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    // The bundle: the main file, every on-demand file's entry, and what the manifest (widgets/index.ts)
    // builds into them: each family's index.ts and each vendor entry.
    'src/main.ts',
    'src/file-entry.ts',
    'widgets/*/index.ts',
    'widgets/vendors/*.ts',
    // Each family's options and settings, whose `schemas` `npm run schema` imports by path, finding the families through the manifest.
    'widgets/*/options.ts',
    'core/html/sanitizer-vendor.ts',
    // The blocks' editor script (README, "Blocks"), built by scripts/blocks/editor-build.ts.
    'blocks/editor/index.ts',
    // Each tool's file (src/tool-files.ts): the inspector.
    'src/inspector/index.tsx',
    // Tools, and the demo site's browser scripts (loaded by the demo pages' <script src>).
    'scripts/*.ts',
    'scripts/wordpress/*.ts',
    'demo-pages/assets/*.js',
    // Tests: vitest's projects and configs, the WordPress fixtures' stand-in scripts. (package.json's
    // scripts are entries too: the demo server, the benchmark.)
    'tests/**/*.test.{ts,tsx}',
    'tests/*/global-setup.ts',
    'tests/support/*-reporter.ts',
    'tests/wordpress/fixtures/**/*.js',
    'vitest.*.config.ts',
  ],
  project: ['**/*.{ts,tsx,js}'],
  // Theme code the packages test (tests/wordpress/00-packages.test.ts) copies into a project of its own, where `cms-islands` is the packed package.
  ignore: ['tests/typed-package/**'],
  // System programs the WordPress scripts run (README, "Tests": WordPress; "A busy site"), not npm packages.
  ignoreBinaries: ['apt-get', 'mariadbd', 'php', 'varnishd', 'varnishstat'],
  // Read as a file (axe.min.js injected into the page by tests/browser/harness.ts), never imported.
  // WordPress's editor packages are imported by the blocks' editor script and mapped to WordPress's own
  // globals at build time, never installed: their few members are typed in blocks/editor/wordpress-modules.d.ts.
  ignoreDependencies: ['axe-core', /^@wordpress\//],
  // types/settings.d.ts, which types/index.d.ts imports, is written by `prepack` (scripts/settings-types.ts)
  // and never kept in git: a fresh clone has none until it packs.
  ignoreUnresolved: ['./settings'],
};

export default config;
