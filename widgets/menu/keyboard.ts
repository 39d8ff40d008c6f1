import { nextIndexForKey, type TextDirection } from '../../src/core/disclosure/keys';
import { tabbableIn } from '../../src/core/hooks/useModalTabWrap';
import type { MenuBranch } from './structure';

/** The keys of the WAI-ARIA APG disclosure navigation example's optional keyboard support (README, "Keyboard"). */
export const MENU_ARROW_KEYS: ReadonlySet<string> = new Set(['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);

/**
 * The links and sub-menu buttons of one level of the menu, in order: the top level (`level` is the
 * menu), or one sub-menu. Those inside a sub-menu nested deeper belong to that sub-menu's level; hidden
 * ones (a closed sub-menu, a control the theme hides at this width) are not reachable.
 */
export function levelControls(level: HTMLElement, branches: readonly MenuBranch[]): HTMLElement[] {
  const deeper = branches.map((branch) => branch.submenu).filter((submenu) => submenu !== level && level.contains(submenu));
  return tabbableIn(level).filter((control) => control.matches('a[href], button') && !deeper.some((submenu) => submenu.contains(control)));
}

/** The level a control belongs to: the innermost sub-menu holding it, else the menu itself. */
function levelOf(control: Element, menu: HTMLElement, branches: readonly MenuBranch[]): HTMLElement {
  let level = menu;
  for (const { submenu } of branches) if (submenu.contains(control) && level.contains(submenu)) level = submenu;
  return level;
}

/**
 * Where a key moves the focus in the menu (the APG disclosure navigation example, its optional keys):
 * - Down (and the next horizontal arrow: Right, Left in right-to-left text) on the button of an open
 *   sub-menu goes to the sub-menu's first link; elsewhere to the next link or button of the same level;
 * - Up (and the previous horizontal arrow) to the previous one; Home and End to the first and last;
 * - at either end of a level the arrows stop (they do not wrap, as in the example).
 * Returns null when the key moves nothing (another key, or focus on something that is not one of the
 * menu's links and buttons, such as a field in a mega menu, whose arrows are its own).
 */
export function menuKeyTarget(
  key: string,
  target: Element,
  menu: HTMLElement,
  branches: readonly MenuBranch[],
  open: readonly number[],
  dir: TextDirection,
): HTMLElement | null {
  if (!MENU_ARROW_KEYS.has(key)) return null;
  const horizontal = key === 'ArrowLeft' || key === 'ArrowRight';
  const nextKey = horizontal ? (dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight') : 'ArrowDown';
  const expanded = branches.findIndex((branch, index) => branch.toggle === target && open.includes(index));
  if (key === nextKey && expanded >= 0) return levelControls(branches[expanded]!.submenu, branches)[0] ?? null;
  const controls = levelControls(levelOf(target, menu, branches), branches);
  const current = controls.indexOf(target as HTMLElement);
  if (current < 0) return null;
  const next = nextIndexForKey(key, current, controls.length, horizontal ? 'horizontal' : 'vertical', dir, 'stop');
  return next === null ? null : controls[next]!;
}
