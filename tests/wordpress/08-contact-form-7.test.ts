import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, newPage, waitForIslands, type OpenedPage } from '../browser/harness';
import { publishContactForm } from './contact-form-7';
import { site, wpUrl } from './site';

/**
 * A Contact Form 7 form on a real page, with the real plugin (only when CONTACT_FORM_7_ARCHIVE names
 * it: README, "Tests", "WordPress"). The form is CF7's own default template, saved with its PHP API;
 * our contact-form widget (widgets/contact-form/README.md) replaces CF7's scripts and shows what CF7's
 * REST answers say.
 */
const WRAPPER = 'div.wpcf7';
const FORM = `${WRAPPER} form.wpcf7-form`;

interface Feedback {
  status: string;
  message: string;
  invalid_fields?: Array<{ field: string; message: string }>;
}

let form = 0;
let pageId = 0;
/** A second page: the default template with a required acceptance box before its submit. */
let acceptancePageId = 0;

beforeAll(() => {
  const version = site().wordpress.contactForm7;
  if (!version) {
    throw new Error(
      'Contact Form 7 is not installed on this site: this file runs only with CONTACT_FORM_7_ARCHIVE set, and the global setup installs it from there.',
    );
  }
  ({ form, page: pageId } = publishContactForm('Write to the islands'));
  expect(form).toBeGreaterThan(0);
  expect(pageId).toBeGreaterThan(0);
  ({ page: acceptancePageId } = publishContactForm('Write and accept', '[acceptance accept-terms] I accept the terms [/acceptance]\n\n'));
  expect(acceptancePageId).toBeGreaterThan(0);
});

async function openForm(): Promise<OpenedPage> {
  const opened = await newPage();
  await opened.page.goto(wpUrl(`?page_id=${pageId}`));
  await waitForIslands(opened.page);
  // As a visitor starts: a click into the first field. The form mounts on that sign of intent
  // (README, "Mount strategies": interaction).
  await opened.page.click(`${FORM} [name="your-name"]`);
  await opened.page.waitForSelector(`${FORM}[data-island-mounted~="contact-form"]`, { state: 'attached' });
  return opened;
}

/** The widget's class for each status CF7 answers here (widgets/contact-form/README.md, "Statuses"). */
const CLASS_OF: Record<string, string> = { validation_failed: 'invalid', mail_sent: 'sent', mail_failed: 'failed' };

/**
 * Clicks submit; returns CF7's own answer once the widget has shown it: the form has the answer's
 * class, and after mail_sent its reset has had its refill (`wpcf7reset`).
 */
async function submit(page: Page): Promise<Feedback> {
  await page.evaluate((selector) => {
    const counted = window as unknown as { testResets: number };
    counted.testResets = 0;
    document.querySelector(selector)!.addEventListener('wpcf7reset', () => (counted.testResets += 1), { once: true });
  }, FORM);
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.request().method() === 'POST' && /contact-forms\/\d+\/feedback$/.test(answer.url())),
    page.click(`${FORM} .wpcf7-submit`),
  ]);
  expect(response.url()).toContain(`contact-form-7/v1/contact-forms/${form}/feedback`);
  const answer = (await response.json()) as Feedback;
  const expected = CLASS_OF[answer.status];
  expect(expected, `a status this test knows: ${JSON.stringify(answer)}`).toBeDefined();
  await page.waitForFunction(
    ({ selector, status, reset }) => {
      const formElement = document.querySelector(selector);
      return (
        formElement?.getAttribute('data-status') === status && (!reset || (window as unknown as { testResets: number }).testResets > 0)
      );
    },
    { selector: FORM, status: expected!, reset: answer.status === 'mail_sent' },
  );
  return answer;
}

const shown = (page: Page) =>
  page.evaluate((selector) => {
    const formElement = document.querySelector(selector)!;
    return {
      status: formElement.getAttribute('data-status'),
      output: formElement.querySelector('.wpcf7-response-output')?.textContent ?? null,
      tips: Object.fromEntries(
        [...formElement.querySelectorAll('.wpcf7-form-control-wrap')].map((wrap) => [
          wrap.getAttribute('data-name'),
          wrap.querySelector('.wpcf7-not-valid-tip')?.textContent ?? null,
        ]),
      ),
      invalid: [...formElement.querySelectorAll('[aria-invalid="true"]')].map((field) => field.getAttribute('name')),
      focused: document.activeElement?.getAttribute('name') ?? null,
    };
  }, FORM);

async function fill(page: Page, fields: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(fields)) await page.fill(`${FORM} [name="${name}"]`, value);
}

describe('Contact Form 7 on a real WordPress', () => {
  let opened: OpenedPage | undefined;
  afterAll(() => opened?.close());

  it("the form's page carries our bundle instead of Contact Form 7's scripts", async () => {
    opened = await openForm();
    const { page } = opened;
    const seen = await page.evaluate((wrapper) => {
      const global = window as unknown as Record<string, unknown>;
      return {
        ids: [...document.scripts].map((script) => script.id).filter(Boolean),
        swv: 'swv' in global,
        wpcf7: 'wpcf7' in global,
        marks: global.cmsIslandsTestRan,
        settings: global.cmsIslandsSettings as Record<string, unknown>,
        wrapperClasses: [...document.querySelector(wrapper)!.classList],
      };
    }, WRAPPER);
    for (const id of ['contact-form-7-js', 'contact-form-7-js-before', 'swv-js']) expect(seen.ids).not.toContain(id);
    expect(seen.swv).toBe(false);
    expect(seen.wpcf7).toBe(false);
    expect(seen.marks).toBeUndefined();
    // What the widget reads instead of CF7's `wpcf7.api` (wordpress/DEVELOPERS.md).
    expect(seen.settings).toMatchObject({ rest_url: expect.stringContaining(wpUrl()), cf7_namespace: 'contact-form-7/v1' });
    // The widget's first touch of CF7's markup (widgets/contact-form/README.md).
    expect(seen.wrapperClasses).toContain('js');
    expect(seen.wrapperClasses).not.toContain('no-js');
    expect(await axeViolations(page, WRAPPER)).toEqual([]);
    expect(opened.problems).toEqual([]);
  });

  it("a missing required field: Contact Form 7's validation messages, from its REST answer", async () => {
    const { page } = opened!;
    await fill(page, { 'your-name': 'Ada Islander', 'your-email': 'ada@example.com' });
    const answer = await submit(page);
    expect(answer.status).toBe('validation_failed');
    expect(answer.invalid_fields?.map((field) => field.field)).toEqual(['your-subject']);
    const now = await shown(page);
    expect(now.status).toBe('invalid');
    expect(now.output).toBe(answer.message);
    expect(now.tips).toEqual({
      'your-name': null,
      'your-email': null,
      'your-subject': answer.invalid_fields![0]!.message,
      'your-message': null,
    });
    expect(now.invalid).toEqual(['your-subject']);
    expect(now.focused).toBe('your-subject');
    expect(await axeViolations(page, WRAPPER)).toEqual([]);
    expect(opened!.problems).toEqual([]);
  });

  it('a valid submission: the status the server reports, shown as its message', async () => {
    const { page } = opened!;
    await fill(page, { 'your-subject': 'A question from the tests', 'your-message': 'Is the lighthouse open?' });
    const answer = await submit(page);
    // The test site's wp_mail() says sent (tests/wordpress/fixtures/mu-plugins); without it CF7 answers mail_failed.
    expect(['mail_sent', 'mail_failed']).toContain(answer.status);
    const now = await shown(page);
    expect(now.status).toBe(answer.status === 'mail_sent' ? 'sent' : 'failed');
    expect(now.output).toBe(answer.message);
    expect(now.invalid).toEqual([]);
    expect(Object.values(now.tips).every((tip) => tip === null)).toBe(true);
    expect(await axeViolations(page, WRAPPER)).toEqual([]);
    expect(opened!.problems).toEqual([]);
  });
});

/**
 * README, "Before a widget mounts": a visitor gets from our bundle what Contact Form 7's own script
 * gives, at load, after a fast fill and after autofill, even while the widget's file is still on its
 * way (held back here, as a slow network would). Each visitor's steps run twice on the same page: with
 * the plugin's own scripts (`?cms_islands_cf7_own_script=1`, the test mu-plugin) and with ours, and
 * what each shows is compared.
 */
describe("before the widget's file has come, what Contact Form 7's own script gives", () => {
  const WIDGET_FILE = 'cms-islands.widget-contact-form.js';

  /** What a visitor sees of the form: the submit's state, each field's tip and aria-invalid. */
  const visible = (page: Page) =>
    page.evaluate((selector) => {
      const formElement = document.querySelector(selector)!;
      return {
        submitDisabled: formElement.querySelector<HTMLInputElement>('.wpcf7-submit')!.disabled,
        fields: Object.fromEntries(
          [...formElement.querySelectorAll('.wpcf7-form-control-wrap')].map((wrap) => [
            wrap.getAttribute('data-name'),
            {
              tip: wrap.querySelector('.wpcf7-not-valid-tip')?.textContent ?? null,
              invalid: wrap.querySelector('input, textarea')?.getAttribute('aria-invalid') ?? null,
            },
          ]),
        ),
      };
    }, FORM);

  /**
   * Opens the acceptance page with the plugin's own script, or with ours and our file held back; runs
   * the visitor's steps; then (ours) lets the file come and waits for the form's rules; returns what shows.
   */
  async function whatShows(own: boolean, steps: (page: Page) => Promise<void>) {
    const opened = await newPage();
    const { page } = opened;
    try {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      // Their page: our bundle is kept off it altogether, so what shows is the plugin's script's alone.
      if (own) await page.route('**/cms-islands.js*', (route) => route.abort());
      await page.route(`**/${WIDGET_FILE}`, async (route) => {
        await held;
        await route.continue();
      });
      const schema = own ? page.waitForResponse((answer) => /contact-forms\/\d+\/feedback\/schema/.test(answer.url())) : null;
      await page.goto(wpUrl(`?page_id=${acceptancePageId}${own ? '&cms_islands_cf7_own_script=1' : ''}`), {
        waitUntil: 'domcontentloaded',
      });
      // The plugin's script asks for its schema at load: the steps begin once it has it, as on a page read first.
      if (own) await schema;
      // Each check as the visitor goes is a status round, validating and back (wpcf7statuschanged).
      await page.evaluate(() => {
        const counted = window as unknown as { testChecks: number };
        counted.testChecks = 0;
        document.addEventListener('wpcf7statuschanged', (event) => {
          if ((event as CustomEvent<{ prevStatus: string }>).detail.prevStatus === 'validating') counted.testChecks += 1;
        });
      });
      const atLoad = await visible(page);
      await steps(page);
      if (!own) {
        release();
        // Ours checks what was done before its file came once its rules are here: one round.
        await page.waitForFunction(() => (window as unknown as { testChecks: number }).testChecks > 0);
      }
      // Theirs checked during the steps, in microtasks of each change; a frame later everything shows.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
      return {
        atLoad,
        after: await visible(page),
        mountedByUs: await page.evaluate((selector) => document.querySelector(selector)!.hasAttribute('data-island-mounted'), FORM),
      };
    } finally {
      await opened.close();
    }
  }

  const fastTypist = async (page: Page) => {
    await page.focus(`${FORM} [name="your-email"]`);
    await page.keyboard.type('abc');
    await page.keyboard.press('Tab');
    await page.keyboard.type('A question');
  };

  const autofill = async (page: Page) => {
    await page.evaluate((selector) => {
      for (const [name, value] of [
        ['your-name', 'Ada Islander'],
        ['your-email', 'ada.example.com'],
      ] as const) {
        const field = document.querySelector<HTMLInputElement>(`${selector} [name="${name}"]`)!;
        field.value = value;
        field.dispatchEvent(new Event('input', { bubbles: true }));
        field.dispatchEvent(new Event('change', { bubbles: true }));
      }
      // The visitor's pointer then reaches the form.
      document.querySelector(selector)!.dispatchEvent(new PointerEvent('pointermove', { bubbles: true }));
    }, FORM);
  };

  const tickAndUntick = async (page: Page) => {
    await page.check(`${FORM} [name="accept-terms"]`);
    await page.uncheck(`${FORM} [name="accept-terms"]`);
    await page.check(`${FORM} [name="accept-terms"]`);
  };

  it.each([
    ['a fast typist (a field typed and left, the next one being typed in)', fastTypist],
    ['autofill (values set without focus or keys, then the pointer on the form)', autofill],
    ['the acceptance box ticked, unticked and ticked again', tickAndUntick],
  ] as const)("%s: the same as with the plugin's own script", async (_name, steps) => {
    const theirs = await whatShows(true, steps);
    const ours = await whatShows(false, steps);
    expect(theirs.mountedByUs).toBe(false); // their page: the plugin's own script drove the form
    expect(ours.mountedByUs).toBe(true);
    expect(theirs.atLoad.submitDisabled).toBe(true); // the acceptance box is required and unticked
    expect(ours).toEqual({ ...theirs, mountedByUs: true });
  });
});
