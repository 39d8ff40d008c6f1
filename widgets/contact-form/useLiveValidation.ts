import { useEffect, useRef } from 'react';
import type { InvalidField } from './answer';
import { contactFormUrl, restLocation, fetchSchema, type RestLocation } from './api';
import type { ContactFormInfo } from './structure';
import { fieldsUpTo, readEnteredValues } from './validation/field-values';
import { readSchema, type ValidationRule } from './validation/schema';
import { validateFields } from './validation/validate';

/** The outcome of checking the fields a change touched: which were checked, and the broken ones. */
export interface LiveCheck {
  checked: ReadonlySet<string>;
  broken: InvalidField[];
}

/**
 * Validation as the visitor goes (README): the form's schema is fetched once, at mount; then `check`
 * tells, for a changed control, which fields were checked and which broke a rule. Until the schema has
 * come, or when it cannot be fetched or read (no console message), nothing is checked and the form works as before.
 */
export function useLiveValidation(
  { form, id }: ContactFormInfo,
  rest: RestLocation,
  nonce: string,
): (changed: EventTarget | null) => LiveCheck | null {
  const rules = useRef<ValidationRule[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    fetchSchema(contactFormUrl(restLocation(rest), id, 'feedback/schema'), nonce, controller.signal)
      .then((schema) => (rules.current = readSchema(schema)))
      // Silently: sites on a plugin without the endpoint are many, and the server still checks on submit.
      .catch(() => {});
    return () => controller.abort();
  }, [form, id, nonce, rest]);

  return (changed) => {
    if (rules.current.length === 0) return null;
    const { order, values } = readEnteredValues(form);
    const fields = fieldsUpTo(form, changed, order);
    if (fields.size === 0) return null;
    const results = validateFields(rules.current, values, fields);
    const broken = [...results].flatMap(([field, error]): InvalidField[] =>
      error === null ? [] : [{ field, into: null, message: error, idref: null, errorId: null }],
    );
    return { checked: new Set([...fields, ...results.keys()]), broken };
  };
}
