/**
 * `npm run pot` (README, "Blocks", translations): writes wordpress/cms-islands/languages/cms-islands.pot,
 * the template translators start from, with every string of the text domain `cms-islands`:
 * - the gettext calls of the plugin's PHP and of the blocks' editor script (blocks/**), literal
 *   strings only, with a `translators:` comment just before them;
 * - what WordPress translates from each block.json (title, description, keywords, in its contexts);
 * - the plugin header's name and description;
 * - the texts of schema/settings.json and of the blocks' options in schema/options.json, which the
 *   settings screen and the inspector translate by value (they come from the TypeScript schemas).
 * No dates and no line numbers, so the file changes only when a string does; `--check` fails when it
 * is out of date (tests/unit/blocks/pot.test.ts checks the same).
 */
import { readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { BLOCKS } from '../blocks/index';

const ROOT = process.cwd();
const PLUGIN_DIR = join(ROOT, 'wordpress', 'cms-islands');
const DOMAIN = 'cms-islands';
export const POT_FILE = 'wordpress/cms-islands/languages/cms-islands.pot';

interface Entry {
  readonly context?: string;
  readonly text: string;
  readonly comments: Set<string>;
  readonly references: Set<string>;
}

class Catalog {
  private readonly entries = new Map<string, Entry>();

  add(text: string, reference: string, options: { context?: string; comment?: string } = {}): void {
    if (text === '') return;
    const key = `${options.context ?? ''}\u0004${text}`;
    const entry = this.entries.get(key) ?? { context: options.context, text, comments: new Set<string>(), references: new Set<string>() };
    entry.references.add(reference);
    if (options.comment) entry.comments.add(options.comment);
    this.entries.set(key, entry);
  }

  values(): Entry[] {
    return [...this.entries.values()];
  }
}

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path, keep) : keep(path) ? [path] : [];
    });
}

/** A PHP or JavaScript string literal's value. */
function unquote(literal: string): string {
  const quote = literal[0];
  const body = literal.slice(1, -1);
  if (quote === "'") return body.replace(/\\(['\\])/g, '$1');
  return JSON.parse(`"${body.replace(/\\'/g, "'")}"`) as string;
}

const STRING = String.raw`('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")`;
/** Calls with (text, domain) and (text, context, domain). */
const PLAIN_CALL = new RegExp(String.raw`\b(__|_e|esc_html__|esc_html_e|esc_attr__|esc_attr_e)\(\s*${STRING}\s*,\s*${STRING}\s*\)`, 'g');
const CONTEXT_CALL = new RegExp(String.raw`\b(_x|esc_html_x|esc_attr_x)\(\s*${STRING}\s*,\s*${STRING}\s*,\s*${STRING}\s*\)`, 'g');
const TRANSLATORS = /(?:\/\*|\/\/)\s*translators:\s*(.*?)\s*(?:\*\/|$)/gm;
const PLURAL_CALL = /\b_n(x)?\(/;

/**
 * The `translators:` comment for the call at `index`: the last one before it, when it ends on the
 * call's line or the line above and no other gettext call stands between them.
 */
function translatorsComment(source: string, index: number): string | undefined {
  let found: string | undefined;
  for (const match of source.slice(0, index).matchAll(TRANSLATORS)) {
    const between = source.slice(match.index + match[0].length, index);
    found = between.split('\n').length <= 2 && !/\b(__|_e|_x|esc_(html|attr)(__|_e|_x))\(/.test(between) ? match[1] : undefined;
  }
  return found;
}

function scanSource(catalog: Catalog, file: string): void {
  const source = readFileSync(file, 'utf8');
  const reference = relative(PLUGIN_DIR, file).startsWith('..') ? relative(ROOT, file) : relative(PLUGIN_DIR, file);
  const where = reference.split(sep).join('/');
  if (PLURAL_CALL.test(source)) throw new Error(`${where}: plural gettext calls are not extracted by scripts/pot.ts yet`);
  for (const match of source.matchAll(PLAIN_CALL)) {
    const domain = unquote(match[3]!);
    if (domain !== DOMAIN) throw new Error(`${where}: ${match[0]} uses the text domain ${domain}, not ${DOMAIN}`);
    catalog.add(unquote(match[2]!), where, { comment: translatorsComment(source, match.index) });
  }
  for (const match of source.matchAll(CONTEXT_CALL)) {
    const domain = unquote(match[4]!);
    if (domain !== DOMAIN) throw new Error(`${where}: ${match[0]} uses the text domain ${domain}, not ${DOMAIN}`);
    catalog.add(unquote(match[2]!), where, { context: unquote(match[3]!), comment: translatorsComment(source, match.index) });
  }
}

interface DescribedText {
  readonly label?: string;
  readonly help?: string;
  readonly title?: string;
  readonly defaultText?: string;
  readonly enumLabels?: Readonly<Record<string, string>>;
}

function addDescribed(catalog: Catalog, described: DescribedText, reference: string): void {
  for (const text of [
    described.title,
    described.label,
    described.help,
    described.defaultText,
    ...Object.values(described.enumLabels ?? {}),
  ]) {
    if (text) catalog.add(text, reference);
  }
}

export function expectedPot(): string {
  const catalog = new Catalog();
  const header = readFileSync(join(PLUGIN_DIR, 'cms-islands.php'), 'utf8');
  const headerField = (name: string) => new RegExp(`^ \\* ${name}:\\s*(.+)$`, 'm').exec(header)?.[1]?.trim() ?? '';
  catalog.add(headerField('Plugin Name'), 'cms-islands.php', { comment: 'Plugin Name of the plugin' });
  catalog.add(headerField('Description'), 'cms-islands.php', { comment: 'Description of the plugin' });

  const php = filesUnder(
    PLUGIN_DIR,
    (file) => file.endsWith('.php') && !file.includes(`${sep}build${sep}`) && !file.includes(`${sep}assets${sep}`),
  );
  for (const file of php) scanSource(catalog, file);
  for (const file of filesUnder(join(ROOT, 'blocks'), (file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))) scanSource(catalog, file);

  for (const block of BLOCKS) {
    const reference = `blocks/${block.slug}/block.json`;
    const json = JSON.parse(readFileSync(join(PLUGIN_DIR, reference), 'utf8')) as {
      title: string;
      description: string;
      keywords?: string[];
    };
    catalog.add(json.title, reference, { context: 'block title' });
    catalog.add(json.description, reference, { context: 'block description' });
    for (const keyword of json.keywords ?? []) catalog.add(keyword, reference, { context: 'block keyword' });
  }

  const settings = JSON.parse(readFileSync(join(PLUGIN_DIR, 'schema', 'settings.json'), 'utf8')) as {
    sections: Array<DescribedText & { settings: DescribedText[] }>;
  };
  for (const section of settings.sections) {
    addDescribed(catalog, section, 'schema/settings.json');
    for (const setting of section.settings) addDescribed(catalog, setting, 'schema/settings.json');
  }
  const blockWidgets = new Set(BLOCKS.flatMap((block) => (block.widget ? [block.widget] : [])));
  const options = JSON.parse(readFileSync(join(PLUGIN_DIR, 'schema', 'options.json'), 'utf8')) as {
    widgets: Array<{ widget: string; options: DescribedText[] }>;
  };
  for (const widget of options.widgets.filter((entry) => blockWidgets.has(entry.widget))) {
    for (const option of widget.options) addDescribed(catalog, option, 'schema/options.json');
  }

  const po = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;
  const version = /^ \* Version:\s*(.+)$/m.exec(header)?.[1]?.trim() ?? '';
  const lines = [
    '# This file is distributed under the same license as the CMS Islands plugin (GPL-2.0-or-later).',
    '# Written by `npm run pot` (scripts/pot.ts). Do not edit: change the strings in the sources and run it again.',
    'msgid ""',
    'msgstr ""',
    `"Project-Id-Version: CMS Islands ${version}\\n"`,
    '"MIME-Version: 1.0\\n"',
    '"Content-Type: text/plain; charset=UTF-8\\n"',
    '"Content-Transfer-Encoding: 8bit\\n"',
    '"X-Domain: cms-islands\\n"',
  ];
  for (const entry of catalog.values()) {
    lines.push('');
    for (const comment of entry.comments)
      lines.push(`#. ${comment.startsWith('translators:') || /of the plugin$/.test(comment) ? comment : `translators: ${comment}`}`);
    lines.push(`#: ${[...entry.references].join(' ')}`);
    if (entry.context !== undefined) lines.push(`msgctxt ${po(entry.context)}`);
    lines.push(`msgid ${po(entry.text)}`, 'msgstr ""');
  }
  return `${lines.join('\n')}\n`;
}

function main(): void {
  const expected = expectedPot();
  const path = join(ROOT, POT_FILE);
  let current: string | undefined;
  try {
    current = readFileSync(path, 'utf8');
  } catch {
    current = undefined;
  }
  if (process.argv.includes('--check')) {
    if (current !== expected) {
      console.error(`pot: ${POT_FILE} is out of date (npm run pot)`);
      process.exitCode = 1;
    } else console.log(`pot: ${POT_FILE} is up to date`);
    return;
  }
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, expected);
  console.log(`pot: wrote ${POT_FILE} (${(expected.match(/^msgid /gm)?.length ?? 1) - 1} strings)`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
