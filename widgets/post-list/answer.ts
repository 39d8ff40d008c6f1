/** A load-more answer as the widget uses it (README, "Call"): `{items, nextPage, status}`. */
export interface LoadMoreAnswer {
  /** HTML of the added entries (may be empty). */
  readonly items: string;
  /** The next page: its link (main_loop) or number, when the answer gives a usable one. */
  readonly nextPage: string | number | null;
  /** `status: "no-more-posts"`: the list is complete; the button hides. */
  readonly end: boolean;
}

const NO_MORE_POSTS = 'no-more-posts';

/**
 * Reads an answer of any shape. Null when it is not a load-more answer at all (not an object, or
 * `items` neither text nor absent-at-the-end): the caller logs it and lets the visitor try again.
 */
export function readLoadMoreAnswer(answer: unknown): LoadMoreAnswer | null {
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) return null;
  const { items, nextPage, status } = answer as Record<string, unknown>;
  const end = status === NO_MORE_POSTS;
  if (typeof items !== 'string' && !(end && (items === undefined || items === null))) return null;
  let next: string | number | null = null;
  if (typeof nextPage === 'string' && nextPage.trim() !== '') next = nextPage.trim();
  else if (typeof nextPage === 'number' && Number.isSafeInteger(nextPage) && nextPage >= 1) next = nextPage;
  return { items: typeof items === 'string' ? items : '', nextPage: next, end };
}
