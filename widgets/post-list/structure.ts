import { safeUrl } from '../../core/dom/safe-url';
import { MARKUP } from '../../core/markup';
import { MASONRY_MARKUP } from '../masonry/markup';
import { POST_LIST_MARKUP } from './markup';

export const ALL = '*';

export interface PostListStructure {
  readonly items: HTMLElement;
  readonly filters: HTMLElement | null;
  readonly filterButtons: readonly HTMLElement[];
  readonly more: HTMLElement | null;
}

export function readPostListStructure(element: HTMLElement): PostListStructure {
  const items = element.querySelector<HTMLElement>(`[${POST_LIST_MARKUP.attributes.items}]`) ?? element;
  const filters = element.querySelector<HTMLElement>(`[${POST_LIST_MARKUP.attributes.filters}]`);
  const filterButtons = filters ? Array.from(filters.querySelectorAll<HTMLElement>(`[${POST_LIST_MARKUP.attributes.filter}]`)) : [];
  const more = element.querySelector<HTMLElement>(`[${POST_LIST_MARKUP.attributes.more}]`);
  return { items, filters, filterButtons, more };
}

export const filterOf = (button: Element): string => button.getAttribute(POST_LIST_MARKUP.attributes.filter)?.trim() || ALL;

/** Children that are never entries: a masonry grid's sizing elements (README, "Masonry"). */
const NOT_ITEMS = `.${MASONRY_MARKUP.classes.columnSizer}, .${MASONRY_MARKUP.classes.gutterSizer}`;

/** The list's items: the items element's children, minus anything that is not an entry. */
export const listItems = (items: HTMLElement): HTMLElement[] =>
  Array.from(items.children).filter(
    (child): child is HTMLElement =>
      child instanceof HTMLElement && !['SCRIPT', 'TEMPLATE', 'STYLE'].includes(child.tagName) && !child.matches(NOT_ITEMS),
  );

/** A post list whose items element is also a masonry grid (README, "Masonry"). */
export const isMasonryGrid = (items: HTMLElement) => (items.getAttribute(MARKUP.widget) ?? '').split(/\s+/).includes('masonry');

function matchesFilter(item: Element, filter: string): boolean {
  if (filter === ALL) return true;
  return (item.getAttribute(POST_LIST_MARKUP.attributes.categories) ?? '').split(/\s+/).includes(filter);
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
