import { describeCallFailure, http } from '../../src/core/http/ajax';
import type { HtmlToNodes } from '../../src/core/html/html-answer';
import type { FlatTexts } from '../../src/core/settings/coerce';

/** The social feed's ajax action (README, "Calls"). */
export const socialFeedAction = (prefix: string) => `${prefix}_social_feed_ajax_query`;

/** A call that gave no usable answer; the message says why, in a sentence. */
class SocialFeedError extends Error {
  constructor(
    message: string,
    readonly answer?: unknown,
  ) {
    super(message);
    this.name = 'SocialFeedError';
  }
}

/**
 * The answer's HTML: `{html}`, or WordPress's `{success: true, data: {html}}`. Null for anything else,
 * and for HTML that is empty (an empty feed would replace the server's markup with nothing).
 */
export function readSocialFeedAnswer(answer: unknown): string | null {
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) return null;
  const record = answer as Record<string, unknown>;
  const data =
    record.success === true && record.data && typeof record.data === 'object' ? (record.data as Record<string, unknown>) : record;
  if (record.success === false) return null;
  const { html } = data;
  return typeof html === 'string' && html.trim() !== '' ? html : null;
}

/** The POST body: `action`, `body` (a public page's HTML, or empty), and each attribute as `atts[name]`. */
export function socialFeedBody(action: string, body: string, atts: FlatTexts): URLSearchParams {
  const params = new URLSearchParams({ action, body });
  for (const [name, value] of Object.entries(atts)) params.append(`atts[${name}]`, value);
  return params;
}

/** `POST {ajaxurl}` with `action`, `body`, `atts`; resolves with the answer's HTML. */
export async function querySocialFeed(
  ajaxUrl: string,
  action: string,
  body: string,
  atts: FlatTexts,
  signal: AbortSignal,
): Promise<string> {
  let answer: unknown;
  try {
    answer = await http.post(ajaxUrl, { body: socialFeedBody(action, body, atts), signal }).json<unknown>();
  } catch (error) {
    throw new SocialFeedError(describeCallFailure(error));
  }
  const html = readSocialFeedAnswer(answer);
  if (html === null) throw new SocialFeedError('The answer is not a social feed answer ({html} with some HTML).', answer);
  return html;
}

/** `GET` of an account's public photo page: its HTML, as text (never parsed here). No cookies go to another site. */
export async function fetchAccountPage(url: string, signal: AbortSignal): Promise<string> {
  try {
    const sameOrigin = new URL(url).origin === location.origin;
    return await http.get(url, { signal, credentials: sameOrigin ? 'same-origin' : 'omit', headers: { accept: 'text/html' } }).text();
  } catch (error) {
    throw new SocialFeedError(describeCallFailure(error));
  }
}

/**
 * An answer's HTML as clean nodes to show, through the one sanitizer (README, "Calls"). HTML that
 * leaves nothing visible once cleaned (`"<A"`, a lone comment or script, whitespace) is no answer:
 * showing it would replace the server's markup with nothing.
 */
export function answerNodes(html: string, toNodes: HtmlToNodes): DocumentFragment {
  const fragment = toNodes(html);
  if (fragment.childElementCount === 0 && (fragment.textContent ?? '').trim() === '')
    throw new SocialFeedError("The answer's HTML has nothing to show.", html);
  return fragment;
}
