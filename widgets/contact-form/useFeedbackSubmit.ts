import { useRef, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { describeCallFailure } from '../../core/http/ajax';
import { useDomListener } from '../../core/hooks/useDomListener';
import { reportError, warn } from '../../core/log';
import type { FeedbackAnswer } from './controller/answer';
import { FormCallError, contactFormUrl, restLocation, sendFeedback, type RestLocation } from './controller/api';
import { dispatchContactFormEvent, eventDetail, type ContactFormEventDetail } from './controller/events';
import { findFieldProblems, type FieldProblem } from './form/field-problems';
import { CONTACT_FORM_MARKUP } from './markup';
import { applyRefill } from './form/refill';
import { firstUnacceptedBox } from './acceptance';
import { applyUrlSchemes } from './form/client-rules';
import { printedStatusClass, statusClass, statusEventName } from './controller/status';
import { fieldsNamed, formNonce, type ContactFormInfo } from './form/structure';
import type { ResetRefill } from './useResetRefill';
import { clearedView, type View } from './view';

/** What the form's other listeners need to know of the submit. */
export interface SubmitFlags {
  /** A submit is in flight: its answer decides the status. */
  readonly busy: RefObject<boolean>;
  /** The reset under way is the submit's own (after mail_sent), not the visitor's. */
  readonly ownReset: RefObject<boolean>;
}

/** The status event (if the status has one), then wpcf7submit, with the answer in the detail. */
function announceAnswer(form: HTMLFormElement, answer: FeedbackAnswer, detail: ContactFormEventDetail): void {
  detail.status = answer.status;
  detail.apiResponse = answer.raw;
  const statusEvent = statusEventName(answer.status);
  if (statusEvent) dispatchContactFormEvent(form, statusEvent, detail);
  dispatchContactFormEvent(form, CONTACT_FORM_MARKUP.events.submit, detail);
}

/** Keyboard and screen-reader users land on the problem: the first invalid field, or the box to accept. */
function focusProblem(form: HTMLFormElement, status: string, problems: readonly FieldProblem[]): void {
  const first = status === 'validation_failed' ? problems.find((problem) => problem.target) : undefined;
  if (first?.target) {
    first.target.focus();
    if (document.activeElement !== first.target) first.controls[0]?.focus(); // an idref to something unfocusable
  } else if (status === 'acceptance_missing') {
    firstUnacceptedBox(form)?.focus();
  }
}

/**
 * The submit (README, "Calls" and "Events"): the form's own submit is stopped, its fields go to the feedback call
 * (one at a time: a submit while one is in flight is ignored), and the answer becomes the view, the
 * events, the refill, a reset after mail_sent and focus on the problem. A reset's refill still waiting
 * is cancelled first.
 */
export function useFeedbackSubmit(
  info: ContactFormInfo,
  rest: RestLocation,
  setView: (view: View) => void,
  resetRefill: ResetRefill,
): SubmitFlags {
  const { form } = info;
  const busy = useRef(false);
  const ownReset = useRef(false);

  async function submit(submitter: HTMLElement | null): Promise<void> {
    busy.current = true;
    resetRefill.cancel();
    try {
      applyUrlSchemes(form);
      const formData = new FormData(form);
      if ((submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) && submitter.name) {
        formData.append(submitter.name, submitter.value);
      }
      const detail = eventDetail(info, formData, printedStatusClass(form.getAttribute(CONTACT_FORM_MARKUP.attributes.status)));
      // README flow 1–2: the previous response goes, the loader shows.
      flushSync(() => setView(clearedView('submitting')));
      dispatchContactFormEvent(form, CONTACT_FORM_MARKUP.events.beforeSubmit, detail);
      const answer = await sendFeedback(contactFormUrl(restLocation(rest), info.id, 'feedback'), formData, formNonce(form));
      const problems = findFieldProblems(form, info.unitTag, answer.invalidFields);
      flushSync(() => setView({ statusClass: statusClass(answer.status), message: answer.message, problems, callError: '' }));
      announceAnswer(form, answer, detail);
      if (answer.postedDataHash) for (const field of fieldsNamed(form, '_wpcf7_posted_data_hash')) field.value = answer.postedDataHash;
      if (answer.status === 'mail_sent') {
        ownReset.current = true;
        form.reset(); // the reset listener recomputes the rules and asks for the refill
        ownReset.current = false;
      }
      applyRefill(form, answer);
      focusProblem(form, answer.status, problems);
    } catch (error) {
      // README: the loader stops, the error shows after the form, and every typed value stays.
      if (!(error instanceof FormCallError)) reportError(`contact form ${info.id}: submitting failed`, form, error);
      const message = error instanceof FormCallError ? error.message : describeCallFailure(error);
      flushSync(() => setView({ ...clearedView('init'), callError: message }));
      warn(`contact form ${info.id}: the submit call failed: ${message}`, form);
    } finally {
      busy.current = false;
    }
  }

  useDomListener(form, 'submit', (event) => {
    event.preventDefault();
    if (!busy.current) void submit(event.submitter);
  });
  return { busy, ownReset };
}
