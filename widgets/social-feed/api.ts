import { describeCallFailure, http, siteEndpoint } from '../../core/http/ajax';
import { safeUrl } from '../../core/dom/safe-url';
import type { HtmlToNodes } from '../../core/html/html-answer';
import type { FlatTexts } from '../../core/settings/coerce';

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
    answer = await http.post(ajaxUrl, { body: socialFeedBody(action, body, atts), signal, ...siteEndpoint(ajaxUrl) }).json<unknown>();
  } catch (error) {
    throw new SocialFeedError(describeCallFailure(error));
  }
  const html = readSocialFeedAnswer(answer);
  if (html === null) throw new SocialFeedError('The answer is not a social feed answer ({html} with some HTML).', answer);
  return html;
}

/** An account's name in its public page's address: one path segment of letters, digits, dots, dashes or underscores. */
const ACCOUNT_NAME = /^[A-Za-z0-9._-]{1,100}$/;

/**
 * The public page to fetch for a flagged account (README, "Calls"): only an account's page at the
 * address the site's settings name (`social_feed_pages`): that address, then one path segment (the
 * account's name) and a slash, nothing else (no other path, query or credentials). Null for any other
 * page the answer names: this site's own pages (which the visitor's cookies would open) and any other
 * host are never asked for. Null too when the site names no address.
 */
export function publicPageAddress(flagged: string | null, pagesAddress: string, base: string = document.baseURI): string | null {
  const pages = safeUrl(pagesAddress, base);
  const page = safeUrl(flagged, base);
  if (pages === null || page === null) return null;
  const root = new URL(pages);
  const url = new URL(page);
  const prefix = root.pathname.endsWith('/') ? root.pathname : `${root.pathname}/`;
  if (url.origin !== root.origin || url.username || url.password || url.search || !url.pathname.startsWith(prefix)) return null;
  const account = url.pathname.slice(prefix.length).replace(/\/$/, '');
  if (!ACCOUNT_NAME.test(account) || account === '.' || account === '..') return null;
  return new URL(`${prefix}${account}/`, root.origin).href;
}

/**
 * `GET` of an account's public photo page (an address publicPageAddress gave): its HTML, as text (never
 * parsed here). A public page: no cookies go with it, whatever its host.
 */
export async function fetchAccountPage(url: string, pagesAddress: string, signal: AbortSignal): Promise<string> {
  try {
    return await http.get(url, { signal, credentials: 'omit', headers: { accept: 'text/html' }, ...siteEndpoint(pagesAddress) }).text();
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
