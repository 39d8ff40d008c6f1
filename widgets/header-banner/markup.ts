import type { FamilyMarkup } from '../../core/markup';

/** The markup names of the header banner (README). Public: themes print and style them. */
export const HEADER_BANNER_MARKUP = {
  attributes: {
    /** A close button inside the banner (the server's, or the one the widget adds when there is none). */
    close: 'data-banner-close',
    /**
     * On `<html>` while the visitor has closed this version of the banner: set before the first paint by
     * the plugin's head script (README, "The first paint"), which hides the banner while it is there.
     */
    documentClosed: 'data-header-banner-closed',
  },
  classes: {
    /** The close button the widget adds. */
    close: 'header-banner-close',
  },
} as const satisfies FamilyMarkup;
