import { type DisclosurePair, indexForHash, pairTriggersWithPanels } from '../../core/disclosure/pairs';
import { ownElements } from '../../core/dom/own-elements';
import { TABS_MARKUP } from './markup';

/**
 * Markup contract (see README): inside `data-island="tabs"` (or "tour"),
 * - `[data-tab]` elements are the tabs: links (`href="#panel-id"`) or buttons;
 * - `[data-tab-panel]` elements are the panels, in the same order (or named by the tab's href);
 * - the tabs' common parent (or `[data-tab-list]`) is the tab list.
 * The server prints the initial state: inactive panels carry `hidden`, and the active tab and panel
 * carry the class `is-active` (kept in step by the widget), so theme CSS never waits for ARIA.
 * The names are TABS_MARKUP's.
 */

export interface TabsStructure {
  list: HTMLElement | null;
  /** Each tab (the pair's trigger) with its panel. */
  pairs: DisclosurePair[];
}

export function readTabsStructure(widget: HTMLElement): TabsStructure {
  const tabSelector = `[${TABS_MARKUP.attributes.tab}]`;
  const pairs = pairTriggersWithPanels(widget, tabSelector, `[${TABS_MARKUP.attributes.panel}]`);
  const list = ownElements(widget, `[${TABS_MARKUP.attributes.list}]`)[0] ?? commonParentList(ownElements(widget, tabSelector));
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
export function initialActiveIndex(pairs: readonly DisclosurePair[], hash: string): number {
  const fromHash = indexForHash(pairs, hash);
  if (fromHash >= 0) return fromHash;
  const visible = pairs.findIndex((pair) => !pair.panel.hidden);
  return visible >= 0 ? visible : 0;
}
