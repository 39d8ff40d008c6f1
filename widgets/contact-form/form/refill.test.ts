import { describe, expect, it } from 'vitest';
import { applyCaptchaRefill, applyQuizRefill } from './refill';
import { fixtureAnswer, fixtureMarkup } from '../test-support';
import { readQuiz } from '../controller/answer';

/** Really Simple CAPTCHA markup as Contact Form 7 prints it (no capture of it in the fixtures). */
const CAPTCHA_FORM = `<form class="wpcf7-form">
  <img class="wpcf7-form-control wpcf7-captchac wpcf7-captcha-captcha-1" width="72" height="24" alt="captcha" src="/wp-content/uploads/wpcf7_captcha/1111.png">
  <span class="wpcf7-form-control-wrap" data-name="captcha-1"><input type="text" name="captcha-1" value="typed"></span>
  <input type="hidden" name="_wpcf7_captcha_challenge_captcha-1" value="1111">
</form>`;

describe('refill: captcha and quiz', () => {
  it.each([
    ['png', '/wp-content/uploads/wpcf7_captcha/2718281828.png', '2718281828'],
    // Absolute addresses on the page's own origin (jsdom's is http://localhost:3000); others are refused (hardening.test.tsx).
    ['gif', `${location.origin}/captcha/31415.gif`, '31415'],
    ['jpeg', `${location.origin}/captcha/42.jpeg`, '42'],
  ])('a captcha image gets its new %s address and the challenge id from it; the old answer goes', (_type, address, challenge) => {
    document.body.innerHTML = CAPTCHA_FORM;
    applyCaptchaRefill(document.querySelector('form')!, { 'captcha-1': address });
    expect(document.querySelector('img')!.getAttribute('src')).toBe(address);
    expect(document.querySelector<HTMLInputElement>('[name="_wpcf7_captcha_challenge_captcha-1"]')!.value).toBe(challenge);
    expect(document.querySelector<HTMLInputElement>('[name="captcha-1"]')!.value).toBe('');
  });

  it('an address without a challenge id changes the image but not the challenge', () => {
    document.body.innerHTML = CAPTCHA_FORM;
    applyCaptchaRefill(document.querySelector('form')!, { 'captcha-1': '/captcha/new.webp' });
    expect(document.querySelector('img')!.getAttribute('src')).toBe('/captcha/new.webp');
    expect(document.querySelector<HTMLInputElement>('[name="_wpcf7_captcha_challenge_captcha-1"]')!.value).toBe('1111');
  });

  it('the quiz label and answer hash are replaced from the captured refill; the old answer goes with the old question', () => {
    document.body.innerHTML = fixtureMarkup('form-all-fields');
    const form = document.querySelector('form')!;
    document.querySelector<HTMLInputElement>('[name="rig-quiz"]')!.value = '4';
    applyQuizRefill(form, readQuiz(fixtureAnswer('refill-all-fields').quiz)!);
    expect(document.querySelector('.wpcf7-quiz-label')!.textContent).toBe('1+1=?');
    expect(document.querySelector<HTMLInputElement>('[name="_wpcf7_quiz_answer_rig-quiz"]')!.value).toBe(
      'fe062b200101ae77bc2fc3c18e86464e',
    );
    expect(document.querySelector<HTMLInputElement>('[name="rig-quiz"]')!.value).toBe('');
  });

  it('an answer to the same question is kept when only the hash changes', () => {
    document.body.innerHTML = fixtureMarkup('form-all-fields');
    document.querySelector<HTMLInputElement>('[name="rig-quiz"]')!.value = '4';
    applyQuizRefill(document.querySelector('form')!, { 'rig-quiz': ['2+2=?', 'newhash'] });
    expect(document.querySelector<HTMLInputElement>('[name="rig-quiz"]')!.value).toBe('4');
    expect(document.querySelector<HTMLInputElement>('[name="_wpcf7_quiz_answer_rig-quiz"]')!.value).toBe('newhash');
  });

  it('quiz labels are set as text, never parsed as HTML', () => {
    document.body.innerHTML = fixtureMarkup('form-all-fields');
    applyQuizRefill(document.querySelector('form')!, { 'rig-quiz': ['<img src=x onerror=alert(1)>?', 'h'] });
    expect(document.querySelector('.wpcf7-quiz-label')!.textContent).toBe('<img src=x onerror=alert(1)>?');
    expect(document.querySelector('.wpcf7-quiz-label img')).toBeNull();
  });
});
