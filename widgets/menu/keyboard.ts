import { textDirection } from '../../core/disclosure/keys';
import type { MenuBranch } from './structure';

/** The keys of the WAI-ARIA APG disclosure navigation example's optional keyboard support (README, "Keyboard"). */
const MENU_MOVE_KEY = /^(Arrow(Down|Up|Left|Right)|Home|End)$/;

/**
 * Where a key moves the focus in the menu (README, "Keyboard"; the APG disclosure navigation example,
 * its optional keys). A level is the menu's top row or one sub-menu; its controls are its links and
 * sub-menu buttons, in order, shown and reachable with Tab, not those of a sub-menu nested deeper.
 * - Down, or the reading direction's forward arrow (Right; Left in right-to-left text), on the button
 *   of an open sub-menu goes to the sub-menu's first control; elsewhere to the next control of the level;
 * - Up, or the backward arrow, to the previous one; Home and End to the first and last;
 * - at either end of a level the arrows stop (unlike the roving keys of tabs, they do not wrap).
 * Returns null when the key moves nothing (another key, or focus on something that is not one of the
 * menu's links and buttons, such as a field in a mega menu, whose arrows are its own).
 */
export function menuKeyTarget(
  key: string,
  target: Element,
  menu: HTMLElement,
  branches: readonly MenuBranch[],
  open: readonly number[],
): HTMLElement | null {
  if (!MENU_MOVE_KEY.test(key)) return null;
  const submenus = branches.map((branch) => branch.submenu);
  const controlsOf = (level: HTMLElement) =>
    [...level.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].filter(
      (control) =>
        control.tabIndex >= 0 &&
        !submenus.some((submenu) => submenu !== level && level.contains(submenu) && submenu.contains(control)) &&
        // jsdom lays nothing out: there every control counts as shown.
        control.checkVisibility?.() !== false,
    );
  const next = key === 'ArrowDown' || key === (textDirection(menu) === 'rtl' ? 'ArrowLeft' : 'ArrowRight');
  const into = branches.findIndex((branch, index) => branch.toggle === target && open.includes(index));
  if (next && into >= 0) return controlsOf(submenus[into]!)[0] ?? null;
  // The level holding the target: the innermost sub-menu around it, else the menu.
  const level = submenus.reduce((inner, submenu) => (submenu.contains(target) && inner.contains(submenu) ? submenu : inner), menu);
  const controls = controlsOf(level);
  const current = controls.indexOf(target as HTMLElement);
  if (current < 0) return null;
  const last = controls.length - 1;
  return controls[key === 'Home' ? 0 : key === 'End' ? last : Math.min(last, Math.max(0, current + (next ? 1 : -1)))]!;
}
