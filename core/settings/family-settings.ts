import { parseWithSchema, warnProblems, type Schema } from './schema';
import type { SettingsSnapshot } from './settings-snapshot';

const parsedBySnapshot = new WeakMap<SettingsSnapshot, Map<Schema<unknown>, unknown>>();

/**
 * The page-settings keys one widget family reads, parsed with the family's own schema once per page
 * (so a bad value warns once, however many widgets of the family mount). Families document their keys
 * in their README.
 */
export function parseFamilySettings<Shape>(raw: SettingsSnapshot, schema: Schema<Shape>, family: string): Shape {
  let parsed = parsedBySnapshot.get(raw);
  if (!parsed) parsedBySnapshot.set(raw, (parsed = new Map()));
  if (parsed.has(schema as Schema<unknown>)) return parsed.get(schema as Schema<unknown>) as Shape;
  const { value, problems } = parseWithSchema(schema, raw);
  warnProblems(`page settings of ${family}`, problems);
  parsed.set(schema as Schema<unknown>, value);
  return value;
}
