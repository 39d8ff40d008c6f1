import { createPortal } from 'react-dom';
import type { AttributeValues } from '../../../core/dom/attributes';
import { useServerAttributes } from '../../../core/hooks/useServerAttributes';
import type { FieldProblem } from '../form/field-problems';
import { useInertOnStatus } from './inert-on-status';
import type { ContactFormInfo } from '../form/structure';
import { CONTACT_FORM_MARKUP } from '../markup';
import { useProblemMarks } from './useProblemMarks';
import { useResponseParts } from './useResponseParts';
import { useStatusClass } from './useStatusClass';
import type { View } from '../view';

/**
 * Shows a view on the server markup (README): the status class on the form and the response
 * box, the message in the response box (an alert), a tip in each invalid field's wrap with aria-invalid
 * and aria-describedby on its controls, the alert list linking to the fields, and the call error box
 * after the form. Server text is React text: never parsed as HTML.
 */
export function FeedbackView({ info, view }: { info: ContactFormInfo; view: View }) {
  const parts = useResponseParts(info);
  const { outputs, alertList, errorBox } = parts;
  useStatusClass(info, parts, view.statusClass);
  useInertOnStatus(info.form, view.statusClass);
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
