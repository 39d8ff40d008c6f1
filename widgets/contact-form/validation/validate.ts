import { fieldsUpTo, readEnteredValues, type FieldValue } from './field-values';
import { RULE_CHECKS } from './rules';
import type { ValidationRule } from './schema';

/** A broken rule: the field whose tip shows and the error text. */
export interface BrokenRule {
  field: string;
  error: string;
}

type ValuesOf = (field: string) => readonly FieldValue[];

/**
 * One rule against the entered values: null when it holds (or is unknown: the server still decides).
 * `all` holds when every child holds, children checked in order; the first broken child's field and
 * error stand for it. `any` holds when one child holds; else its own field and error.
 */
export function checkRule(rule: ValidationRule, valuesOf: ValuesOf): BrokenRule | null {
  if (rule.rule === 'all') {
    for (const child of rule.rules ?? []) {
      const broken = checkRule(child, valuesOf);
      if (broken) return { field: broken.field || rule.field, error: broken.error || rule.error };
    }
    return null;
  }
  if (rule.rule === 'any') {
    const children = rule.rules ?? [];
    return children.length === 0 || children.some((child) => !checkRule(child, valuesOf)) ? null : { field: rule.field, error: rule.error };
  }
  const check = RULE_CHECKS.get(rule.rule);
  return !check || check(valuesOf(rule.field), rule) ? null : { field: rule.field, error: rule.error };
}

/**
 * Checks the rules of the given fields, in schema order, as the plugin does: once a field has broken
 * a rule, its later rules are skipped. Every field checked is in the result: its error, or null when
 * it passed every rule.
 */
export function validateFields(
  rules: readonly ValidationRule[],
  values: ReadonlyMap<string, readonly FieldValue[]>,
  fields: ReadonlySet<string>,
): Map<string, string | null> {
  const result = new Map<string, string | null>();
  const valuesOf: ValuesOf = (field) => values.get(field) ?? [];
  for (const rule of rules) {
    if (!fields.has(rule.field) || typeof result.get(rule.field) === 'string') continue;
    const broken = checkRule(rule, valuesOf);
    if (broken) result.set(broken.field || rule.field, broken.error);
    else if (!result.has(rule.field)) result.set(rule.field, null);
  }
  return result;
}

/** What a change checked: every field checked, and the broken rules among them. */
interface ChangeCheck {
  checked: ReadonlySet<string>;
  broken: BrokenRule[];
}

/**
 * The check of a change (README, "Validation as the visitor goes"): the changed control's field and
 * every field before it in the form, against the rules. Null when it checks nothing: no rules, or no
 * named control of a field the rules may check.
 */
export function checkChange(form: HTMLFormElement, rules: readonly ValidationRule[], changed: EventTarget | null): ChangeCheck | null {
  if (rules.length === 0) return null;
  const { order, values } = readEnteredValues(form);
  const fields = fieldsUpTo(form, changed, order);
  if (fields.size === 0) return null;
  const results = validateFields(rules, values, fields);
  const broken = [...results].flatMap(([field, error]): BrokenRule[] => (error === null ? [] : [{ field, error }]));
  return { checked: new Set([...fields, ...results.keys()]), broken };
}
