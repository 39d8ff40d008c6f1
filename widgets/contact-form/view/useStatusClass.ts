import { useLayoutEffect, useRef } from 'react';
import { applyAttributes } from '../../../core/dom/attributes';
import { dispatchContactFormEvent, statusChangedDetail } from '../controller/events';
import { CONTACT_FORM_MARKUP } from '../markup';
import { KNOWN_STATUS_CLASSES } from '../controller/status';
import type { ContactFormInfo } from '../form/structure';
import type { ResponseParts } from './useResponseParts';

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
 * The status class on the form and the response boxes, and `data-status` on the form (README,
 * "Statuses"); each change fires `wpcf7statuschanged` (README, "Events"). The printed classes and
 * status come back on unmount.
 */
export function useStatusClass(info: ContactFormInfo, { outputs, alertList }: ResponseParts, statusClass: string): void {
  const { form } = info;
  const lastStatusClass = useRef<string | null>(null);

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
    const prevStatus = lastStatusClass.current;
    lastStatusClass.current = statusClass;
    // README "Statuses": our own response is gone with this commit; what the server printed goes too.
    if (statusClass === 'submitting') clearPrintedResponse(form, outputs, alertList);
    // README "Events": every change of status, as the plugin's setStatus announces it (not the first one).
    if (prevStatus !== null && prevStatus !== statusClass) {
      dispatchContactFormEvent(form, CONTACT_FORM_MARKUP.events.statusChanged, statusChangedDetail(info, statusClass, prevStatus));
    }
  }, [info, form, outputs, alertList, statusClass]);
}
