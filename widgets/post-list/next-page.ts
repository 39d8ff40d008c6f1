import type { PageSettings } from '../../core/settings/page-settings';
import { loadMoreAction, type LoadMoreRequest } from './api';
import type { LoadMoreAnswer } from './answer';
import type { PostListOptions } from './options';
import { applyFilter, focusTarget, isMasonryGrid, listItems, sameOriginLink } from './structure';
import { MASONRY_MARKUP } from '../masonry/markup';

/**
 * How the next page is asked for (README, "Calls"): the load-more link's own page for `main_loop`
 * (null when it is no page of this site), else the family's admin-ajax action for page `paged`.
 */
export function nextPageRequest(options: PostListOptions, page: PageSettings, more: HTMLElement, paged: number): LoadMoreRequest | null {
  if (options.source === 'main_loop') {
    const url = sameOriginLink(more.getAttribute('href'));
    return url ? { kind: 'link', url, atts: options.atts } : null;
  }
  return {
    kind: 'ajax',
    ajaxUrl: new URL(page.ajaxurl, document.baseURI).href,
    action: loadMoreAction(page.ajax_action_prefix, options.postType, options.source),
    atts: options.atts,
    paged,
  };
}

/**
 * Puts a page's items at the end of the list (README, "Calls" and "Decisions"): filtered by the filter now, told to a
 * masonry grid, and, for a `main_loop` link, the address bar and the link moved on to the page loaded
 * and the next. Returns the items added and whether the list has ended.
 */
export function appendPage(
  answer: LoadMoreAnswer,
  nodes: DocumentFragment,
  request: LoadMoreRequest,
  { items, more, filter }: { items: HTMLElement; more: HTMLElement; filter: string },
): { added: HTMLElement[]; end: boolean } {
  const added = listItems(nodes as unknown as HTMLElement);
  applyFilter(added, filter);
  items.append(nodes);
  // A masonry grid places the new items below the others (and again as their images load).
  if (isMasonryGrid(items) && added.length > 0)
    items.dispatchEvent(new CustomEvent(MASONRY_MARKUP.events.append, { detail: { items: added } }));
  let end = answer.end;
  if (request.kind === 'link') {
    const next = typeof answer.nextPage === 'string' ? sameOriginLink(answer.nextPage) : null;
    // The address bar shows the page just loaded (README, "History"): a reload or a shared link lands there.
    history.replaceState(history.state, '', request.url);
    if (next && next !== request.url) more.setAttribute('href', answer.nextPage as string);
    else end = true; // no new link to follow: asking the same page again would repeat it
  }
  return { added, end };
}

/** After a load the visitor clicked for, focus goes to the first new item shown. */
export const firstShownFocus = (added: readonly HTMLElement[]) => {
  const first = added.find((item) => !item.hidden);
  return first ? focusTarget(first) : null;
};
