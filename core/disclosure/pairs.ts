import { elementsWithId } from '../dom/element-by-id';
import { hashTarget, ownElements } from '../dom/own-elements';

/**
 * A control and the panel it shows and hides: a tab and its tab panel, an accordion header and its
 * section, a menu toggle and its sub-menu. Families name them as they like; the logic is the same.
 */
export interface DisclosurePair {
  trigger: HTMLElement;
  panel: HTMLElement;
}

/**
 * Pairs each trigger inside `root` with its panel: the panel the trigger's `href="#id"` or
 * `aria-controls` names, else the panel in the same position. A trigger with no panel is left out.
 * Elements of a widget nested inside `root` belong to that widget (README, "Markup contract": nested widgets).
 */
export function pairTriggersWithPanels(root: HTMLElement, triggerSelector: string, panelSelector: string): DisclosurePair[] {
  const triggers = ownElements(root, triggerSelector);
  const panels = ownElements(root, panelSelector);
  return triggers.flatMap((trigger, index) => {
    const targetId = hashTarget(trigger) ?? trigger.getAttribute('aria-controls');
    const panel = (targetId ? panels.find((candidate) => candidate.id === targetId) : undefined) ?? panels[index];
    return panel ? [{ trigger, panel }] : [];
  });
}

/**
 * The pair whose panel is, or contains, the element the URL hash names (or whose trigger it is); -1
 * when none. Looked for in the pairs themselves, not as the document's first element with that id,
 * which anything printed earlier on the page (an HTML answer, a post) may carry.
 */
export function indexForHash(pairs: readonly DisclosurePair[], hash: string): number {
  if (!hash) return -1;
  return pairs.findIndex(({ trigger, panel }) => trigger.id === hash || panel.id === hash || elementsWithId(hash, panel).length > 0);
}

/** The pair whose trigger is, or contains, an event's target; -1 when none (for one delegated listener per widget). */
export function pairIndexOf(pairs: readonly DisclosurePair[], target: EventTarget | null): number {
  if (!(target instanceof Node)) return -1;
  return pairs.findIndex(({ trigger }) => trigger === target || trigger.contains(target));
}
