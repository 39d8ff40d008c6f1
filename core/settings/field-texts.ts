import type { Schema } from './schema';

/**
 * What the people who set a field need to know about it and the schema cannot say: a label, a help
 * sentence, the bounds its check enforces, the names of its choices (README, "Options and settings:
 * one source"). Written next to the schema in the family's options.ts; `npm run schema` turns
 * schema and texts into the JSON description that the plugin's settings screen, the README tables
 * and block attributes are made from. Build time only: nothing the bundle runs imports a
 * texts object, so none of them is in a built file but the inspector's, fetched only when a developer
 * switches it on (README, "Inspector"), which shows each setting's label.
 */
interface BaseFieldText {
  /** A few words, as a form label: `Slides in view`. */
  readonly label: string;
  /** One or two sentences ending with a full stop: what it does, what it is measured in. */
  readonly help: string;
  /** The smallest number the schema's check accepts (`npm run schema` proves it on the check). */
  readonly minimum?: number;
  /** The largest number the schema's check accepts (proved the same way). */
  readonly maximum?: number;
  /** Editors offer whole numbers only (the bundle may read fractions too). */
  readonly integer?: true;
  /** What kind of text it is, for the settings screen and editors (see TextFormat). */
  readonly format?: TextFormat;
  /**
   * What the settings screen and editors accept, as a regular expression both JavaScript and PHP
   * read (`^[a-z]+$`); the bundle itself reads any text.
   */
  readonly pattern?: string;
  /** The default in words when the value is empty or computed: `the element's title`. */
  readonly defaultText?: string;
  /**
   * Settings only. `false`: the plugin prints it from WordPress itself (the ajax address, the REST
   * root), so the settings screen does not offer it.
   */
  readonly screen?: false;
}

/**
 * - `text`: words visitors read; left empty on the settings screen, the translated default is printed.
 * - `html`: markup, kept through WordPress's post rules.
 * - `url`, `selector` (CSS), `date-time` (ISO 8601 with its offset): what editors should ask for.
 */
export type TextFormat = 'text' | 'html' | 'url' | 'selector' | 'date-time';

type Present<Value> = Exclude<Value, undefined | null>;

/** A field whose type is a union of words must name each one (the compiler checks there is no gap). */
type ChoiceTexts<Value> = [Present<Value>] extends [string]
  ? string extends Present<Value>
    ? { readonly choices?: never }
    : { readonly choices: { readonly [Choice in Present<Value>]: string } }
  : { readonly choices?: never };

/** A field that may be absent (undefined or null by default) says in words what happens then. */
type AbsentTexts<Value> = undefined extends Value
  ? { readonly defaultText: string }
  : null extends Value
    ? { readonly defaultText: string }
    : unknown;

type FieldText<Value> = BaseFieldText & ChoiceTexts<Value> & AbsentTexts<Value>;

/** The texts of a field of any type, as the describe step reads them (the compiler checked them as FieldText). */
export type AnyFieldText = BaseFieldText & { readonly choices?: Readonly<Record<string, string>>; readonly defaultText?: string };

/** Texts for every field of a schema, and for no other. */
export type FieldTexts<Shape> = { readonly [Key in keyof Shape]: FieldText<Shape[Key]> };

/** A schema with its texts: what `npm run schema` describes. */
export interface DescribedSchema<Shape = Record<string, unknown>> {
  readonly schema: Schema<Shape>;
  readonly texts: FieldTexts<Shape>;
}

/** A group of page settings, a section of the settings screen. */
export interface DescribedSettings<Shape = Record<string, unknown>> extends DescribedSchema<Shape> {
  /** The section's title: `Promo popup`. */
  readonly title: string;
}

/**
 * What a family reads, as the `schemas()` of its widgets/<family>/options.ts gives it (README,
 * "Adding a widget family"): each widget's options by `data-island` name, and its page settings by the
 * name its warnings use (`useFamilySettings(schema, name)`). A function, not a constant: the bundle
 * imports options.ts for its parsers and never calls it, so no built file keeps the texts it pairs.
 */
export interface FamilySchemas {
  readonly options?: Readonly<Record<string, DescribedSchema>>;
  readonly settings?: Readonly<Record<string, DescribedSettings>>;
}

/** Pairs a schema with its texts, the compiler checking that they name the same fields. */
export function described<Shape>(schema: Schema<Shape>, texts: FieldTexts<Shape>): DescribedSchema {
  return { schema, texts } as unknown as DescribedSchema;
}

/** The same for a group of page settings, with its section title. */
export function describedSettings<Shape>(title: string, schema: Schema<Shape>, texts: FieldTexts<Shape>): DescribedSettings {
  return { title, schema, texts } as unknown as DescribedSettings;
}
