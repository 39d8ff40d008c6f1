import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { demoUrl, dispatchIntent, newPage, waitForIslands, type OpenedPage } from '../../tests/browser/harness';

/**
 * What a visitor does before the form's file has come (README, "Before a widget mounts"; the family's
 * README, "Before its file"), in Chromium, with the file held back as a slow network would: the page
 * shows what Contact Form 7's own script shows from the load (the submit held back while acceptance is
 * missing), and what was typed, autofilled or ticked meanwhile is checked once the widget mounts, as
 * the plugin's script checks it on change.
 */
const WIDGET_FILE = 'cms-islands.widget-contact-form.js';
const DEFAULT = '#wpcf7-f4-p5-o1';
const ALL = '#wpcf7-f6-p7-o1';
const EXTRA = '#wpcf7-f8-p9-o1';

interface HeldFile {
  /** Resolves once the bundle has asked for the file (the visitor's intent reached it). */
  readonly asked: Promise<void>;
  /** Lets the file through. */
  release(): Promise<void>;
}

/** Holds the form's file back until released: the page loads without it. */
async function holdWidgetFile(page: Page): Promise<HeldFile> {
  let held: Route | null = null;
  let asked!: () => void;
  const askedPromise = new Promise<void>((resolve) => (asked = resolve));
  await page.route(`**/${WIDGET_FILE}`, (route) => {
    held = route;
    asked();
  });
  return {
    asked: askedPromise,
    async release() {
      await askedPromise;
      await held!.continue();
    },
  };
}

/** The demo's forms with their file held back (the backend's 700 ms answer delay off). */
async function openHeld(): Promise<OpenedPage & { file: HeldFile }> {
  const opened = await newPage();
  const file = await holdWidgetFile(opened.page);
  await opened.page.goto(demoUrl('/contact-form.html?delay=off'));
  await waitForIslands(opened.page);
  return { ...opened, file };
}

/** Waits until the form is mounted and its validation schema has answered. */
async function waitForRules(page: Page, form: string): Promise<void> {
  await page.waitForFunction((selector) => document.querySelector(`${selector} form`)!.hasAttribute('data-island-mounted'), form);
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/feedback/schema')));
}

/** Each field's tip, aria-invalid and the alert list of a form. */
const fieldStates = (page: Page, form: string, names: readonly string[]) =>
  page.evaluate(
    ([selector, fields]) =>
      Object.fromEntries(
        fields.map((name) => {
          const wrap = document.querySelector(`${selector} [data-name="${name}"]`)!;
          return [
            name,
            {
              tip: wrap.querySelector('.wpcf7-not-valid-tip')?.textContent ?? null,
              invalid: wrap.querySelector('input, textarea, select')!.getAttribute('aria-invalid'),
            },
          ];
        }),
      ),
    [form, names] as const,
  );

const fileRequested = (page: Page) =>
  page.evaluate((file) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(file)), WIDGET_FILE);

describe('the contact form before its file has come (the file held back)', () => {
  it("acceptance from the load, as the plugin's script: the submit is held back while a required box is unticked (or an inverted one ticked), and follows the boxes", async () => {
    const { page, file, close } = await openHeld();
    try {
      const disabled = (form: string) => page.isDisabled(`${form} .wpcf7-submit`);
      // Nobody has reached for a form: the file is not even asked for, yet the button is right.
      expect(await fileRequested(page)).toBe(false);
      expect(await disabled(ALL)).toBe(true);
      expect(await disabled(EXTRA)).toBe(false);
      expect(await disabled(DEFAULT)).toBe(false); // no acceptance box: left as printed
      // The visitor ticks the boxes while the file is on its way (held).
      await page.check(`${ALL} [name="rig-accept"]`);
      expect(await disabled(ALL)).toBe(false);
      await page.uncheck(`${ALL} [name="rig-accept"]`);
      expect(await disabled(ALL)).toBe(true);
      await page.check(`${EXTRA} [name="rig-noshare"]`); // inverted: ticked holds the submit back
      expect(await disabled(EXTRA)).toBe(true);
      await page.check(`${EXTRA} [name="rig-optin"]`); // optional: no effect either way
      expect(await disabled(EXTRA)).toBe(true);
      await page.uncheck(`${EXTRA} [name="rig-noshare"]`);
      expect(await disabled(EXTRA)).toBe(false);
      await file.asked;
      expect(await page.evaluate((form) => document.querySelector(`${form} form`)!.hasAttribute('data-island-mounted'), ALL)).toBe(false);
      // A reset before the file came: the boxes go back to what was printed, and so does the button.
      await page.check(`${ALL} [name="rig-accept"]`);
      await page.evaluate((form) => document.querySelector<HTMLFormElement>(`${form} form`)!.reset(), ALL);
      await expect.poll(() => disabled(ALL)).toBe(true);
      // Once mounted, the widget keeps the same rule.
      await file.release();
      await waitForRules(page, ALL);
      expect(await disabled(ALL)).toBe(true);
      await page.check(`${ALL} [name="rig-accept"]`);
      expect(await disabled(ALL)).toBe(false);
    } finally {
      await close();
    }
  });

  it('a fast typist: a field typed and left before the file came gets its tip once the form mounts; the field being typed in keeps focus, caret and its text', async () => {
    const { page, file, close } = await openHeld();
    try {
      await page.focus(`${DEFAULT} [name="your-email"]`); // intent: the file is asked for, and held
      await page.keyboard.type('abc');
      await page.keyboard.press('Tab'); // change: the plugin's script would check the email now
      await page.keyboard.type('Helo there');
      for (let step = 0; step < 7; step += 1) await page.keyboard.press('ArrowLeft'); // back to fix "Helo"
      await file.asked;
      expect(await fieldStates(page, DEFAULT, ['your-email'])).toEqual({ 'your-email': { tip: null, invalid: 'false' } });

      await file.release();
      await waitForRules(page, DEFAULT);
      await expect
        .poll(() => fieldStates(page, DEFAULT, ['your-name', 'your-email', 'your-subject']))
        .toEqual({
          // Checked as the plugin checks a change: the changed field and every field before it.
          'your-name': { tip: 'Please fill out this field.', invalid: 'true' },
          'your-email': { tip: 'Please enter an email address.', invalid: 'true' },
          // Still being typed in: checked when the visitor leaves it.
          'your-subject': { tip: null, invalid: 'false' },
        });
      const alerts = await page.evaluate(
        (form) => [...document.querySelectorAll(`${form} .screen-reader-response li`)].map((item) => item.textContent),
        DEFAULT,
      );
      expect(alerts).toEqual(['Please fill out this field.', 'Please enter an email address.']);
      const caret = await page.evaluate(() => {
        const active = document.activeElement as HTMLInputElement;
        return { name: active.name, start: active.selectionStart, end: active.selectionEnd };
      });
      expect(caret).toEqual({ name: 'your-subject', start: 3, end: 3 });
      await page.keyboard.type('l');
      expect(await page.inputValue(`${DEFAULT} [name="your-subject"]`)).toBe('Hello there');
      expect(await page.inputValue(`${DEFAULT} [name="your-email"]`)).toBe('abc');

      // Mounted, the same steps give the same tip: nothing differs for who came after.
      await page.fill(`${DEFAULT} [name="your-email"]`, 'ana@example.com');
      await page.press(`${DEFAULT} [name="your-email"]`, 'Tab');
      expect((await fieldStates(page, DEFAULT, ['your-email']))['your-email']).toEqual({ tip: null, invalid: 'false' });
    } finally {
      await close();
    }
  });

  it('autofill: values the browser set without focus or keys before the file came are checked once it mounts, and an address gets its scheme', async () => {
    const { page, file, close } = await openHeld();
    try {
      // The browser's autofill sets the values and sends input and change, with no focus and no key.
      await page.evaluate((form) => {
        const fill = (name: string, value: string) => {
          const field = document.querySelector<HTMLInputElement>(`${form} [name="${name}"]`)!;
          field.value = value;
          field.dispatchEvent(new Event('input', { bubbles: true }));
          field.dispatchEvent(new Event('change', { bubbles: true }));
        };
        fill('your-name', 'Ana Lopes');
        fill('your-email', 'ana.example.com');
        fill('rig-url', 'example.com');
      }, ALL);
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
      await dispatchIntent(page, `${ALL} form`); // the pointer reaches the form: the file is asked for
      await file.release();
      await waitForRules(page, ALL);
      await expect
        .poll(() => fieldStates(page, ALL, ['your-name', 'your-email', 'your-subject', 'rig-url']))
        .toEqual({
          'your-name': { tip: null, invalid: 'false' },
          'your-email': { tip: 'Please enter an email address.', invalid: 'true' },
          // Before the last autofilled field, required and left empty: as the plugin's check on that change.
          'your-subject': { tip: 'Please fill out this field.', invalid: 'true' },
          'rig-url': { tip: null, invalid: 'false' },
        });
      expect(await page.inputValue(`${ALL} [name="rig-url"]`)).toBe('http://example.com');
    } finally {
      await close();
    }
  });
});
