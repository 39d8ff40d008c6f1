import type { FieldProblem } from './form/field-problems';

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
