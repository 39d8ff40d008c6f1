import { CONTACT_FORM_MARKUP } from './markup';

/**
 * The acceptance rule of the submit buttons (README, "Client rules"): shared by the widget and by its
 * premount in the main bundle, which applies it from the page's load (widgets/contact-form/premount.ts).
 */

/**
 * README: may the form be submitted as far as acceptance goes? Not while a required acceptance box is
 * unchecked or an inverted one checked; optional boxes do not count; always when the form treats
 * acceptance as validation (the server then answers for it).
 */
export function acceptanceAllowsSubmit(form: HTMLFormElement): boolean {
  return form.classList.contains(CONTACT_FORM_MARKUP.classes.acceptanceAsValidation) || !firstUnacceptedBox(form);
}

export const submitButtons = (form: HTMLFormElement) => [
  ...form.querySelectorAll<HTMLInputElement | HTMLButtonElement>(`.${CONTACT_FORM_MARKUP.classes.submit}, [type="submit"]`),
];

/** Recomputes the submit buttons' state; a form without acceptance boxes keeps whatever the theme set. */
export function syncSubmitButtons(form: HTMLFormElement): void {
  if (!form.querySelector(`.${CONTACT_FORM_MARKUP.classes.acceptance}`)) return;
  const allowed = acceptanceAllowsSubmit(form);
  for (const button of submitButtons(form)) button.disabled = !allowed;
}

/** The first required box left unchecked (or inverted box checked); focus goes there after acceptance_missing. */
export function firstUnacceptedBox(form: HTMLFormElement): HTMLInputElement | null {
  for (const group of form.querySelectorAll(`.${CONTACT_FORM_MARKUP.classes.acceptance}:not(.${CONTACT_FORM_MARKUP.classes.optional})`)) {
    const box = group.querySelector<HTMLInputElement>('input[type="checkbox"]');
    if (box && (group.classList.contains(CONTACT_FORM_MARKUP.classes.invert) ? box.checked : !box.checked)) return box;
  }
  return null;
}
