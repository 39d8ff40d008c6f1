/**
 * The feedback answer (README), read from either shape a site may run:
 * - the spec's: `invalidFields` items `{into, message, idref}`;
 * - Contact Form 7 5.4+: `invalid_fields` items `{field, message, idref, error_id}`, `into` at the top.
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

export type CaptchaRefill = Record<string, string>;
/** Field name → [question label, answer hash]. */
export type QuizRefill = Record<string, readonly [string, string]>;

export interface FeedbackAnswer {
  status: string;
  message: string;
  into: string | null;
  invalidFields: InvalidField[];
  captcha: CaptchaRefill | null;
  quiz: QuizRefill | null;
  postedDataHash: string | null;
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

export function readCaptcha(value: unknown): CaptchaRefill | null {
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

/** Reads a feedback answer; null when it is not one (no status), which the caller treats as a failed call. */
export function readFeedbackAnswer(raw: unknown): FeedbackAnswer | null {
  if (!isRecord(raw) || typeof raw.status !== 'string' || !raw.status) return null;
  const items = Array.isArray(raw.invalid_fields) ? raw.invalid_fields : Array.isArray(raw.invalidFields) ? raw.invalidFields : [];
  return {
    status: raw.status,
    message: text(raw.message) ?? '',
    into: text(raw.into),
    invalidFields: items.map(readInvalidField).filter((item): item is InvalidField => item !== null),
    captcha: readCaptcha(raw.captcha),
    quiz: readQuiz(raw.quiz),
    postedDataHash: text(raw.posted_data_hash) || null,
    raw,
  };
}

/** The `message` of a WordPress REST error body `{code, message, data: {status}}`, if that is what it is. */
export function restErrorMessage(body: unknown): string | null {
  return isRecord(body) && typeof body.code === 'string' && typeof body.message === 'string' && body.message ? body.message : null;
}
