import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COOKIE_NAMES,
  COOKIE_NOTICE_COOKIE_DAYS,
  HEADER_BANNER_COOKIE_DAYS,
  PAGES_VIEWED_COOKIE_DAYS,
  PROMO_POPUP_COOKIE_DAYS,
  incrementCounterCookie,
  isRememberedForVersion,
  rememberForVersion,
} from '../../../core/cookies/versioned-cookie';

const MS_PER_DAY = 24 * 60 * 60 * 1000;
/**
 * A fixed moment a year from the real today: jsdom's cookie jar runs outside the test's faked clock
 * (the unit project's vmThreads pool), so expiry dates must lie in the real future to be kept.
 */
const NOW = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 2, 1, 12));

/** Every string written to document.cookie, with the attributes that document.cookie never reads back. */
let written: string[] = [];
beforeEach(() => {
  written = [];
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    written.push(value);
    native.set!.call(document, value);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  for (const name of document.cookie.split('; ').map((pair) => pair.split('=')[0])) {
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
});

function attributesOf(cookie: string): Map<string, string> {
  const [, ...parts] = cookie.split('; ');
  return new Map(parts.map((part) => [part.split('=')[0]!.toLowerCase(), part.split('=').slice(1).join('=')]));
}

describe('versioned cookies: their lifetimes', () => {
  it('uses the spec lifetimes: banner 60 days, cookie notice 60 days, promo 7 days, pages-viewed 7 days', () => {
    expect(HEADER_BANNER_COOKIE_DAYS).toBe(60);
    expect(COOKIE_NOTICE_COOKIE_DAYS).toBe(60);
    expect(PROMO_POPUP_COOKIE_DAYS).toBe(7);
    expect(PAGES_VIEWED_COOKIE_DAYS).toBe(7);
  });

  it.each([
    ['header banner closed', COOKIE_NAMES.headerBannerClosed, HEADER_BANNER_COOKIE_DAYS],
    ['cookie notice accepted', COOKIE_NAMES.cookieNoticeAccepted, COOKIE_NOTICE_COOKIE_DAYS],
    ['promo popup shown', COOKIE_NAMES.promoPopupShown, PROMO_POPUP_COOKIE_DAYS],
  ])('remembers "%s" for its lifetime, on path / with SameSite=Lax', (_purpose, name, days) => {
    rememberForVersion(name, '3', days);
    expect(written).toHaveLength(1);
    expect(written[0]!.startsWith(`${name}=3;`)).toBe(true);
    const attributes = attributesOf(written[0]!);
    expect(attributes.get('path')).toBe('/');
    expect(attributes.get('samesite')).toBe('Lax');
    expect(new Date(attributes.get('expires')!).getTime()).toBe(NOW.getTime() + days * MS_PER_DAY);
  });

  it('a remembered choice holds for the same version, and a new version shows the thing again', () => {
    const name = COOKIE_NAMES.headerBannerClosed;
    expect(isRememberedForVersion(name, '1')).toBe(false);
    rememberForVersion(name, '1', HEADER_BANNER_COOKIE_DAYS);
    expect(isRememberedForVersion(name, '1')).toBe(true);
    expect(isRememberedForVersion(name, '2')).toBe(false);
    // Versions compare as text: "1.10" is a new version after "1.1".
    rememberForVersion(name, '1.1', HEADER_BANNER_COOKIE_DAYS);
    expect(isRememberedForVersion(name, '1.10')).toBe(false);
  });

  it('keeps versions with characters a cookie value cannot hold', () => {
    rememberForVersion(COOKIE_NAMES.promoPopupShown, 'summer; sale,2025', PROMO_POPUP_COOKIE_DAYS);
    expect(isRememberedForVersion(COOKIE_NAMES.promoPopupShown, 'summer; sale,2025')).toBe(true);
  });

  it('counts pages viewed as a number: 9 then 10 then 11, for 7 days', () => {
    const name = COOKIE_NAMES.pagesViewed;
    expect(incrementCounterCookie(name, PAGES_VIEWED_COOKIE_DAYS)).toBe(1);
    document.cookie = `${name}=9; path=/`;
    const next = incrementCounterCookie(name, PAGES_VIEWED_COOKIE_DAYS);
    expect(next).toBe(10);
    expect(typeof next).toBe('number');
    expect(incrementCounterCookie(name, PAGES_VIEWED_COOKIE_DAYS)).toBe(11);
    const last = written.at(-1)!;
    expect(last.startsWith(`${name}=11;`)).toBe(true);
    const attributes = attributesOf(last);
    expect(attributes.get('path')).toBe('/');
    expect(attributes.get('samesite')).toBe('Lax');
    expect(new Date(attributes.get('expires')!).getTime()).toBe(NOW.getTime() + PAGES_VIEWED_COOKIE_DAYS * MS_PER_DAY);
  });

  it('a counter cookie holding garbage starts again at 1', () => {
    document.cookie = `${COOKIE_NAMES.pagesViewed}=abc; path=/`;
    expect(incrementCounterCookie(COOKIE_NAMES.pagesViewed, PAGES_VIEWED_COOKIE_DAYS)).toBe(1);
    document.cookie = `${COOKIE_NAMES.pagesViewed}=-4; path=/`;
    expect(incrementCounterCookie(COOKIE_NAMES.pagesViewed, PAGES_VIEWED_COOKIE_DAYS)).toBe(1);
  });
});
