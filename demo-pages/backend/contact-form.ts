import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { DemoRequest, DemoResponse, DemoRoute } from './types';

/**
 * The Contact Form 7 REST endpoints for the demo page's three forms (built from the captured fixture
 * markup): feedback, refill, and the validation schema (the three captured schemas). Feedback checks
 * rules that feel like the plugin's: required fields, email/url/tel/number/date formats,
 * lengths, a quiz, a file, acceptance; answers and messages as the plugin words them. Switches, typed
 * into any text field: "spam" → spam, "mail fail" → mail_failed, "abort" → aborted, "payment" → a
 * custom status, "server error" → HTTP 500, "not json" → an HTML answer.
 */

type Rule =
  | { kind: 'text'; required?: boolean; minLength?: number; maxLength?: number }
  | { kind: 'email' | 'url' | 'tel'; required?: boolean }
  | { kind: 'number' | 'date'; required?: boolean; min?: string; max?: string }
  | { kind: 'choice'; required?: boolean }
  | { kind: 'file'; extensions: string[]; maxBytes: number }
  | { kind: 'quiz' }
  | { kind: 'acceptance'; optional?: boolean; invert?: boolean };

interface DemoForm {
  unitTag: string;
  /** The validation schema the plugin printed for this form (a captured fixture in tests/fixtures/cf7/answers). */
  schemaFixture: string;
  /** Field name → rule; field ids the alert list may link to (idref) are in `ids`. */
  fields: Record<string, Rule>;
  ids?: Record<string, string>;
  /** Answer in the spec's older shape (invalidFields with into), to show that both are read. */
  specShape?: boolean;
}

const FORMS: Record<string, DemoForm> = {
  '4': {
    unitTag: 'wpcf7-f4-p5-o1',
    schemaFixture: 'schema',
    specShape: true,
    fields: {
      'your-name': { kind: 'text', required: true, maxLength: 400 },
      'your-email': { kind: 'email', required: true },
      'your-subject': { kind: 'text', required: true, maxLength: 400 },
      'your-message': { kind: 'text', maxLength: 2000 },
    },
  },
  '6': {
    unitTag: 'wpcf7-f6-p7-o1',
    schemaFixture: 'schema-all-fields',
    ids: { 'your-name': 'rig-name', 'your-email': 'rig-email', 'your-subject': 'rig-subject' },
    fields: {
      'your-name': { kind: 'text', required: true, maxLength: 400 },
      'your-email': { kind: 'email', required: true },
      'your-subject': { kind: 'text', required: true, maxLength: 400 },
      'rig-phone': { kind: 'tel' },
      'rig-url': { kind: 'url' },
      'rig-age': { kind: 'number', min: '18', max: '120' },
      'rig-date': { kind: 'date' },
      'rig-topic': { kind: 'choice', required: true },
      'rig-radio': { kind: 'choice', required: true },
      'rig-file': { kind: 'file', extensions: ['.txt', '.pdf'], maxBytes: 1024 * 1024 },
      'rig-quiz': { kind: 'quiz' },
      'your-message': { kind: 'text', maxLength: 2000 },
      'rig-accept': { kind: 'acceptance' },
    },
  },
  '8': {
    unitTag: 'wpcf7-f8-p9-o1',
    schemaFixture: 'schema-extra',
    fields: {
      'your-message': { kind: 'text', minLength: 5, maxLength: 50 },
      'rig-url': { kind: 'url' },
      'rig-qty': { kind: 'number', min: '2', max: '20' },
      'rig-when': { kind: 'date', min: '2026-01-01', max: '2026-12-31' },
      'rig-freeradio': { kind: 'choice', required: true },
      'rig-optin': { kind: 'acceptance', optional: true },
      'rig-noshare': { kind: 'acceptance', invert: true },
    },
  },
};

const MESSAGES = {
  mail_sent: 'Thank you for your message. It has been sent.',
  mail_failed: 'There was an error trying to send your message. Please try again later.',
  spam: 'There was an error trying to send your message. Please try again later.',
  validation_failed: 'One or more fields have an error. Please check and try again.',
  acceptance_missing: 'You must accept the terms and conditions before sending your message.',
  aborted: 'Sending mail has been aborted.',
  payment_required: 'Payment is required. Please pay and try again.',
};

/** WordPress's REST error shape, as the fixtures captured it. */
const restError = (status: number, code: string, message: string): DemoResponse => ({ status, json: { code, message, data: { status } } });

/** Questions and answers of the demo quiz (exported for the browser tests, which answer it). */
export const DEMO_QUIZZES: ReadonlyArray<readonly [string, string]> = [
  ['1+1=?', '2'],
  ['2+2=?', '4'],
  ['3+5=?', '8'],
  ['Which colour is the sky on a clear day?', 'blue'],
];
const quizHash = (answer: string) => createHash('md5').update(`cms-islands-demo|${answer.trim().toLowerCase()}`).digest('hex');
function newQuiz(): readonly [string, string] {
  const [question, answer] = DEMO_QUIZZES[Math.floor(Math.random() * DEMO_QUIZZES.length)]!;
  return [question, quizHash(answer)];
}

/** The first check that fails for one field's posted values, as the plugin words it. */
function fieldError(rule: Rule, name: string, data: FormData): string | null {
  const values = [...data.getAll(name), ...data.getAll(`${name}[]`)];
  const text = values
    .map((value) => (typeof value === 'string' ? value : ''))
    .join(', ')
    .trim();
  switch (rule.kind) {
    case 'acceptance':
      return null; // acceptance is its own status, answered after validation
    case 'quiz':
      return quizHash(text) === data.get(`_wpcf7_quiz_answer_${name}`) ? null : 'The answer to the quiz is incorrect.';
    case 'file': {
      const file = values.find((value): value is File => typeof value !== 'string' && value.size > 0);
      if (!file) return null;
      if (!rule.extensions.some((extension) => file.name.toLowerCase().endsWith(extension)))
        return 'You are not allowed to upload files of this type.';
      return file.size > rule.maxBytes ? 'The uploaded file is too large.' : null;
    }
  }
  if (!text) return rule.required ? 'Please fill out this field.' : null;
  switch (rule.kind) {
    case 'email':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) ? null : 'Please enter an email address.';
    case 'url':
      return /^[a-z][a-z0-9+.-]*:\/\/\S+$/i.test(text) ? null : 'Please enter a URL.';
    case 'tel':
      return /^[+]?[0-9() -]*$/.test(text) ? null : 'Please enter a telephone number.';
    case 'number': {
      if (!/^[-+]?\d+(\.\d+)?$/.test(text)) return 'Please enter a number.';
      if (rule.min !== undefined && Number(text) < Number(rule.min)) return 'This field has a too small number.';
      if (rule.max !== undefined && Number(text) > Number(rule.max)) return 'This field has a too large number.';
      return null;
    }
    case 'date': {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(Date.parse(text))) return 'Please enter a date in YYYY-MM-DD format.';
      if (rule.min !== undefined && text < rule.min) return 'This field has a too early date.';
      if (rule.max !== undefined && text > rule.max) return 'This field has a too late date.';
      return null;
    }
    case 'text':
      if (rule.maxLength !== undefined && text.length > rule.maxLength) return 'This field has a too long input.';
      if (rule.minLength !== undefined && text.length < rule.minLength) return 'This field has a too short input.';
      return null;
    default:
      return null;
  }
}

function accepted(form: DemoForm, data: FormData): boolean {
  return Object.entries(form.fields).every(([name, rule]) => {
    if (rule.kind !== 'acceptance' || rule.optional) return true;
    const checked = data.get(name) !== null;
    return rule.invert ? !checked : checked;
  });
}

function feedbackAnswer(id: string, form: DemoForm, data: FormData): DemoResponse {
  const typed = [...data]
    .filter(([name]) => !name.startsWith('_'))
    .map(([, value]) => (typeof value === 'string' ? value.toLowerCase() : ''))
    .join('\n');
  if (typed.includes('server error'))
    return { ...restError(500, 'internal_server_error', 'There has been a critical error on this website.'), delayMs: 400 };
  if (typed.includes('not json')) {
    return {
      delayMs: 400,
      headers: { 'content-type': 'text/html; charset=UTF-8' },
      text: '<!doctype html><title>Maintenance</title><p>Briefly unavailable for scheduled maintenance.</p>',
    };
  }
  const errors = Object.entries(form.fields).flatMap(([name, rule]) => {
    const message = fieldError(rule, name, data);
    return message ? [{ name, message }] : [];
  });
  let status: keyof typeof MESSAGES = 'mail_sent';
  if (errors.length > 0) status = 'validation_failed';
  else if (!accepted(form, data)) status = 'acceptance_missing';
  else if (typed.includes('spam')) status = 'spam';
  else if (typed.includes('abort')) status = 'aborted';
  else if (typed.includes('payment')) status = 'payment_required';
  else if (typed.includes('mail fail')) status = 'mail_failed';

  const into = `#${form.unitTag}`;
  const answer: Record<string, unknown> = { contact_form_id: Number(id), status, message: MESSAGES[status], posted_data_hash: '', into };
  if (form.specShape) {
    answer.invalidFields = errors.map(({ name, message }) => ({
      into: `span.wpcf7-form-control-wrap[data-name="${name}"]`,
      message,
      idref: form.ids?.[name] ?? null,
    }));
  } else {
    answer.invalid_fields = errors.map(({ name, message }) => ({
      field: name,
      message,
      idref: form.ids?.[name] ?? null,
      error_id: `${form.unitTag}-ve-${name}`,
    }));
  }
  if (status === 'mail_sent' || status === 'mail_failed') {
    answer.posted_data_hash = createHash('md5').update(typed).digest('hex');
  }
  if (Object.values(form.fields).some((rule) => rule.kind === 'quiz')) {
    answer.quiz = Object.fromEntries(
      Object.entries(form.fields)
        .filter(([, rule]) => rule.kind === 'quiz')
        .map(([name]) => [name, newQuiz()]),
    );
  }
  return { json: answer, delayMs: 700 };
}

/** The nonce a logged-in demo visitor would carry; any other X-WP-Nonce fails as WordPress's cookie check does. */
const DEMO_NONCE = 'demo-nonce';

function checkRequest(request: DemoRequest, id: string): DemoResponse | null {
  const nonce = request.headers.get('x-wp-nonce');
  if (nonce !== null && nonce !== DEMO_NONCE) return restError(403, 'rest_cookie_invalid_nonce', 'Cookie check failed');
  if (!FORMS[id]) return restError(404, 'wpcf7_not_found', 'The requested contact form was not found.');
  return null;
}

export const contactFormFeedbackRoute: DemoRoute = {
  method: 'POST',
  path: /^\/wp-json\/contact-form-7\/v1\/contact-forms\/(\d+)\/feedback$/,
  async handle(request, match) {
    const id = match[1]!;
    const refused = checkRequest(request, id);
    if (refused) return refused;
    if (!(request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
      return restError(415, 'wpcf7_unsupported_media_type', 'The request payload format is not supported.');
    }
    const data = await request.formData();
    const form = FORMS[id]!;
    if (data.get('_wpcf7_unit_tag') !== form.unitTag) return restError(400, 'wpcf7_unit_tag_not_found', 'There is no valid unit tag.');
    return feedbackAnswer(id, form, data);
  },
};

/** The real schema of a demo form, as captured from Contact Form 7 6.1.6. */
function capturedSchema(form: DemoForm): unknown {
  return JSON.parse(readFileSync(new URL(`../../tests/fixtures/cf7/answers/${form.schemaFixture}.json`, import.meta.url), 'utf8'));
}

function refillAnswer(form: DemoForm): DemoResponse {
  const quizzes = Object.entries(form.fields).filter(([, rule]) => rule.kind === 'quiz');
  // PHP's empty array is what the plugin answers when there is nothing to refill.
  return { json: quizzes.length ? { quiz: Object.fromEntries(quizzes.map(([name]) => [name, newQuiz()])) } : [] };
}

/**
 * The form's two GET endpoints: `…/refill` (captcha and quiz) and `…/feedback/schema` (the validation
 * schema the widget checks fields against as the visitor goes: the three captured ones). One route, so
 * the backend's route list needs no new line.
 */
export const contactFormRefillRoute: DemoRoute = {
  method: 'GET',
  path: /^\/wp-json\/contact-form-7\/v1\/contact-forms\/(\d+)\/(refill|feedback\/schema)$/,
  handle(request, match) {
    const id = match[1]!;
    const refused = checkRequest(request, id);
    if (refused) return refused;
    const form = FORMS[id]!;
    return match[2] === 'refill' ? refillAnswer(form) : { json: capturedSchema(form) };
  },
};
