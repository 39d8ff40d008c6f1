import type { FamilyMarkup } from '../../core/markup';

/** The markup names of the footer accordion (README). Public: themes print and style them. */
export const FOOTER_ACCORDION_MARKUP = {
  attributes: {
    /** A widget title (with WordPress's `widget-title` class, the default title selector). */
    title: 'data-footer-title',
    /** A title's content, when it is not the title's next element sibling. */
    content: 'data-footer-content',
  },
  classes: {
    /** WordPress's class on a footer widget's title. */
    widgetTitle: 'widget-title',
    /** The button the widget puts inside each title while the accordion is active. */
    toggle: 'footer-accordion-toggle',
  },
} as const satisfies FamilyMarkup;
