import { describeValue } from '../../core/settings/describe-value';
import type { AnyFieldText, FamilySchemas } from '../../core/settings/field-texts';
import { DEFAULT_SETTINGS_GLOBALS, PAGE_SETTINGS_SCHEMA, PAGE_SETTINGS_TEXTS } from '../../core/settings/page-settings';
import { parseWithSchema, type FieldSpec } from '../../core/settings/schema';
import type { SettingsSnapshot } from '../../core/settings/settings-snapshot';

/** One page setting as the bundle read it (README, "Inspector"). */
interface SettingRow {
  readonly key: string;
  readonly label: string;
  /** The value the widgets use, described. */
  readonly value: string;
  readonly defaultValue: string;
  /** Where the value came from: the settings global, or the default and why. */
  readonly source: string;
  /** The global printed a value the bundle refused. */
  readonly refused: boolean;
}

interface SettingsSection {
  /** `shared`, or the name the family's warnings use. */
  readonly id: string;
  readonly title: string;
  readonly rows: readonly SettingRow[];
}

export interface SettingsReport {
  /** The global the settings were read from, or undefined when none was found. */
  readonly globalName: string | undefined;
  /** The names looked for, in order. */
  readonly lookedFor: readonly string[];
  readonly sections: readonly SettingsSection[];
  /** Keys the global printed that no widget reads: a misspelt key, or one for another script. */
  readonly unread: readonly string[];
}

/**
 * Where the settings came from, the way core/settings/page-settings.ts looks for them: the name
 * on the bundle's script tag, else the default names in order.
 */
export function settingsGlobalName(scope: object, configuredName: string | null | undefined) {
  const lookedFor = configuredName ? [configuredName] : [...DEFAULT_SETTINGS_GLOBALS];
  const globalName = lookedFor.find((name) => {
    try {
      return (scope as Record<string, unknown>)[name] !== undefined;
    } catch {
      return false;
    }
  });
  return { globalName, lookedFor };
}

function settingRow(
  key: string,
  spec: FieldSpec<unknown>,
  text: AnyFieldText | undefined,
  raw: SettingsSnapshot,
  from: string,
): SettingRow {
  const { value, problems } = parseWithSchema({ [key]: spec }, raw);
  const printed = raw[key] !== undefined && raw[key] !== null;
  const refusal = problems[0];
  return {
    key,
    label: text?.label ?? '',
    value: describeValue(value[key]),
    defaultValue: text?.defaultText ?? describeValue(spec.defaultValue),
    source: refusal ? `default: ${refusal}` : printed ? from : 'default: not printed',
    refused: refusal !== undefined,
  };
}

function section(id: string, title: string, schema: object, texts: object, raw: SettingsSnapshot, from: string): SettingsSection {
  const fieldTexts = texts as Readonly<Record<string, AnyFieldText>>;
  return {
    id,
    title,
    rows: Object.entries(schema as Readonly<Record<string, FieldSpec<unknown>>>).map(([key, spec]) =>
      settingRow(key, spec, fieldTexts[key], raw, from),
    ),
  };
}

/** Every page setting a widget reads, section by section, read from `raw` as the bundle reads it. */
export function settingsReport(
  raw: SettingsSnapshot,
  families: Readonly<Record<string, FamilySchemas>>,
  where: { globalName: string | undefined; lookedFor: readonly string[] },
): SettingsReport {
  const from = `window.${where.globalName ?? ''}`;
  const sections = [section('shared', 'Every widget', PAGE_SETTINGS_SCHEMA, PAGE_SETTINGS_TEXTS, raw, from)];
  for (const schemas of Object.values(families)) {
    for (const [id, described] of Object.entries(schemas.settings ?? {})) {
      sections.push(section(id, described.title, described.schema, described.texts, raw, from));
    }
  }
  const read = new Set(sections.flatMap((each) => each.rows.map((row) => row.key)));
  return { ...where, sections, unread: Object.keys(raw).filter((key) => !read.has(key)) };
}
