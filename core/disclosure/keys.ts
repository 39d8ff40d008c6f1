/** How a set of triggers is laid out: a row (tabs, menu bars) or a column (tours, accordion headers, menus). */
export type Orientation = 'horizontal' | 'vertical';
/** The text direction a row of triggers is read in. */
export type TextDirection = 'ltr' | 'rtl';

/**
 * The roving-focus keys of the WAI-ARIA patterns (tabs, accordion headers, menus): the previous and
 * next arrow for the orientation move and wrap, Home and End go to the first and last. In a row, the
 * arrows follow the visual direction: in right-to-left text Left goes to the next trigger and Right
 * to the previous one. Returns the new index, or null for keys that do nothing (and for no triggers).
 */
export function nextIndexForKey(
  key: string,
  current: number,
  count: number,
  orientation: Orientation,
  dir: TextDirection = 'ltr',
): number | null {
  if (count <= 0) return null;
  let previousKey = 'ArrowUp';
  let nextKey = 'ArrowDown';
  if (orientation === 'horizontal') {
    previousKey = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    nextKey = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  }
  switch (key) {
    case previousKey:
      return (current - 1 + count) % count;
    case nextKey:
      return (current + 1) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** The direction an element is laid out in (its `dir`, inherited, or CSS `direction`). Read on demand, not in a loop. */
export function textDirection(element: Element): TextDirection {
  return getComputedStyle(element).direction === 'rtl' ? 'rtl' : 'ltr';
}
