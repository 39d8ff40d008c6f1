import ky, { HTTPError, TimeoutError } from 'ky';

/** How long any call may take before it is given up and reported as failed (ours: the spec names none). */
export const REQUEST_TIMEOUT_MS = 20_000;

/** One ky instance for the bundle: same timeout, no retries (a form submit must never be sent twice). */
export const http = ky.create({ timeout: REQUEST_TIMEOUT_MS, retry: 0, credentials: 'same-origin' });

/** An ajax answer that came back but was not flagged success, or a call that failed outright. */
export class AjaxError extends Error {
  constructor(
    message: string,
    readonly answer?: unknown,
  ) {
    super(message);
    this.name = 'AjaxError';
  }
}

export type AjaxFields = Record<string, string | number | boolean | readonly (string | number)[]>;

function toFormBody(action: string, fields: AjaxFields): URLSearchParams {
  const body = new URLSearchParams({ action });
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const item of value) body.append(`${name}[]`, String(item));
    else body.append(name, String(value));
  }
  return body;
}

/**
 * The ajax helper (README): POST with an `action` field to the ajax endpoint; an answer flagged
 * success resolves with its data; any other answer, or a failed call, rejects with an AjaxError.
 */
export async function ajax<Data = unknown>(endpoint: string, action: string, fields: AjaxFields = {}, signal?: AbortSignal): Promise<Data> {
  let answer: unknown;
  try {
    answer = await http.post(endpoint, { body: toFormBody(action, fields), ...(signal ? { signal } : {}) }).json();
  } catch (error) {
    throw new AjaxError(describeCallFailure(error));
  }
  if (answer && typeof answer === 'object' && (answer as { success?: unknown }).success === true) {
    return (answer as { data: Data }).data;
  }
  const message = (answer as { data?: { message?: unknown } } | null)?.data?.message;
  throw new AjaxError(typeof message === 'string' ? message : `ajax action ${action} did not succeed`, answer);
}

/** A short, human sentence for a call that did not produce a usable answer. */
export function describeCallFailure(error: unknown): string {
  if (error instanceof TimeoutError) return `The request timed out after ${REQUEST_TIMEOUT_MS / 1000} seconds.`;
  if (error instanceof HTTPError) return `The server answered ${error.response.status} ${error.response.statusText}`.trim() + '.';
  if (error instanceof SyntaxError) return 'The server answer could not be read.';
  // By name, not `instanceof Error`: an abort reason may be a DOMException from another realm.
  if ((error as { name?: unknown } | null)?.name === 'AbortError') return 'The request was cancelled.';
  return 'The server could not be reached.';
}
