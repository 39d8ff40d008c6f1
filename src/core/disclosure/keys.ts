/** How a set of triggers is laid out: a row (tabs, menu bars) or a column (tours, accordion headers, menus). */
export type Orientation = 'horizontal' | 'vertical';
/** The text direction a row of triggers is read in. */
export type TextDirection = 'ltr' | 'rtl';

/** At the first or last trigger, the arrows wrap round (tabs, accordions) or stop there (site navigation). */
export type Edges = 'wrap' | 'stop';

/**
 * The roving-focus keys of the WAI-ARIA patterns (tabs, accordion headers, menus): the previous and
 * next arrow for the orientation move (wrapping, or stopping at the ends), Home and End go to the
 * first and last. In a row, the arrows follow the visual direction: in right-to-left text Left goes
 * to the next trigger and Right to the previous one. Returns the new index, or null for keys that do
 * nothing (and for no triggers).
 */
export function nextIndexForKey(
  key: string,
  current: number,
  count: number,
  orientation: Orientation,
  dir: TextDirection = 'ltr',
  edges: Edges = 'wrap',
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
      return edges === 'wrap' ? (current - 1 + count) % count : Math.max(0, current - 1);
    case nextKey:
      return edges === 'wrap' ? (current + 1) % count : Math.min(count - 1, current + 1);
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
