import {
  COOKIE_NAMES,
  PAGES_VIEWED_COOKIE_DAYS,
  PROMO_POPUP_COOKIE_DAYS,
  incrementCounterCookie,
  isRememberedForVersion,
  rememberForVersion,
} from '../../core/cookies/versioned-cookie';
import type { PromoPopupSettings } from './settings';
import { POPUPS_MARKUP } from './markup';

/** Below this width the popup is skipped when promo_popup_hide_mobile is set (README). */
const PROMO_POPUP_MOBILE_BELOW_PX = 768;
/** The body class of the maintenance page template: no promo popup there (README). */

/**
 * Where the promo popup stands on this page (README, "Promo popup"):
 * - `inactive`: switched off, the maintenance page, or a narrow screen with hide-on-mobile;
 * - `counting`: fewer pages viewed than popup_pages (this page was counted);
 * - `remembered`: already shown for this promo_version (the cookie says so);
 * - `armed`: waits for its trigger (popup_delay or popup_scroll);
 * - `open`, then `closed` (remembered for 7 days).
 * The newsletter button opens it in any state.
 */
export type PromoPhase = 'inactive' | 'counting' | 'remembered' | 'armed' | 'open' | 'closed';

export interface PromoPage {
  readonly maintenance: boolean;
  readonly widthPx: number;
}

function isPromoActive(settings: PromoPopupSettings, page: PromoPage): boolean {
  if (!settings.enable_popup || page.maintenance) return false;
  return !(settings.promo_popup_hide_mobile && page.widthPx < PROMO_POPUP_MOBILE_BELOW_PX);
}

/**
 * Decides the phase at page start. Counts this page (the pages-viewed cookie, 7 days) only while the
 * popup is active; the count of pages viewed BEFORE this one is compared with popup_pages as a
 * number, so with popup_pages 2 the popup may show on the third page.
 */
export function startPromo(settings: PromoPopupSettings, page: PromoPage): PromoPhase {
  if (!isPromoActive(settings, page)) return 'inactive';
  const viewedBefore = incrementCounterCookie(COOKIE_NAMES.pagesViewed, PAGES_VIEWED_COOKIE_DAYS) - 1;
  if (viewedBefore < settings.popup_pages) return 'counting';
  if (isRememberedForVersion(COOKIE_NAMES.promoPopupShown, settings.promo_version)) return 'remembered';
  return 'armed';
}

/** Closing marks it shown for this version, 7 days. */
export function rememberPromoShown(settings: PromoPopupSettings): void {
  rememberForVersion(COOKIE_NAMES.promoPopupShown, settings.promo_version, PROMO_POPUP_COOKIE_DAYS);
}

export function isMaintenancePage(doc: Document = document): boolean {
  return doc.body?.classList.contains(POPUPS_MARKUP.classes.maintenancePage) ?? false;
}
