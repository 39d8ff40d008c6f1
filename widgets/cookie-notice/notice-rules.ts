import { COOKIE_NAMES, COOKIE_NOTICE_COOKIE_DAYS, isRememberedForVersion, rememberForVersion } from '../../core/cookies/versioned-cookie';

/** The notice appears this long after the page has loaded (README). */
const COOKIE_NOTICE_DELAY_MS = 2500;

/**
 * The notice's states (README): `waiting` (the 2500 ms after load), `shown`, `accepted` (remembered
 * 60 days for this cookies_version; a visitor who accepted it never sees it on later pages).
 */
export type NoticePhase = 'waiting' | 'shown' | 'accepted';

export function initialNoticePhase(version: string): NoticePhase {
  return isRememberedForVersion(COOKIE_NAMES.cookieNoticeAccepted, version) ? 'accepted' : 'waiting';
}

export function rememberNoticeAccepted(version: string): void {
  rememberForVersion(COOKIE_NAMES.cookieNoticeAccepted, version, COOKIE_NOTICE_COOKIE_DAYS);
}

/**
 * How long from now until the notice is due: COOKIE_NOTICE_DELAY_MS after the page's load event
 * (`loadedAtMs`, performance.now() ms), however late this widget's own file arrived; 0 when that is
 * already past.
 */
export function msUntilNotice(loadedAtMs: number, nowMs: number = performance.now(), delayMs = COOKIE_NOTICE_DELAY_MS): number {
  return Math.max(0, loadedAtMs + delayMs - nowMs);
}
