import { useLayoutEffect, useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
import { applyAttributes, type AttributeValues } from '../../src/core/dom/attributes';
import { makeElement, useInsertedElement } from '../../src/core/hooks/useInsertedElement';
import { useServerAttributes } from '../../src/core/hooks/useServerAttributes';
import { addDescribedBy } from '../../src/core/dom/described-by';
import type { FieldProblem } from './invalid-fields';
import { dispatchContactFormEvent, statusChangedDetail } from './events';
import { useInertOnStatus } from './inert-on-status';
import { KNOWN_STATUS_CLASSES } from './status';
import type { ContactFormInfo } from './structure';
import { CONTACT_FORM_MARKUP } from './markup';

/** What the form shows of its last submit. */
export interface View {
  /** The status class on the form (`init`, `submitting`, `invalid`, `sent`…). */
  statusClass: string;
  message: string;
  problems: FieldProblem[];
  /** Text of the error box after the form; empty when there is none. */
  callError: string;
}

export const clearedView = (statusClass: string): View => ({ statusClass, message: '', problems: [], callError: '' });

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
 * Shows a view on the server markup (README): the status class on the form and the response
 * box, the message in the response box (an alert), a tip in each invalid field's wrap with aria-invalid
 * and aria-describedby on its controls, the alert list linking to the fields, and the call error box
 * after the form. Server text is React text: never parsed as HTML.
 */
export function FeedbackView({ info, view }: { info: ContactFormInfo; view: View }) {
  const { form } = info;
  const lastStatusClass = useRef<string | null>(null);
  // Parts the markup may lack are added: the response box, the alert list; and the call error box.
  const addedOutput = useInsertedElement(
    () => (info.outputs.length ? null : makeElement('div', CONTACT_FORM_MARKUP.classes.output)),
    (element) => form.append(element),
  );
  const addedAlertList = useInsertedElement(
    () => (info.alertList ? null : makeElement('ul', CONTACT_FORM_MARKUP.classes.alerts)),
    (element) => form.before(element),
  );
  const errorBox = useInsertedElement(
    () => makeElement('div', CONTACT_FORM_MARKUP.classes.callError, { role: 'alert' }),
    (element) => form.after(element),
  );
  const outputs = useMemo(() => (addedOutput ? [addedOutput] : info.outputs), [addedOutput, info.outputs]);
  const alertList = info.alertList ?? addedAlertList!;

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
      node.classList.add(view.statusClass);
    }
    form.setAttribute(CONTACT_FORM_MARKUP.attributes.status, view.statusClass);
    const prevStatus = lastStatusClass.current;
    lastStatusClass.current = view.statusClass;
    // README flow 1: our own response is gone with this commit; what the server printed goes too.
    if (view.statusClass === 'submitting') clearPrintedResponse(form, outputs, alertList);
    // README "Events": every change of status, as the plugin's setStatus announces it (not the first one).
    if (prevStatus !== null && prevStatus !== view.statusClass) {
      dispatchContactFormEvent(form, CONTACT_FORM_MARKUP.events.statusChanged, statusChangedDetail(info, view.statusClass, prevStatus));
    }
  }, [info, form, outputs, alertList, view.statusClass]);
  useInertOnStatus(form, view.statusClass);

  useLayoutEffect(() => {
    const marked = view.problems.flatMap((problem) =>
      problem.wrap ? [...problem.wrap.querySelectorAll(`.${CONTACT_FORM_MARKUP.classes.control}`)] : [],
    );
    for (const control of marked) control.classList.add(CONTACT_FORM_MARKUP.classes.invalid);
    return () => marked.forEach((control) => control.classList.remove(CONTACT_FORM_MARKUP.classes.invalid));
  }, [view.problems]);

  // Each invalid control is described by its tip too; ids the markup already listed stay.
  useLayoutEffect(() => {
    const undo = view.problems.flatMap((problem) => problem.controls.map((control) => addDescribedBy(control, problem.tipId)));
    return () => undo.reverse().forEach((restore) => restore());
  }, [view.problems]);

  const plan: Array<readonly [Element, AttributeValues]> = outputs.map(
    (output) => [output, { role: 'alert', 'aria-hidden': null }] as const,
  );
  plan.push([errorBox, { hidden: view.callError ? null : '' }]);
  for (const problem of view.problems) {
    for (const control of problem.controls) plan.push([control, { 'aria-invalid': 'true' }]);
    if (problem.target && !problem.target.id) plan.push([problem.target, { id: problem.targetId }]);
  }
  useServerAttributes(plan);

  const focusField = (problem: FieldProblem) => (event: { preventDefault(): void }) => {
    event.preventDefault();
    problem.target?.focus();
  };

  return (
    <>
      {view.problems.map((problem) =>
        problem.wrap
          ? createPortal(
              <span className={CONTACT_FORM_MARKUP.classes.tip} id={problem.tipId}>
                {problem.message}
              </span>,
              problem.wrap,
              problem.tipId,
            )
          : null,
      )}
      {createPortal(
        view.problems.map((problem) => (
          <li key={problem.tipId}>
            {problem.target ? (
              <a href={`#${problem.targetId}`} onClick={focusField(problem)}>
                {problem.message}
              </a>
            ) : (
              problem.message
            )}
          </li>
        )),
        alertList,
      )}
      {outputs.map((output, index) => createPortal(view.message || null, output, `output${index}`))}
      {createPortal(view.callError || null, errorBox)}
    </>
  );
}
