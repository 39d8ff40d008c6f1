import { useEffect, useRef, useState } from 'react';
import type { InvalidField } from './controller/answer';
import { contactFormUrl, restLocation, fetchSchema, type RestLocation } from './controller/api';
import type { ContactFormInfo } from './form/structure';
import { fieldsUpTo, readEnteredValues } from './validation/field-values';
import { readSchema, type ValidationRule } from './validation/schema';
import { validateFields } from './validation/validate';

/** The outcome of checking the fields a change touched: which were checked, and the broken ones. */
interface LiveCheck {
  checked: ReadonlySet<string>;
  broken: InvalidField[];
}

export interface LiveValidation {
  /** For a changed control: which fields were checked, and the broken ones; null while there are no rules. */
  check(changed: EventTarget | null): LiveCheck | null;
  /** The rules have come (and hold at least one): what changed before is checked then (README, "Before its file"). */
  readonly ready: boolean;
}

/**
 * Validation as the visitor goes (README): the form's schema is fetched once, at mount; then `check`
 * tells, for a changed control, which fields were checked and which broke a rule. Until the schema has
 * come, or when it cannot be fetched or read (no console message), nothing is checked and the form works as before.
 */
export function useLiveValidation({ form, id }: ContactFormInfo, rest: RestLocation, nonce: string): LiveValidation {
  const rules = useRef<ValidationRule[]>([]);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    fetchSchema(contactFormUrl(restLocation(rest), id, 'feedback/schema'), nonce, controller.signal)
      .then((schema) => {
        rules.current = readSchema(schema);
        setReady(rules.current.length > 0);
      })
      // Silently: sites on a plugin without the endpoint are many, and the server still checks on submit.
      .catch(() => {});
    return () => controller.abort();
  }, [form, id, nonce, rest]);

  const check = (changed: EventTarget | null): LiveCheck | null => {
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
  return { check, ready };
}
