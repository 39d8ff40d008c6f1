import { describeCallFailure, http, siteEndpoint } from '../../core/http/ajax';
import { withPriceNodes } from './price';
import { readSuggestions, type Suggestion } from './answer';

/** The search call's parameters (README, "Call"). */
export interface SearchParams {
  /** The typed text, sent as `query`. */
  readonly query: string;
  /** `number`: how many suggestions to ask for. */
  readonly number: number;
  readonly postType: string;
  /** `product_cat`, sent only when not empty. */
  readonly productCat: string;
}

/** `GET {ajaxurl}?action={prefix}_ajax_search&number=…&post_type=…[&product_cat=…]&query=…` */
export function searchUrl(ajaxUrl: string, prefix: string, params: SearchParams, base: string = document.baseURI): string {
  const url = new URL(ajaxUrl, base);
  url.searchParams.set('action', `${prefix}_ajax_search`);
  url.searchParams.set('number', String(params.number));
  url.searchParams.set('post_type', params.postType);
  if (params.productCat) url.searchParams.set('product_cat', params.productCat);
  url.searchParams.set('query', params.query);
  return url.href;
}

/** A call that gave no usable answer (failed, or not a list of suggestions). */
class SearchCallError extends Error {}

/** Answers per call address, for the page's life (README): the same text never asks twice. */
const answers = new Map<string, readonly Suggestion[]>();

export const cachedSuggestions = (url: string): readonly Suggestion[] | undefined => answers.get(url);

/** For tests: forget every answer. */
export function clearSuggestionCache(): void {
  answers.clear();
}

/**
 * Asks for suggestions; the call is cancelled through `signal` when the text changes (the rejection
 * is then the AbortError itself, which callers ignore). At most `limit` suggestions (the call's
 * `number`) are read from the answer, whatever it sends. Usable answers are cached; a failed or
 * malformed one rejects with a SearchCallError saying why, and is not cached (the next keystroke may
 * succeed).
 */
export async function fetchSuggestions(
  url: string,
  limit: number,
  signal: AbortSignal,
): Promise<{ items: readonly Suggestion[]; skipped: number }> {
  const cached = answers.get(url);
  if (cached) return { items: cached, skipped: 0 };
  let answer: unknown;
  try {
    // `url` is the settings' ajaxurl with the call's parameters (searchUrl).
    answer = await http.get(url, { signal, ...siteEndpoint(url) }).json<unknown>();
  } catch (error) {
    if (signal.aborted) throw error;
    throw new SearchCallError(describeCallFailure(error));
  }
  const read = readSuggestions(answer, limit);
  if (!read) throw new SearchCallError('The answer is not a list of suggestions.');
  const items = await withPriceNodes(read.items);
  answers.set(url, items);
  return { items, skipped: read.skipped };
}
