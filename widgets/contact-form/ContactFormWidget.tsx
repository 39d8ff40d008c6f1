import { useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { WidgetProps } from '../../mount/types';
import { describeCallFailure } from '../../src/core/http/ajax';
import { useDomListener } from '../../src/core/hooks/useDomListener';
import { reportError, warn } from '../../src/core/log';
import { useFamilySettings } from '../../src/core/store/react';
import { CONTACT_FORM_SETTINGS_SCHEMA } from './settings';
import { readCaptcha, readQuiz, type FeedbackAnswer } from './answer';
import { FormCallError, contactFormUrl, fetchRefill, restLocation, sendFeedback } from './api';
import { dispatchContactFormEvent, eventDetail, type ContactFormEventDetail } from './events';
import { FallbackStepper, inputsNeedingPickers } from './FallbackStepper';
import { FeedbackView, clearedView, type View } from './FeedbackView';
import { findFieldProblems, type FieldProblem } from './invalid-fields';
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
import { statusClass, statusEventName } from './status';
import { fieldsNamed, readContactForm, type ContactFormInfo } from './structure';
import { useMarkupEnhancement } from './useMarkupEnhancement';

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
  dispatchContactFormEvent(form, 'wpcf7submit', detail);
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

const REFILLABLE = '[name^="_wpcf7_quiz_answer_"], [name^="_wpcf7_captcha_challenge_"], .wpcf7-quiz, img.wpcf7-captchac';

function ContactForm({ info, options }: { info: ContactFormInfo; options: ContactFormOptions }) {
  const { form } = info;
  const settings = useFamilySettings(CONTACT_FORM_SETTINGS_SCHEMA, 'contact-form');
  const [view, setView] = useState<View>(() => clearedView(form.getAttribute('data-status') || 'init'));
  const busy = useRef(false);
  const ownReset = useRef(false);
  const pickers = useMemo(() => (options.fallbackPickers ? inputsNeedingPickers(form) : []), [form, options.fallbackPickers]);

  // The settings are parsed once per page, so this is the same object for the widget's life.
  const rest = useMemo(() => ({ root: settings.rest_url, namespace: settings.cf7_namespace }), [settings]);
  useMarkupEnhancement(info);

  // README: on page load the form asks for its refill and renders it.
  useEffect(() => {
    const wanted = options.refill === 'always' || (options.refill === 'auto' && !!form.querySelector(REFILLABLE));
    if (!wanted) return;
    const controller = new AbortController();
    fetchRefill(contactFormUrl(restLocation(rest), info.id, 'refill'), nonceOf(form), controller.signal)
      .then((refill) => applyRefill(form, (refill ?? {}) as { captcha?: unknown; quiz?: unknown }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) warn(`contact form ${info.id}: the refill failed: ${(error as Error).message}`, form);
      });
    return () => controller.abort();
  }, [form, info.id, options.refill, rest]);

  async function submit(submitter: HTMLElement | null): Promise<void> {
    busy.current = true;
    try {
      applyUrlSchemes(form);
      const formData = new FormData(form);
      if ((submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) && submitter.name) {
        formData.append(submitter.name, submitter.value);
      }
      const detail = eventDetail(info, formData, form.getAttribute('data-status') || 'init');
      // README flow 1–2: the previous response goes, the loader shows.
      flushSync(() => setView(clearedView('submitting')));
      dispatchContactFormEvent(form, 'wpcf7beforesubmit', detail);
      const answer = await sendFeedback(contactFormUrl(restLocation(rest), info.id, 'feedback'), formData, nonceOf(form));
      const problems = findFieldProblems(form, info.unitTag, answer.invalidFields);
      flushSync(() => setView({ statusClass: statusClass(answer.status), message: answer.message, problems, callError: '' }));
      announceAnswer(form, answer, detail);
      if (answer.postedDataHash) for (const field of fieldsNamed(form, '_wpcf7_posted_data_hash')) field.value = answer.postedDataHash;
      if (answer.status === 'mail_sent') {
        ownReset.current = true;
        form.reset(); // the reset listener recomputes the submit button, counters and free texts
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
  useDomListener(form, 'change', (event) => {
    if (isUrlField(event.target)) event.target.value = withUrlScheme(event.target.value);
    keepExclusive(event.target);
    syncFreeTexts(form);
    syncSubmitButtons(form);
  });
  useDomListener(form, 'input', (event) => {
    const name = (event.target as { name?: unknown } | null)?.name;
    if (typeof name === 'string') updateCounters(form, name);
  });
  useDomListener(form, 'reset', () => {
    if (!ownReset.current && !busy.current) setView(clearedView('init'));
    // The reset event comes before the fields are reset: recompute once they are.
    queueMicrotask(() => syncRules(form));
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
