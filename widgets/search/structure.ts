import { ownElements } from '../../core/dom/own-elements';
import { SEARCH_MARKUP } from './markup';

/** The overlay's openers a theme prints in the widget (README, "Markup contract"). */
export const OPENER_SELECTOR = `[${SEARCH_MARKUP.attributes.open}]`;

/** The server markup a search widget works on (README, "Markup contract"). */
export interface SearchStructure {
  readonly form: HTMLFormElement;
  /** The text field: `input[name="s"]`, else the form's first `input[type="search"]`. */
  readonly input: HTMLInputElement;
  /** The overlay form: the `<dialog>` holding the form, and the openers printed with the page. */
  readonly overlay: {
    readonly dialog: HTMLDialogElement;
    readonly openers: readonly HTMLElement[];
  } | null;
}

export function readSearchStructure(element: HTMLElement): SearchStructure | null {
  const dialog = element instanceof HTMLDialogElement ? element : (ownElements<HTMLDialogElement>(element, 'dialog')[0] ?? null);
  const form = element instanceof HTMLFormElement ? element : ((dialog ?? element).querySelector<HTMLFormElement>('form') ?? null);
  if (!form) return null;
  const input = form.querySelector<HTMLInputElement>('input[name="s"]') ?? form.querySelector<HTMLInputElement>('input[type="search"]');
  if (!input) return null;
  if (!dialog) return { form, input, overlay: null };
  return {
    form,
    input,
    overlay: {
      dialog,
      openers: ownElements(element, OPENER_SELECTOR),
    },
  };
}

/**
 * The call's post_type and product_cat: from the form's own fields when it has them. Only fields
 * inside the form: `form.elements` also lists a field anywhere on the page that names the form's id
 * (`form="searchform"`), which content printed elsewhere could add.
 */
export function formField(form: HTMLFormElement, name: string): string {
  const control = [...form.elements].find((candidate) => candidate.getAttribute('name') === name && form.contains(candidate));
  if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) return control.value;
  return '';
}

/** The results page for the typed text: the form's action with its fields, as submitting would give. */
export function resultsPageUrl(form: HTMLFormElement): string {
  const url = new URL(form.getAttribute('action') || '', document.baseURI);
  url.search = '';
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') url.searchParams.append(name, value);
  return url.href;
}
