/**
 * The form's validation schema, as the plugin's `…/feedback/schema` endpoint prints it:
 * `{version, locale, rules: [{rule, field, error, threshold?, accept?, base?, interval?, rules?}]}`
 * (widgets/contact-form/README.md, "Validation as the visitor goes"). Read leniently: a rule that is
 * not an object or names no rule is dropped; a property of the wrong type is as if missing.
 */
export interface ValidationRule {
  rule: string;
  /** The field the rule checks ('' when the schema names none). */
  field: string;
  /** Shown as the field's tip, as text, when the rule is broken. */
  error: string;
  threshold?: string;
  accept?: string[];
  base?: string;
  interval?: string;
  /** Child rules of the composites `all` and `any`. */
  rules?: ValidationRule[];
}

/** Deeper nesting than this is no schema the plugin prints: those children are dropped. */
const MAX_RULE_DEPTH = 8;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const scalarText = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;

function readRule(raw: unknown, depth: number): ValidationRule | null {
  if (!isRecord(raw) || typeof raw.rule !== 'string' || !raw.rule) return null;
  const rule: ValidationRule = { rule: raw.rule, field: scalarText(raw.field) ?? '', error: scalarText(raw.error) ?? '' };
  const threshold = scalarText(raw.threshold);
  if (threshold !== undefined) rule.threshold = threshold;
  const base = scalarText(raw.base);
  if (base !== undefined) rule.base = base;
  const interval = scalarText(raw.interval);
  if (interval !== undefined) rule.interval = interval;
  if (Array.isArray(raw.accept)) rule.accept = raw.accept.map(scalarText).filter((item): item is string => item !== undefined);
  if (Array.isArray(raw.rules) && depth < MAX_RULE_DEPTH) rule.rules = readRules(raw.rules, depth + 1);
  return rule;
}

function readRules(raw: readonly unknown[], depth: number): ValidationRule[] {
  return raw.map((item) => readRule(item, depth)).filter((rule): rule is ValidationRule => rule !== null);
}

/** The rules of a schema answer; none when it is not one. */
export function readSchema(raw: unknown): ValidationRule[] {
  return isRecord(raw) && Array.isArray(raw.rules) ? readRules(raw.rules, 0) : [];
}
