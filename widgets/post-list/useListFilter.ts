import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { AttributeValues } from '../../core/dom/attributes';
import { useDomListener } from '../../core/hooks/useDomListener';
import { useServerAttributes } from '../../core/hooks/useServerAttributes';
import { withCount } from './options';
import { ALL, applyFilter, filterOf, isMasonryGrid, listItems } from './structure';
import { MASONRY_MARKUP } from '../masonry/markup';

export interface ListFilterRequest {
  readonly items: HTMLElement;
  readonly filters: HTMLElement | null;
  readonly filterButtons: readonly HTMLElement[];
  readonly announce: (text: string) => void;
  /** The `post_list_shown` setting: "{count} items shown". */
  readonly shownText: string;
}

/**
 * The category filters (README, "Markup contract"): a button (or a link acting as one) shows the items of its
 * category and hides the rest, in place; the count shown is announced, and a masonry grid lays itself
 * out again. Returns the filter now, as a ref: items loaded later are filtered by it too.
 */
export function useListFilter({ items, filters, filterButtons, announce, shownText }: ListFilterRequest): RefObject<string> {
  // Read once, before our own role lands on it.
  const filtersPrintedRole = useMemo(() => filters?.hasAttribute('role') ?? false, [filters]);
  const [filter, setFilter] = useState(() => {
    const pressed = filterButtons.find((button) => button.getAttribute('aria-pressed') === 'true');
    return pressed ? filterOf(pressed) : ALL;
  });
  const filterRef = useRef(filter);

  // Apply to every item (also those added later) whenever the filter changes.
  const filterChanged = useRef(false);
  useEffect(() => {
    filterRef.current = filter;
    const shown = applyFilter(listItems(items), filter);
    if (filterChanged.current) announce(withCount(shownText, shown));
    // A masonry grid lays itself out again around the items now hidden or shown.
    if (filterChanged.current && isMasonryGrid(items)) items.dispatchEvent(new CustomEvent(MASONRY_MARKUP.events.layout));
  }, [filter, items, announce, shownText]);
  useEffect(
    () => () => {
      for (const item of listItems(items)) item.hidden = false;
    },
    [items],
  );

  const plan: Array<readonly [Element, AttributeValues]> = [];
  // A group unless the server gave the container a role of its own (a list, say).
  if (filters && !filtersPrintedRole) plan.push([filters, { role: 'group' }]);
  for (const button of filterButtons) {
    plan.push([
      button,
      { 'aria-pressed': String(filterOf(button) === filter), ...(button.tagName === 'BUTTON' ? {} : { role: 'button', tabindex: '0' }) },
    ]);
  }
  useServerAttributes(plan);

  const chooseFilter = (target: EventTarget | null) => {
    const button = filterButtons.find((candidate) => target instanceof Node && candidate.contains(target));
    if (!button) return false;
    filterChanged.current = true;
    setFilter(filterOf(button));
    return true;
  };
  useDomListener(filters, 'click', (event) => {
    if (chooseFilter(event.target)) event.preventDefault();
  });
  useDomListener(filters, 'keydown', (event) => {
    // Links printed as filters act as buttons: Space and Enter press them.
    if ((event.key === ' ' || event.key === 'Enter') && !(event.target instanceof HTMLButtonElement) && chooseFilter(event.target))
      event.preventDefault();
  });
  return filterRef;
}
