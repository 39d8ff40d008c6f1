/**
 * What the visitor left in a form before its widget mounted (README, "Before a widget mounts"): typed,
 * ticked, chosen or filled in by the browser's autofill, which sets values without focus or key
 * events. Read from the controls themselves against what the server printed, so it needs no listener
 * before the widget's file comes and misses nothing that arrived meanwhile.
 */

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Input types whose value is not the visitor's to change. */
const FIXED_INPUT_TYPES = new Set(['hidden', 'submit', 'button', 'reset', 'image']);

/** The option a single select shows when the server marked none `selected`: its first enabled one. */
function printedIndex(select: HTMLSelectElement): number {
  const options = [...select.options];
  // Several marked: the last one shows, as the parser leaves it.
  const marked = options.reduce((found, option, index) => (option.defaultSelected ? index : found), -1);
  return marked >= 0 ? marked : options.findIndex((option) => !option.disabled);
}

/** Whether a control holds something else than what the server printed in it. */
export function differsFromPrinted(control: Element): boolean {
  if (control instanceof HTMLTextAreaElement) return control.value !== control.defaultValue;
  if (control instanceof HTMLSelectElement) {
    return control.multiple
      ? [...control.options].some((option) => option.selected !== option.defaultSelected)
      : control.selectedIndex !== printedIndex(control);
  }
  if (!(control instanceof HTMLInputElement) || FIXED_INPUT_TYPES.has(control.type)) return false;
  if (control.type === 'checkbox' || control.type === 'radio') return control.checked !== control.defaultChecked;
  if (control.type === 'file') return (control.files?.length ?? 0) > 0;
  return control.value !== control.defaultValue;
}

/** A control the visitor types into: its change event comes only as focus leaves it. */
const isTypedInto = (control: Element) =>
  control instanceof HTMLTextAreaElement || (control instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(control.type));

/**
 * The last control of the form, in its order, that the visitor changed: a change event has come for
 * it (a box or a choice sends one at once, a typed field as focus leaves it, autofill its own), so a
 * widget mounted since may act on it as on that event. A focused field being typed into is still
 * being edited: its change comes when the visitor leaves it.
 */
export function lastChangedControl(form: HTMLFormElement): Control | null {
  let last: Control | null = null;
  for (const control of form.elements) {
    const beingTyped = control === document.activeElement && isTypedInto(control);
    if (!beingTyped && differsFromPrinted(control)) last = control as Control;
  }
  return last;
}
