import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { Islands } from '../../tests/support/islands';
import { fixtureAnswer, fixtureMarkup, jsonResponse, mountForm, settleCalls, stubFetch, type SentCall } from './test-support';

/** Validation as the visitor goes (widgets/contact-form/README.md), on the captured forms and their real schemas. */

let islands: Islands | null = null;
let warnSpy: MockInstance;
beforeEach(() => {
  warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  islands?.stop();
  islands = null;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const form = () => document.querySelector('form')!;
const field = (selector: string) => document.querySelector<HTMLInputElement>(selector)!;
const tipOf = (name: string) => document.querySelector(`[data-name="${name}"] .wpcf7-not-valid-tip`)?.textContent ?? null;
const alertTexts = () => [...document.querySelectorAll('.screen-reader-response li')].map((item) => item.textContent);

/** The schema and refill endpoints answered from the fixtures; `schema` null answers 404. */
function serve(schema: string | null | unknown, feedback: unknown = fixtureAnswer('feedback-mail-sent')) {
  return stubFetch((call: SentCall) => {
    if (call.url.endsWith('/feedback/schema')) {
      if (schema === null) return jsonResponse({ code: 'rest_no_route', message: 'No route was found.', data: { status: 404 } }, 404);
      return jsonResponse(typeof schema === 'string' ? fixtureAnswer(schema) : schema);
    }
    if (call.url.endsWith('/feedback')) return jsonResponse(feedback);
    return jsonResponse([]);
  });
}

function change(name: string, value: string): void {
  const control = field(`[name="${name}"]`);
  control.value = value;
  fireEvent.change(control);
}

function recordStatusChanges(): Array<[string, string]> {
  const seen: Array<[string, string]> = [];
  document.addEventListener('wpcf7statuschanged', (event) => {
    const { prevStatus, status } = (event as CustomEvent<{ prevStatus: string; status: string }>).detail;
    seen.push([prevStatus, status]);
  });
  return seen;
}

describe('on change, the changed field and those before it are checked against the schema', () => {
  it('a bad email shows the rule error as its tip, aria-invalid and an alert entry; fixed, the tip goes', async () => {
    const calls = serve('schema');
    islands = await mountForm(fixtureMarkup('form-default'));
    await settleCalls();
    expect(calls.map((call) => [call.method, call.url])).toContainEqual([
      'GET',
      'http://localhost:3000/wp-json/contact-form-7/v1/contact-forms/4/feedback/schema',
    ]);
    const statuses = recordStatusChanges();
    change('your-name', 'Ana');
    change('your-email', 'ana@example');
    expect(tipOf('your-email')).toBe('Please enter an email address.');
    const email = field('[name="your-email"]');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)!.textContent).toBe('Please enter an email address.');
    expect(alertTexts()).toEqual(['Please enter an email address.']);
    expect(statuses).toEqual([
      ['init', 'validating'],
      ['validating', 'init'],
      ['init', 'validating'],
      ['validating', 'init'],
    ]);
    expect(form().getAttribute('data-status')).toBe('init');

    change('your-email', 'ana@example.com');
    expect(tipOf('your-email')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBe('false');
    expect(email.hasAttribute('aria-describedby')).toBe(false);
    expect(alertTexts()).toEqual([]);
  });

  it('fields before the changed one are checked too (a required name left empty), fields after it are not', async () => {
    serve('schema');
    islands = await mountForm(fixtureMarkup('form-default'));
    await settleCalls();
    change('your-email', 'ana@example.com');
    expect(tipOf('your-name')).toBe('Please fill out this field.');
    expect(tipOf('your-subject')).toBeNull();
    change('your-name', 'Ana');
    expect(tipOf('your-name')).toBeNull();
  });

  it('a number below minnumber, a checkbox group over maxitems, a too-large file', async () => {
    serve('schema-all-fields');
    islands = await mountForm(fixtureMarkup('form-all-fields'));
    await settleCalls();
    change('rig-age', '9');
    expect(tipOf('rig-age')).toBe('This field has a too small number.');
    change('rig-age', '30');
    expect(tipOf('rig-age')).toBeNull();

    const fileInput = field('[name="rig-file"]');
    const big = new File([new Uint8Array(1048577)], 'cv.pdf', { type: 'application/pdf' });
    Object.defineProperty(fileInput, 'files', { value: [big], configurable: true });
    fireEvent.change(fileInput);
    expect(tipOf('rig-file')).toBe('The uploaded file is too large.');
    Object.defineProperty(fileInput, 'files', { value: [new File(['x'], 'cv.exe')], configurable: true });
    fireEvent.change(fileInput);
    expect(tipOf('rig-file')).toBe('You are not allowed to upload files of this type.');
  });

  it('maxitems on a checkbox group whose boxes are not exclusive', async () => {
    serve('schema-extra');
    islands = await mountForm(fixtureMarkup('form-extra').replace('wpcf7-exclusive-checkbox', ''));
    await settleCalls();
    field('[name="rig-exclusive"][value="Red"]').click();
    expect(tipOf('rig-exclusive')).toBeNull();
    field('[name="rig-exclusive"][value="Green"]').click();
    expect(tipOf('rig-exclusive')).toBe('Too many items are selected.');
  });

  it('a server tip of a field not checked stays; one of a checked field is replaced', async () => {
    serve('schema', fixtureAnswer('feedback-validation-failed'));
    islands = await mountForm(fixtureMarkup('form-default'));
    await settleCalls();
    fireEvent.submit(form());
    await settleCalls();
    const printed = ['your-name', 'your-email', 'your-subject'].map(tipOf);
    expect(printed.every((tip) => tip !== null)).toBe(true);
    change('your-name', 'Ana');
    expect(tipOf('your-name')).toBeNull();
    expect(tipOf('your-subject')).toBe(printed[2]); // after the changed field: left as the server said
    expect(form().getAttribute('data-status')).toBe('invalid');
  });

  it('fields inside .novalidate are skipped; unknown rules are skipped', async () => {
    serve({
      rules: [
        { rule: 'regex', field: 'your-name', error: 'x' },
        { rule: 'required', field: 'your-name', error: 'Name?' },
        { rule: 'email', field: 'your-email', error: 'Email?' },
      ],
    });
    islands = await mountForm(fixtureMarkup('form-default'), () =>
      document.querySelector('[data-name="your-email"]')!.classList.add('novalidate'),
    );
    await settleCalls();
    change('your-email', 'nope');
    expect(tipOf('your-email')).toBeNull();
    change('your-subject', 'Hi');
    expect(tipOf('your-name')).toBe('Name?');
  });

  it.each([
    ['a 404', null],
    ['not a schema', { rules: 'everything' }],
    ['a list', []],
  ])('a schema that is %s leaves the form as before: no tip on change, no warning, submit works', async (_what, schema) => {
    const calls = serve(schema);
    islands = await mountForm(fixtureMarkup('form-default'));
    await settleCalls();
    change('your-email', 'nope');
    expect(tipOf('your-email')).toBeNull();
    expect(form().getAttribute('data-status')).toBe('init');
    fireEvent.submit(form());
    await settleCalls();
    expect(calls.filter((call) => call.url.endsWith('/feedback'))).toHaveLength(1);
    expect(warnSpy).not.toHaveBeenCalled();
  });
});
