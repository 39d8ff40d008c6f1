import {
  COOKIE_NAMES,
  COOKIE_NOTICE_COOKIE_DAYS,
  isRememberedForVersion,
  rememberForVersion,
} from '../../src/core/cookies/versioned-cookie';

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

/** Calls `then` COOKIE_NOTICE_DELAY_MS after the window's load event (at once counted from now if it already fired). */
export function afterPageLoad(then: () => void, delayMs = COOKIE_NOTICE_DELAY_MS): () => void {
  let timer = 0;
  const start = () => {
    timer = window.setTimeout(then, delayMs);
  };
  if (document.readyState === 'complete') {
    start();
    return () => window.clearTimeout(timer);
  }
  window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    window.clearTimeout(timer);
  };
}
