import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_QUIZZES } from '../../demo-pages/backend/contact-form';
import { axeViolations, demoUrl, newPage, openPage, showIntent, waitForIslands, type OpenedPage } from '../../tests/browser/harness';

/**
 * The contact form in Chromium, on the demo page's three forms (the captured Contact Form 7 markup),
 * against the demo backend that answers like the plugin. Failures of the call itself are made with
 * the backend's switches and with page.route.
 */
const DEFAULT = '#wpcf7-f4-p5-o1';
const ALL = '#wpcf7-f6-p7-o1';
const EXTRA = '#wpcf7-f8-p9-o1';
/** The quiz hash the fixture markup was printed with; the refill replaces it. */
const PRINTED_QUIZ_HASH = '8fd831f3da5dfbffe4e424f0f0e00ee2';

interface SeenEvent {
  type: string;
  onForm: boolean;
  status: string;
  contactFormId: number;
  unitTag: string;
  containerPostId: number;
  inputNames: string[];
  apiStatus: string | null;
}

async function openContactPage(options: Parameters<typeof openPage>[1] = {}): Promise<OpenedPage> {
  // The backend's 700 ms wait before each answer (so a person sees the loader) is off: the one test that
  // looks at the loader holds the call itself (about 10 s of this file's 30 were those waits).
  const opened = await openPage('/contact-form.html?delay=off', options);
  // The forms wait for the visitor (strategy `interaction`): a pointer over them mounts them (a submit
  // before that is held and sent again: tests/browser/interaction-strategy.test.ts).
  await showIntent(opened.page, 'form.wpcf7-form');
  // Listeners on the wrapper hear every wpcf7 event (they bubble from the form), as analytics scripts do.
  await opened.page.evaluate(() => {
    const seen: unknown[] = ((window as unknown as { seenEvents: unknown[] }).seenEvents = []);
    const names = ['beforesubmit', 'invalid', 'unaccepted', 'spam', 'aborted', 'mailsent', 'mailfailed', 'submit'];
    for (const wrapper of document.querySelectorAll('div.wpcf7')) {
      for (const name of names) {
        wrapper.addEventListener(`wpcf7${name}`, (event) => {
          const detail = (event as CustomEvent).detail;
          seen.push({
            type: event.type,
            onForm: event.target instanceof HTMLFormElement,
            status: detail.status,
            contactFormId: detail.contactFormId,
            unitTag: detail.unitTag,
            containerPostId: detail.containerPostId,
            inputNames: detail.inputs.map((input: { name: string }) => input.name),
            apiStatus: detail.apiResponse ? detail.apiResponse.status : null,
          });
        });
      }
    }
  });
  return opened;
}

const seenEvents = (page: Page) => page.evaluate(() => (window as unknown as { seenEvents: SeenEvent[] }).seenEvents);

/** Submits a form and waits until its answer (or failure) has been shown. */
async function submitAndWait(page: Page, form: string): Promise<void> {
  await page.click(`${form} .wpcf7-submit`);
  // After mail_sent the form resets: `resetting` while it asks for its refill, then `sent`.
  await page.waitForFunction(
    (selector) => !['submitting', 'resetting'].includes(document.querySelector(`${selector} form`)!.getAttribute('data-status')!),
    form,
  );
}

const formState = (page: Page, form: string) =>
  page.evaluate((selector) => {
    const wrapper = document.querySelector(selector)!;
    const formElement = wrapper.querySelector('form')!;
    const output = wrapper.querySelector('.wpcf7-response-output')!;
    const errorBox = wrapper.querySelector('.cms-islands-form-error') as HTMLElement | null;
    return {
      formClasses: [...formElement.classList],
      dataStatus: formElement.getAttribute('data-status'),
      outputClasses: [...output.classList],
      outputRole: output.getAttribute('role'),
      outputText: output.textContent,
      outputVisible: (output as HTMLElement).offsetParent !== null,
      errorBox:
        errorBox && !errorBox.hidden
          ? { text: errorBox.textContent, role: errorBox.getAttribute('role'), afterForm: formElement.nextElementSibling === errorBox }
          : null,
      tips: [...wrapper.querySelectorAll('.wpcf7-not-valid-tip')].map((tip) => tip.textContent),
      alertList: [...wrapper.querySelectorAll('.screen-reader-response li')].map((item) => ({
        text: item.textContent,
        href: item.querySelector('a')?.getAttribute('href') ?? null,
      })),
    };
  }, form);

async function fillDefaultForm(page: Page, message = ''): Promise<void> {
  await page.fill(`${DEFAULT} [name="your-name"]`, 'Ana Lopes');
  await page.fill(`${DEFAULT} [name="your-email"]`, 'ana@example.com');
  await page.fill(`${DEFAULT} [name="your-subject"]`, 'A question');
  await page.fill(`${DEFAULT} [name="your-message"]`, message);
}

/** Fills the all-fields form validly, the quiz answered from the question the refill printed. */
async function fillAllFieldsForm(page: Page): Promise<void> {
  await page.fill('#rig-name', 'Ana Lopes');
  await page.fill('#rig-email', 'ana@example.com');
  await page.fill('#rig-subject', 'A question');
  await page.selectOption(`${ALL} [name="rig-topic"]`, 'Support');
  const question = await page.textContent(`${ALL} .wpcf7-quiz-label`);
  const answer = DEMO_QUIZZES.find(([asked]) => asked === question)?.[1];
  expect(answer, `the quiz question "${question}" comes from the demo's refill`).toBeDefined();
  await page.fill(`${ALL} [name="rig-quiz"]`, answer!);
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

describe('contact form on Contact Form 7 markup (Chromium)', () => {
  it('mounts on div.wpcf7 form.wpcf7-form: js class, spinner, alert role, and the quiz refilled on page load', async () => {
    const { page, problems, close } = await openContactPage();
    try {
      await page.waitForFunction(
        (selector) =>
          (document.querySelector(`${selector} [name="_wpcf7_quiz_answer_rig-quiz"]`) as HTMLInputElement).value !==
          '8fd831f3da5dfbffe4e424f0f0e00ee2',
        ALL,
      );
      const state = await page.evaluate(
        ({ all }) => ({
          wrappers: [...document.querySelectorAll('div.wpcf7')].map((wrapper) => [...wrapper.classList].join(' ')),
          spinners: document.querySelectorAll('.has-spinner + .wpcf7-spinner').length,
          roles: [...document.querySelectorAll('.wpcf7-response-output')].map((output) => [
            output.getAttribute('role'),
            output.getAttribute('aria-hidden'),
          ]),
          quizLabel: document.querySelector(`${all} .wpcf7-quiz-label`)!.textContent,
          quizHash: (document.querySelector(`${all} [name="_wpcf7_quiz_answer_rig-quiz"]`) as HTMLInputElement).value,
        }),
        { all: ALL },
      );
      expect(state.wrappers).toEqual(['wpcf7 js', 'wpcf7 js', 'wpcf7 js']);
      expect(state.spinners).toBe(3);
      expect(state.roles).toEqual([
        ['alert', null],
        ['alert', null],
        ['alert', null],
      ]);
      expect(DEMO_QUIZZES.map(([question]) => question)).toContain(state.quizLabel);
      expect(state.quizHash).toMatch(/^[0-9a-f]{32}$/);
      expect(state.quizHash).not.toBe(PRINTED_QUIZ_HASH);
      expect(problems).toEqual([]);
      await expectNoAxeViolations(page);
    } finally {
      await close();
    }
  });

  it('valid: one multipart POST while the loader shows, a second submit does nothing, then sent, reset and the events', async () => {
    const { page, close } = await openContactPage();
    try {
      const posts: Array<{ url: string; contentType: string; nonce: string | null; body: string }> = [];
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/feedback', async (route) => {
        const request = route.request();
        posts.push({
          url: request.url(),
          contentType: (await request.allHeaders())['content-type'] ?? '',
          nonce: (await request.allHeaders())['x-wp-nonce'] ?? null,
          body: request.postData() ?? '',
        });
        await held;
        await route.continue();
      });
      await fillDefaultForm(page, 'Hello there');
      await page.click(`${DEFAULT} .wpcf7-submit`);
      await page.waitForFunction(() => document.querySelector('#wpcf7-f4-p5-o1 form')!.classList.contains('submitting'));
      const loading = await page.evaluate(() => ({
        spinner: getComputedStyle(document.querySelector('#wpcf7-f4-p5-o1 .wpcf7-spinner')!).visibility,
        status: document.querySelector('#wpcf7-f4-p5-o1 form')!.getAttribute('data-status'),
      }));
      expect(loading).toEqual({ spinner: 'visible', status: 'submitting' });
      await page.click(`${DEFAULT} .wpcf7-submit`); // ignored while the call is in flight
      await page.keyboard.press('Enter');
      release();
      await page.waitForFunction(() => document.querySelector('#wpcf7-f4-p5-o1 form')!.getAttribute('data-status') === 'sent');

      expect(posts).toHaveLength(1);
      expect(posts[0]!.url).toMatch(/\/wp-json\/contact-form-7\/v1\/contact-forms\/4\/feedback$/);
      expect(posts[0]!.contentType).toMatch(/^multipart\/form-data; boundary=/);
      expect(posts[0]!.nonce).toBeNull(); // the form carries no _wpnonce
      for (const name of [
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
      ]) {
        expect(posts[0]!.body).toContain(`name="${name}"`);
      }
      const state = await formState(page, DEFAULT);
      expect(state.formClasses).toContain('sent');
      expect(state.formClasses).not.toContain('init');
      expect(state.outputClasses).toContain('sent');
      expect(state.outputText).toBe('Thank you for your message. It has been sent.');
      expect(state.outputVisible).toBe(true);
      expect(await page.inputValue(`${DEFAULT} [name="your-name"]`)).toBe(''); // reset
      expect(await page.inputValue(`${DEFAULT} [name="_wpcf7_posted_data_hash"]`)).toMatch(/^[0-9a-f]{32}$/);
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('#wpcf7-f4-p5-o1 .wpcf7-spinner')!).visibility)).toBe(
        'hidden',
      );

      const events = await seenEvents(page);
      expect(events.map((event) => event.type)).toEqual(['wpcf7beforesubmit', 'wpcf7mailsent', 'wpcf7submit']);
      expect(
        events.every(
          (event) => event.onForm && event.contactFormId === 4 && event.unitTag === 'wpcf7-f4-p5-o1' && event.containerPostId === 5,
        ),
      ).toBe(true);
      expect(events[0]!.status).toBe('init');
      expect(events[1]).toMatchObject({
        status: 'mail_sent',
        apiStatus: 'mail_sent',
        inputNames: ['your-name', 'your-email', 'your-subject', 'your-message'],
      });
      await expectNoAxeViolations(page);
    } finally {
      await close();
    }
  });

  it('invalid: tips, aria-invalid and aria-describedby, the linked alert list, focus on the first problem; a keyboard user can follow a link', async () => {
    const { page, close } = await openContactPage();
    try {
      await page.check(`${ALL} [name="rig-accept"]`);
      await page.fill(`${ALL} [name="rig-url"]`, 'not a url');
      await page.focus(`${ALL} .wpcf7-submit`);
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.querySelector('#wpcf7-f6-p7-o1 form')!.getAttribute('data-status') === 'invalid');
      const state = await formState(page, ALL);
      expect(state.formClasses).toContain('invalid');
      expect(state.outputText).toBe('One or more fields have an error. Please check and try again.');
      expect(state.outputRole).toBe('alert');
      expect(state.tips).toEqual([
        'Please fill out this field.',
        'Please fill out this field.',
        'Please fill out this field.',
        'Please enter a URL.',
        'Please fill out this field.',
        'The answer to the quiz is incorrect.',
      ]);
      // The alert list links by idref where the server knows the field's id, else to the field itself.
      expect(state.alertList[0]).toEqual({ text: 'Please fill out this field.', href: '#rig-name' });
      expect(state.alertList[3]).toEqual({ text: 'Please enter a URL.', href: '#wpcf7-f6-p7-o1-ve-rig-url-field' });

      // Focus lands on the first invalid field, which says it is invalid and is described by its tip.
      const focused = await page.evaluate(() => {
        const field = document.activeElement as HTMLElement;
        return {
          id: field.id,
          invalid: field.getAttribute('aria-invalid'),
          description: document.getElementById(field.getAttribute('aria-describedby')!)?.textContent,
        };
      });
      expect(focused).toEqual({ id: 'rig-name', invalid: 'true', description: 'Please fill out this field.' });

      // Shift+Tab from the first field reaches the alert list (shown while focused); Enter follows the link.
      for (let presses = 0; presses < 6; presses += 1) await page.keyboard.press('Shift+Tab');
      const onLink = await page.evaluate(() => ({
        text: document.activeElement!.textContent,
        visible: (document.activeElement as HTMLElement).getBoundingClientRect().width > 1,
      }));
      expect(onLink).toEqual({ text: 'Please fill out this field.', visible: true });
      await page.keyboard.press('Tab'); // the 2nd link: your-email
      await page.keyboard.press('Tab'); // the 3rd: subject
      await page.keyboard.press('Tab'); // the 4th: the url
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('rig-url');
      expect(await seenEvents(page).then((events) => events.map((event) => event.type))).toEqual([
        'wpcf7beforesubmit',
        'wpcf7invalid',
        'wpcf7submit',
      ]);
      await expectNoAxeViolations(page);

      // Fixed and sent again: the previous tips, aria state and list are gone before the new answer.
      await fillAllFieldsForm(page);
      await page.fill(`${ALL} [name="rig-url"]`, 'example.com');
      await page.press(`${ALL} [name="rig-url"]`, 'Tab'); // leaving the field adds the scheme
      expect(await page.inputValue(`${ALL} [name="rig-url"]`)).toBe('http://example.com');
      await submitAndWait(page, ALL);
      const sent = await formState(page, ALL);
      expect(sent.dataStatus).toBe('sent');
      expect(sent.tips).toEqual([]);
      expect(sent.alertList).toEqual([]);
      expect(await page.$$eval(`${ALL} [aria-invalid="true"]`, (fields) => fields.length)).toBe(0);
      expect(sent.formClasses).not.toContain('invalid');
      // After mail_sent the acceptance box is unchecked again, so the submit button is disabled again.
      expect(await page.isDisabled(`${ALL} .wpcf7-submit`)).toBe(true);
      await expectNoAxeViolations(page);
    } finally {
      await close();
    }
  });

  it('spam, mail failed, aborted and payment_required each get their class and event', async () => {
    const { page, close } = await openContactPage();
    try {
      const cases: Array<[string, string, string | null]> = [
        ['this is spam', 'spam', 'wpcf7spam'],
        ['please mail fail', 'failed', 'wpcf7mailfailed'],
        ['abort it', 'aborted', 'wpcf7aborted'],
        ['payment', 'payment-required', null],
      ];
      for (const [message, expectedClass, expectedEvent] of cases) {
        await fillDefaultForm(page, message);
        await page.evaluate(() => ((window as unknown as { seenEvents: unknown[] }).seenEvents.length = 0));
        await submitAndWait(page, DEFAULT);
        const state = await formState(page, DEFAULT);
        expect(state.dataStatus).toBe(expectedClass);
        expect(
          state.formClasses.filter(
            (name) =>
              ['init', 'submitting', 'invalid', 'unaccepted', 'spam', 'aborted', 'sent', 'failed', 'payment-required'].includes(name) ||
              name.startsWith('custom-'),
          ),
        ).toEqual([expectedClass]);
        expect(state.outputClasses).toContain(expectedClass);
        expect(state.outputText).not.toBe('');
        const types = (await seenEvents(page)).map((event) => event.type);
        expect(types).toEqual(['wpcf7beforesubmit', ...(expectedEvent ? [expectedEvent] : []), 'wpcf7submit']);
        // Nothing typed is lost: only mail_sent resets the form.
        expect(await page.inputValue(`${DEFAULT} [name="your-message"]`)).toBe(message);
        await expectNoAxeViolations(page);
      }
    } finally {
      await close();
    }
  });

  it('acceptance: the button follows required, inverted and optional boxes; the server answer unaccepted moves focus to the box', async () => {
    const { page, close } = await openContactPage();
    try {
      const disabled = () => page.isDisabled(`${EXTRA} .wpcf7-submit`);
      expect(await disabled()).toBe(false); // inverted box unchecked, optional box unchecked: allowed
      await page.check(`${EXTRA} [name="rig-noshare"]`);
      expect(await disabled()).toBe(true);
      await page.check(`${EXTRA} [name="rig-optin"]`);
      await page.uncheck(`${EXTRA} [name="rig-optin"]`);
      expect(await disabled()).toBe(true); // the optional box does not count either way
      await page.uncheck(`${EXTRA} [name="rig-noshare"]`);
      expect(await disabled()).toBe(false);

      // The all-fields form: disabled until "I agree" is ticked; enabled whatever the box when acceptance is validation.
      expect(await page.isDisabled(`${ALL} .wpcf7-submit`)).toBe(true);
      await page.check('#demo-acceptance-as-validation');
      expect(await page.isDisabled(`${ALL} .wpcf7-submit`)).toBe(false);
      await fillAllFieldsForm(page);
      await submitAndWait(page, ALL);
      const state = await formState(page, ALL);
      expect(state.dataStatus).toBe('unaccepted');
      expect(state.outputClasses).toContain('unaccepted');
      expect(state.outputText).toBe('You must accept the terms and conditions before sending your message.');
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('rig-accept');
      expect((await seenEvents(page)).map((event) => event.type)).toEqual(['wpcf7beforesubmit', 'wpcf7unaccepted', 'wpcf7submit']);
      await expectNoAxeViolations(page);
    } finally {
      await close();
    }
  });

  describe('when the call itself fails: an error box after the form, the loader off, nothing typed lost', () => {
    const failures: Array<[string, (page: Page) => Promise<unknown>, string]> = [
      [
        'network down',
        (page) => page.route('**/feedback', (route) => route.abort('internetdisconnected')),
        'The server could not be reached.',
      ],
      ['server 500 with the REST error shape', async () => {}, 'There has been a critical error on this website.'],
      [
        'server 500 that is not JSON',
        (page) => page.route('**/feedback', (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Error</h1>' })),
        'The server answered 500 Internal Server Error.',
      ],
      [
        'an answer that is not JSON',
        (page) =>
          page.route('**/feedback', (route) =>
            route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><p>Maintenance</p>' }),
          ),
        'The server answer could not be read.',
      ],
    ];
    it.each(failures)('%s', async (_name, breakTheCall, expectedMessage) => {
      const { page, problems, close } = await openContactPage();
      try {
        await breakTheCall(page);
        await fillDefaultForm(page, 'server error'); // the demo backend's switch for a 500 with the REST shape
        await submitAndWait(page, DEFAULT);
        const state = await formState(page, DEFAULT);
        expect(state.errorBox).toEqual({ text: expectedMessage, role: 'alert', afterForm: true });
        expect(state.dataStatus).toBe('init');
        expect(state.formClasses).not.toContain('submitting');
        expect(await page.evaluate(() => getComputedStyle(document.querySelector('#wpcf7-f4-p5-o1 .wpcf7-spinner')!).visibility)).toBe(
          'hidden',
        );
        expect(await page.inputValue(`${DEFAULT} [name="your-name"]`)).toBe('Ana Lopes');
        expect(await page.inputValue(`${DEFAULT} [name="your-message"]`)).toBe('server error');
        expect((await seenEvents(page)).map((event) => event.type)).toEqual(['wpcf7beforesubmit']);
        expect(problems.some((problem) => problem.includes('the submit call failed'))).toBe(true);
        await expectNoAxeViolations(page);

        // The next submit clears the error box first.
        await page.unroute('**/feedback');
        await fillDefaultForm(page, 'Hello');
        await submitAndWait(page, DEFAULT);
        expect((await formState(page, DEFAULT)).errorBox).toBeNull();
      } finally {
        await close();
      }
    });

    it('a nonce in the form is sent as X-WP-Nonce; a bad one answers 403 "Cookie check failed"', async () => {
      const { page, close } = await openContactPage();
      try {
        let nonce: string | undefined;
        page.on('request', (request) => {
          if (request.url().endsWith('/feedback')) nonce = request.headers()['x-wp-nonce'];
        });
        await page.evaluate(() => {
          const field = Object.assign(document.createElement('input'), { type: 'hidden', name: '_wpnonce', value: 'stale-nonce' });
          document.querySelector('#wpcf7-f4-p5-o1 .hidden-fields-container')!.append(field);
        });
        await fillDefaultForm(page, 'Hello');
        await submitAndWait(page, DEFAULT);
        expect(nonce).toBe('stale-nonce');
        expect((await formState(page, DEFAULT)).errorBox?.text).toBe('Cookie check failed');
      } finally {
        await close();
      }
    });
  });

  it('client rules: counters, exclusive boxes, free text (sent under the plugin name) and the url scheme', async () => {
    const { page, close } = await openContactPage();
    try {
      const counters = () =>
        page.$$eval(`${EXTRA} .wpcf7-character-count`, (elements) =>
          elements.map(
            (element) =>
              `${element.textContent}:${element.getAttribute('data-current-value')}:${[...element.classList].filter((name) => name.startsWith('too-')).join('')}`,
          ),
        );
      expect(await counters()).toEqual(['0:0:too-short', '50:50:too-short']);
      await page.fill(`${EXTRA} [name="your-message"]`, 'Hello there');
      expect(await counters()).toEqual(['11:11:', '39:39:']);

      await page.check(`${EXTRA} [name="rig-exclusive"][value="Red"]`);
      await page.check(`${EXTRA} [name="rig-exclusive"][value="Blue"]`);
      expect(
        await page.$$eval(`${EXTRA} [name="rig-exclusive"]:checked`, (boxes) => boxes.map((box) => (box as HTMLInputElement).value)),
      ).toEqual(['Blue']);

      const freeText = `${EXTRA} [name="_wpcf7_free_text_rig-freeradio"]`;
      expect(await page.isDisabled(freeText)).toBe(true);
      await page.check(`${EXTRA} [name="rig-freeradio"][value="Other"]`);
      expect(await page.isDisabled(freeText)).toBe(false);
      await page.fill(freeText, 'Carrier pigeon');
      await page.fill(`${EXTRA} [name="rig-qty"]`, '4');
      await page.fill(`${EXTRA} [name="rig-when"]`, '2026-05-01');
      await page.fill(`${EXTRA} [name="rig-url"]`, 'example.test/path');

      let body = '';
      await page.route('**/feedback', async (route) => {
        body = route.request().postData() ?? '';
        await route.continue();
      });
      await page.press(`${EXTRA} [name="rig-url"]`, 'Enter'); // submitted from the url field itself
      await page.waitForFunction(
        // After mail_sent the form resets: `resetting` while it asks for its refill, then `sent`.
        () => !['init', 'submitting', 'resetting'].includes(document.querySelector('#wpcf7-f8-p9-o1 form')!.getAttribute('data-status')!),
      );
      expect(body).toContain('name="_wpcf7_free_text_rig-freeradio"\r\n\r\nCarrier pigeon');
      expect(body).toContain('name="rig-url"\r\n\r\nhttp://example.test/path');
      expect(await page.getAttribute(`${EXTRA} form`, 'data-status')).toBe('sent');
      // Reset after mail_sent: counters back to their start, the free text disabled again.
      expect(await counters()).toEqual(['0:0:too-short', '50:50:too-short']);
      expect(await page.isDisabled(freeText)).toBe(true);
      await expectNoAxeViolations(page);
    } finally {
      await close();
    }
  });

  it('fallback pickers where the browser lacks date and number inputs: Up/Down and buttons honour min, max and step', async () => {
    const { page, close } = await newPage(); // the init script below is set before its first page load
    try {
      // A browser without date and number inputs: an unknown type reads back as "text". Applied before the bundle runs.
      await page.addInitScript(() => {
        const descriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'type')!;
        Object.defineProperty(HTMLInputElement.prototype, 'type', {
          ...descriptor,
          get(this: HTMLInputElement) {
            const type = this.getAttribute('type');
            return type === 'date' || type === 'number' ? 'text' : descriptor.get!.call(this);
          },
        });
      });
      await page.goto(demoUrl('/contact-form.html'));
      await waitForIslands(page);
      await showIntent(page, 'form.wpcf7-form');
      await page.waitForFunction(() => document.querySelectorAll('.cms-islands-stepper').length === 4);
      const quantity = `${EXTRA} [name="rig-qty"]`;
      const when = `${EXTRA} [name="rig-when"]`;
      expect(await page.getAttribute(quantity, 'role')).toBe('spinbutton');
      expect(await page.getAttribute(quantity, 'aria-valuemin')).toBe('2');
      expect(await page.getAttribute(quantity, 'aria-valuemax')).toBe('20');

      await page.focus(quantity);
      await page.keyboard.press('ArrowUp'); // empty: the first step lands on min
      expect(await page.inputValue(quantity)).toBe('2');
      await page.keyboard.press('ArrowUp');
      expect(await page.inputValue(quantity)).toBe('4');
      expect(await page.getAttribute(quantity, 'aria-valuenow')).toBe('4');
      await page.fill(quantity, '7');
      await page.press(quantity, 'Tab'); // on change: snapped to the step grid from min (2, 4, 6, 8…)
      expect(await page.inputValue(quantity)).toBe('8');
      await page.fill(quantity, '25');
      await page.press(quantity, 'Tab');
      expect(await page.inputValue(quantity)).toBe('20');
      await page.click(`${EXTRA} [data-name="rig-qty"] .cms-islands-stepper button[aria-label="Increase"]`);
      expect(await page.inputValue(quantity)).toBe('20'); // never past max

      await page.focus(when);
      await page.keyboard.press('ArrowDown'); // empty: down lands on max
      expect(await page.inputValue(when)).toBe('2026-12-31');
      expect(await page.getAttribute(when, 'aria-valuetext')).toBe('2026-12-31');
      await page.fill(when, '2025-06-01');
      await page.press(when, 'Tab');
      expect(await page.inputValue(when)).toBe('2026-01-01');
      await expectNoAxeViolations(page);
    } finally {
      await close();
    }
  });
});
