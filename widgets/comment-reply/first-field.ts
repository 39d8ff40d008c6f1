const FOCUSABLE_FIELD = 'input, textarea, select, button';

/** Shown on screen: not `type=hidden`, not inside something hidden, not `visibility: hidden`. */
function isShown(field: HTMLElement): boolean {
  if (typeof field.checkVisibility === 'function') return field.checkVisibility({ visibilityProperty: true });
  // Engines without checkVisibility (and jsdom): walk up looking for what hides it.
  if (getComputedStyle(field).visibility === 'hidden') return false;
  for (let node: HTMLElement | null = field; node; node = node.parentElement) {
    if (node.hidden || getComputedStyle(node).display === 'none') return false;
  }
  return true;
}

/**
 * The field a visitor types into first, as WordPress's comment-reply.js picks it: the first form
 * control, in form order, that is not hidden, disabled or invisible. On WordPress's own form that is
 * the comment textarea (it comes first both for logged-in visitors and, since WordPress 4.4, for guests).
 */
export function firstVisibleField(form: HTMLFormElement): HTMLElement | null {
  for (const field of form.querySelectorAll<HTMLInputElement>(FOCUSABLE_FIELD)) {
    if (field.type === 'hidden' || field.disabled) continue;
    if (isShown(field)) return field;
  }
  return null;
}
