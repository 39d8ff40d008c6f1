import { keepPrinted, listenOnDocument, matchingIn } from '../../mount/premount';
import { submitButtons, syncSubmitButtons } from './acceptance';
import { CONTACT_FORM_MARKUP } from './markup';

/**
 * What Contact Form 7's own script shows from the page's load, before the widget's file has come
 * (README, "Before its file"): the submit buttons held back while a required acceptance box is
 * unticked, following the boxes as the visitor ticks them or resets the form. Delegated from the
 * document, so it costs a page without such a form nothing and serves every form with one listener;
 * once mounted, the widget's own client rules do the same (the one rule, ./acceptance.ts).
 */
const formOf = (target: EventTarget | null) => (target instanceof Element ? target.closest('form') : null);

function onChange(event: Event): void {
  const form = formOf(event.target);
  if (form) syncSubmitButtons(form);
}

/** The reset event comes before the fields are reset: recompute once they are. */
function onReset(event: Event): void {
  const form = formOf(event.target);
  if (form) queueMicrotask(() => syncSubmitButtons(form));
}

export function contactFormPremount(root: ParentNode): void {
  const forms = new Set(matchingIn(root, `.${CONTACT_FORM_MARKUP.classes.acceptance}`).flatMap((box) => formOf(box) ?? []));
  if (forms.size === 0) return;
  for (const form of forms) {
    for (const button of submitButtons(form)) keepPrinted(button, 'disabled');
    syncSubmitButtons(form);
  }
  listenOnDocument('change', onChange);
  listenOnDocument('reset', onReset);
}
