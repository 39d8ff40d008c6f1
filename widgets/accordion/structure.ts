import { type DisclosurePair, indexForHash } from '../../core/disclosure/pairs';
import { ACCORDION_MARKUP } from './markup';

/**
 * Markup contract (see README): inside `data-island="accordion"` (or "toggle"),
 * - `[data-accordion-trigger]`: the header's control, best a <button> inside a heading (a link works too);
 * - `[data-accordion-panel]`: the panels, in the same order (or named by the trigger's href or aria-controls).
 * The server prints the initial state: closed panels carry `hidden`.
 */
export const TRIGGER_SELECTOR = `[${ACCORDION_MARKUP.attributes.trigger}]`;
export const PANEL_SELECTOR = `[${ACCORDION_MARKUP.attributes.panel}]`;

/** Sections open at start: those whose panel the server did not hide, plus the one the hash names. */
export function initiallyOpen(sections: readonly DisclosurePair[], hash: string, multiple: boolean): number[] {
  const fromHash = indexForHash(sections, hash);
  const visible = sections.flatMap((section, index) => (section.panel.hidden ? [] : [index]));
  if (fromHash >= 0) return multiple ? [...new Set([...visible, fromHash])] : [fromHash];
  return multiple ? visible : visible.slice(0, 1);
}

/** The open set after the visitor activates one section. */
export function toggleSection(open: readonly number[], index: number, multiple: boolean, collapsible: boolean): number[] {
  const isOpen = open.includes(index);
  if (isOpen) {
    if (!collapsible && open.length === 1) return [...open];
    return open.filter((candidate) => candidate !== index);
  }
  return multiple ? [...open, index] : [index];
}
