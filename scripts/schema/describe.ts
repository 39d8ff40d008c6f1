/**
 * The describe step of `npm run schema` (README, "Options and settings: one source"): a schema and
 * its texts become one plain description per field (type, default, bounds, choices, label, help).
 * Types, bounds and choices are read off the schema by trying its reader and check on probe values,
 * so a description cannot claim a bound the bundle does not enforce, or miss one it does.
 */
import type { FieldSpec } from '../../core/settings/schema';
import type { AnyFieldText, DescribedSchema, TextFormat } from '../../core/settings/field-texts';

type FieldType = 'boolean' | 'integer' | 'number' | 'string' | 'object';
type DefaultValue = boolean | number | string | Readonly<Record<string, string>>;

export interface FieldDescription {
  readonly type: FieldType;
  readonly format?: TextFormat;
  readonly enum?: readonly string[];
  readonly enumLabels?: Readonly<Record<string, string>>;
  /** Absent when the field has no value by default (see defaultText). */
  readonly default?: DefaultValue;
  readonly defaultText?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly pattern?: string;
  /** Options: a bare data attribute (`data-loop`) reads as true. */
  readonly bare?: true;
  readonly label: string;
  readonly help: string;
}

/** Beyond any bound a field could mean: a field that refuses ±this has a bound to declare. */
const FAR_NUMBER = Number.MAX_SAFE_INTEGER;

type AnySpec = FieldSpec<unknown>;
type AnyText = AnyFieldText;

/** Whether the field reads `raw` (a data attribute's text) as `expected` and its check keeps it. */
function keeps(spec: AnySpec, raw: string, expected: unknown): boolean {
  let read: unknown;
  try {
    read = spec.read(raw);
  } catch {
    return false;
  }
  return Object.is(read, expected) && !spec.check?.(read);
}

const keepsNumber = (spec: AnySpec, value: number) => keeps(spec, String(value), value);

function readsAs(spec: AnySpec, raw: string): unknown {
  try {
    return spec.read(raw);
  } catch {
    return undefined;
  }
}

function fieldType(spec: AnySpec, text: AnyText, where: string): FieldType {
  if (readsAs(spec, 'true') === true && readsAs(spec, 'false') === false) return 'boolean';
  if (typeof readsAs(spec, '12') === 'number') return text.integer ? 'integer' : 'number';
  const object = readsAs(spec, '{"a":"b"}');
  if (object && typeof object === 'object') return 'object';
  if (text.choices || typeof readsAs(spec, 'x') === 'string') return 'string';
  throw new Error(`${where}: cannot tell its type from its reader`);
}

function numberBounds(spec: AnySpec, text: AnyText, where: string): Pick<FieldDescription, 'minimum' | 'maximum'> {
  const step = (bound: number) => (text.integer ? 1 : 1e-6 * Math.max(1, Math.abs(bound)));
  const { minimum, maximum } = text;
  if (minimum === undefined) {
    if (!keepsNumber(spec, -FAR_NUMBER)) throw new Error(`${where}: its check refuses ${-FAR_NUMBER}: declare its minimum`);
  } else if (!keepsNumber(spec, minimum) || keepsNumber(spec, minimum - step(minimum))) {
    throw new Error(`${where}: minimum ${minimum} is not where its check starts accepting numbers`);
  }
  if (maximum === undefined) {
    if (!keepsNumber(spec, FAR_NUMBER)) throw new Error(`${where}: its check refuses ${FAR_NUMBER}: declare its maximum`);
  } else if (!keepsNumber(spec, maximum) || keepsNumber(spec, maximum + step(maximum))) {
    throw new Error(`${where}: maximum ${maximum} is not where its check stops accepting numbers`);
  }
  if (text.integer && [minimum, maximum].some((bound) => bound !== undefined && !Number.isInteger(bound))) {
    throw new Error(`${where}: a whole-number field needs whole-number bounds`);
  }
  return { ...(minimum === undefined ? {} : { minimum }), ...(maximum === undefined ? {} : { maximum }) };
}

function choices(spec: AnySpec, text: AnyText, where: string): Pick<FieldDescription, 'enum' | 'enumLabels'> {
  if (!text.choices) return {};
  const values = Object.keys(text.choices);
  for (const value of values) if (!keeps(spec, value, value)) throw new Error(`${where}: its reader refuses the choice "${value}"`);
  if (readsAs(spec, 'not-one-of-the-choices') !== undefined) throw new Error(`${where}: reads any word, yet names choices`);
  return { enum: values, enumLabels: text.choices };
}

const isEmptyDefault = (value: unknown) =>
  value === undefined || value === null || value === '' || (typeof value === 'object' && Object.keys(value).length === 0);

function checkDefault(spec: AnySpec, description: Omit<FieldDescription, 'label' | 'help'>, where: string): void {
  const value = spec.defaultValue;
  if (value === undefined || value === null) return;
  // An empty default may be the mark of a required value (a countdown's end): the check is for what is read.
  if (!isEmptyDefault(value) && spec.check?.(value))
    throw new Error(`${where}: its own check refuses its default ${JSON.stringify(value)}`);
  const type = typeof value === 'object' ? 'object' : typeof value;
  const expected = description.type === 'integer' ? 'number' : description.type;
  if (type !== expected) throw new Error(`${where}: its default is a ${type}, its reader gives a ${expected}`);
  if (description.type === 'integer' && !Number.isInteger(value)) throw new Error(`${where}: its default is not a whole number`);
  if (description.enum && !description.enum.includes(value as string)) throw new Error(`${where}: its default is not one of its choices`);
  if (description.pattern && value !== '' && !new RegExp(description.pattern).test(value as string)) {
    throw new Error(`${where}: its default does not match its pattern`);
  }
}

/** A selector every browser parses, and one none does (an attribute selector left open). */
const VALID_SELECTOR_PROBE = '.a > b';
const MALFORMED_SELECTOR_PROBE = 'div[';

/**
 * A field whose texts say it holds a selector checks it as one (`cssSelector`, core/settings/schema.ts):
 * a malformed selector would throw in the widget, switching it off, instead of falling back with one warning.
 */
function checkSelector(spec: AnySpec, text: AnyText, where: string): void {
  if (text.format !== 'selector') return;
  if (!keeps(spec, VALID_SELECTOR_PROBE, VALID_SELECTOR_PROBE))
    throw new Error(`${where}: a selector field refuses "${VALID_SELECTOR_PROBE}"`);
  if (keeps(spec, MALFORMED_SELECTOR_PROBE, MALFORMED_SELECTOR_PROBE)) {
    throw new Error(`${where}: a selector field keeps "${MALFORMED_SELECTOR_PROBE}", which no browser parses: check it with cssSelector()`);
  }
}

function checkWords(text: AnyText, where: string): void {
  if (!text.label.trim() || text.label.endsWith('.')) throw new Error(`${where}: a label is a few words, without a full stop`);
  if (!/[.!?]$/.test(text.help.trim())) throw new Error(`${where}: its help is a sentence ending with a full stop`);
}

/** One field's description; throws, naming `where`, when the texts and the schema disagree. */
export function describeField<Value>(fieldSpec: FieldSpec<Value>, text: AnyText, where: string): FieldDescription {
  const spec = fieldSpec as unknown as AnySpec;
  checkWords(text, where);
  const type = fieldType(spec, text, where);
  const isNumber = type === 'number' || type === 'integer';
  if (!isNumber && (text.minimum !== undefined || text.maximum !== undefined || text.integer)) {
    throw new Error(`${where}: bounds are for numbers`);
  }
  if (type !== 'string' && (text.format || text.pattern)) throw new Error(`${where}: format and pattern are for texts`);
  if (text.pattern) new RegExp(text.pattern); // throws on a pattern that is not one
  checkSelector(spec, text, where);
  const value = spec.defaultValue;
  if (text.defaultText !== undefined && !isEmptyDefault(value)) {
    throw new Error(`${where}: defaultText is for a default that is empty or absent, not ${JSON.stringify(value)}`);
  }
  const description: FieldDescription = {
    type,
    ...(text.format ? { format: text.format } : {}),
    ...choices(spec, text, where),
    ...(value === undefined || value === null ? {} : { default: value as DefaultValue }),
    ...(text.defaultText === undefined ? {} : { defaultText: text.defaultText }),
    ...(isNumber ? numberBounds(spec, text, where) : {}),
    ...(text.pattern ? { pattern: text.pattern } : {}),
    ...(type === 'boolean' && readsAs(spec, '') === true ? { bare: true as const } : {}),
    label: text.label,
    help: text.help,
  };
  checkDefault(spec, description, where);
  return description;
}

/** Every field of a described schema, in the schema's order, with its name. */
export function describeSchema({ schema, texts }: DescribedSchema, where: string): Array<[string, FieldDescription]> {
  const specs = schema as Readonly<Record<string, AnySpec>>;
  const textsByName = texts as Readonly<Record<string, AnyText>>;
  for (const name of Object.keys(textsByName))
    if (!(name in specs)) throw new Error(`${where}: texts for "${name}", which the schema lacks`);
  return Object.keys(specs).map((name) => {
    const text = textsByName[name];
    if (!text) throw new Error(`${where}: no texts for "${name}"`);
    return [name, describeField(specs[name]!, text, `${where} ${name}`)];
  });
}
