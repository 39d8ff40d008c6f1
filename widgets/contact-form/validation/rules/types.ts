import type { FieldValue } from '../field-values';
import type { ValidationRule } from '../schema';

/** One rule's check: true when the field's non-blank values pass it. */
export type RuleCheck = (values: readonly FieldValue[], rule: ValidationRule) => boolean;

export const textsOf = (values: readonly FieldValue[]): string[] =>
  values.filter((value): value is string => typeof value === 'string').map((text) => text.trim());
export const filesOf = (values: readonly FieldValue[]): File[] => values.filter((value): value is File => typeof value !== 'string');
