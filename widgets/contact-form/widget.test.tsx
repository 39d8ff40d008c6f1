import { act, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { markupSnapshot, type Islands } from '../../tests/support/islands';
import { fixtureAnswer, fixtureMarkup, jsonResponse, mountForm, settleCalls, stubFetch, type SentCall } from './test-support';
import { forgetInputTypeProbesForTests } from './view/pickers';

/**
 * The whole flow in jsdom on the captured Contact Form 7 markup, the REST calls answered by a stubbed
 * fetch: statuses (both answer shapes), tips and alert list, focus, events, failures, refill.
 */

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
const field = <T extends HTMLElement = HTMLInputElement>(selector: string) => document.querySelector<T>(selector)!;
const output = () => field<HTMLElement>('.wpcf7-response-output');
const errorBox = () => document.querySelector<HTMLElement>('.cms-islands-form-error');
const tips = () => [...document.querySelectorAll('.wpcf7-not-valid-tip')].map((tip) => [tip.id, tip.textContent]);
const alertItems = () =>
  [...document.querySelectorAll('.screen-reader-response li')].map((item) => [
    item.textContent,
    item.querySelector('a')?.getAttribute('href') ?? null,
  ]);
const statusClasses = (element: Element) =>
  [...element.classList].filter(
    (name) =>
      ['init', 'submitting', 'invalid', 'unaccepted', 'spam', 'aborted', 'sent', 'failed'].includes(name) ||
      name.startsWith('custom-') ||
      name === 'payment-required',
  );

/** Feedback answers given in turn; refills and the schema answer an empty list (the plugin's answer with nothing to refill). */
function answerFeedback(...answers: Array<(call: SentCall) => Response | Promise<Response>>) {
  let next = 0;
  return stubFetch((call) => (call.url.endsWith('/feedback') ? answers[Math.min(next++, answers.length - 1)]!(call) : jsonResponse([])));
}
const refillCalls = (calls: SentCall[]) => calls.filter((call) => call.url.endsWith('/refill'));
const feedbackCalls = (calls: SentCall[]) => calls.filter((call) => call.url.endsWith('/feedback'));

/** Records the wpcf7 events heard on the wrapper (they bubble from the form). */
function recordEvents() {
  const events: CustomEvent[] = [];
  const wrapper = document.querySelector('.wpcf7') ?? document.body;
  for (const name of ['beforesubmit', 'invalid', 'unaccepted', 'spam', 'aborted', 'mailsent', 'mailfailed', 'submit']) {
    wrapper.addEventListener(`wpcf7${name}`, (event) => events.push(event as CustomEvent));
  }
  return events;
}

async function submit(): Promise<void> {
  fireEvent.submit(form());
  await settleCalls();
}

const fill = (name: string, value: string) => {
  field(`[name="${name}"]`).value = value;
};

describe('mounting on the plugin markup', () => {
  it('mounts on div.wpcf7 form.wpcf7-form: js class, a spinner after the submit button, the response box an alert', async () => {
    answerFeedback();
    islands = await mountForm(fixtureMarkup('form-default'));
    expect(form().getAttribute('data-island-mounted')).toBe('contact-form');
    expect(field('.wpcf7').className).toBe('wpcf7 js');
    expect(field('.has-spinner').nextElementSibling!.className).toBe('wpcf7-spinner');
    expect(output().getAttribute('role')).toBe('alert');
    expect(output().hasAttribute('aria-hidden')).toBe(false);
    expect(errorBox()!.hidden).toBe(true);
    expect(form().nextElementSibling).toBe(errorBox());
  });

  it('unmounting puts the printed markup back, after a response too', async () => {
    answerFeedback(() => jsonResponse(fixtureAnswer('feedback-validation-failed')));
    let printed: string[] = [];
    islands = await mountForm(fixtureMarkup('form-extra'), () => (printed = markupSnapshot(document.body)));
    await submit();
    act(() => islands!.runtime.unmount(document));
    expect(markupSnapshot(document.body)).toEqual(printed);
  });

  it("leaves a form alone that the plugin's own script drives (no double submit)", async () => {
    const calls = answerFeedback(() => jsonResponse(fixtureAnswer('feedback-mail-sent')));
    // The plugin's own script puts its state on the form as `form.wpcf7`.
    islands = await mountForm(fixtureMarkup('form-default'), () => ((form() as unknown as { wpcf7: object }).wpcf7 = { id: 4 }));
    expect(warnSpy).toHaveBeenCalledWith(expect.stringContaining("Contact Form 7's own script drives this form"), expect.anything());
    const submitEvent = new Event('submit', { cancelable: true });
    form().dispatchEvent(submitEvent);
    expect(submitEvent.defaultPrevented).toBe(false);
    expect(feedbackCalls(calls)).toHaveLength(0);
  });

  it('a form without a form id is left to submit natively, with one warning', async () => {
    answerFeedback();
    islands = await mountForm('<form data-island="contact-form"><input name="email"><button>Send</button></form>');
    expect(warnSpy).toHaveBeenCalledTimes(1);
    expect(warnSpy.mock.calls[0]![0]).toContain('no form with a form id');
    const submitEvent = new Event('submit', { cancelable: true });
    form().dispatchEvent(submitEvent);
    expect(submitEvent.defaultPrevented).toBe(false);
  });

  it('a bad option falls back to its default with one warning', async () => {
    const calls = answerFeedback();
    islands = await mountForm(fixtureMarkup('form-default').replace('data-status="init"', 'data-status="init" data-refill="sometimes"'));
    expect(warnSpy).toHaveBeenCalledTimes(1);
    expect(warnSpy.mock.calls[0]![0]).toContain('refill="sometimes"');
    await settleCalls();
    expect(refillCalls(calls)).toHaveLength(0); // default "auto": the default form has no quiz or captcha
  });
});

describe('submitting', () => {
  it('sends every field, hidden underscore fields included, as multipart to {root}{namespace}/contact-forms/{id}/feedback', async () => {
    const calls = answerFeedback(() => jsonResponse(fixtureAnswer('feedback-mail-sent')));
    islands = await mountForm(fixtureMarkup('form-default'));
    fill('your-name', 'Ana');
    await submit();
    const [call] = feedbackCalls(calls);
    expect(call!.url).toBe('http://localhost:3000/wp-json/contact-form-7/v1/contact-forms/4/feedback');
    expect(call!.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect(call!.headers.has('x-wp-nonce')).toBe(false);
    expect([...call!.body!.keys()]).toEqual([
      '_wpcf7',
      '_wpcf7_version',
      '_wpcf7_locale',
      '_wpcf7_unit_tag',
      '_wpcf7_container_post',
      '_wpcf7_posted_data_hash',
      'your-name',
      'your-email',
      'your-subject',
      'your-message',
    ]);
    expect(call!.body!.get('your-name')).toBe('Ana');
  });

  it('sends X-WP-Nonce only when the form carries _wpnonce', async () => {
    const calls = answerFeedback(() => jsonResponse(fixtureAnswer('nonce-loggedin-mail-sent')));
    islands = await mountForm(
      fixtureMarkup('form-default').replace(
        '<input type="hidden" name="_wpcf7" value="4" />',
        '<input type="hidden" name="_wpcf7" value="4" /><input type="hidden" name="_wpnonce" value="n0nce" />',
      ),
    );
    await submit();
    expect(feedbackCalls(calls)[0]!.headers.get('x-wp-nonce')).toBe('n0nce');
  });

  it('shows the loader while in flight, ignores a second submit, and clears the whole previous response first', async () => {
    let release!: (response: Response) => void;
    const calls = answerFeedback(
      () => jsonResponse(fixtureAnswer('feedback-validation-failed')),
      () => new Promise<Response>((resolve) => (release = resolve)),
    );
    islands = await mountForm(fixtureMarkup('form-default'));
    await submit();
    expect(form().getAttribute('data-status')).toBe('invalid');
    expect(tips()).toHaveLength(3);

    fireEvent.submit(form());
    await settleCalls();
    // In flight: loader class, nothing of the previous response left.
    expect(form().getAttribute('data-status')).toBe('submitting');
    expect(statusClasses(form())).toEqual(['submitting']);
    expect(statusClasses(output())).toEqual(['submitting']);
    expect(tips()).toEqual([]);
    expect(alertItems()).toEqual([]);
    expect(output().textContent).toBe('');
    expect(document.querySelectorAll('[aria-invalid="true"], .wpcf7-not-valid, [aria-describedby]')).toHaveLength(0);

    fireEvent.submit(form()); // ignored
    await settleCalls();
    expect(feedbackCalls(calls)).toHaveLength(2);

    release(jsonResponse(fixtureAnswer('feedback-spam-short-ua')));
    await settleCalls();
    expect(form().getAttribute('data-status')).toBe('spam');
    expect(statusClasses(form())).toEqual(['spam']);
  });

  it.each([
    ['feedback-spam-short-ua', 'spam', 'wpcf7spam'],
    ['feedback-mail-failed', 'failed', 'wpcf7mailfailed'],
    ['all-acceptance-missing', 'unaccepted', 'wpcf7unaccepted'],
  ])('%s: the class on the form and the response box, data-status, the message, the event', async (fixture, expectedClass, eventName) => {
    answerFeedback(() => jsonResponse(fixtureAnswer(fixture)));
    islands = await mountForm(fixtureMarkup('form-default'));
    const events = recordEvents();
    fill('your-message', 'typed text');
    await submit();
    expect(statusClasses(form())).toEqual([expectedClass]);
    expect(statusClasses(output())).toEqual([expectedClass]);
    expect(form().getAttribute('data-status')).toBe(expectedClass);
    expect(output().textContent).toBe(fixtureAnswer(fixture).message);
    expect(events.map((event) => event.type)).toEqual(['wpcf7beforesubmit', eventName, 'wpcf7submit']);
    expect(field<HTMLTextAreaElement>('[name="your-message"]').value).toBe('typed text'); // only mail_sent resets
  });

  it('aborted, and payment_required with its class payment-required and no status event', async () => {
    answerFeedback(
      () => jsonResponse({ status: 'aborted', message: 'Sending mail has been aborted.', into: '#wpcf7-f4-p5-o1', invalid_fields: [] }),
      () => jsonResponse({ status: 'payment_required', message: 'Pay first.', into: '#wpcf7-f4-p5-o1' }),
    );
    islands = await mountForm(fixtureMarkup('form-default'));
    const events = recordEvents();
    await submit();
    expect(statusClasses(form())).toEqual(['aborted']);
    await submit();
    expect(statusClasses(form())).toEqual(['payment-required']);
    expect(statusClasses(output())).toEqual(['payment-required']);
    expect(output().textContent).toBe('Pay first.');
    expect(events.map((event) => event.type)).toEqual([
      'wpcf7beforesubmit',
      'wpcf7aborted',
      'wpcf7submit',
      'wpcf7beforesubmit',
      'wpcf7submit',
    ]);
  });

  it('mail_sent: the form resets, counters restart, the submit button and free texts are recomputed, the hash is kept', async () => {
    answerFeedback(() => jsonResponse(fixtureAnswer('extra-mail-sent')));
    islands = await mountForm(fixtureMarkup('form-extra'));
    const events = recordEvents();
    const message = field<HTMLTextAreaElement>('textarea');
    message.value = 'Hello there';
    fireEvent.input(message);
    expect(field('.wpcf7-character-count.up').textContent).toBe('11');
    field('[name="rig-freeradio"][value="Other"]').click();
    expect(field('.wpcf7-free-text').disabled).toBe(false);
    await submit();
    expect(statusClasses(form())).toEqual(['sent']);
    expect(output().textContent).toBe('Thank you for your message. It has been sent.');
    expect(message.value).toBe('');
    expect([field('.wpcf7-character-count.up').textContent, field('.wpcf7-character-count.down').textContent]).toEqual(['0', '50']);
    expect(field('.wpcf7-free-text').disabled).toBe(true);
    expect(field('[name="_wpcf7_posted_data_hash"]').value).toBe('82c893e941cb2c4921d588eb2a2132a0');
    expect(events.map((event) => event.type)).toEqual(['wpcf7beforesubmit', 'wpcf7mailsent', 'wpcf7submit']);
  });

  it('mail_sent on a form with a required acceptance box: the reset unchecks it, so the button is disabled again', async () => {
    const calls = stubFetch((call) =>
      jsonResponse(call.url.endsWith('/refill') ? fixtureAnswer('refill-all-fields') : fixtureAnswer('all-mail-sent')),
    );
    islands = await mountForm(fixtureMarkup('form-all-fields'));
    await settleCalls();
    expect(calls.filter((call) => call.url.endsWith('/contact-forms/6/refill'))).toHaveLength(1); // a quiz: refilled on load
    const button = field('.wpcf7-submit');
    expect(button.disabled).toBe(true);
    field('[name="rig-accept"]').click();
    expect(button.disabled).toBe(false);
    await submit();
    expect(field('[name="rig-accept"]').checked).toBe(false);
    expect(button.disabled).toBe(true);
    // The answer's quiz is applied too.
    expect(field('.wpcf7-quiz-label').textContent).toBe('1+1=?');
  });
});

describe('invalid fields: tips, aria, the alert list, focus', () => {
  it("current shape: a tip in each field's wrap, aria-invalid and aria-describedby on it, list entries linked, focus on the first", async () => {
    answerFeedback(() => jsonResponse(fixtureAnswer('all-validation-failed')));
    islands = await mountForm(fixtureMarkup('form-all-fields'));
    const events = recordEvents();
    await submit();
    expect(statusClasses(form())).toEqual(['invalid']);
    expect(output().textContent).toBe('One or more fields have an error. Please check and try again.');
    const nameField = field('#rig-name');
    expect(nameField.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(nameField.getAttribute('aria-describedby')!)!.textContent).toBe('Please fill out this field.');
    expect(field('[data-name="your-name"] .wpcf7-not-valid-tip').id).toBe('wpcf7-f6-p7-o1-ve-your-name');
    expect(nameField.classList.contains('wpcf7-not-valid')).toBe(true);
    // A radio group: every box is invalid and described; the group's control gets the class.
    for (const radio of document.querySelectorAll('[name="rig-radio"]')) {
      expect([radio.getAttribute('aria-invalid'), radio.getAttribute('aria-describedby')]).toEqual(['true', 'wpcf7-f6-p7-o1-ve-rig-radio']);
    }
    expect(field('[data-name="rig-radio"] .wpcf7-radio').classList.contains('wpcf7-not-valid')).toBe(true);
    expect(alertItems()).toHaveLength(8);
    expect(alertItems()[0]).toEqual(['Please fill out this field.', '#rig-name']);
    expect(alertItems()[4]).toEqual(['This field has a too small number.', '#wpcf7-f6-p7-o1-ve-rig-age-field']);
    expect(field('[name="rig-age"]').id).toBe('wpcf7-f6-p7-o1-ve-rig-age-field');
    expect(document.activeElement).toBe(nameField);
    expect(events.map((event) => event.type)).toEqual(['wpcf7beforesubmit', 'wpcf7invalid', 'wpcf7submit']);

    // A link in the list takes focus to its field.
    const ageLink = document.querySelectorAll<HTMLAnchorElement>('.screen-reader-response a')[4]!;
    fireEvent.click(ageLink);
    expect(document.activeElement).toBe(field('[name="rig-age"]'));
  });

  it('spec shape: invalidFields {into, message, idref} find their fields the same way', async () => {
    answerFeedback(() =>
      jsonResponse({
        status: 'validation_failed',
        message: 'Check the fields.',
        into: '#wpcf7-f4-p5-o1',
        invalidFields: [
          { into: 'span.wpcf7-form-control-wrap.your-email', message: 'Please enter an email address.', idref: null },
          { into: 'span.wpcf7-form-control-wrap[data-name="your-name"]', message: 'Please fill out this field.', idref: null },
        ],
      }),
    );
    islands = await mountForm(fixtureMarkup('form-default'));
    await submit();
    expect(tips()).toEqual([
      ['wpcf7-f4-p5-o1-ve-your-name', 'Please fill out this field.'],
      ['wpcf7-f4-p5-o1-ve-your-email', 'Please enter an email address.'],
    ]);
    expect(field('[name="your-email"]').getAttribute('aria-describedby')).toBe('wpcf7-f4-p5-o1-ve-your-email');
    expect(document.activeElement).toBe(field('[name="your-name"]'));
    expect(alertItems().map(([text]) => text)).toEqual(['Please fill out this field.', 'Please enter an email address.']);
  });

  it('acceptance_missing moves focus to the unchecked box', async () => {
    answerFeedback(() => jsonResponse(fixtureAnswer('all-acceptance-missing')));
    islands = await mountForm(
      fixtureMarkup('form-all-fields').replace('wpcf7-form init', 'wpcf7-form init wpcf7-acceptance-as-validation'),
    );
    expect(field('.wpcf7-submit').disabled).toBe(false);
    await submit();
    expect(statusClasses(form())).toEqual(['unaccepted']);
    expect(document.activeElement).toBe(field('[name="rig-accept"]'));
  });

  it('server text is text: messages and tips are never parsed as HTML', async () => {
    const hostile = '<img src=x onerror="window.hacked=1"><b>bold</b>';
    answerFeedback(() =>
      jsonResponse({
        status: 'validation_failed',
        message: hostile,
        into: '#wpcf7-f4-p5-o1',
        invalid_fields: [{ field: 'your-name', message: hostile, idref: null, error_id: 'e1' }],
      }),
    );
    islands = await mountForm(fixtureMarkup('form-default'));
    await submit();
    expect(output().textContent).toBe(hostile);
    expect(field('#e1').textContent).toBe(hostile);
    expect(alertItems()[0]![0]).toBe(hostile);
    expect(document.querySelectorAll('img, b')).toHaveLength(0);
  });
});

describe('when the call itself fails', () => {
  it.each([
    ['network down', () => Promise.reject(new TypeError('Failed to fetch')), 'The server could not be reached.'],
    [
      'HTTP 500 with the REST error shape',
      () =>
        jsonResponse(
          { code: 'internal_server_error', message: 'There has been a critical error on this website.', data: { status: 500 } },
          500,
        ),
      'There has been a critical error on this website.',
    ],
    ['HTTP 403 bad nonce', () => jsonResponse(fixtureAnswer('nonce-loggedin-bad-nonce-403'), 403), 'Cookie check failed'],
    [
      'an answer that is not JSON',
      () => new Response('<html>oops</html>', { headers: { 'content-type': 'text/html' } }),
      'The server answer could not be read.',
    ],
  ])('%s: an error box after the form, the loader off, every typed value kept', async (_name, answer, message) => {
    answerFeedback(answer as () => Response, () => jsonResponse(fixtureAnswer('feedback-mail-sent')));
    islands = await mountForm(fixtureMarkup('form-default'));
    const events = recordEvents();
    fill('your-name', 'Ana');
    fill('your-message', 'Keep me');
    await submit();
    expect(errorBox()!.hidden).toBe(false);
    expect(errorBox()!.getAttribute('role')).toBe('alert');
    expect(errorBox()!.textContent).toBe(message);
    expect(form().nextElementSibling).toBe(errorBox());
    expect(statusClasses(form())).toEqual(['init']);
    expect(field('[name="your-name"]').value).toBe('Ana');
    expect(field<HTMLTextAreaElement>('[name="your-message"]').value).toBe('Keep me');
    expect(events.map((event) => event.type)).toEqual(['wpcf7beforesubmit']);
    expect(warnSpy).toHaveBeenCalledWith(expect.stringContaining(message), form());

    await submit(); // the next submit clears the box
    expect(errorBox()!.hidden).toBe(true);
    expect(errorBox()!.textContent).toBe('');
    expect(statusClasses(form())).toEqual(['sent']);
  });
});

describe('the wpcf7 events (what analytics and other plugins hook into)', () => {
  it('are bubbling CustomEvents from the form with contactFormId, unitTag, containerPostId, status, apiResponse and the inputs', async () => {
    const answer = fixtureAnswer('feedback-mail-sent');
    answerFeedback(() => jsonResponse(answer));
    islands = await mountForm(fixtureMarkup('form-default'));
    const events = recordEvents();
    const onDocument: string[] = [];
    document.addEventListener('wpcf7mailsent', (event) => onDocument.push(event.type));
    fill('your-name', 'Ana');
    await submit();
    const [before, sent] = events;
    expect(before).toBeInstanceOf(CustomEvent);
    expect(before!.bubbles).toBe(true);
    expect(before!.target).toBe(form());
    expect(before!.detail).toMatchObject({
      contactFormId: 4,
      pluginVersion: '6.1.6',
      contactFormLocale: 'en_US',
      unitTag: 'wpcf7-f4-p5-o1',
      containerPostId: 5,
    });
    expect(sent!.detail.status).toBe('mail_sent');
    expect(sent!.detail.apiResponse).toEqual(answer);
    expect(sent!.detail.inputs).toEqual([
      { name: 'your-name', value: 'Ana' },
      { name: 'your-email', value: '' },
      { name: 'your-subject', value: '' },
      { name: 'your-message', value: '' },
    ]);
    expect(sent!.detail.formData).toBeInstanceOf(FormData);
    expect(onDocument).toEqual(['wpcf7mailsent']);
  });
});

describe('refill on page load', () => {
  it('a form with a quiz asks for its refill and renders it', async () => {
    const calls = stubFetch(() => jsonResponse(fixtureAnswer('refill-all-fields')));
    islands = await mountForm(fixtureMarkup('form-all-fields'));
    await settleCalls();
    expect(refillCalls(calls).map((call) => [call.method, call.url])).toEqual([
      ['GET', 'http://localhost:3000/wp-json/contact-form-7/v1/contact-forms/6/refill'],
    ]);
    expect(field('.wpcf7-quiz-label').textContent).toBe('1+1=?');
    expect(field('[name="_wpcf7_quiz_answer_rig-quiz"]').value).toBe('fe062b200101ae77bc2fc3c18e86464e');
  });

  it('data-refill="always" asks even with nothing to refill; the empty answer changes nothing', async () => {
    const calls = stubFetch(() => jsonResponse(fixtureAnswer('refill')));
    islands = await mountForm(fixtureMarkup('form-default').replace('data-status="init"', 'data-status="init" data-refill="always"'));
    await settleCalls();
    expect(refillCalls(calls).map((call) => call.url)).toEqual(['http://localhost:3000/wp-json/contact-form-7/v1/contact-forms/4/refill']);
    expect(warnSpy).not.toHaveBeenCalled();
    expect(statusClasses(form())).toEqual(['init']);
    expect([...form().querySelectorAll<HTMLInputElement>('input, textarea')].map((element) => element.value)).toEqual([
      '4',
      '6.1.6',
      'en_US',
      'wpcf7-f4-p5-o1',
      '5',
      '',
      '',
      '',
      '',
      '',
      'Submit',
    ]);
  });

  it('a failed refill warns once and leaves the form working', async () => {
    stubFetch((call) =>
      call.url.endsWith('/refill') ? jsonResponse(fixtureAnswer('feedback-error-404'), 404) : jsonResponse(fixtureAnswer('all-mail-sent')),
    );
    islands = await mountForm(fixtureMarkup('form-all-fields'));
    await settleCalls();
    expect(warnSpy).toHaveBeenCalledWith(expect.stringContaining('The requested contact form was not found.'), form());
    expect(field('.wpcf7-quiz-label').textContent).toBe('2+2=?');
  });
});

describe('client rules through the widget', () => {
  it('url gets its scheme on change; exclusive boxes; free text follows its option; counters follow typing', async () => {
    answerFeedback();
    islands = await mountForm(fixtureMarkup('form-extra'));
    const url = field('[name="rig-url"]');
    url.value = 'example.com';
    fireEvent.change(url);
    expect(url.value).toBe('http://example.com');
    field('[name="rig-exclusive"][value="Red"]').click();
    field('[name="rig-exclusive"][value="Blue"]').click();
    expect([...document.querySelectorAll<HTMLInputElement>('[name="rig-exclusive"]')].map((box) => box.checked)).toEqual([
      false,
      false,
      true,
    ]);
    const otherText = field('[name="_wpcf7_free_text_rig-freecheck"]');
    expect(otherText.disabled).toBe(true);
    field('[name="rig-freecheck[]"][value="Other"]').click();
    expect(otherText.disabled).toBe(false);
    const message = field<HTMLTextAreaElement>('textarea');
    message.value = 'Hi';
    fireEvent.input(message);
    expect(field('.wpcf7-character-count.down').textContent).toBe('48');
    expect(field('.wpcf7-character-count.down').classList.contains('too-short')).toBe(true);
    field('[name="rig-noshare"]').click();
    expect(field('.wpcf7-submit').disabled).toBe(true);
  });

  it('a user reset clears the response and recomputes the rules', async () => {
    answerFeedback(() => jsonResponse(fixtureAnswer('extra-validation-failed')));
    islands = await mountForm(fixtureMarkup('form-extra'));
    field('[name="rig-noshare"]').click();
    form().classList.add('wpcf7-acceptance-as-validation');
    await submit();
    expect(tips()).toHaveLength(4);
    form().classList.remove('wpcf7-acceptance-as-validation');
    act(() => form().reset());
    await settleCalls();
    expect(tips()).toEqual([]);
    expect(statusClasses(form())).toEqual(['init']);
    expect(field('.wpcf7-submit').disabled).toBe(false); // the inverted box is unchecked again
  });

  it('date and number inputs get fallback pickers when the browser lacks those types', async () => {
    const probe = HTMLInputElement.prototype;
    const descriptor = Object.getOwnPropertyDescriptor(probe, 'type')!;
    Object.defineProperty(probe, 'type', {
      ...descriptor,
      get(this: HTMLInputElement) {
        const type = this.getAttribute('type');
        return type === 'date' || type === 'number' ? 'text' : descriptor.get!.call(this);
      },
    });
    forgetInputTypeProbesForTests();
    try {
      answerFeedback();
      islands = await mountForm(fixtureMarkup('form-extra'));
      const quantity = field('[name="rig-qty"]');
      expect([
        quantity.getAttribute('type'),
        quantity.getAttribute('role'),
        quantity.getAttribute('aria-valuemin'),
        quantity.getAttribute('aria-valuemax'),
      ]).toEqual(['text', 'spinbutton', '2', '20']);
      fireEvent.keyDown(quantity, { key: 'ArrowUp' });
      fireEvent.keyDown(quantity, { key: 'ArrowUp' });
      expect(quantity.value).toBe('4');
      expect(quantity.getAttribute('aria-valuenow')).toBe('4');
      const [decrease, increase] = [...quantity.parentElement!.querySelectorAll<HTMLButtonElement>('.cms-islands-stepper button')];
      expect([decrease!.getAttribute('aria-label'), increase!.getAttribute('aria-label')]).toEqual(['Decrease', 'Increase']);
      fireEvent.click(decrease!);
      expect(quantity.value).toBe('2');
      quantity.value = '13';
      fireEvent.change(quantity);
      expect(quantity.value).toBe('14');
      const when = field('[name="rig-when"]');
      fireEvent.keyDown(when, { key: 'ArrowUp' });
      expect([when.value, when.getAttribute('aria-valuetext'), when.getAttribute('placeholder')]).toEqual([
        '2026-01-01',
        '2026-01-01',
        'YYYY-MM-DD',
      ]);
      act(() => islands!.runtime.unmount(document));
      expect([quantity.getAttribute('type'), quantity.hasAttribute('role'), document.querySelector('.cms-islands-stepper')]).toEqual([
        'number',
        false,
        null,
      ]);
    } finally {
      Object.defineProperty(probe, 'type', descriptor);
      forgetInputTypeProbesForTests();
    }
  });
});

describe('our own markup: data-island="contact-form"', () => {
  const OWN = `<div data-island="contact-form" id="own">
    <form action="/contact" method="post">
      <input type="hidden" name="_wpcf7" value="12"><input type="hidden" name="_wpcf7_unit_tag" value="own-form">
      <label>Email <span class="wpcf7-form-control-wrap" data-name="email"><input type="email" name="email"></span></label>
      <button type="submit">Send</button>
    </form>
  </div>`;

  it('adds the parts the markup lacks (response box, alert list) and removes them on unmount', async () => {
    const calls = answerFeedback(() =>
      jsonResponse({
        status: 'validation_failed',
        message: 'Fix it.',
        into: '#own-form',
        invalid_fields: [{ field: 'email', message: 'Bad email.', idref: null }],
      }),
    );
    islands = await mountForm(OWN);
    const events = recordEvents();
    await submit();
    expect(feedbackCalls(calls)[0]!.url).toBe('http://localhost:3000/wp-json/contact-form-7/v1/contact-forms/12/feedback');
    expect(output().textContent).toBe('Fix it.');
    expect(output().getAttribute('role')).toBe('alert');
    expect(tips()).toEqual([['own-form-ve-email', 'Bad email.']]);
    expect(alertItems()).toEqual([['Bad email.', '#own-form-ve-email-field']]);
    expect(document.activeElement).toBe(field('[name="email"]'));
    expect(events.map((event) => event.type)).toEqual(['wpcf7beforesubmit', 'wpcf7invalid', 'wpcf7submit']);
    act(() => islands!.runtime.unmount(document));
    expect(
      document.querySelectorAll('.wpcf7-response-output, .screen-reader-response, .cms-islands-form-error, .wpcf7-not-valid-tip'),
    ).toHaveLength(0);
  });
});
