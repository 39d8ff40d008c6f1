import type { CaptchaRefill, QuizRefill } from './answer';
import { fieldsNamed } from './structure';

/** The challenge id in a captcha image address: the digits before .png, .gif or .jpeg (README). */
const CAPTCHA_CHALLENGE = /([0-9]+)\.(png|gif|jpeg)$/;

/** New captcha images: each image gets its new address, the challenge field its id, the answer is emptied. */
export function applyCaptchaRefill(form: HTMLFormElement, captcha: CaptchaRefill): void {
  for (const [name, address] of Object.entries(captcha)) {
    for (const field of fieldsNamed(form, name)) field.value = '';
    // The plugin names the image by a class built from the field name without colons.
    const imageClass = `wpcf7-captcha-${name.replace(/:/g, '')}`;
    for (const image of form.querySelectorAll('img')) if (image.classList.contains(imageClass)) image.src = address;
    const challenge = CAPTCHA_CHALLENGE.exec(address)?.[1];
    if (challenge) for (const field of fieldsNamed(form, `_wpcf7_captcha_challenge_${name}`)) field.value = challenge;
  }
}

/** New quiz questions: the label and the answer hash change; a typed answer stays when the question is the same. */
export function applyQuizRefill(form: HTMLFormElement, quiz: QuizRefill): void {
  for (const [name, [question, answerHash]] of Object.entries(quiz)) {
    for (const wrap of form.querySelectorAll<HTMLElement>('.wpcf7-form-control-wrap')) {
      if (wrap.dataset.name !== name) continue;
      const label = wrap.querySelector('.wpcf7-quiz-label');
      if (label && label.textContent !== question) {
        label.textContent = question;
        for (const field of fieldsNamed(form, name)) field.value = '';
      }
    }
    for (const field of fieldsNamed(form, `_wpcf7_quiz_answer_${name}`)) field.value = answerHash;
  }
}
