import type { Suggestion } from './answer';

/**
 * The option an arrow key makes active (WAI-ARIA APG combobox with listbox popup): Down goes to the
 * next result (from none: the first), Up to the previous (from none: the last), both wrapping; the
 * not-found entry is never active. Returns null for any other key, or when there is nothing to move to.
 */
export function nextActiveIndex(key: string, current: number, items: readonly Suggestion[]): number | null {
  if (key !== 'ArrowDown' && key !== 'ArrowUp') return null;
  const usable = items.flatMap((item, index) => (item.notFound ? [] : [index]));
  if (usable.length === 0) return null;
  const position = usable.indexOf(current);
  if (key === 'ArrowDown') return position < 0 ? usable[0]! : usable[(position + 1) % usable.length]!;
  return position < 0 ? usable[usable.length - 1]! : usable[(position - 1 + usable.length) % usable.length]!;
}
