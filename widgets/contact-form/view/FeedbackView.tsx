import { useLayoutEffect, useMemo } from 'react';
import { createPortal } from 'react-dom';
import { addDescribedBy } from '../../../core/dom/described-by';
import type { AttributeValues } from '../../../core/dom/attributes';
import { makeElement, useInsertedElement } from '../../../core/hooks/useInsertedElement';
import { useServerAttributes } from '../../../core/hooks/useServerAttributes';
import type { View } from '../controller/controller';
import type { FieldProblem } from '../form/field-problems';
import type { ContactFormInfo } from '../form/structure';
import { CONTACT_FORM_MARKUP } from '../markup';
import { useStatusMarks } from './status-marks';

/**
 * Where the view shows. Parts the markup may lack are added (README, "The form needs"): the response
 * box, the alert list; and the call error box after the form, always ours. Added parts leave on unmount.
 */
function useResponseParts(info: ContactFormInfo) {
  const { form } = info;
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
  return { outputs, alertList: info.alertList ?? addedAlertList!, errorBox };
}

/**
 * The invalid fields' marks beside their tips (README, "Answers"): the invalid class on each control
 * of the field's wrap, and each invalid control described by its tip too (ids the markup already
 * listed stay). Both are undone when the problems change.
 */
function useProblemMarks(problems: readonly FieldProblem[]): void {
  useLayoutEffect(() => {
    const marked = problems.flatMap((problem) =>
      problem.wrap ? [...problem.wrap.querySelectorAll(`.${CONTACT_FORM_MARKUP.classes.control}`)] : [],
    );
    for (const control of marked) control.classList.add(CONTACT_FORM_MARKUP.classes.invalid);
    return () => marked.forEach((control) => control.classList.remove(CONTACT_FORM_MARKUP.classes.invalid));
  }, [problems]);

  useLayoutEffect(() => {
    const undo = problems.flatMap((problem) => problem.controls.map((control) => addDescribedBy(control, problem.tipId)));
    return () => undo.reverse().forEach((restore) => restore());
  }, [problems]);
}

/**
 * Shows the controller's view on the server markup (README): the status on the form and the response
 * box, the message in the response box (an alert), a tip in each invalid field's wrap with aria-invalid
 * and aria-describedby on its controls, the alert list linking to the fields, and the call error box
 * after the form. Server text is React text: never parsed as HTML.
 */
export function FeedbackView({ info, view }: { info: ContactFormInfo; view: View }) {
  const { outputs, alertList, errorBox } = useResponseParts(info);
  useStatusMarks(info.form, outputs, alertList, view.statusClass);
  useProblemMarks(view.problems);

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
