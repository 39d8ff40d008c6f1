import { ownElements } from '../../core/dom/own-elements';
import { pageElementById } from '../../core/dom/element-by-id';
import { MENU_MARKUP } from './markup';

/**
 * Markup contract (README): inside `data-island="menu"`, each item with a sub-menu has
 * - `[data-submenu-toggle]`: a <button> that shows and hides the sub-menu (WAI-ARIA disclosure);
 * - `[data-submenu]`: the sub-menu, named by the button's `aria-controls`, else the item's own
 *   `[data-submenu]` child. The item is the button's nearest `<li>` (else its parent); its link, if
 *   any, is the item's first `a[href]` child.
 * The server prints sub-menus closed (`hidden`) and the buttons with `aria-expanded="false"`.
 */
export interface MenuBranch {
  toggle: HTMLElement;
  submenu: HTMLElement;
  item: HTMLElement;
  link: HTMLAnchorElement | null;
  /** Index of the branch whose sub-menu holds this one, or -1 at the top level. */
  parent: number;
}

function submenuOf(toggle: HTMLElement, item: HTMLElement, menu: HTMLElement): HTMLElement | null {
  const controlled = toggle.getAttribute('aria-controls');
  // Looked for in the menu itself: the document's first element with that id may be anything printed
  // earlier on the page (an HTML answer, a post).
  const byId = controlled ? pageElementById(controlled, toggle, menu) : null;
  if (byId) return byId;
  return item.querySelector<HTMLElement>(`:scope > [${MENU_MARKUP.attributes.submenu}]`);
}

export function readMenuBranches(menu: HTMLElement): MenuBranch[] {
  const found: Omit<MenuBranch, 'parent'>[] = [];
  for (const toggle of ownElements(menu, `[${MENU_MARKUP.attributes.submenuToggle}]`)) {
    const item = toggle.closest<HTMLElement>('li') ?? toggle.parentElement;
    if (!item || !menu.contains(item)) continue;
    const submenu = submenuOf(toggle, item, menu);
    if (!submenu) continue;
    const link = item.querySelector<HTMLAnchorElement>(':scope > a[href]');
    found.push({ toggle, submenu, item, link });
  }
  return found.map((branch) => {
    // The nearest enclosing branch: the last one (in document order) whose sub-menu holds this item.
    let parent = -1;
    found.forEach((candidate, index) => {
      if (candidate.submenu.contains(branch.item)) parent = index;
    });
    return { ...branch, parent };
  });
}

/** The branch and its ancestors, outermost first. */
export function chainTo(branches: readonly MenuBranch[], index: number): number[] {
  const chain: number[] = [];
  for (let at = index; at >= 0; at = branches[at]!.parent) chain.unshift(at);
  return chain;
}

/** The open set after opening one branch: it and its ancestors (siblings and their sub-menus close). */
export function openBranch(branches: readonly MenuBranch[], index: number): number[] {
  return chainTo(branches, index);
}

/** The open set after closing one branch: it and everything inside it close. */
export function closeBranch(branches: readonly MenuBranch[], open: readonly number[], index: number): number[] {
  return open.filter((candidate) => !chainTo(branches, candidate).includes(index));
}

/** The deepest branch whose item holds `target` (the item includes its sub-menu), or -1. */
export function branchAt(branches: readonly MenuBranch[], target: EventTarget | null): number {
  if (!(target instanceof Node)) return -1;
  let deepest = -1;
  branches.forEach((branch, index) => {
    if (branch.item.contains(target) && (deepest < 0 || branches[deepest]!.item.contains(branch.item))) deepest = index;
  });
  return deepest;
}

export function sameSet(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((value) => b.includes(value));
}

/** The text of an item's label for a fallback button name: its link's text, else the item's own text. */
export function itemLabel(branch: MenuBranch): string {
  const source = branch.link ?? branch.item.firstElementChild ?? branch.item;
  return (source.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Whether the button has an accessible name the server gave it. */
export function hasAccessibleName(element: HTMLElement): boolean {
  return Boolean(element.getAttribute('aria-label')?.trim() || element.getAttribute('aria-labelledby') || element.textContent?.trim());
}
