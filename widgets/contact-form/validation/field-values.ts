import { CONTACT_FORM_MARKUP } from '../markup';

/**
 * What the visitor has entered, per field, as the rules see it: the field name without the `[]` of a
 * group, its non-blank text values and chosen files. Fields inside `.novalidate` and controls without
 * a name, disabled or buttons are left out (widgets/contact-form/README.md, "Validation as the visitor goes").
 */
export type FieldValue = string | File;

const CONTROLS = 'input, select, textarea';
const SKIPPED_INPUT_TYPES = new Set(['button', 'image', 'reset', 'submit']);

/** A control's name as a schema names its field: a checkbox group's `name[]` is `name`. */
const fieldKey = (name: string) => name.replace(/\[\]$/, '');

function controlValues(control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): FieldValue[] {
  if (control instanceof HTMLSelectElement) return [...control.selectedOptions].map((option) => option.value);
  if (control instanceof HTMLInputElement) {
    if (SKIPPED_INPUT_TYPES.has(control.type)) return [];
    if (control.type === 'checkbox' || control.type === 'radio') return control.checked ? [control.value] : [];
    if (control.type === 'file') return [...(control.files ?? [])];
  }
  return [control.value];
}

const isBlank = (value: FieldValue) => (typeof value === 'string' ? value.trim() === '' : value.size === 0 && value.name === '');

export interface EnteredValues {
  /** Field names in form order, one per `.wpcf7-form-control-wrap`. */
  order: string[];
  values: Map<string, FieldValue[]>;
}

export function readEnteredValues(form: HTMLFormElement): EnteredValues {
  const order: string[] = [];
  const values = new Map<string, FieldValue[]>();
  for (const wrap of form.querySelectorAll<HTMLElement>(`.${CONTACT_FORM_MARKUP.classes.fieldWrap}`)) {
    if (wrap.closest(`.${CONTACT_FORM_MARKUP.classes.noValidate}`)) continue;
    let wrapName = wrap.getAttribute(CONTACT_FORM_MARKUP.attributes.name) ?? '';
    for (const control of wrap.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(CONTROLS)) {
      if (!control.name || control.disabled || control.matches(':disabled')) continue;
      const key = fieldKey(control.name);
      wrapName ||= key;
      const list = values.get(key) ?? [];
      list.push(...controlValues(control).filter((value) => !isBlank(value)));
      values.set(key, list);
    }
    if (wrapName && !order.includes(wrapName)) order.push(wrapName);
  }
  return { order, values };
}

/**
 * The fields checked when `changed` changes, as the plugin does: its own and every field before it in
 * the form. None when it is no named control of a field the rules may check.
 */
export function fieldsUpTo(form: HTMLFormElement, changed: EventTarget | null, order: readonly string[]): Set<string> {
  if (!(changed instanceof Element) || !changed.matches(CONTROLS) || !(changed as HTMLInputElement).name) return new Set();
  const wrap = changed.closest<HTMLElement>(`.${CONTACT_FORM_MARKUP.classes.fieldWrap}`);
  if (!wrap || !form.contains(wrap) || wrap.closest(`.${CONTACT_FORM_MARKUP.classes.noValidate}`)) return new Set();
  const name = wrap.getAttribute(CONTACT_FORM_MARKUP.attributes.name) || fieldKey((changed as HTMLInputElement).name);
  const index = order.indexOf(name);
  return new Set(index < 0 ? [] : order.slice(0, index + 1));
}
