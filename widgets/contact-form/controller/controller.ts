import { flushSync } from 'react-dom';
import { lastChangedControl } from '../../../core/dom/edited-controls';
import { describeCallFailure } from '../../../core/http/ajax';
import { reportError, warn } from '../../../core/log';
import { firstUnacceptedBox } from '../acceptance';
import { applyUrlSchemes, followChange, schemeUrlsTypedBefore, syncRules, updateCounters } from '../form/client-rules';
import { findFieldProblems, inDocumentOrder, type FieldProblem } from '../form/field-problems';
import { applyRefill } from '../form/refill';
import { fieldsNamed, formNonce, type ContactFormInfo } from '../form/structure';
import { CONTACT_FORM_MARKUP } from '../markup';
import type { ContactFormOptions, ContactFormSettings } from '../options';
import { readSchema, type ValidationRule } from '../validation/schema';
import { checkChange } from '../validation/validate';
import { readRefill, type FeedbackAnswer, type InvalidField } from './answer';
import { FormCallError, fetchRefill, fetchSchema, formEndpoints, isPageCached, sendFeedback } from './api';
import { dispatchContactFormEvent, eventDetail, statusChangedDetail, type ContactFormEventDetail } from './events';
import { printedStatusClass } from './status';

/** What the form shows (README, "Statuses", "Answers"); view/FeedbackView.tsx renders it. */
export interface View {
  /** The status class on the form (`init`, `submitting`, `invalid`, `sent`…). */
  statusClass: string;
  message: string;
  problems: FieldProblem[];
  /** Text of the error box after the form; empty when there is none. */
  callError: string;
}

const clearedView = (statusClass: string): View => ({ statusClass, message: '', problems: [], callError: '' });

/** What a refill on load has to refill: a quiz or a captcha (README, `data-refill`). */
const REFILLABLE = `[name^="_wpcf7_quiz_answer_"], [name^="_wpcf7_captcha_challenge_"], .${CONTACT_FORM_MARKUP.classes.quiz}, img.${CONTACT_FORM_MARKUP.classes.captchaImage}`;

export interface ContactFormController {
  /** The view and its changes, for React's useSyncExternalStore. */
  subscribe(onViewChange: () => void): () => void;
  getView(): View;
  /** Listens to the form and asks the server for what it needs; the returned function stops both. */
  start(): () => void;
}

/**
 * One form's controller, made once per form: the one place that owns its status, the submit in flight,
 * the refill, validation as the visitor goes and the reset (README). The server's answers come read
 * into one outcome (controller/answer.ts) that is applied in one step; React renders the view (README,
 * "How it is built").
 */
export function createContactFormController(
  info: ContactFormInfo,
  options: Pick<ContactFormOptions, 'refill'>,
  settings: ContactFormSettings,
): ContactFormController {
  const { form, id, unitTag } = info;
  const endpoints = formEndpoints(settings, id);
  const viewers = new Set<() => void>();
  let view = clearedView(printedStatusClass(form.getAttribute(CONTACT_FORM_MARKUP.attributes.status)));
  /** A submit is in flight: its answer decides the status. */
  let busy = false;
  /** The reset under way is the submit's own (after mail_sent), not the visitor's. */
  let ownReset = false;
  /** A reset's refill still on its way; a submit cancels it. */
  let resetRefill: AbortController | null = null;
  /** The validation schema's rules: none until it has come, or when it cannot be had. */
  let rules: ValidationRule[] = [];

  /**
   * The form shows `next` at once (a render of its own), then a change of status is announced (README,
   * "Events"): its listeners find the class on the form, and each status is announced before the next.
   */
  function show(next: View): void {
    const prevStatus = view.statusClass;
    view = next;
    flushSync(() => viewers.forEach((viewer) => viewer()));
    if (next.statusClass !== prevStatus) {
      dispatchContactFormEvent(form, CONTACT_FORM_MARKUP.events.statusChanged, statusChangedDetail(info, next.statusClass, prevStatus));
    }
  }
  const showStatus = (statusClass: string) => show({ ...view, statusClass });

  /**
   * The submit (README, "Calls" and "Events"): the fields go to the feedback call, one submit at a time,
   * a reset's refill still waiting is cancelled first, and the answer is applied. A call that fails
   * shows its error after the form; the loader stops and everything typed stays.
   */
  async function submit(submitter: HTMLElement | null, stopped: AbortSignal): Promise<void> {
    busy = true;
    cancelResetRefill();
    try {
      applyUrlSchemes(form);
      const formData = new FormData(form);
      if ((submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) && submitter.name) {
        formData.append(submitter.name, submitter.value);
      }
      // The status before the submit is the class the form has (README, "Events"), as the plugin's.
      const detail = eventDetail(info, formData, view.statusClass);
      // README flow 1–2: the previous response goes, the loader shows.
      show(clearedView('submitting'));
      dispatchContactFormEvent(form, CONTACT_FORM_MARKUP.events.beforeSubmit, detail);
      const answer = await sendFeedback(endpoints.feedback, formData, formNonce(form));
      if (!stopped.aborted) applyAnswer(answer, detail);
    } catch (error) {
      if (stopped.aborted) return;
      if (!(error instanceof FormCallError)) reportError(`contact form ${id}: submitting failed`, form, error);
      const message = error instanceof FormCallError ? error.message : describeCallFailure(error);
      show({ ...clearedView('init'), callError: message });
      warn(`contact form ${id}: the submit call failed: ${message}`, form);
    } finally {
      busy = false;
    }
  }

  /**
   * An answer's outcome in one step (README, "Answers", "Events"): the view, the events, the hash the
   * next submit sends back, the reset after mail_sent, the refill, and focus on the problem for keyboard
   * and screen-reader users.
   */
  function applyAnswer(answer: FeedbackAnswer, detail: ContactFormEventDetail): void {
    const problems = findFieldProblems(form, unitTag, answer.invalidFields);
    show({ statusClass: answer.statusClass, message: answer.message, problems, callError: '' });
    detail.status = answer.status;
    detail.apiResponse = answer.raw;
    for (const event of answer.events) dispatchContactFormEvent(form, event, detail);
    if (answer.postedDataHash) for (const field of fieldsNamed(form, '_wpcf7_posted_data_hash')) field.value = answer.postedDataHash;
    if (answer.resets) {
      ownReset = true;
      form.reset(); // onReset recomputes the rules and asks for the refill
      ownReset = false;
    }
    applyRefill(form, answer);
    const first = answer.focus === 'invalid-field' ? problems.find((problem) => problem.target) : undefined;
    if (first?.target) {
      first.target.focus();
      if (document.activeElement !== first.target) first.controls[0]?.focus(); // an idref to something unfocusable
    } else if (answer.focus === 'unaccepted-box') {
      firstUnacceptedBox(form)?.focus();
    }
  }

  /**
   * README "Reset": a reset asks for the refill. After mail_sent the message stays and the form settles
   * back on sent; the visitor's reset clears the view and settles on init. A reset while a submit is in
   * flight only resets the fields: the answer decides the status.
   */
  function onReset(): void {
    // The reset event comes before the fields are reset: the rules are recomputed once they are.
    queueMicrotask(() => syncRules(form));
    if (busy && !ownReset) return;
    const statusBefore = view.statusClass;
    const detail = eventDetail(info, new FormData(form), statusBefore);
    if (ownReset) refillAfterReset(view, statusBefore, detail);
    else refillAfterReset(clearedView('init'), 'init', detail);
  }

  /**
   * The reset's refill (README, "Reset"): `resetting` while it is asked for, then `finalStatus`; the
   * refill is applied and `wpcf7reset` fires with it. A refill that fails warns once and the status
   * still settles. A submit cancels a refill still waiting, so it never overwrites the submit's status.
   */
  function refillAfterReset(from: View, finalStatus: string, detail: ContactFormEventDetail): void {
    cancelResetRefill();
    const refill = new AbortController();
    resetRefill = refill;
    show({ ...from, statusClass: 'resetting' });
    fetchRefill(endpoints.refill, formNonce(form), refill.signal)
      .then((raw) => {
        if (refill.signal.aborted) return;
        applyRefill(form, readRefill(raw));
        showStatus(finalStatus);
        dispatchContactFormEvent(form, CONTACT_FORM_MARKUP.events.reset, { ...detail, apiResponse: raw });
      })
      .catch((error: unknown) => {
        if (refill.signal.aborted) return;
        showStatus(finalStatus);
        warn(`contact form ${id}: the refill after a reset failed: ${(error as Error).message}`, form);
      })
      .finally(() => {
        if (resetRefill === refill) resetRefill = null;
      });
  }

  function cancelResetRefill(): void {
    resetRefill?.abort();
    resetRefill = null;
  }

  /**
   * README "Validation as the visitor goes": after a change (not while a submit is in flight) the
   * status is validating, the checked fields' tips are redone, the other fields' tips stay, and the
   * status is back.
   */
  function validateChange(changed: EventTarget | null): void {
    if (busy) return;
    const check = checkChange(form, rules, changed);
    if (!check) return;
    const statusBefore = view.statusClass;
    showStatus('validating');
    const kept = view.problems.filter((problem) => !check.checked.has(problem.field));
    const broken = check.broken.map(({ field, error }): InvalidField => ({
      field,
      into: null,
      message: error,
      idref: null,
      errorId: null,
    }));
    const fresh = findFieldProblems(
      form,
      unitTag,
      broken,
      kept.map((problem) => problem.tipId),
    );
    show({ ...view, statusClass: statusBefore, problems: inDocumentOrder([...kept, ...fresh]) });
  }

  /**
   * The validation schema, fetched once. What the visitor changed before it came (before the widget's
   * file came, or while the rules were on their way: a fast typist, the browser's autofill) is checked
   * then, as its change would have been (README, "Before its file"). A schema that cannot be had leaves
   * the form as before, silently: sites on a plugin without the endpoint are many, and the server still
   * checks on submit.
   */
  function loadRules(stopped: AbortSignal): void {
    fetchSchema(endpoints.schema, formNonce(form), stopped).then(
      (schema) => {
        if (stopped.aborted) return;
        rules = readSchema(schema);
        validateChange(lastChangedControl(form));
      },
      () => {},
    );
  }

  /**
   * README "Reset": on load, a page that may come from a page cache is reset (fresh captcha, quiz and
   * nonce; typed values kept); else the form asks for its refill when it has something to refill
   * (`data-refill`).
   */
  function refillOnLoad(stopped: AbortSignal): void {
    if (isPageCached(settings)) {
      // After the commit that started the form: the reset's status changes are renders of their own.
      queueMicrotask(() => stopped.aborted || refillAfterReset(view, 'init', eventDetail(info, new FormData(form), view.statusClass)));
      return;
    }
    const wanted = options.refill === 'always' || (options.refill === 'auto' && !!form.querySelector(REFILLABLE));
    if (!wanted) return;
    fetchRefill(endpoints.refill, formNonce(form), stopped)
      .then((raw) => applyRefill(form, readRefill(raw)))
      .catch((error: unknown) => {
        if (!stopped.aborted) warn(`contact form ${id}: the refill failed: ${(error as Error).message}`, form);
      });
  }

  function start(): () => void {
    const stopping = new AbortController();
    const stopped = stopping.signal;
    form.addEventListener(
      'submit',
      (event) => {
        event.preventDefault();
        if (!busy) void submit(event.submitter, stopped);
      },
      { signal: stopped },
    );
    // The client rules first, then validation: it reads the fields as the rules leave them.
    form.addEventListener(
      'change',
      (event) => {
        followChange(form, event.target);
        validateChange(event.target);
      },
      { signal: stopped },
    );
    form.addEventListener(
      'input',
      (event) => {
        const name = (event.target as { name?: unknown } | null)?.name;
        if (typeof name === 'string') updateCounters(form, name);
      },
      { signal: stopped },
    );
    form.addEventListener('reset', onReset, { signal: stopped });
    schemeUrlsTypedBefore(form);
    loadRules(stopped);
    refillOnLoad(stopped);
    return () => {
      stopping.abort();
      cancelResetRefill();
    };
  }

  return {
    subscribe(onViewChange) {
      viewers.add(onViewChange);
      return () => viewers.delete(onViewChange);
    },
    getView: () => view,
    start,
  };
}
