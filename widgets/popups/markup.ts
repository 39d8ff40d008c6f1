import type { FamilyMarkup } from '../../core/markup';

/** The markup names of popups (README). Public: themes print the openers and close buttons and style the rest. */
export const POPUPS_MARKUP = {
  attributes: {
    /** An element that opens the promo popup (anywhere on the page). */
    promoOpen: 'data-promo-popup-open',
    /** On the promo popup's dialog: its phase (README, "Promo popup"). */
    promoPhase: 'data-promo-phase',
    /** A close button the server printed inside a dialog. */
    close: 'data-popup-close',
  },
  classes: {
    /** A content or lightbox popup's dialog, and its modifier by what it shows (`cms-popup--image`…). */
    popup: 'cms-popup',
    kindPrefix: 'cms-popup--',
    /** Its close button, body, status line (and its error form), and what the body holds. */
    close: 'cms-popup__close',
    body: 'cms-popup__body',
    status: 'cms-popup__status',
    statusError: 'cms-popup__status--error',
    inline: 'cms-popup__inline',
    figure: 'cms-popup__figure',
    image: 'cms-popup__image',
    caption: 'cms-popup__caption',
    iframe: 'cms-popup__iframe',
    fetched: 'cms-popup__fetched',
    /** WordPress's body class of the maintenance page, where the promo popup never shows. */
    maintenancePage: 'page-template-maintenance',
  },
} as const satisfies FamilyMarkup;
