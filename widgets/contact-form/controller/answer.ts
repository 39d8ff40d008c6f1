import type { ContactFormEventName } from './events';
import { statusClass, statusEventName } from './status';
import { CONTACT_FORM_MARKUP } from '../markup';

/**
 * The feedback answer (README, "Answers"), read from either shape a site may run:
 * - the spec's: `invalidFields` items `{into, message, idref}`;
 * - Contact Form 7 5.4+: `invalid_fields` items `{field, message, idref, error_id}`, `into` at the top.
 * It is read into one complete outcome, which the controller applies in one step: the status class,
 * the events to fire, the message, the fields to mark, the refill, a reset, where focus goes.
 */
export interface InvalidField {
  /** The field's name when the answer gives it (current plugin), else read from `into`. */
  field: string | null;
  /** A selector of the field's wrapper (spec shape), if given. */
  into: string | null;
  message: string;
  /** Id of the element the alert list links to, if the server knows it. */
  idref: string | null;
  /** Id for the tip, if the server gives one. */
  errorId: string | null;
}

/** Captcha field name → the new image's address. */
export type CaptchaRefill = Record<string, string>;
/** Field name → [question label, answer hash]. */
export type QuizRefill = Record<string, readonly [string, string]>;

/** New captchas and quiz questions, as a refill call and a feedback answer bring them. */
export interface Refill {
  captcha: CaptchaRefill | null;
  quiz: QuizRefill | null;
}

/** Where focus goes after an answer: the first invalid field, the first box left unaccepted, or nowhere. */
type AnswerFocus = 'invalid-field' | 'unaccepted-box' | null;

export interface FeedbackAnswer extends Refill {
  /** The answer's status (`mail_sent`…), in the events' detail. */
  status: string;
  /** The class the form and its response boxes take (README, "Statuses"). */
  statusClass: string;
  /** Fired, in order, once the class shows: the status's own event if it has one, then wpcf7submit (README, "Events"). */
  events: ContactFormEventName[];
  message: string;
  into: string | null;
  /** The fields to mark: found in the form when the answer is shown. */
  invalidFields: InvalidField[];
  postedDataHash: string | null;
  /** mail_sent: the form resets (its refill asked for, the status settling back on sent). */
  resets: boolean;
  focus: AnswerFocus;
  /** The answer as received, for the events' `apiResponse`. */
  raw: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null);

function readInvalidField(item: unknown): InvalidField | null {
  if (!isRecord(item)) return null;
  const field = text(item.field);
  const into = text(item.into);
  if (!field && !into) return null;
  return { field, into, message: text(item.message) ?? '', idref: text(item.idref) || null, errorId: text(item.error_id) || null };
}

function readCaptcha(value: unknown): CaptchaRefill | null {
  if (!isRecord(value)) return null;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length ? Object.fromEntries(entries) : null;
}

export function readQuiz(value: unknown): QuizRefill | null {
  if (!isRecord(value)) return null;
  const entries: Array<[string, readonly [string, string]]> = [];
  for (const [name, pair] of Object.entries(value)) {
    if (Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'string') entries.push([name, [pair[0], pair[1]]]);
  }
  return entries.length ? Object.fromEntries(entries) : null;
}

/** A refill call's answer; PHP's empty array (nothing to refill) and anything else that is no object have none. */
export function readRefill(raw: unknown): Refill {
  return isRecord(raw) ? { captcha: readCaptcha(raw.captcha), quiz: readQuiz(raw.quiz) } : { captcha: null, quiz: null };
}

/** Reads a feedback answer; null when it is not one (no status), which the caller treats as a failed call. */
export function readFeedbackAnswer(raw: unknown): FeedbackAnswer | null {
  if (!isRecord(raw) || typeof raw.status !== 'string' || !raw.status) return null;
  const items = Array.isArray(raw.invalid_fields) ? raw.invalid_fields : Array.isArray(raw.invalidFields) ? raw.invalidFields : [];
  const statusEvent = statusEventName(raw.status);
  return {
    status: raw.status,
    statusClass: statusClass(raw.status),
    events: statusEvent ? [statusEvent, CONTACT_FORM_MARKUP.events.submit] : [CONTACT_FORM_MARKUP.events.submit],
    message: text(raw.message) ?? '',
    into: text(raw.into),
    invalidFields: items.map(readInvalidField).filter((item): item is InvalidField => item !== null),
    ...readRefill(raw),
    postedDataHash: text(raw.posted_data_hash) || null,
    resets: raw.status === 'mail_sent',
    focus: raw.status === 'validation_failed' ? 'invalid-field' : raw.status === 'acceptance_missing' ? 'unaccepted-box' : null,
    raw,
  };
}

/** The `message` of a WordPress REST error body `{code, message, data: {status}}`, if that is what it is. */
export function restErrorMessage(body: unknown): string | null {
  return isRecord(body) && typeof body.code === 'string' && typeof body.message === 'string' && body.message ? body.message : null;
}
