import Cookies from 'js-cookie';

/** Lifetimes (README). */
export const HEADER_BANNER_COOKIE_DAYS = 60;
export const COOKIE_NOTICE_COOKIE_DAYS = 60;
export const PROMO_POPUP_COOKIE_DAYS = 7;
export const PAGES_VIEWED_COOKIE_DAYS = 7;

/** Cookie names (the spec leaves them open): one prefix so they are easy to find and clear. */
export const COOKIE_NAMES = {
  headerBannerClosed: 'cms_islands_banner_closed',
  cookieNoticeAccepted: 'cms_islands_cookies_accepted',
  promoPopupShown: 'cms_islands_promo_shown',
  pagesViewed: 'cms_islands_pages_viewed',
} as const;

const COOKIE_ATTRIBUTES = { path: '/', sameSite: 'Lax' } as const;

/**
 * A remembered choice tied to a version setting: the cookie stores the version it was made for, so a
 * new version (any different string) shows the thing again.
 */
export function rememberForVersion(name: string, version: string, days: number): void {
  Cookies.set(name, version, { ...COOKIE_ATTRIBUTES, expires: days });
}

export function isRememberedForVersion(name: string, version: string): boolean {
  return Cookies.get(name) === version;
}

/** Counter cookie (pages viewed): returns the new count, read and compared as a number. */
export function incrementCounterCookie(name: string, days: number): number {
  const current = Number.parseInt(Cookies.get(name) ?? '0', 10);
  const next = (Number.isFinite(current) && current > 0 ? current : 0) + 1;
  Cookies.set(name, String(next), { ...COOKIE_ATTRIBUTES, expires: days });
  return next;
}

/**
 * The versions the settings screen and editors accept (README, "Options and settings: one source"),
 * and the same in words for their help. The bundle reads any text.
 */
export const VERSION_PATTERN = '^[A-Za-z0-9._-]{1,32}$';
export const VERSION_PATTERN_WORDS = '1 to 32 letters, digits, dots, dashes or underscores';
