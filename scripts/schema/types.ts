/**
 * The page settings' TypeScript types for theme code (README, "Write your own widget"): `prepack`
 * writes types/settings.d.ts (scripts/settings-types.ts) from the same descriptions as the plugin's
 * JSON, so the published types name every key each family reads, with the type it is read as, and
 * what the server may print.
 */
import type { Descriptions, SettingsSection } from './collect';
import type { FieldDescription } from './describe';

export const SETTINGS_TYPES = 'types/settings.d.ts';

/** `contact-form` → `ContactFormSettings`; the shared section → `SharedSettings`. */
const sectionTypeName = (id: string) =>
  `${id.replace(/(^|-)([a-z0-9])/g, (_match, _dash: string, letter: string) => letter.toUpperCase())}Settings`;

/** The type a field is read as. */
function readType(field: FieldDescription): string {
  if (field.enum) return field.enum.map((choice) => JSON.stringify(choice)).join(' | ');
  switch (field.type) {
    case 'boolean':
      return 'boolean';
    case 'integer':
    case 'number':
      return 'number';
    case 'object':
      return 'Readonly<Record<string, string>>';
    default:
      return 'string';
  }
}

/** One line of doc comment: the label, the help, the default. Never a comment's end. */
function doc(field: FieldDescription): string {
  const defaultText = field.defaultText ?? (field.default === undefined ? undefined : JSON.stringify(field.default));
  const text = `${field.label}: ${field.help}${defaultText ? ` Default: ${defaultText}.` : ''}`;
  return `/** ${text.replace(/\*\//g, '*\\/')} */`;
}

function sectionInterface(section: SettingsSection): string {
  const where = section.family ? `widgets/${section.family}/README.md` : 'README, "Page settings"';
  const fields = section.settings.map(
    (field) => `  ${doc(field)}\n  readonly ${field.key}: ${readType(field)}${field.default === undefined ? ' | undefined' : ''};`,
  );
  return `/** ${section.title}, as the bundle reads them (${where}). */\nexport interface ${sectionTypeName(section.id)} {\n${fields.join('\n')}\n}`;
}

export function settingsTypes({ sections }: Descriptions): string {
  const bySection = sections.map((section) => `  readonly ${JSON.stringify(section.id)}: ${sectionTypeName(section.id)};`);
  return `// Written by \`prepack\` (scripts/settings-types.ts) from the TypeScript schemas (README, "Options and settings: one source"). Do not edit.

/** What the bundle reads as true or false: "yes", "1", "true", "on" and "no", "0", "false", "off", "" (any case), 1 and 0. */
export type PrintedBoolean = boolean | 0 | 1 | 'yes' | 'no' | 'true' | 'false' | 'on' | 'off' | '1' | '0' | '';

/** A number, or its digits as text: WordPress prints numbers as strings ("300"). */
export type PrintedNumber = number | \`\${number}\`;

/** What the server may print for a setting read as \`Value\`. */
export type Printed<Value> = [Value] extends [boolean]
  ? PrintedBoolean
  : [Value] extends [number]
    ? PrintedNumber
    : string extends Value
      ? string | number
      : Value;

${sections.map(sectionInterface).join('\n\n')}

/** Every section's settings, by the section's id (the shared ones, then each family's). */
export interface PageSettingsBySection {
${bySection.join('\n')}
}

type EverySetting = ${sections.map((section) => sectionTypeName(section.id)).join(' & ')};

/**
 * The page-settings global a theme prints (README, "Page settings"): any key of any section, each as
 * the server may print it. A key no widget reads is refused here: a misspelt key would do nothing.
 */
export type CMSIslandsSettings = { [Key in keyof EverySetting]?: Printed<Exclude<EverySetting[Key], undefined>> | null };
`;
}
