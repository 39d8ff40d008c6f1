/**
 * The plugin's translation template (README, "Blocks", translations), `languages/cms-islands.pot`,
 * written by the plugin's build (scripts/wp-plugin.ts) with every string of the text domain
 * `cms-islands`:
 * - the gettext calls of the plugin's PHP and of the blocks' editor script (blocks/ and each block's
 *   folder), literal strings only, with a `translators:` comment just before them;
 * - what WordPress translates from each block.json (title, description, keywords, in its contexts);
 * - the plugin header's name and description;
 * - the texts of schema/settings.json and of the blocks' options in schema/options.json, which the
 *   settings screen and the inspector translate by value (they come from the TypeScript schemas);
 * - each block's own words for its options in the inspector (`editorTexts` in its block.ts), which
 *   the inspector translates by value too.
 * No dates and no line numbers, so the file changes only when a string does.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { FoundBlock } from '../blocks/find-blocks';
import type { PluginFile } from './sources';

const DOMAIN = 'cms-islands';
/** The template, in the plugin's folder. */
export const POT_FILE = 'languages/cms-islands.pot';
/** The plugin's main file, whose header names and describes it. */
const MAIN_FILE = 'cms-islands.php';

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

/** The gettext calls of `source`, each referenced by `where` (a path in the plugin, or in the repository for the editor's sources). */
function scanSource(catalog: Catalog, source: string, where: string): void {
  if (PLURAL_CALL.test(source)) throw new Error(`${where}: plural gettext calls are not extracted by scripts/plugin/pot.ts yet`);
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

/** The editor script's sources, from the repository's root: the shared kit (blocks/) and each block's definition and editor. */
function editorSourceFiles(root: string, blocks: readonly FoundBlock[]): string[] {
  const kit = filesUnder(join(root, 'blocks'), (file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts')).map((file) =>
    relative(root, file).split(sep).join('/'),
  );
  return [...kit, ...blocks.flatMap(({ folder }) => [`${folder}/block.ts`, `${folder}/edit.tsx`])];
}

interface TemplateSources {
  /** The repository. */
  readonly root: string;
  /** The plugin's files (their PHP is scanned, referenced by its path in the plugin). */
  readonly pluginFiles: readonly PluginFile[];
  readonly blocks: readonly FoundBlock[];
  /** The settings and options documents, as schema/settings.json and schema/options.json hold them. */
  readonly settings: { readonly sections: ReadonlyArray<DescribedText & { readonly settings: readonly DescribedText[] }> };
  readonly options: { readonly widgets: ReadonlyArray<{ readonly widget: string; readonly options: readonly DescribedText[] }> };
}

export function translationTemplate({ root, pluginFiles, blocks, settings, options }: TemplateSources): string {
  const catalog = new Catalog();
  const main = pluginFiles.find((file) => file.target === MAIN_FILE);
  if (!main) throw new Error(`the plugin has no ${MAIN_FILE}`);
  const header = readFileSync(join(root, main.source), 'utf8');
  const headerField = (name: string) => new RegExp(`^ \\* ${name}:\\s*(.+)$`, 'm').exec(header)?.[1]?.trim() ?? '';
  catalog.add(headerField('Plugin Name'), MAIN_FILE, { comment: 'Plugin Name of the plugin' });
  catalog.add(headerField('Description'), MAIN_FILE, { comment: 'Description of the plugin' });

  for (const file of pluginFiles.filter(({ target }) => target.endsWith('.php'))) {
    scanSource(catalog, readFileSync(join(root, file.source), 'utf8'), file.target);
  }
  for (const file of editorSourceFiles(root, blocks)) scanSource(catalog, readFileSync(join(root, file), 'utf8'), file);

  for (const { slug, definition } of blocks) {
    const reference = `blocks/${slug}/block.json`;
    catalog.add(definition.title, reference, { context: 'block title' });
    catalog.add(definition.description, reference, { context: 'block description' });
    for (const keyword of definition.keywords ?? []) catalog.add(keyword, reference, { context: 'block keyword' });
  }
  for (const { definition, folder } of blocks) {
    for (const texts of Object.values(definition.editorTexts ?? {})) addDescribed(catalog, texts, `${folder}/block.ts`);
  }

  for (const section of settings.sections) {
    addDescribed(catalog, section, 'schema/settings.json');
    for (const setting of section.settings) addDescribed(catalog, setting, 'schema/settings.json');
  }
  const blockWidgets = new Set(blocks.flatMap(({ definition }) => (definition.widget ? [definition.widget] : [])));
  for (const widget of options.widgets.filter((entry) => blockWidgets.has(entry.widget))) {
    for (const option of widget.options) addDescribed(catalog, option, 'schema/options.json');
  }

  const po = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;
  const version = /^ \* Version:\s*(.+)$/m.exec(header)?.[1]?.trim() ?? '';
  const lines = [
    '# This file is distributed under the same license as the CMS Islands plugin (GPL-2.0-or-later).',
    "# Written by the plugin's build (scripts/plugin/pot.ts). Do not edit: change the strings in the sources.",
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
