import { useLayoutEffect } from 'react';
import { addDescribedBy } from '../../../core/dom/described-by';
import type { FieldProblem } from '../form/field-problems';
import { CONTACT_FORM_MARKUP } from '../markup';

/**
 * The invalid fields' marks beside their tips (README, "Answers"): the invalid class on each control
 * of the field's wrap, and each invalid control described by its tip too (ids the markup already
 * listed stay). Both are undone when the problems change.
 */
export function useProblemMarks(problems: readonly FieldProblem[]): void {
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
