import { ownElements, hashTarget } from '../../src/core/dom/own-elements';

/**
 * Markup contract (see README): inside `data-island="tabs"` (or "tour"),
 * - `[data-tab]` elements are the tabs: links (`href="#panel-id"`) or buttons;
 * - `[data-tab-panel]` elements are the panels, in the same order (or named by the tab's href);
 * - the tabs' common parent (or `[data-tab-list]`) is the tab list.
 * The server prints the initial state: inactive panels carry `hidden`, and the active tab and panel
 * carry the class `is-active` (kept in step by the widget), so theme CSS never waits for ARIA.
 */
export const ACTIVE_CLASS = 'is-active';
export interface TabPair {
  tab: HTMLElement;
  panel: HTMLElement;
}

export interface TabsStructure {
  list: HTMLElement | null;
  pairs: TabPair[];
}

export function readTabsStructure(widget: HTMLElement): TabsStructure {
  const tabs = ownElements(widget, '[data-tab]');
  const panels = ownElements(widget, '[data-tab-panel]');
  const pairs: TabPair[] = [];
  tabs.forEach((tab, index) => {
    const targetId = hashTarget(tab) ?? tab.getAttribute('aria-controls');
    const named = targetId ? panels.find((panel) => panel.id === targetId) : undefined;
    const panel = named ?? panels[index];
    if (panel) pairs.push({ tab, panel });
  });
  const list = ownElements(widget, '[data-tab-list]')[0] ?? commonParentList(tabs);
  return { list, pairs };
}

/** The element holding all tabs: their parent, or their grandparent when each tab sits in an <li>. */
function commonParentList(tabs: HTMLElement[]): HTMLElement | null {
  const first = tabs[0];
  if (!first) return null;
  const parent = first.parentElement;
  if (parent?.tagName === 'LI') return parent.parentElement;
  return parent;
}

/** The pair that starts active: the one the hash names, else the one whose panel is not hidden. */
export function initialActiveIndex(pairs: readonly TabPair[], hash: string): number {
  const fromHash = indexForHash(pairs, hash);
  if (fromHash >= 0) return fromHash;
  const visible = pairs.findIndex((pair) => !pair.panel.hidden);
  return visible >= 0 ? visible : 0;
}

/** The pair whose panel is, or contains, the element the hash names; -1 when none. */
export function indexForHash(pairs: readonly TabPair[], hash: string): number {
  if (!hash) return -1;
  const target = document.getElementById(hash);
  if (!target) return -1;
  return pairs.findIndex((pair) => pair.panel === target || pair.panel.contains(target) || pair.tab === target);
}
