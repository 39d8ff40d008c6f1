import { hashTarget, ownElements } from '../../src/core/dom/own-elements';

/**
 * Markup contract (see README): inside `data-island="accordion"` (or "toggle"),
 * - `[data-accordion-trigger]`: the header's control, best a <button> inside a heading (a link works too);
 * - `[data-accordion-panel]`: the panels, in the same order (or named by the trigger's href or aria-controls).
 * The server prints the initial state: closed panels carry `hidden`.
 */
export interface AccordionSection {
  trigger: HTMLElement;
  panel: HTMLElement;
}

export function readAccordionSections(widget: HTMLElement): AccordionSection[] {
  const triggers = ownElements(widget, '[data-accordion-trigger]');
  const panels = ownElements(widget, '[data-accordion-panel]');
  const sections: AccordionSection[] = [];
  triggers.forEach((trigger, index) => {
    const targetId = hashTarget(trigger) ?? trigger.getAttribute('aria-controls');
    const panel = (targetId ? panels.find((candidate) => candidate.id === targetId) : undefined) ?? panels[index];
    if (panel) sections.push({ trigger, panel });
  });
  return sections;
}

/** Sections open at start: those whose panel the server did not hide, plus the one the hash names. */
export function initiallyOpen(sections: readonly AccordionSection[], hash: string, multiple: boolean): number[] {
  const fromHash = sectionForHash(sections, hash);
  const visible = sections.flatMap((section, index) => (section.panel.hidden ? [] : [index]));
  if (fromHash >= 0) return multiple ? [...new Set([...visible, fromHash])] : [fromHash];
  return multiple ? visible : visible.slice(0, 1);
}

export function sectionForHash(sections: readonly AccordionSection[], hash: string): number {
  if (!hash) return -1;
  const target = document.getElementById(hash);
  if (!target) return -1;
  return sections.findIndex(({ panel, trigger }) => panel === target || panel.contains(target) || trigger === target);
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
