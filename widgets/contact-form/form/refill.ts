import { warn } from '../../../core/log';
import type { CaptchaRefill, QuizRefill, Refill } from '../controller/answer';
import { fieldsNamed } from './structure';
import { CONTACT_FORM_MARKUP } from '../markup';

/** Whether an address from an answer is on the page's own origin (relative addresses are). */
function isOwnOrigin(address: string): boolean {
  try {
    return new URL(address, document.baseURI).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** The challenge id in a captcha image address: the digits before .png, .gif or .jpeg (README). */
const CAPTCHA_CHALLENGE = /([0-9]+)\.(png|gif|jpeg)$/;

/** A captcha of this form: it has the challenge field, or the plugin's captcha answer input, of that name. */
function isCaptchaField(form: HTMLFormElement, name: string): boolean {
  return (
    fieldsNamed(form, `_wpcf7_captcha_challenge_${name}`).length > 0 ||
    fieldsNamed(form, name).some((field) => field.classList.contains(CONTACT_FORM_MARKUP.classes.captchaAnswer))
  );
}

/**
 * New captcha images: each image gets its new address, the challenge field its id, the answer is
 * emptied. An address on another origin, or a name that is no captcha of this form, is ignored, with
 * one warning: the captcha image is the site's own, and typed values stay (README, "Answers").
 */
export function applyCaptchaRefill(form: HTMLFormElement, captcha: CaptchaRefill): void {
  const refused: string[] = [];
  for (const [name, address] of Object.entries(captcha)) {
    if (!isOwnOrigin(address)) {
      refused.push(name);
      continue;
    }
    // Only a captcha's own answer is emptied: an answer naming another field must not wipe what was typed.
    if (!isCaptchaField(form, name)) {
      refused.push(name);
      continue;
    }
    for (const field of fieldsNamed(form, name)) field.value = '';
    // The plugin names the image by a class built from the field name without colons.
    const imageClass = `${CONTACT_FORM_MARKUP.classes.captchaImagePrefix}${name.replace(/:/g, '')}`;
    for (const image of form.querySelectorAll('img')) if (image.classList.contains(imageClass)) image.src = address;
    const challenge = CAPTCHA_CHALLENGE.exec(address)?.[1];
    if (challenge) for (const field of fieldsNamed(form, `_wpcf7_captcha_challenge_${name}`)) field.value = challenge;
  }
  if (refused.length)
    warn(
      `contact form: captcha refills ignored (not a captcha of this form, or an image not on this site's origin): ${refused.join(', ')}`,
      form,
    );
}

/** New quiz questions: the label and the answer hash change; a typed answer stays when the question is the same. */
export function applyQuizRefill(form: HTMLFormElement, quiz: QuizRefill): void {
  for (const [name, [question, answerHash]] of Object.entries(quiz)) {
    for (const wrap of form.querySelectorAll<HTMLElement>(`.${CONTACT_FORM_MARKUP.classes.fieldWrap}`)) {
      if (wrap.getAttribute(CONTACT_FORM_MARKUP.attributes.name) !== name) continue;
      const label = wrap.querySelector(`.${CONTACT_FORM_MARKUP.classes.quizLabel}`);
      if (label && label.textContent !== question) {
        label.textContent = question;
        for (const field of fieldsNamed(form, name)) field.value = '';
      }
    }
    for (const field of fieldsNamed(form, `_wpcf7_quiz_answer_${name}`)) field.value = answerHash;
  }
}

/** New captchas and quiz questions applied, whichever call brought them (refill, feedback). */
export function applyRefill(form: HTMLFormElement, { captcha, quiz }: Refill): void {
  if (captcha) applyCaptchaRefill(form, captcha);
  if (quiz) applyQuizRefill(form, quiz);
}
