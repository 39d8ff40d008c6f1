import { useLayoutEffect, useRef } from 'react';
import { applyAttributes } from '../../../core/dom/attributes';
import { KNOWN_STATUS_CLASSES } from '../controller/status';
import { CONTACT_FORM_MARKUP } from '../markup';

/** Removes a response the server printed into the page (a submit made without script). */
function clearPrintedResponse(form: HTMLFormElement, outputs: readonly HTMLElement[], alertList: HTMLElement): void {
  for (const tip of form.querySelectorAll(`.${CONTACT_FORM_MARKUP.classes.tip}`)) tip.remove();
  for (const field of form.querySelectorAll('[aria-invalid="true"]')) field.setAttribute('aria-invalid', 'false');
  for (const control of form.querySelectorAll(`.${CONTACT_FORM_MARKUP.classes.invalid}`))
    control.classList.remove(CONTACT_FORM_MARKUP.classes.invalid);
  for (const output of outputs) output.textContent = '';
  alertList.textContent = '';
  const status = alertList.closest(`.${CONTACT_FORM_MARKUP.classes.alerts}`)?.querySelector('[role="status"]');
  if (status) status.textContent = '';
}

/**
 * The status on the markup (README, "Statuses"): its class on the form and the response boxes (the
 * last one swapped out), `data-status` on the form, and `inert` on the form's `inert-on-<class>`
 * elements while the form has that class (an `inert` the server printed stays). The printed classes,
 * status and inert come back on unmount. The controller announces each change once it shows.
 */
export function useStatusMarks(form: HTMLFormElement, outputs: readonly HTMLElement[], alertList: HTMLElement, statusClass: string): void {
  const lastStatusClass = useRef<string | null>(null);
  const madeInert = useRef(new Set<HTMLElement>());

  // Declared first, so it reads the printed classes before the status effect changes them; undone on unmount.
  useLayoutEffect(() => {
    const undo = [form, ...outputs].map((node) =>
      applyAttributes(node, {
        class: node.getAttribute('class'),
        [CONTACT_FORM_MARKUP.attributes.status]: node.getAttribute(CONTACT_FORM_MARKUP.attributes.status),
      }),
    );
    return () => undo.forEach((restore) => restore());
  }, [form, outputs]);

  useLayoutEffect(() => {
    for (const node of [form, ...outputs]) {
      node.classList.remove(...KNOWN_STATUS_CLASSES, ...(lastStatusClass.current ? [lastStatusClass.current] : []));
      node.classList.add(statusClass);
    }
    form.setAttribute(CONTACT_FORM_MARKUP.attributes.status, statusClass);
    lastStatusClass.current = statusClass;
    // README "Statuses": our own response is gone with this commit; what the server printed goes too.
    if (statusClass === 'submitting') clearPrintedResponse(form, outputs, alertList);
  }, [form, outputs, alertList, statusClass]);

  useLayoutEffect(() => {
    const wanted = new Set(form.querySelectorAll<HTMLElement>(`.${CONTACT_FORM_MARKUP.classes.inertOnStatusPrefix}${statusClass}`));
    for (const element of madeInert.current) {
      if (wanted.has(element)) continue;
      element.removeAttribute('inert');
      madeInert.current.delete(element);
    }
    for (const element of wanted) {
      if (element.hasAttribute('inert')) continue;
      element.setAttribute('inert', '');
      madeInert.current.add(element);
    }
  }, [form, statusClass]);
  useLayoutEffect(() => {
    const set = madeInert.current;
    return () => {
      for (const element of set) element.removeAttribute('inert');
      set.clear();
    };
  }, []);
}
