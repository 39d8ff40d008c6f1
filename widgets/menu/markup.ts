import type { FamilyMarkup } from '../../core/markup';

/** The markup names of menus (README). Public: themes print them. */
export const MENU_MARKUP = {
  attributes: {
    /** An item's button that shows and hides its sub-menu (WAI-ARIA disclosure). */
    submenuToggle: 'data-submenu-toggle',
    /** A sub-menu, named by its button's `aria-controls`, else its item's own child. */
    submenu: 'data-submenu',
    /** A mega-menu dropdown's placeholder: its HTML is asked for by this id, with the others, in one call. */
    dropdownPlaceholder: 'data-dropdown-placeholder',
  },
} as const satisfies FamilyMarkup;
