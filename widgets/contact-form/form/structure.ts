import { CONTACT_FORM_MARKUP } from '../markup';

/**
 * Markup contract: Contact Form 7's own (see fixtures) or ours with the same inner parts.
 * - the form: `div.wpcf7 > form.wpcf7-form`, or any `<form data-island="contact-form">` (or an element
 *   with that attribute holding one form);
 * - hidden fields `_wpcf7` (form id), `_wpcf7_version`, `_wpcf7_locale`, `_wpcf7_unit_tag`,
 *   `_wpcf7_container_post`, optional `_wpnonce`;
 * - fields inside `.wpcf7-form-control-wrap[data-name="<field name>"]` (tips go there);
 * - `.wpcf7-response-output` in the form, `.screen-reader-response` (a `ul` for the alert list) in the
 *   wrapper: both are added when the markup lacks them.
 */
export interface ContactFormInfo {
  form: HTMLFormElement;
  /** `div.wpcf7`, else the form's parent: where the wpcf7 events are heard and the no-js class lives. */
  wrapper: HTMLElement;
  id: number;
  unitTag: string;
  pluginVersion: string;
  locale: string;
  containerPostId: number;
  /** The alert list: `.screen-reader-response ul` of the plugin's wrapper (or of our island element). */
  alertList: HTMLElement | null;
  /** `.wpcf7-response-output` boxes inside the form. */
  outputs: HTMLElement[];
}

/** The field controls of a form (inputs, selects, textareas, buttons), whatever their type. */
export type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement;

const hiddenValue = (form: HTMLFormElement, name: string): string => {
  const field = fieldsNamed(form, name)[0];
  return field ? field.value : '';
};

/** Non-negative integer of a server string, 0 when unreadable (as the plugin's own absInt does). */
export const absInt = (raw: string | null | undefined): number => {
  const value = Math.abs(parseInt(raw ?? '', 10));
  return Number.isFinite(value) ? value : 0;
};

/** The form the widget element is, or holds. */
function findForm(element: HTMLElement): HTMLFormElement | null {
  return element instanceof HTMLFormElement ? element : element.querySelector('form');
}

/** Reads a form's identity; null (the form is left to submit natively) when it names no form id. */
export function readContactForm(element: HTMLElement): ContactFormInfo | null {
  const form = findForm(element);
  if (!form) return null;
  // The plugin's wrapper, or our island element around the form; a bare form's parent may hold other forms.
  const scope = form.closest<HTMLElement>(`.${CONTACT_FORM_MARKUP.classes.wrapper}`) ?? (element !== form ? element : null);
  const wrapper = scope ?? form.parentElement ?? form;
  const id = absInt(hiddenValue(form, '_wpcf7') || wrapper.getAttribute(CONTACT_FORM_MARKUP.attributes.formId));
  if (!id) return null;
  return {
    form,
    wrapper,
    id,
    unitTag: hiddenValue(form, '_wpcf7_unit_tag') || wrapper.id || `wpcf7-f${id}`,
    pluginVersion: hiddenValue(form, '_wpcf7_version'),
    locale: hiddenValue(form, '_wpcf7_locale'),
    containerPostId: absInt(hiddenValue(form, '_wpcf7_container_post')),
    alertList: scope?.querySelector<HTMLElement>(`.${CONTACT_FORM_MARKUP.classes.alerts} ul`) ?? null,
    outputs: [...form.querySelectorAll<HTMLElement>(`.${CONTACT_FORM_MARKUP.classes.output}`)],
  };
}

/** Controls named `name` (or `name[]`, as checkbox groups are), compared by value: no selector escaping. */
export function fieldsNamed(form: HTMLFormElement, name: string): FieldElement[] {
  return ([...form.elements] as FieldElement[]).filter((field) => field.name === name || field.name === `${name}[]`);
}

/** The form's `_wpnonce`, empty when it has none (then no X-WP-Nonce is sent: README, "Calls"). */
export const formNonce = (form: HTMLFormElement): string => fieldsNamed(form, '_wpnonce')[0]?.value ?? '';

/** The `.wpcf7-form-control-wrap` of a field, by its data-name (or, for older markup, its class). */
export function wrapOfField(form: HTMLFormElement, name: string): HTMLElement | null {
  for (const wrap of form.querySelectorAll<HTMLElement>(`.${CONTACT_FORM_MARKUP.classes.fieldWrap}`)) {
    if (wrap.getAttribute(CONTACT_FORM_MARKUP.attributes.name) === name || wrap.classList.contains(name)) return wrap;
  }
  const control = fieldsNamed(form, name)[0];
  return control ? (control.closest<HTMLElement>(`.${CONTACT_FORM_MARKUP.classes.fieldWrap}`) ?? control.parentElement) : null;
}
