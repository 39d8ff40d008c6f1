/**
 * The blocks' editor script (README, "Blocks"): blocks/editor/index.ts (which finds every block's
 * edit.tsx in its family's folder by glob) built into `<plugin>/build/cms-islands-blocks.js`, one
 * IIFE, with `cms-islands-blocks.asset.php` next to it, as WordPress's dependency-extraction
 * convention has it: every `@wordpress/*` import and React are WordPress's own globals at run time
 * (never bundled a second time), and the asset file lists their script handles, so WordPress loads
 * them first, and a version (the file's hash).
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Plugin } from 'vite';
import { collectDescriptions, type Descriptions } from '../schema/collect';
import { findBlocks, type FoundBlock } from './find-blocks';

const EDITOR_ENTRY = 'blocks/editor/index.ts';
const EDITOR_FILE = 'cms-islands-blocks.js';
const EDITOR_ASSET_FILE = 'cms-islands-blocks.asset.php';

/** Module → [the global WordPress defines for it, its script handle]. */
const WORDPRESS_GLOBALS: Readonly<Record<string, readonly [string, string]>> = {
  '@wordpress/blocks': ['wp.blocks', 'wp-blocks'],
  '@wordpress/block-editor': ['wp.blockEditor', 'wp-block-editor'],
  '@wordpress/components': ['wp.components', 'wp-components'],
  '@wordpress/api-fetch': ['wp.apiFetch', 'wp-api-fetch'],
  '@wordpress/data': ['wp.data', 'wp-data'],
  '@wordpress/date': ['wp.date', 'wp-date'],
  '@wordpress/element': ['wp.element', 'wp-element'],
  '@wordpress/i18n': ['wp.i18n', 'wp-i18n'],
  '@wordpress/server-side-render': ['wp.serverSideRender', 'wp-server-side-render'],
  react: ['React', 'react'],
  'react/jsx-runtime': ['ReactJSXRuntime', 'react-jsx-runtime'],
};

/** Fails the build on an import of WordPress's or React's that has no global listed above (it would be bundled). */
function wordpressExternals(): Plugin {
  return {
    name: 'cms-islands-wordpress-externals',
    resolveId(id) {
      if ((id.startsWith('@wordpress/') || id === 'react' || id.startsWith('react/') || id === 'react-dom') && !(id in WORDPRESS_GLOBALS)) {
        throw new Error(`${id}: no WordPress global listed for it in scripts/blocks/editor-build.ts`);
      }
      return null;
    },
  };
}

/** The option fields the inspector reads (blocks/editor/options.ts). */
const EDITOR_OPTION_FIELDS = [
  'name',
  'type',
  'format',
  'default',
  'minimum',
  'maximum',
  'enum',
  'enumLabels',
  'defaultText',
  'label',
  'help',
];

/** The module blocks/editor/options.ts imports the blocks' options from (typed in blocks/editor/build-modules.d.ts). */
const BLOCK_OPTIONS_MODULE = 'virtual:cms-islands-editor/block-options';

/**
 * The blocks' widgets' options as the editor imports them, described at build time from the same
 * descriptions as the plugin's options.json: only the blocks' widgets, only the fields the inspector
 * reads (every widget's whole description would be most of the script).
 */
function blockOptionsModule(descriptions: Descriptions, blocks: readonly FoundBlock[]): Plugin {
  const widgets = new Set(blocks.flatMap(({ definition }) => (definition.widget ? [definition.widget] : [])));
  const kept = descriptions.widgets
    .filter((entry) => widgets.has(entry.widget))
    .map(({ widget, options }) => ({
      widget,
      options: options.map((option) =>
        Object.fromEntries(
          EDITOR_OPTION_FIELDS.filter((field) => field in option).map((field) => [field, option[field as keyof typeof option]]),
        ),
      ),
    }));
  const resolved = `\0${BLOCK_OPTIONS_MODULE}`;
  return {
    name: 'cms-islands-block-options',
    resolveId: (id) => (id === BLOCK_OPTIONS_MODULE ? resolved : null),
    load: (id) => (id === resolved ? `export default ${JSON.stringify(kept)};` : null),
  };
}

/** The `.asset.php` WordPress reads: the handles the script uses, sorted, and its version. */
export function assetPhp(handles: readonly string[], version: string): string {
  const list = [...handles]
    .sort()
    .map((handle) => `'${handle}'`)
    .join(', ');
  return `<?php\n// Written by scripts/blocks/editor-build.ts: the script handles ${EDITOR_FILE} needs, and its version.\nreturn array( 'dependencies' => array( ${list} ), 'version' => '${version}' );\n`;
}

interface EditorSources {
  readonly descriptions: Descriptions;
  readonly blocks: readonly FoundBlock[];
}

/**
 * Builds the editor script and its asset file into `outDir`, with the blocks' options described from
 * their schemas (found and described here unless the caller has them); returns the handles it depends on.
 */
export async function buildEditorScript(outDir: string, sources?: EditorSources): Promise<string[]> {
  const { descriptions, blocks } = sources ?? { descriptions: await collectDescriptions(), blocks: await findBlocks() };
  const used = new Set<string>();
  const callerNodeEnv = process.env.NODE_ENV;
  // Production JSX (the automatic runtime's `jsx`, not `jsxDEV`) whatever NODE_ENV the caller runs under.
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: false,
      mode: 'production',
      logLevel: 'warn',
      plugins: [wordpressExternals(), blockOptionsModule(descriptions, blocks)],
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir,
        emptyOutDir: false,
        target: 'es2020',
        minify: true,
        sourcemap: false,
        copyPublicDir: false,
        lib: { entry: EDITOR_ENTRY, formats: ['iife'], name: 'CMSIslandsBlocks', fileName: () => EDITOR_FILE },
        rollupOptions: {
          external: (id) => {
            const external = id in WORDPRESS_GLOBALS;
            if (external) used.add(WORDPRESS_GLOBALS[id]![1]);
            return external;
          },
          output: { globals: (id: string) => WORDPRESS_GLOBALS[id]?.[0] ?? id },
        },
      },
    });
  } finally {
    process.env.NODE_ENV = callerNodeEnv;
  }
  const code = readFileSync(join(outDir, EDITOR_FILE));
  const version = createHash('sha256').update(code).digest('hex').slice(0, 20);
  const handles = [...used];
  writeFileSync(join(outDir, EDITOR_ASSET_FILE), assetPhp(handles, version));
  return handles;
}
