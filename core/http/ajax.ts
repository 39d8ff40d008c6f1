import ky, { HTTPError, TimeoutError, type BeforeRequestHook } from 'ky';
import { warn } from '../log';

/** How long any call may take before it is given up and reported as failed (ours: the spec names none). */
export const REQUEST_TIMEOUT_MS = 20_000;

/** The ky context key naming the endpoint a call goes to, as the page's settings gave it (`siteEndpoint`). */
const SITE_ENDPOINT = 'siteEndpoint';

/**
 * What a call to an endpoint the page's settings name passes to ky: the ajaxurl, the REST root, the
 * social feed's public pages. That endpoint may be on another origin than the page's (a site whose
 * admin is elsewhere); calls to its origin are then let through (README, "HTML answers").
 */
export const siteEndpoint = (endpoint: string) => ({ context: { [SITE_ENDPOINT]: endpoint } });

/** A call refused before anything was sent: its address is no address of this site (README, "HTML answers"). */
class RefusedAddressError extends Error {
  constructor(address: string) {
    super(`${address} is not an address of this site`);
    this.name = 'RefusedAddressError';
  }
}

const originOf = (address: string): string | null => {
  try {
    return new URL(address, document.baseURI).origin;
  } catch {
    return null;
  }
};

/**
 * Every call goes to the page's own origin, or to the origin of the endpoint it names from the page's
 * settings (`siteEndpoint`): an address an answer or the page's content chose on another site gets no
 * request at all (one console warning), whatever widget asks (README, "HTML answers").
 */
const refuseOtherSites: BeforeRequestHook = (request, options) => {
  const target = originOf(request.url);
  if (target !== null && target === location.origin) return;
  const endpoint = options.context[SITE_ENDPOINT];
  if (target !== null && typeof endpoint === 'string' && originOf(endpoint) === target) return;
  warn(`a call to ${request.url} was refused: not an address of this site, nor of an endpoint its settings name`);
  throw new RefusedAddressError(request.url);
};

/**
 * One ky instance for the bundle: same timeout, no retries (a form submit must never be sent twice),
 * and only to this site's addresses.
 */
export const http = ky.create({
  timeout: REQUEST_TIMEOUT_MS,
  retry: 0,
  credentials: 'same-origin',
  hooks: { beforeRequest: [refuseOtherSites] },
});

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
    answer = await http
      .post(endpoint, { body: toFormBody(action, fields), ...siteEndpoint(endpoint), ...(signal ? { signal } : {}) })
      .json();
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
  if ((error as { name?: unknown } | null)?.name === 'RefusedAddressError') return 'The address is not one of this site: nothing was sent.';
  // By name, not `instanceof Error`: an abort reason may be a DOMException from another realm.
  if ((error as { name?: unknown } | null)?.name === 'AbortError') return 'The request was cancelled.';
  return 'The server could not be reached.';
}
