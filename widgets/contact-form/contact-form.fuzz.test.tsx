import { act, fireEvent } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { readFeedbackAnswer } from './controller/answer';
import { statusClass } from './controller/status';
import { readEnteredValues } from './validation/field-values';
import { readSchema } from './validation/schema';
import { validateFields } from './validation/validate';
import { fixtureAnswer, fixtureMarkup, jsonResponse, mountForm, settleCalls, stubFetch } from './test-support';

/**
 * Random server answers (both shapes), schemas and refills fed to the real contact-form code in jsdom
 * (widgets/contact-form/README.md). Properties: nothing throws uncaught, the widget is never switched
 * off, the next valid answer still lands, and what the visitor typed is never lost (except by the
 * reset after mail_sent, as documented). Bounded runs, no fixed seed: each run explores new cases.
 */
const PURE_RUNS = 200;
const MOUNTED_RUNS = 60;
/** Time a mounted property may take: each run mounts the form and lets its calls settle. */
const MOUNTED_PROPERTY_TIMEOUT_MS = 120_000;

let errorSpy: MockInstance;
const uncaught: unknown[] = [];
const recordUncaught = (event: ErrorEvent) => {
  uncaught.push(event.error ?? event.message);
  event.preventDefault();
};
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
  uncaught.length = 0;
  window.addEventListener('error', recordUncaught);
});
afterEach(() => {
  window.removeEventListener('error', recordUncaught);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// ---- arbitraries -------------------------------------------------------------------------------

const NASTY_WORDS = [
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '',
  ' ',
  'init sent',
  'a\tb',
  '<img src=x onerror=alert(1)>',
  '-',
  '0',
];
const FIELD_NAMES = [
  'your-name',
  'your-email',
  'your-subject',
  'your-message',
  'rig-quiz',
  'rig-age',
  'rig-options',
  'nope',
  '_wpcf7',
  '__proto__',
];
const anyJson = fc.jsonValue({ maxDepth: 2 });
const nastyText = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(...NASTY_WORDS), fc.constantFrom(...FIELD_NAMES));
const looseText = fc.oneof(nastyText, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), anyJson);

const invalidItem = fc.record(
  {
    field: fc.oneof(fc.constantFrom(...FIELD_NAMES), looseText),
    into: fc.oneof(
      fc.constantFrom(
        'span.wpcf7-form-control-wrap[data-name="your-email"]',
        '.wpcf7-form-control-wrap.your-name',
        ':::not a selector',
        '*',
        'html',
        'form',
        'input',
      ),
      looseText,
    ),
    message: looseText,
    idref: fc.oneof(fc.constantFrom('rig-name', 'outside', 'your-name', ''), looseText),
    error_id: fc.oneof(fc.constantFrom('same', 'outside', 'wpcf7-f6-p7-o1-ve-your-name', 'two words'), looseText),
  },
  { requiredKeys: [] },
);

const STATUSES = [
  'mail_sent',
  'mail_failed',
  'validation_failed',
  'acceptance_missing',
  'spam',
  'aborted',
  'payment_required',
  'init',
  'submitting',
  'resetting',
  'validating',
];
const captchaRefill = fc.oneof(
  fc.dictionary(
    fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 10 })),
    fc.oneof(fc.webUrl(), fc.constantFrom('/captcha/123.png', 'javascript:alert(1)', ''), fc.string()),
  ),
  looseText,
);
const quizRefill = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), fc.oneof(fc.tuple(nastyText, fc.string()), looseText)),
  looseText,
);

/** A feedback answer of either shape, with any part missing, mistyped or hostile. */
const feedbackAnswer = fc.record(
  {
    status: fc.oneof(fc.constantFrom(...STATUSES), nastyText),
    message: looseText,
    into: looseText,
    invalid_fields: fc.oneof(fc.array(invalidItem, { maxLength: 6 }), looseText),
    invalidFields: fc.oneof(fc.array(invalidItem, { maxLength: 6 }), looseText),
    captcha: captchaRefill,
    quiz: quizRefill,
    posted_data_hash: looseText,
  },
  { requiredKeys: ['status'] },
);
const refillAnswer = fc.oneof(fc.record({ captcha: captchaRefill, quiz: quizRefill }, { requiredKeys: [] }), anyJson);

const RULE_NAMES = [
  'required',
  'requiredfile',
  'email',
  'url',
  'tel',
  'number',
  'date',
  'time',
  'file',
  'enum',
  'dayofweek',
  'minitems',
  'maxitems',
  'minlength',
  'maxlength',
  'minnumber',
  'maxnumber',
  'mindate',
  'maxdate',
  'minfilesize',
  'maxfilesize',
  'stepnumber',
  'all',
  'any',
];
const threshold = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom('1e308', '-1e308', '9'.repeat(400), 'NaN', 'Infinity', '2026-01-01', '', 'lots'),
  looseText,
);
const schemaRule: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  rule: fc.record(
    {
      rule: fc.oneof(fc.constantFrom(...RULE_NAMES), nastyText, looseText),
      field: fc.oneof(fc.constantFrom(...FIELD_NAMES), looseText),
      error: looseText,
      threshold,
      accept: fc.oneof(
        fc.array(fc.oneof(nastyText, fc.integer(), fc.constantFrom('.pdf', 'image/*', '1', '7')), { maxLength: 5 }),
        looseText,
      ),
      base: threshold,
      interval: threshold,
      rules: fc.oneof(fc.array(tie('rule'), { maxLength: 3 }), looseText),
    },
    { requiredKeys: [] },
  ),
})).rule;
const schema = fc.oneof(
  fc.record({ version: looseText, rules: fc.oneof(fc.array(schemaRule, { maxLength: 12 }), looseText) }, { requiredKeys: [] }),
  anyJson,
);

/** What a visitor types into the default form's four fields. */
const typedValues = fc.record({
  'your-name': fc.string({ maxLength: 30 }),
  'your-email': fc.oneof(fc.emailAddress(), fc.string({ maxLength: 30 })),
  'your-subject': fc.string({ maxLength: 30 }),
  'your-message': fc.string({ maxLength: 60 }),
});

// ---- helpers -----------------------------------------------------------------------------------

const form = () => document.querySelector('form')!;
const valueOf = (name: string) => document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!.value;

function typeInto(values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) {
    const control = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;
    control.value = value;
    fireEvent.input(control);
    fireEvent.change(control);
  }
}

/** The value a control holds once `typed` was set: inputs strip line breaks, textareas keep them. */
function readBack(name: string, typed: string): string {
  const control = document.querySelector(`[name="${name}"]`)!;
  const probe = control.cloneNode() as HTMLInputElement | HTMLTextAreaElement;
  probe.value = typed;
  return probe.value;
}

function expectStillWorking(): void {
  expect(uncaught).toEqual([]);
  expect(errorSpy.mock.calls.map((call) => String(call[0]))).toEqual([]);
  expect(form().hasAttribute('data-island-failed')).toBe(false);
  expect(form().getAttribute('data-island-mounted')).toBe('contact-form');
  expect(form().getAttribute('data-status')).toMatch(/^[a-z0-9-]+$/);
  const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
  expect(ids.length).toBe(new Set(ids).size);
}

// ---- properties --------------------------------------------------------------------------------

describe('pure readers never throw', () => {
  it('any answer reads as an answer or as none; any status gives one class token', () => {
    fc.assert(
      fc.property(fc.oneof(feedbackAnswer, anyJson), (raw) => {
        const answer = readFeedbackAnswer(raw);
        if (answer) expect(statusClass(answer.status)).toMatch(/^[a-z0-9-]+$/);
      }),
      { numRuns: PURE_RUNS },
    );
  });

  it('any schema checks the fixture form without throwing, every result an error text or null', () => {
    document.body.innerHTML = fixtureMarkup('form-all-fields');
    const { order, values } = readEnteredValues(form());
    fc.assert(
      fc.property(schema, (raw) => {
        const results = validateFields(readSchema(raw), values, new Set([...order, ...FIELD_NAMES]));
        for (const error of results.values()) expect(error === null || typeof error === 'string').toBe(true);
      }),
      { numRuns: PURE_RUNS },
    );
  });
});

describe('the mounted form under random answers', () => {
  it(
    'a random answer, then a real mail_sent: no uncaught error, the form keeps working, typed values stay',
    async () => {
      await fc.assert(
        fc.asyncProperty(feedbackAnswer, refillAnswer, typedValues, async (answer, refill, typed) => {
          uncaught.length = 0;
          errorSpy.mockClear();
          let next = 0;
          const answers = [answer, fixtureAnswer('feedback-mail-sent')];
          const calls = stubFetch((call) => {
            if (call.url.endsWith('/feedback')) return jsonResponse(answers[Math.min(next++, 1)]);
            return jsonResponse(call.url.endsWith('/refill') ? refill : []);
          });
          const islands = await mountForm(fixtureMarkup('form-default'));
          try {
            typeInto(typed);
            fireEvent.submit(form());
            await settleCalls();
            expectStillWorking();
            if ((answer as { status: unknown }).status !== 'mail_sent') {
              expect(Object.keys(typed).map(valueOf)).toEqual(
                Object.keys(typed).map((name) => readBack(name, typed[name as keyof typeof typed])),
              );
            }
            fireEvent.submit(form());
            await settleCalls();
            expectStillWorking();
            expect(calls.filter((call) => call.url.endsWith('/feedback'))).toHaveLength(2);
            expect(form().getAttribute('data-status')).toBe('sent');
          } finally {
            islands.stop();
          }
        }),
        { numRuns: MOUNTED_RUNS },
      );
    },
    MOUNTED_PROPERTY_TIMEOUT_MS,
  );

  it(
    'a random schema and refill, the visitor typing and leaving fields, then a reset and a submit',
    async () => {
      await fc.assert(
        fc.asyncProperty(schema, refillAnswer, typedValues, async (rawSchema, refill, typed) => {
          uncaught.length = 0;
          errorSpy.mockClear();
          const calls = stubFetch((call) => {
            if (call.url.endsWith('/feedback/schema')) return jsonResponse(rawSchema);
            if (call.url.endsWith('/refill')) return jsonResponse(refill);
            return jsonResponse(fixtureAnswer('feedback-validation-failed'));
          });
          const islands = await mountForm(
            fixtureMarkup('form-default').replace('data-status="init"', 'data-status="init" data-refill="always"'),
          );
          try {
            await settleCalls();
            typeInto(typed);
            expectStillWorking();
            expect(Object.keys(typed).map(valueOf)).toEqual(
              Object.keys(typed).map((name) => readBack(name, typed[name as keyof typeof typed])),
            );
            act(() => form().reset());
            await settleCalls();
            expectStillWorking();
            expect(form().getAttribute('data-status')).toBe('init');
            typeInto(typed);
            fireEvent.submit(form());
            await settleCalls();
            expectStillWorking();
            expect(calls.filter((call) => call.url.endsWith('/feedback'))).toHaveLength(1);
            expect(form().getAttribute('data-status')).toBe('invalid');
            expect(Object.keys(typed).map(valueOf)).toEqual(
              Object.keys(typed).map((name) => readBack(name, typed[name as keyof typeof typed])),
            );
          } finally {
            islands.stop();
          }
        }),
        { numRuns: MOUNTED_RUNS },
      );
    },
    MOUNTED_PROPERTY_TIMEOUT_MS,
  );
});
