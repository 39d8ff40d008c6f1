/**
 * `npm run schema` (README, "Options and settings: one source"): describes every family's options
 * and page settings from their TypeScript schemas and texts, found through the manifest, and writes
 * the README tables between `<!-- schema:… -->` and `<!-- /schema -->`: documentation, kept in git
 * and checked (tests/unit/foundation/schema-parity.test.ts). What the plugin and the npm package read
 * from the same descriptions is written by their builds, never kept in git: the JSON and block.json
 * files by scripts/wp-plugin.ts, types/settings.d.ts by scripts/settings-types.ts (`prepack`).
 * `--check` writes nothing and fails when a table differs from what it would write.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { collectDescriptions, ROOT_DIR } from './schema/collect';
import { fillReadme, readmesOf } from './schema/readme-tables';

/** Every README `npm run schema` fills (path from the repository's root → its content). */
export async function expectedSchemaFiles(): Promise<Map<string, string>> {
  const descriptions = await collectDescriptions();
  const files = new Map<string, string>();
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
  if (process.argv.includes('--check')) {
    const differences = await schemaDifferences();
    for (const difference of differences) console.error(`schema: ${difference}`);
    if (differences.length > 0) process.exitCode = 1;
    else console.log('schema: every file is up to date');
    return;
  }
  for (const [file, content] of await expectedSchemaFiles()) {
    if (currentText(file) === content) continue;
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
