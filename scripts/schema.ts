/**
 * `npm run schema` (README, "Options and settings: one source"): describes every family's options
 * and page settings from their TypeScript schemas and texts, found through the manifest, and writes
 * - wordpress/cms-islands/schema/settings.json and options.json (the plugin reads them);
 * - each block's block.json, in wordpress/cms-islands/blocks/<slug>/ (README, "Blocks");
 * - types/settings.d.ts, the page settings' types for theme code (README, "Write your own widget");
 * - the README tables between `<!-- schema:… -->` and `<!-- /schema -->`.
 * `--check` writes nothing and fails when a file differs from what it would write (the parity test,
 * tests/unit/foundation/schema-parity.test.ts, checks the same).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { collectDescriptions, ROOT_DIR } from './schema/collect';
import { OPTIONS_JSON, optionsDocument, SETTINGS_JSON, settingsDocument } from './schema/json';
import { fillReadme, readmesOf } from './schema/readme-tables';
import { blockJson, blockJsonPath } from './schema/blocks';
import { BLOCKS } from '../blocks/index';
import { SETTINGS_TYPES, settingsTypes } from './schema/types';

async function pretty(text: string, file: string): Promise<string> {
  const path = join(ROOT_DIR, file);
  return format(text, { ...(await resolveConfig(path)), filepath: path });
}

/** Every file `npm run schema` writes (path from the repository's root → its content). */
export async function expectedSchemaFiles(): Promise<Map<string, string>> {
  const descriptions = await collectDescriptions();
  const files = new Map<string, string>();
  files.set(SETTINGS_JSON, await pretty(JSON.stringify(settingsDocument(descriptions)), SETTINGS_JSON));
  files.set(OPTIONS_JSON, await pretty(JSON.stringify(optionsDocument(descriptions)), OPTIONS_JSON));
  files.set(SETTINGS_TYPES, await pretty(settingsTypes(descriptions), SETTINGS_TYPES));
  for (const block of BLOCKS) {
    const path = blockJsonPath(block.slug);
    files.set(path, await pretty(JSON.stringify(blockJson(block, descriptions)), path));
  }
  for (const readme of readmesOf(descriptions)) {
    files.set(readme, fillReadme(readFileSync(join(ROOT_DIR, readme), 'utf8'), readme, descriptions));
  }
  return files;
}

const currentText = (file: string) => {
  try {
    return readFileSync(join(ROOT_DIR, file), 'utf8');
  } catch {
    return undefined;
  }
};

/**
 * How the files differ from what `npm run schema` writes: one line per file, naming the first line
 * that differs (none when every file is up to date).
 */
export async function schemaDifferences(): Promise<string[]> {
  const differences: string[] = [];
  for (const [file, expected] of await expectedSchemaFiles()) {
    const current = currentText(file);
    if (current === expected) continue;
    if (current === undefined) {
      differences.push(`${file}: missing`);
      continue;
    }
    const currentLines = current.split('\n');
    const at = expected.split('\n').findIndex((line, index) => line !== currentLines[index]);
    const expectedLine = expected.split('\n')[at];
    differences.push(
      `${file}:${at + 1}: ${JSON.stringify(currentLines[at] ?? '')}, where npm run schema writes ${JSON.stringify(expectedLine ?? '')}`,
    );
  }
  return differences;
}

async function main(): Promise<void> {
  // Some checks read CSS selectors, as the browser would: give them a document.
  if (typeof document === 'undefined') {
    // jsdom ships no types of its own; the one member used here is typed by hand.
    const jsdom = 'jsdom';
    const { JSDOM } = (await import(jsdom)) as { JSDOM: new (html: string) => { window: Window } };
    globalThis.document = new JSDOM('').window.document;
  }
  if (process.argv.includes('--check')) {
    const differences = await schemaDifferences();
    for (const difference of differences) console.error(`schema: ${difference}`);
    if (differences.length > 0) process.exitCode = 1;
    else console.log('schema: every file is up to date');
    return;
  }
  for (const [file, content] of await expectedSchemaFiles()) {
    if (currentText(file) === content) continue;
    mkdirSync(dirname(join(ROOT_DIR, file)), { recursive: true });
    writeFileSync(join(ROOT_DIR, file), content);
    console.log(`schema: wrote ${file}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
