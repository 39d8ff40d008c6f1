import { describeCallFailure, http, siteEndpoint } from '../../core/http/ajax';
import { readLoadMoreAnswer, type LoadMoreAnswer } from './answer';
import type { Atts, PostType } from './options';

/** How the next page is asked for (README, "Calls"). For a link, `url` is the page itself: the address bar shows it. */
export type LoadMoreRequest =
  | { readonly kind: 'link'; readonly url: string; readonly atts: Atts }
  | {
      readonly kind: 'ajax';
      readonly ajaxUrl: string;
      readonly action: string;
      readonly atts: Atts;
      readonly paged: number;
    };

/** `{prefix}_get_blog_{source}` or `{prefix}_get_portfolio_{source}`. */
export const loadMoreAction = (prefix: string, postType: PostType, source: string) => `${prefix}_get_${postType}_${source}`;

/** The POST body: `action`, `paged`, and each shortcode attribute as `atts[name]`. */
export function loadMoreBody(action: string, atts: Atts, paged: number): URLSearchParams {
  const body = new URLSearchParams({ action, paged: String(paged) });
  for (const [name, value] of Object.entries(atts)) body.append(`atts[${name}]`, value);
  return body;
}

/**
 * The GET of a `main_loop` link (README, "Calls"): the page's address with each shortcode attribute
 * as an `atts[name]` query argument. They name the call, not the page: the address bar and the link
 * keep the page's own address, so a reload or a shared link is the page.
 */
function linkCallAddress(url: string, atts: Atts): string {
  const address = new URL(url);
  for (const [name, value] of Object.entries(atts)) address.searchParams.append(`atts[${name}]`, value);
  return address.href;
}

/** A call that gave no usable answer; the message says why, in a sentence. */
class LoadMoreError extends Error {
  constructor(
    message: string,
    readonly answer?: unknown,
  ) {
    super(message);
    this.name = 'LoadMoreError';
  }
}

/** Asks for the next page; rejects with a LoadMoreError when the call fails or the answer is not one. */
export async function fetchNextPage(request: LoadMoreRequest, signal?: AbortSignal): Promise<LoadMoreAnswer> {
  let answer: unknown;
  try {
    const options = signal ? { signal } : {};
    answer =
      request.kind === 'link'
        ? await http.get(linkCallAddress(request.url, request.atts), options).json<unknown>()
        : await http
            .post(request.ajaxUrl, {
              body: loadMoreBody(request.action, request.atts, request.paged),
              ...siteEndpoint(request.ajaxUrl),
              ...options,
            })
            .json<unknown>();
  } catch (error) {
    throw new LoadMoreError(describeCallFailure(error));
  }
  const read = readLoadMoreAnswer(answer);
  if (!read) throw new LoadMoreError('The answer is not a load-more answer ({items, nextPage, status}).', answer);
  return read;
}
