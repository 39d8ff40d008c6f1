import type { FamilyMarkup } from '../../core/markup';

/** The markup names of tabs and tours (README, "Markup"). Public: themes print and style them. */
export const TABS_MARKUP = {
  attributes: {
    /** A tab: a link (`href="#panel-id"`) or a button. */
    tab: 'data-tab',
    /** A panel, paired with the tab of the same order (or named by the tab's href). */
    panel: 'data-tab-panel',
    /** The tab list, when it is not the tabs' common parent. */
    list: 'data-tab-list',
  },
  classes: {
    /** On the active tab and panel: printed by the server, kept in step by the widget. */
    active: 'is-active',
  },
} as const satisfies FamilyMarkup;
