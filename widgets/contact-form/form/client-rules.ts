import { applyAttributes } from '../../../core/dom/attributes';
import { differsFromPrinted } from '../../../core/dom/edited-controls';
import { syncSubmitButtons } from '../acceptance';
import { absInt, fieldsNamed } from './structure';
import { CONTACT_FORM_MARKUP } from '../markup';

/** Client-side rules (README) on Contact Form 7 markup. Each is a plain function of the form. */

const SCHEME = /^[a-z][a-z0-9.+-]*:/i;

/** README: a url value with no scheme but a dot gets `http://` (leading slashes dropped first). */
export function withUrlScheme(value: string): string {
  const trimmed = value.trim();
  if (!trimmed || SCHEME.test(trimmed) || !trimmed.includes('.')) return trimmed;
  return `http://${trimmed.replace(/^\/+/, '')}`;
}

function isUrlField(target: EventTarget | null): target is HTMLInputElement {
  return target instanceof HTMLInputElement && (target.type === 'url' || target.classList.contains(CONTACT_FORM_MARKUP.classes.url));
}

export function applyUrlSchemes(form: HTMLFormElement): void {
  for (const field of form.elements) if (isUrlField(field)) field.value = withUrlScheme(field.value);
}

/**
 * An address typed and left before the widget came gets its scheme at mount, as its change would have
 * given it (README, "Before its file"); the one still focused gets it when the visitor leaves it.
 */
export function schemeUrlsTypedBefore(form: HTMLFormElement): void {
  for (const field of form.elements) {
    if (isUrlField(field) && field !== document.activeElement && differsFromPrinted(field)) field.value = withUrlScheme(field.value);
  }
}

/** README: in an exclusive checkbox group, checking one box unchecks the others. */
export function keepExclusive(changed: EventTarget | null): void {
  if (!(changed instanceof HTMLInputElement) || changed.type !== 'checkbox' || !changed.checked) return;
  const group = changed.closest(`.${CONTACT_FORM_MARKUP.classes.exclusive}`);
  if (!group) return;
  for (const box of group.querySelectorAll('input[type="checkbox"]')) {
    if (box !== changed && (box as HTMLInputElement).name === changed.name) (box as HTMLInputElement).checked = false;
  }
}

interface FreeTextPair {
  option: HTMLInputElement;
  text: HTMLInputElement;
}

function freeTextPairs(form: HTMLFormElement): FreeTextPair[] {
  return [...form.querySelectorAll(`.${CONTACT_FORM_MARKUP.classes.hasFreeText}`)].flatMap((item) => {
    const option = item.querySelector<HTMLInputElement>('input[type="checkbox"], input[type="radio"]');
    const text = item.querySelector<HTMLInputElement>(`input.${CONTACT_FORM_MARKUP.classes.freeText}`);
    return option && text ? [{ option, text }] : [];
  });
}

/** README: a free-text input is enabled only while its option is checked (a disabled input is not sent). */
export function syncFreeTexts(form: HTMLFormElement): void {
  for (const { option, text } of freeTextPairs(form)) text.disabled = !option.checked;
}

/** Counts one counter: up (length) or down (start − length); too-long above the maximum, too-short below the minimum. */
export function countCharacters(counter: HTMLElement, value: string): void {
  const maximum = absInt(counter.getAttribute(CONTACT_FORM_MARKUP.attributes.counterMaximum));
  const minimum = absInt(counter.getAttribute(CONTACT_FORM_MARKUP.attributes.counterMinimum));
  const count = counter.classList.contains(CONTACT_FORM_MARKUP.classes.counterDown)
    ? absInt(counter.getAttribute(CONTACT_FORM_MARKUP.attributes.counterStart)) - value.length
    : value.length;
  counter.setAttribute(CONTACT_FORM_MARKUP.attributes.counterValue, String(count));
  counter.textContent = String(count);
  counter.classList.toggle(CONTACT_FORM_MARKUP.classes.tooLong, maximum > 0 && value.length > maximum);
  counter.classList.toggle(CONTACT_FORM_MARKUP.classes.tooShort, minimum > 0 && value.length < minimum);
}

/** Updates the counters of one field (by name), or all of them. */
export function updateCounters(form: HTMLFormElement, fieldName?: string): void {
  for (const counter of form.querySelectorAll<HTMLElement>(`.${CONTACT_FORM_MARKUP.classes.counter}`)) {
    const name = counter.getAttribute(CONTACT_FORM_MARKUP.attributes.counterTarget);
    if (!name || (fieldName !== undefined && name !== fieldName)) continue;
    const field = fieldsNamed(form, name)[0];
    if (field) countCharacters(counter, field.value);
  }
}

/**
 * Prepares choice lists: boxes printed without a <label> (the plugin's default for some groups) and
 * free-text inputs are named by their option's label through aria-labelledby; a free-text input with no
 * name gets the one the plugin reads (`_wpcf7_free_text_<field>`). Returns the undo.
 */
export function prepareChoices(form: HTMLFormElement, idPrefix: string): () => void {
  const undo: Array<() => void> = [];
  form.querySelectorAll(`.${CONTACT_FORM_MARKUP.classes.listItem}`).forEach((item, index) => {
    const label = item.querySelector(`.${CONTACT_FORM_MARKUP.classes.listItemLabel}`);
    if (!label) return;
    const labelId = label.id || `${idPrefix}-choice-${index}`;
    let used = false;
    for (const input of item.querySelectorAll<HTMLInputElement>('input:not([type="hidden"])')) {
      if (input.labels?.length || input.hasAttribute('aria-label') || input.hasAttribute('aria-labelledby')) continue;
      undo.push(applyAttributes(input, { 'aria-labelledby': labelId }));
      used = true;
    }
    if (used) undo.push(applyAttributes(label, { id: labelId }));
  });
  for (const { option, text } of freeTextPairs(form)) {
    if (!text.name) undo.push(applyAttributes(text, { name: `_wpcf7_free_text_${option.name.replace(/\[\]$/, '')}` }));
  }
  return () => undo.reverse().forEach((restore) => restore());
}

/**
 * The rules a change sets off (README, "Client rules"): a url field gets its scheme, an exclusive group
 * keeps one box, free texts and the submit buttons follow their boxes. Before validation reads the fields.
 */
export function followChange(form: HTMLFormElement, changed: EventTarget | null): void {
  if (isUrlField(changed)) changed.value = withUrlScheme(changed.value);
  keepExclusive(changed);
  syncFreeTexts(form);
  syncSubmitButtons(form);
}

/** Every rule whose state follows the fields: after mount and after a reset. */
export function syncRules(form: HTMLFormElement): void {
  syncFreeTexts(form);
  updateCounters(form);
  syncSubmitButtons(form);
}
