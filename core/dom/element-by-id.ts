import { isFromHtmlAnswer } from '../html/html-answer';

/** Every element inside `scope` whose id is exactly `id`, in document order (ids are not always unique). */
export function elementsWithId(id: string, scope: ParentNode = document): Element[] {
  return id ? [...scope.querySelectorAll('[id]')].filter((element) => element.id === id) : [];
}

/**
 * The page's own element with this id (README, "HTML answers"): the first one in document order (in
 * `scope`) that did not come from an HTML answer. `document.getElementById` gives the first of all,
 * and an answer inserted earlier on the page may carry any id. When `from`, the element that names
 * the id, came from an answer itself (an opener in a loaded item, the sticky header's clone), an
 * answer's element may do, once the page has none.
 */
export function pageElementById(id: string, from: Element | null, scope: ParentNode = document): HTMLElement | null {
  const found = elementsWithId(id, scope).filter((element): element is HTMLElement => element instanceof HTMLElement);
  return found.find((element) => !isFromHtmlAnswer(element)) ?? (from && isFromHtmlAnswer(from) ? (found[0] ?? null) : null);
}
