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

/**
 * The last control of the form, in its order, that the visitor changed and left: a change event has
 * come for it (the browser sends one as focus leaves an edited field, and autofill sends its own), so
 * a widget mounted since may act on it as on that event. The focused control is still being edited:
 * its change comes when the visitor leaves it.
 */
export function lastChangedControl(form: HTMLFormElement): Control | null {
  let last: Control | null = null;
  for (const control of form.elements) {
    if (control !== document.activeElement && differsFromPrinted(control)) last = control as Control;
  }
  return last;
}
