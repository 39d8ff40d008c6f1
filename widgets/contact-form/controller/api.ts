import { HTTPError } from 'ky';
import { describeCallFailure, http, siteEndpoint } from '../../../core/http/ajax';
import { ownGlobalObject, plainObject } from '../../../core/own-global';
import { coerceBoolean } from '../../../core/settings/coerce';
import type { ContactFormSettings } from '../options';
import { readFeedbackAnswer, restErrorMessage, type FeedbackAnswer } from './answer';

export interface RestLocation {
  root: string;
  namespace: string;
}

/** WordPress's REST root when nothing names it: the plugin's global goes with its dequeued script. */
const DEFAULT_REST_ROOT = '/wp-json/';

/**
 * The REST root WordPress announces in every page's head (`<link rel="https://api.w.org/">`), which
 * is right for sites in a sub-folder and for plain permalinks (`/?rest_route=/`) alike. In the head
 * only: a link in the body is the page's content (a post), not WordPress's.
 */
function announcedRestRoot(doc: Document = document): string | undefined {
  return doc.head?.querySelector<HTMLLinkElement>('link[rel="https://api.w.org/"]')?.href || undefined;
}

/**
 * The REST root and namespace: from the plugin's own `wpcf7.api` global when the page prints it,
 * else from our page settings (rest_url, cf7_namespace), else the root WordPress announces in the
 * page's head, else /wp-json/. Read when a form mounts (formEndpoints): the plugin's inline script is
 * long done by then, the form's file coming when the visitor reaches for it.
 */
export function restLocation(fallback: RestLocation, scope: object = window): RestLocation {
  // Only the plugin's own plain object: a frame or element named wpcf7 in the page's content is not it.
  const api = plainObject(ownGlobalObject('wpcf7', scope)?.api);
  const root = typeof api?.root === 'string' && api.root ? api.root : fallback.root || announcedRestRoot() || DEFAULT_REST_ROOT;
  const namespace = typeof api?.namespace === 'string' && api.namespace ? api.namespace : fallback.namespace;
  return { root, namespace };
}

/** `{root}{namespace}/contact-forms/{id}/{endpoint}`, as the plugin's own apiFetch builds it. */
export function contactFormUrl({ root, namespace }: RestLocation, id: number, endpoint: 'feedback' | 'refill' | 'feedback/schema'): string {
  const base = root.endsWith('/') ? root : `${root}/`;
  return `${base}${namespace.replace(/^\/+|\/+$/g, '')}/contact-forms/${id}/${endpoint}`;
}

/** The addresses of one form's calls (README, "Calls"). */
export interface FormEndpoints {
  feedback: string;
  refill: string;
  schema: string;
}

/** A form's addresses, built once per form: our settings' location is the fallback of the plugin's global. */
export function formEndpoints(settings: Pick<ContactFormSettings, 'rest_url' | 'cf7_namespace'>, id: number): FormEndpoints {
  const rest = restLocation({ root: settings.rest_url, namespace: settings.cf7_namespace });
  return {
    feedback: contactFormUrl(rest, id, 'feedback'),
    refill: contactFormUrl(rest, id, 'refill'),
    schema: contactFormUrl(rest, id, 'feedback/schema'),
  };
}

/**
 * Whether the site says its pages may come from a page cache, so a form's captcha, quiz and nonce may
 * be stale (README, "Reset"): the plugin's own `wpcf7.cached` global (printed when WP_CACHE is on), or
 * `cf7_cached` in the family's page settings for sites that dequeue the plugin's script.
 */
export function isPageCached(settings: Pick<ContactFormSettings, 'cf7_cached'>, scope: object = window): boolean {
  // Only the plugin's own plain object: a frame or element named wpcf7 in the page's content is not it.
  const plugin = ownGlobalObject('wpcf7', scope)?.cached;
  return coerceBoolean(plugin) === true || settings.cf7_cached;
}

/** A call that gave no usable answer; `message` is what the visitor is shown (README). No class field: it would pull in helpers. */
export class FormCallError extends Error {}

/** The REST error body's message when the server sent one (`{code, message, data: {status}}`), else a sentence of ours. */
async function failureMessage(error: unknown): Promise<string> {
  if (error instanceof HTTPError) {
    try {
      const message = restErrorMessage(await error.response.json());
      if (message) return message;
    } catch {
      // not JSON: the status line says enough
    }
  }
  return describeCallFailure(error);
}

const nonceHeaders = (nonce: string): Record<string, string> => (nonce ? { 'X-WP-Nonce': nonce } : {});

async function callJson(
  url: string,
  init: { method: 'get' | 'post'; body?: FormData; nonce: string; signal?: AbortSignal },
): Promise<unknown> {
  try {
    return await http(url, {
      method: init.method,
      // `url` is under the REST root restLocation gives: the plugin's own global, the settings, the head's.
      ...siteEndpoint(url),
      headers: nonceHeaders(init.nonce),
      ...(init.body ? { body: init.body } : {}),
      ...(init.signal ? { signal: init.signal } : {}),
    }).json<unknown>();
  } catch (error) {
    throw new FormCallError(await failureMessage(error));
  }
}

/** POSTs every field as multipart (README); X-WP-Nonce only when the form carries a nonce. The answer read into its outcome. */
export async function sendFeedback(url: string, body: FormData, nonce: string): Promise<FeedbackAnswer> {
  const answer = readFeedbackAnswer(await callJson(url, { method: 'post', body, nonce }));
  // JSON without a status is no feedback answer either.
  if (!answer) throw new FormCallError(describeCallFailure(new SyntaxError()));
  return answer;
}

/** GETs the refill (captcha and quiz data); may be an empty list when there is nothing to refill. */
export function fetchRefill(url: string, nonce: string, signal: AbortSignal): Promise<unknown> {
  return callJson(url, { method: 'get', nonce, signal });
}

/** GETs the form's validation schema (README, "Validation as the visitor goes"); read by validation/schema.ts. */
export function fetchSchema(url: string, nonce: string, signal: AbortSignal): Promise<unknown> {
  return callJson(url, { method: 'get', nonce, signal });
}
