import { describeCallFailure, http, siteEndpoint } from '../../src/core/http/ajax';
import { readLoadMoreAnswer, type LoadMoreAnswer } from './answer';
import type { Atts, PostType } from './options';

/** How the next page is asked for (README, "Call"). */
export type LoadMoreRequest =
  | { readonly kind: 'link'; readonly url: string }
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
        ? await http.get(request.url, options).json<unknown>()
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
