import { warn } from '../log';
import { describeValue } from './describe-value';

/**
 * A tiny typed schema: each field names how to read a raw value and its default. Used for the page
 * settings global and for every widget's options, so all of them fail the same way: a bad value falls
 * back to its default, and the whole parse reports its problems in ONE console warning.
 */
export interface FieldSpec<T> {
  readonly read: (raw: unknown) => T | undefined;
  readonly defaultValue: T;
  /** Extra rule on a readable value (a range, say); returns a reason when the value is refused. */
  readonly check?: (value: T) => string | undefined;
}

export type Schema<Shape> = { readonly [Key in keyof Shape]: FieldSpec<Shape[Key]> };

/**
 * What a schema reads, as a type: each field's value, as its reader and default give it. A family's
 * options and settings types are this of their schema (README, "Options and settings: one source"),
 * so a field added to the schema is in the type at once; a field's doc comment is written on the
 * schema's field and shows on the type's.
 */
export type ShapeOf<TheSchema> = {
  -readonly [Key in keyof TheSchema]: TheSchema[Key] extends FieldSpec<infer Value> ? Value : never;
};

export function field<T>(read: (raw: unknown) => T | undefined, defaultValue: T, check?: (value: T) => string | undefined): FieldSpec<T> {
  return check ? { read, defaultValue, check } : { read, defaultValue };
}

export function atLeast(minimum: number) {
  return (value: number) => (value < minimum ? `must be at least ${minimum}` : undefined);
}

/** A number from `minimum` to `maximum`, both included; anything outside is refused (the default and the one warning). */
export function within(minimum: number, maximum: number) {
  return (value: number) => (value < minimum || value > maximum ? `must be from ${minimum} to ${maximum}` : undefined);
}

/** Whether the browser's own selector parser takes `value`: a fragment's querySelector throws a SyntaxError on anything else. */
export function parsesAsSelector(value: string): boolean {
  try {
    document.createDocumentFragment().querySelector(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The check of a field holding a CSS selector (README: a malformed option falls back to its default
 * with one console warning): a selector the browser cannot parse would make every querySelector,
 * matches or closest with it throw, the widget's own or its vendor code's, and switch the widget off.
 * Empty is refused, unless it is a value of the field's own (`emptyAllowed`: none, the whole answer).
 */
export function cssSelector({ emptyAllowed = false }: { emptyAllowed?: boolean } = {}) {
  return (value: string) => {
    if (value.trim() === '') return emptyAllowed ? undefined : 'must not be empty';
    return parsesAsSelector(value) ? undefined : 'is not a CSS selector';
  };
}

export interface ParseResult<Shape> {
  readonly value: Shape;
  readonly problems: readonly string[];
}

/** Reads `source[key]` for each schema key (or `keyFor(key)`); missing keys take their default silently. */
export function parseWithSchema<Shape>(
  schema: Schema<Shape>,
  source: Readonly<Record<string, unknown>>,
  keyFor: (key: string) => string = (key) => key,
): ParseResult<Shape> {
  const value = {} as Shape;
  const problems: string[] = [];
  for (const key of Object.keys(schema) as Array<keyof Shape & string>) {
    const spec = schema[key];
    const sourceKey = keyFor(key);
    // Own keys only: a schema field named like an Object.prototype member must not read the prototype.
    const raw = Object.prototype.hasOwnProperty.call(source, sourceKey) ? source[sourceKey] : undefined;
    if (raw === undefined || raw === null) {
      value[key] = spec.defaultValue;
      continue;
    }
    let read: Shape[typeof key] | undefined;
    try {
      read = spec.read(raw);
    } catch {
      read = undefined; // a value whose coercion throws (a BigInt in a Math call, say) is unreadable
    }
    const refusal = read === undefined ? 'cannot be read' : spec.check?.(read);
    if (read === undefined || refusal) {
      problems.push(`${sourceKey}=${describeValue(raw)} ${refusal ?? ''}, using ${describeValue(spec.defaultValue)}`.replace(' ,', ','));
      value[key] = spec.defaultValue;
    } else {
      value[key] = read;
    }
  }
  return { value, problems };
}

export function warnProblems(what: string, problems: readonly string[], ...details: unknown[]): void {
  if (problems.length > 0) warn(`${what}: ${problems.join('; ')}`, ...details);
}
