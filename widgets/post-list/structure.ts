import { safeUrl } from '../../src/core/dom/safe-url';
/** Markup names of a post list (README, "Markup contract"). Public: theme CSS relies on them. */
const POST_LIST_MARKUP = {
  /** The element whose direct children are the items; the widget's element itself when absent. */
  items: 'data-post-list-items',
  /** On an item: its category slugs, separated by spaces. */
  categories: 'data-categories',
  /** The group of filter buttons. */
  filters: 'data-post-list-filters',
  /** On a filter button: the category slug it shows; `*` (or empty) shows all. */
  filter: 'data-post-list-filter',
  /** The load-more button or link (for `main_loop`, a link to the next page). */
  more: 'data-post-list-more',
} as const;

/** On the load-more button while a call is out; `post-list-ended` on the widget once complete. */
export const LOADING_CLASS = 'post-list-loading';
export const ENDED_CLASS = 'post-list-ended';
export const ALL = '*';

export interface PostListStructure {
  readonly items: HTMLElement;
  readonly filters: HTMLElement | null;
  readonly filterButtons: readonly HTMLElement[];
  readonly more: HTMLElement | null;
}

export function readPostListStructure(element: HTMLElement): PostListStructure {
  const items = element.querySelector<HTMLElement>(`[${POST_LIST_MARKUP.items}]`) ?? element;
  const filters = element.querySelector<HTMLElement>(`[${POST_LIST_MARKUP.filters}]`);
  const filterButtons = filters ? Array.from(filters.querySelectorAll<HTMLElement>(`[${POST_LIST_MARKUP.filter}]`)) : [];
  const more = element.querySelector<HTMLElement>(`[${POST_LIST_MARKUP.more}]`);
  return { items, filters, filterButtons, more };
}

export const filterOf = (button: Element): string => button.getAttribute(POST_LIST_MARKUP.filter)?.trim() || ALL;

/** Children that are never entries: a masonry grid's sizing elements (README, "Masonry"). */
const NOT_ITEMS = '.grid-sizer, .gutter-sizer';

/** The list's items: the items element's children, minus anything that is not an entry. */
export const listItems = (items: HTMLElement): HTMLElement[] =>
  Array.from(items.children).filter(
    (child): child is HTMLElement =>
      child instanceof HTMLElement && !['SCRIPT', 'TEMPLATE', 'STYLE'].includes(child.tagName) && !child.matches(NOT_ITEMS),
  );

/** The masonry family's events (widgets/masonry/README.md): new items, and items hidden or shown. */
export const MASONRY_EVENTS = { append: 'islands:append', layout: 'islands:layout' } as const;

/** A post list whose items element is also a masonry grid (README, "Masonry"). */
export const isMasonryGrid = (items: HTMLElement) => (items.getAttribute('data-island') ?? '').split(/\s+/).includes('masonry');

function matchesFilter(item: Element, filter: string): boolean {
  if (filter === ALL) return true;
  return (item.getAttribute(POST_LIST_MARKUP.categories) ?? '').split(/\s+/).includes(filter);
}

/** Shows the items of the filter and hides the others; returns how many are shown. */
export function applyFilter(items: readonly HTMLElement[], filter: string): number {
  let shown = 0;
  for (const item of items) {
    const match = matchesFilter(item, filter);
    item.hidden = !match;
    if (match) shown += 1;
  }
  return shown;
}

/** Where focus goes in a new item: its first link or control, else the item itself. */
export function focusTarget(item: HTMLElement): HTMLElement {
  const inside = item.querySelector<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])');
  if (inside) return inside;
  if (!item.hasAttribute('tabindex')) item.tabIndex = -1;
  return item;
}

/** A link the list may fetch and write into the address bar: http(s), same origin as the page. */
export function sameOriginLink(href: string | null | undefined, base: string = document.baseURI): string | null {
  const address = safeUrl(href, base);
  return address !== null && new URL(address).origin === new URL(base).origin ? address : null;
}
