import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { statusClass } from './controller/status';
import { findFieldProblems } from './form/field-problems';
import { applyCaptchaRefill } from './form/refill';
import type { Islands } from '../../tests/support/islands';
import { fixtureAnswer, fixtureMarkup, jsonResponse, mountForm, settleCalls, stubFetch, type SentCall } from './test-support';

/**
 * What a hostile or broken server (answers, printed markup) must not do to the form: switch it off,
 * reach outside it, or break what the theme printed (widgets/contact-form/README.md, "Answers").
 */

let islands: Islands | null = null;
let warnSpy: MockInstance;
let errorSpy: MockInstance;
beforeEach(() => {
  warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => {});
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  islands?.stop();
  islands = null;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const form = () => document.querySelector('form')!;
const output = () => document.querySelector<HTMLElement>('.wpcf7-response-output')!;
const field = (selector: string) => document.querySelector<HTMLInputElement>(selector)!;

function answerInTurn(...answers: unknown[]) {
  let next = 0;
  return stubFetch((call: SentCall) =>
    call.url.endsWith('/feedback') ? jsonResponse(answers[Math.min(next++, answers.length - 1)]) : jsonResponse([]),
  );
}

async function submit(): Promise<void> {
  fireEvent.submit(form());
  await settleCalls();
}

describe('any status string gives one class token or none, never an exception', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'init sent', '', ' ', '\t\n'])(
    'statusClass(%j) is a single class token',
    (status) => {
      const name = statusClass(status);
      expect(name).toMatch(/^[a-z0-9-]+$/);
      expect(() => document.createElement('div').classList.add(name)).not.toThrow();
    },
  );

  it('built-in object keys are custom statuses, not inherited properties', () => {
    expect(statusClass('constructor')).toBe('custom-constructor');
    expect(statusClass('toString')).toBe('custom-tostring');
    expect(statusClass('hasOwnProperty')).toBe('custom-hasownproperty');
    expect(statusClass('__proto__')).toBe('custom-proto');
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'an answer with status %j shows its message and the form keeps working',
    async (status) => {
      const calls = answerInTurn({ status, message: 'Odd status.', into: '#wpcf7-f4-p5-o1' }, fixtureAnswer('feedback-mail-sent'));
      islands = await mountForm(fixtureMarkup('form-default'));
      await submit();
      expect(errorSpy).not.toHaveBeenCalled();
      expect(output().textContent).toBe('Odd status.');
      expect(form().getAttribute('data-status')).toBe(statusClass(status));
      await submit();
      expect(calls.filter((call) => call.url.endsWith('/feedback'))).toHaveLength(2);
      expect(form().classList.contains('sent')).toBe(true);
      expect(form().classList.contains(statusClass(status))).toBe(false);
    },
  );

  it('printed data-status="init sent" mounts the form (one token), and it submits in place', async () => {
    const calls = answerInTurn(fixtureAnswer('feedback-mail-sent'));
    islands = await mountForm(fixtureMarkup('form-default').replace('data-status="init"', 'data-status="init sent"'));
    expect(errorSpy).not.toHaveBeenCalled();
    expect(form().getAttribute('data-island-mounted')).toBe('contact-form');
    expect(form().getAttribute('data-status')).toMatch(/^[a-z0-9-]+$/);
    await submit();
    expect(calls.filter((call) => call.url.endsWith('/feedback'))).toHaveLength(1);
    expect(form().getAttribute('data-status')).toBe('sent');
  });
});

describe('answers do not reach outside the form', () => {
  const OUTSIDE = '<button id="outside-button">Buy now</button><input id="rig-name" name="decoy">';

  it('an idref naming an element outside the form neither takes focus nor gets the alert link', async () => {
    answerInTurn({
      status: 'validation_failed',
      message: 'Check the fields.',
      into: '#wpcf7-f4-p5-o1',
      invalid_fields: [{ field: 'your-name', message: 'Name?', idref: 'outside-button', error_id: 'wpcf7-f4-p5-o1-ve-your-name' }],
    });
    islands = await mountForm(OUTSIDE + fixtureMarkup('form-default'));
    await submit();
    const nameField = field('.wpcf7 [name="your-name"]');
    expect(document.activeElement).toBe(nameField);
    const link = document.querySelector('.screen-reader-response a')!;
    expect(link.getAttribute('href')).toBe(`#${nameField.id}`);
    expect(form().contains(document.getElementById(link.getAttribute('href')!.slice(1)))).toBe(true);
  });

  it('an idref is looked up inside the form, even when an element outside has the same id first', () => {
    document.body.innerHTML = OUTSIDE + fixtureMarkup('form-all-fields');
    const [problem] = findFieldProblems(form(), 'u', [
      { field: 'your-name', into: null, message: 'Name?', idref: 'rig-name', errorId: null },
    ]);
    // (jsdom's querySelector('#id') misses a duplicate id inside an element: match the attribute.)
    expect(problem!.target).toBe(form().querySelector('[id="rig-name"]'));
    expect(problem!.target).not.toBeNull();
  });

  it('the same error_id twice gives two distinct tip ids, each control described by its own tip', async () => {
    answerInTurn({
      status: 'validation_failed',
      message: 'Check the fields.',
      into: '#wpcf7-f4-p5-o1',
      invalid_fields: [
        { field: 'your-name', message: 'Name?', idref: null, error_id: 'same' },
        { field: 'your-email', message: 'Email?', idref: null, error_id: 'same' },
      ],
    });
    islands = await mountForm(fixtureMarkup('form-default'));
    await submit();
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.length).toBe(new Set(ids).size);
    expect(document.getElementById(field('[name="your-name"]').getAttribute('aria-describedby')!)!.textContent).toBe('Name?');
    expect(document.getElementById(field('[name="your-email"]').getAttribute('aria-describedby')!)!.textContent).toBe('Email?');
  });

  it('an error_id that collides with an element of the page is not reused for a tip', () => {
    document.body.innerHTML = '<p id="taken">theirs</p>' + fixtureMarkup('form-default');
    const [problem] = findFieldProblems(form(), 'u', [{ field: 'your-name', into: null, message: 'x', idref: null, errorId: 'taken' }]);
    expect(problem!.tipId).not.toBe('taken');
  });

  const CAPTCHA_FORM = `<form class="wpcf7-form">
    <img class="wpcf7-captchac wpcf7-captcha-captcha-1" alt="captcha" src="/wp-content/uploads/wpcf7_captcha/1111.png">
    <input type="text" name="captcha-1" value="typed"><input type="hidden" name="_wpcf7_captcha_challenge_captcha-1" value="1111">
  </form>`;

  it.each([
    'https://evil.example/captcha/2222.png',
    '//evil.example/2222.png',
    'javascript:alert(1)//2222.png',
    'data:image/png;base64,AAAA',
  ])('a captcha image from another origin (%s) is ignored with one warning', (address) => {
    document.body.innerHTML = CAPTCHA_FORM;
    applyCaptchaRefill(form(), { 'captcha-1': address });
    expect(document.querySelector('img')!.getAttribute('src')).toBe('/wp-content/uploads/wpcf7_captcha/1111.png');
    expect(field('[name="_wpcf7_captcha_challenge_captcha-1"]').value).toBe('1111');
    expect(field('[name="captcha-1"]').value).toBe('typed');
    expect(warnSpy).toHaveBeenCalledTimes(1);
  });

  it("a captcha image on the page's own origin is taken, relative or absolute", () => {
    document.body.innerHTML = CAPTCHA_FORM;
    applyCaptchaRefill(form(), { 'captcha-1': `${location.origin}/wp-content/uploads/wpcf7_captcha/3333.png` });
    expect(field('[name="_wpcf7_captcha_challenge_captcha-1"]').value).toBe('3333');
    expect(warnSpy).not.toHaveBeenCalled();
  });
});

describe("a field's own aria-describedby is kept", () => {
  it('the tip id is appended while the field is invalid and removed again when the response clears', async () => {
    answerInTurn(
      {
        status: 'validation_failed',
        message: 'Check the fields.',
        into: '#wpcf7-f4-p5-o1',
        invalid_fields: [{ field: 'your-email', message: 'Email?', idref: null, error_id: 'wpcf7-f4-p5-o1-ve-your-email' }],
      },
      fixtureAnswer('feedback-mail-sent'),
    );
    islands = await mountForm(fixtureMarkup('form-default'), () => {
      document.querySelector('[name="your-email"]')!.setAttribute('aria-describedby', 'email-hint');
      document.querySelector('[name="your-email"]')!.insertAdjacentHTML('afterend', '<small id="email-hint">We never share it.</small>');
    });
    const email = field('[name="your-email"]');
    await submit();
    expect(email.getAttribute('aria-describedby')).toBe('email-hint wpcf7-f4-p5-o1-ve-your-email');
    await submit();
    expect(email.getAttribute('aria-describedby')).toBe('email-hint');
  });
});

describe('a refill does not wipe typed values', () => {
  it('a captcha refill naming a field that is no captcha leaves it as typed (one warning)', () => {
    document.body.innerHTML = fixtureMarkup('form-default');
    field('[name="your-name"]').value = 'Ana';
    applyCaptchaRefill(form(), { 'your-name': '/wp-content/uploads/wpcf7_captcha/1.png' });
    expect(field('[name="your-name"]').value).toBe('Ana');
    expect(warnSpy).toHaveBeenCalledTimes(1);
  });
});
