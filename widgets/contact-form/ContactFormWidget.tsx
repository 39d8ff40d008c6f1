import { useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { WidgetProps } from '../../mount/types';
import { describeCallFailure } from '../../src/core/http/ajax';
import { useDomListener } from '../../src/core/hooks/useDomListener';
import { reportError, warn } from '../../src/core/log';
import { useFamilySettings } from '../../src/core/store/react';
import { useLatest } from '../../src/core/hooks/useLatest';
import { CONTACT_FORM_SETTINGS_SCHEMA } from './settings';
import { readCaptcha, readQuiz, type FeedbackAnswer } from './answer';
import { FormCallError, contactFormUrl, fetchRefill, restLocation, sendFeedback } from './api';
import { isPageCached } from './page-cache';
import { useLiveValidation } from './useLiveValidation';
import { useResetRefill } from './useResetRefill';
import { dispatchContactFormEvent, eventDetail, type ContactFormEventDetail } from './events';
import { FallbackStepper, inputsNeedingPickers } from './FallbackStepper';
import { FeedbackView, clearedView, type View } from './FeedbackView';
import { findFieldProblems, inDocumentOrder, type FieldProblem } from './invalid-fields';
import type { ContactFormOptions } from './options';
import { applyCaptchaRefill, applyQuizRefill } from './refill';
import {
  applyUrlSchemes,
  firstUnacceptedBox,
  isUrlField,
  keepExclusive,
  syncFreeTexts,
  syncRules,
  syncSubmitButtons,
  updateCounters,
  withUrlScheme,
} from './rules';
import { printedStatusClass, statusClass, statusEventName } from './status';
import { fieldsNamed, readContactForm, type ContactFormInfo } from './structure';
import { useMarkupEnhancement } from './useMarkupEnhancement';
import { CONTACT_FORM_MARKUP } from './markup';

/** Mounts on Contact Form 7's form (or our own markup); stays out when the form cannot be driven. */
export function ContactFormWidget({ element, options }: WidgetProps<ContactFormOptions>) {
  const info = useMemo(() => readContactForm(element), [element]);
  // The plugin's own script marks the forms it drives: two scripts on one form would submit twice.
  const pluginActive = !!info && 'wpcf7' in info.form;
  useEffect(() => {
    if (!info) warn('contact form: no form with a form id (_wpcf7) found; it submits without this script', element);
    else if (pluginActive) warn("contact form: Contact Form 7's own script drives this form; leaving it alone", element);
  }, [element, info, pluginActive]);
  return info && !pluginActive ? <ContactForm info={info} options={options} /> : null;
}

const nonceOf = (form: HTMLFormElement) => fieldsNamed(form, '_wpnonce')[0]?.value ?? '';

/** A refill answer's parts; PHP's empty array (nothing to refill) and anything else have none. */
const asRefill = (refill: unknown): { captcha?: unknown; quiz?: unknown } =>
  typeof refill === 'object' && refill !== null && !Array.isArray(refill) ? (refill as { captcha?: unknown; quiz?: unknown }) : {};

function applyRefill(form: HTMLFormElement, refill: { captcha?: unknown; quiz?: unknown }): void {
  const captcha = readCaptcha(refill.captcha);
  const quiz = readQuiz(refill.quiz);
  if (captcha) applyCaptchaRefill(form, captcha);
  if (quiz) applyQuizRefill(form, quiz);
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

const REFILLABLE = `[name^="_wpcf7_quiz_answer_"], [name^="_wpcf7_captcha_challenge_"], .${CONTACT_FORM_MARKUP.classes.quiz}, img.${CONTACT_FORM_MARKUP.classes.captchaImage}`;

function ContactForm({ info, options }: { info: ContactFormInfo; options: ContactFormOptions }) {
  const { form } = info;
  const settings = useFamilySettings(CONTACT_FORM_SETTINGS_SCHEMA, 'contact-form');
  const [view, setView] = useState<View>(() => clearedView(printedStatusClass(form.getAttribute(CONTACT_FORM_MARKUP.attributes.status))));
  // The view as last committed, for listeners that run between renders (validation on change).
  const latestView = useLatest(view);
  const busy = useRef(false);
  const ownReset = useRef(false);
  const pickers = useMemo(() => (options.fallbackPickers ? inputsNeedingPickers(form) : []), [form, options.fallbackPickers]);

  // The settings are parsed once per page, so this is the same object for the widget's life.
  const rest = useMemo(() => ({ root: settings.rest_url, namespace: settings.cf7_namespace }), [settings]);
  useMarkupEnhancement(info);
  /** A status of its own render, so each change is announced (wpcf7statuschanged) before the next. */
  const showStatus = (statusClass: string) => flushSync(() => setView((current) => ({ ...current, statusClass })));
  const resetRefill = useResetRefill(info, rest, nonceOf(form), showStatus, (refill) => applyRefill(form, asRefill(refill)));
  const checkFields = useLiveValidation(info, rest, nonceOf(form));
  const latestResetRefill = useLatest(resetRefill);

  // README "Reset": on load, a page that may come from a page cache is reset (fresh captcha, quiz and
  // nonce); else the form asks for its refill when it has something to refill.
  useEffect(() => {
    if (isPageCached(settings)) {
      const resetOnLoad = latestResetRefill.current;
      let cancelled = false;
      // After this commit: the reset's status changes are renders of their own.
      queueMicrotask(
        () =>
          cancelled ||
          latestResetRefill.current.start(
            'init',
            eventDetail(info, new FormData(form), printedStatusClass(form.getAttribute(CONTACT_FORM_MARKUP.attributes.status))),
          ),
      );
      return () => {
        cancelled = true;
        resetOnLoad.cancel();
      };
    }
    const wanted = options.refill === 'always' || (options.refill === 'auto' && !!form.querySelector(REFILLABLE));
    if (!wanted) return;
    const controller = new AbortController();
    fetchRefill(contactFormUrl(restLocation(rest), info.id, 'refill'), nonceOf(form), controller.signal)
      .then((refill) => applyRefill(form, asRefill(refill)))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) warn(`contact form ${info.id}: the refill failed: ${(error as Error).message}`, form);
      });
    return () => controller.abort();
  }, [form, info, options.refill, rest, settings, latestResetRefill]);

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
      const answer = await sendFeedback(contactFormUrl(restLocation(rest), info.id, 'feedback'), formData, nonceOf(form));
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

  /** README "Validation as the visitor goes": status validating, the checked fields' tips redone, status back. */
  function validateChange(changed: EventTarget | null): void {
    const outcome = checkFields(changed);
    if (!outcome) return;
    const statusBefore = latestView.current.statusClass;
    showStatus('validating');
    const kept = latestView.current.problems.filter((problem) => !outcome.checked.has(problem.field));
    const fresh = findFieldProblems(
      form,
      info.unitTag,
      outcome.broken,
      kept.map((problem) => problem.tipId),
    );
    flushSync(() => setView((current) => ({ ...current, statusClass: statusBefore, problems: inDocumentOrder([...kept, ...fresh]) })));
  }

  useDomListener(form, 'submit', (event) => {
    event.preventDefault();
    if (!busy.current) void submit(event.submitter);
  });
  useDomListener(form, 'change', (event) => {
    if (isUrlField(event.target)) event.target.value = withUrlScheme(event.target.value);
    keepExclusive(event.target);
    syncFreeTexts(form);
    syncSubmitButtons(form);
    if (!busy.current) validateChange(event.target);
  });
  useDomListener(form, 'input', (event) => {
    const name = (event.target as { name?: unknown } | null)?.name;
    if (typeof name === 'string') updateCounters(form, name);
  });
  useDomListener(form, 'reset', () => {
    // The reset event comes before the fields are reset: recompute once they are.
    queueMicrotask(() => syncRules(form));
    const own = ownReset.current;
    if (!own && busy.current) return; // a reset while a submit is in flight: its answer decides the status
    const statusBefore = printedStatusClass(form.getAttribute(CONTACT_FORM_MARKUP.attributes.status));
    const detail = eventDetail(info, new FormData(form), statusBefore);
    if (!own) setView(clearedView('init'));
    // README "Reset": after mail_sent the form settles back on sent, after the visitor's reset on init.
    resetRefill.start(own ? statusBefore : 'init', detail);
  });

  return (
    <>
      <FeedbackView info={info} view={view} />
      {pickers.map(({ input, kind }, index) => (
        <FallbackStepper key={index} input={input} kind={kind} />
      ))}
    </>
  );
}
