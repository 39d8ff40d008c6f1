import { isShown } from './is-shown';

const FOCUSABLE_FIELD = 'input, textarea, select, button';

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
