/**
 * The README tables of options and settings, written by `npm run schema` between markers (README,
 * "Options and settings: one source"). A block starts with a marker line naming what it shows and
 * ends with `<!-- /schema -->`; what is between is replaced:
 *
 * - `<!-- schema:options <widget> [<widget>…] -->`: the options of one widget, or of widgets that share
 *   their options and differ only in defaults (accordion and toggle);
 * - `<!-- schema:settings <section> -->`: one section of page settings (`shared`, `promo-popup`…);
 * - `<!-- schema:settings-index -->`: which family reads which page settings (README.md).
 */
import type { FieldDescription } from './describe';
import { SHARED_SECTION, type Descriptions, type OptionsWidget, type SettingsSection } from './collect';

const BLOCK = /^<!-- schema:(options|settings-index|settings)((?: [a-z0-9-]+)*) -->\n[\s\S]*?^<!-- \/schema -->$/gm;

const cell = (text: string) => text.replace(/\|/g, '\\|');
const code = (text: string) => `\`${text}\``;

function listOf(words: readonly string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

function bounds({ minimum, maximum }: FieldDescription): string {
  if (minimum !== undefined && maximum !== undefined) return ` from ${minimum} to ${maximum}`;
  if (minimum !== undefined) return ` ≥ ${minimum}`;
  if (maximum !== undefined) return ` ≤ ${maximum}`;
  return '';
}

const FORMAT_WORDS = {
  text: 'text',
  html: 'HTML',
  url: 'URL',
  selector: 'CSS selector',
  'date-time': 'ISO 8601 date-time with its offset',
};

/** What values a field takes, in words. */
function valuesOf(field: FieldDescription): string {
  switch (field.type) {
    case 'boolean':
      return field.bare ? '`true`, `false` (a bare attribute: `true`)' : '`true`, `false`';
    case 'integer':
      return `whole number${bounds(field)}`;
    case 'number':
      return `number${bounds(field)}`;
    case 'object':
      return 'JSON object';
    case 'string':
      if (field.enum) return listOf(field.enum.map(code));
      if (field.pattern) return `text; editors take ${code(field.pattern)}`;
      return FORMAT_WORDS[field.format ?? 'text'];
  }
}

/** A field's default, in words. */
function defaultOf(field: FieldDescription): string {
  if (field.defaultText !== undefined) return field.defaultText;
  const value = field.default;
  if (value === undefined || value === '') return 'none';
  return code(typeof value === 'object' ? JSON.stringify(value) : String(value));
}

function table(head: string, rows: ReadonlyArray<readonly [string, FieldDescription, string]>): string {
  const lines = [`| ${head} | values | default | meaning |`, '|---|---|---|---|'];
  for (const [name, field, defaults] of rows)
    lines.push(`| ${[code(name), valuesOf(field), defaults, field.help].map(cell).join(' | ')} |`);
  return lines.join('\n');
}

function settingsTable(section: SettingsSection): string {
  return table(
    'key',
    section.settings.map((setting) => [setting.key, setting, defaultOf(setting)]),
  );
}

/** The options of widgets that share them (same names and meanings); defaults per widget when they differ. */
function optionsTable(widgets: readonly OptionsWidget[]): string {
  const [first, ...others] = widgets;
  if (!first) throw new Error('an options block names no widget');
  const withoutDefaults = ({ default: _default, defaultText: _text, ...rest }: FieldDescription) => JSON.stringify(rest);
  for (const other of others) {
    const same =
      other.options.length === first.options.length &&
      other.options.every((option, index) => withoutDefaults(option) === withoutDefaults(first.options[index]!));
    if (!same) throw new Error(`the options of "${other.widget}" differ from those of "${first.widget}": give each its own block`);
  }
  return table(
    'attribute',
    first.options.map((option, index) => {
      const defaults = widgets.map((widget) => defaultOf(widget.options[index]!));
      const shown = defaults.every((text) => text === defaults[0])
        ? defaults[0]!
        : defaults.map((text, at) => `${text} (${widgets[at]!.widget})`).join(', ');
      return [option.attribute, option, shown];
    }),
  );
}

function settingsIndexTable(sections: readonly SettingsSection[]): string {
  const lines = ['| keys | read by |', '|---|---|'];
  for (const section of sections) {
    if (section.id === SHARED_SECTION) continue;
    const keys = section.settings.map((setting) => code(setting.key)).join(', ');
    lines.push(`| ${keys} | [${section.title}](${section.readme}) |`);
  }
  return lines.join('\n');
}

/**
 * The README `text` (at `file`) with every block filled in. Throws on a block naming what is not
 * described, and when something described in this file has no block or two.
 */
export function fillReadme(text: string, file: string, descriptions: Descriptions): string {
  const shown: string[] = [];
  const filled = text.replace(BLOCK, (_block, kind: string, names: string) => {
    const ids = names.trim().split(' ').filter(Boolean);
    let body: string;
    if (kind === 'settings-index') {
      body = settingsIndexTable(descriptions.sections);
    } else if (kind === 'settings') {
      const section = descriptions.sections.find((candidate) => candidate.id === ids[0]);
      if (!section || ids.length !== 1 || section.readme !== file)
        throw new Error(`${file}: no settings section "${names.trim()}" of this README`);
      shown.push(`settings ${section.id}`);
      body = settingsTable(section);
    } else {
      const widgets = ids.map((id) => {
        const widget = descriptions.widgets.find((candidate) => candidate.widget === id);
        if (!widget || widget.readme !== file) throw new Error(`${file}: no widget "${id}" with options in this README`);
        shown.push(`options ${id}`);
        return widget;
      });
      body = optionsTable(widgets);
    }
    const marker = `<!-- schema:${kind}${names} -->`;
    return `${marker}\n\n${body}\n\n<!-- /schema -->`;
  });
  const expected = [
    ...descriptions.sections.filter((section) => section.readme === file).map((section) => `settings ${section.id}`),
    ...descriptions.widgets.filter((widget) => widget.readme === file).map((widget) => `options ${widget.widget}`),
  ];
  for (const item of expected) {
    const count = shown.filter((entry) => entry === item).length;
    if (count !== 1)
      throw new Error(
        `${file}: ${count ? 'two blocks show' : 'no block shows'} the ${item.replace(' ', ' of ')} (<!-- schema:${item.replace(' ', ' ')} -->)`,
      );
  }
  return filled;
}

/** Every README the descriptions belong in. */
export function readmesOf(descriptions: Descriptions): string[] {
  return [...new Set([...descriptions.sections.map((section) => section.readme), ...descriptions.widgets.map((widget) => widget.readme)])];
}
