import type { FamilyMarkup } from '../../core/markup';

/** The markup names of accordions and toggles (README, "Markup"). Public: themes print them. */
export const ACCORDION_MARKUP = {
  attributes: {
    /** A section's header control, best a <button> inside a heading (a link works too). */
    trigger: 'data-accordion-trigger',
    /** A panel, paired with the trigger of the same order (or named by its href or aria-controls). */
    panel: 'data-accordion-panel',
  },
} as const satisfies FamilyMarkup;
