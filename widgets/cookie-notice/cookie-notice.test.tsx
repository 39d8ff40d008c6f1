import { act, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { widgets } from '.';
import { COOKIE_NAMES } from '../../core/cookies/versioned-cookie';
import { DESKTOP_VIEWPORT, mountMarkup, type Islands } from '../../tests/support/islands';
import { clearCookies, daysUntilExpiry, readCookie, recordCookieWrites, setCookie } from '../../tests/support/cookies';
import { advance } from '../../tests/support/fake-timeouts';

const NOTICE = `
<a id="link" href="#x">Before</a>
<div id="notice" data-island="cookie-notice" hidden>
  <p>We use cookies.</p>
  <button id="accept" type="button" data-cookie-notice-accept>Accept</button>
</div>`;
const notice = () => document.getElementById('notice')!;

/**
 * Mounts the notice; the page's load event fired `loadedAgoMs` before (the store's loadedAtMs, which
 * the main bundle takes in the page). performance.now is on the fake clock, with the timeouts.
 */
function mountNotice(settings: Record<string, unknown> = {}, loadedAgoMs = 0): Islands {
  const islands = mountMarkup(NOTICE, widgets, { settings, viewport: DESKTOP_VIEWPORT });
  act(() => islands.store.setState({ loadedAtMs: performance.now() - loadedAgoMs }));
  return islands;
}

describe('cookie notice', () => {
  const writes = recordCookieWrites();
  let islands: Islands | null = null;
  beforeEach(() => {
    clearCookies();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    islands?.stop();
    islands = null;
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('appears 2500 ms after the page has loaded, as a labelled region that does not take focus', () => {
    islands = mountNotice({ cookies_version: '3' });
    document.getElementById('link')!.focus();
    advance(2499);
    expect(notice().hidden).toBe(true);
    advance(1);
    expect(notice().hidden).toBe(false);
    expect(notice().getAttribute('role')).toBe('region');
    expect(notice().getAttribute('aria-label')).toBe('Cookie notice');
    expect(document.activeElement).toBe(document.getElementById('link'));
  });

  it("counts its 2500 ms from the page's load, not from its mount: its file 2000 ms late, it appears 500 ms after mounting", () => {
    islands = mountNotice({ cookies_version: '3' }, 2000);
    advance(499);
    expect(notice().hidden).toBe(true);
    advance(1);
    expect(notice().hidden).toBe(false);
  });

  it('mounted before the load event, it waits for it, then 2500 ms', () => {
    islands = mountMarkup(NOTICE, widgets, { settings: { cookies_version: '3' }, viewport: DESKTOP_VIEWPORT });
    advance(10_000);
    expect(notice().hidden).toBe(true);
    act(() => islands!.store.setState({ loadedAtMs: performance.now() }));
    advance(2499);
    expect(notice().hidden).toBe(true);
    advance(1);
    expect(notice().hidden).toBe(false);
  });

  it('mounted more than 2500 ms after the load event, it appears at once', () => {
    islands = mountNotice({ cookies_version: '3' }, 60_000);
    advance(0);
    expect(notice().hidden).toBe(false);
  });

  it('is remembered 60 days for its cookies_version once accepted, and focus goes back where it came from', () => {
    islands = mountNotice({ cookies_version: '3' });
    advance(2500);
    const link = document.getElementById('link')!;
    link.focus();
    const accept = document.getElementById('accept')!;
    accept.focus();
    fireEvent.focusIn(accept, { relatedTarget: link });
    fireEvent.click(accept);
    expect(notice().hidden).toBe(true);
    expect(document.activeElement).toBe(link);
    expect(readCookie(COOKIE_NAMES.cookieNoticeAccepted)).toBe('3');
    expect(daysUntilExpiry(writes, COOKIE_NAMES.cookieNoticeAccepted)).toBeCloseTo(60, 2);
  });

  it('stays hidden for visitors who accepted this version, and asks again for a new one', () => {
    setCookie(COOKIE_NAMES.cookieNoticeAccepted, '3');
    islands = mountNotice({ cookies_version: '3' });
    advance(10_000);
    expect(notice().hidden).toBe(true);
    islands.stop();
    islands = mountNotice({ cookies_version: '4' });
    advance(2500);
    expect(notice().hidden).toBe(false);
  });

  it('keeps focused elements clear of it with the page bottom scroll padding, and gives it back', () => {
    islands = mountNotice();
    Object.defineProperty(notice(), 'offsetHeight', { configurable: true, value: 72 });
    advance(2500);
    expect(document.documentElement.style.scrollPaddingBottom).toBe('72px');
    fireEvent.click(document.getElementById('accept')!);
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
  });

  it('uses the label from the settings global', () => {
    islands = mountNotice({ cookie_notice_label: 'Cookies' });
    advance(2500);
    expect(notice().getAttribute('aria-label')).toBe('Cookies');
  });
});
