import { act, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { widgets } from '.';
import { COOKIE_NAMES } from '../../core/cookies/versioned-cookie';
import { DESKTOP_VIEWPORT, mountMarkup, type Islands } from '../../tests/support/islands';
import { clearCookies, daysUntilExpiry, readCookie, recordCookieWrites, setCookie } from '../../tests/support/cookies';
import { advance, useFakeTimeouts } from '../../tests/support/fake-timeouts';

const PROMO = `
<a id="newsletter" href="#newsletter" data-promo-popup-open>Newsletter</a>
<input id="before">
<dialog id="promo" data-island="promo-popup">
  <h2>10 % off</h2>
  <form method="dialog"><label>Email <input id="email" type="email"></label><button id="subscribe">Subscribe</button></form>
</dialog>`;

const ON = { enable_popup: 'yes', popup_event: 'time', popup_delay: '4000', promo_version: 'v2', popup_pages: '0' };
const dialog = () => document.getElementById('promo') as HTMLDialogElement;
const isOpen = () => dialog().hasAttribute('open');

/** One console warning naming `what`, and the popup opens after the default delay, 5000 ms, not before. */
function expectOneWarningAndTheDefaultDelay(what: string): void {
  const warnings = vi.mocked(console.warn).mock.calls.filter(([message]) => String(message).includes(what));
  expect(warnings).toHaveLength(1);
  advance(4999);
  expect(isOpen()).toBe(false);
  advance(1);
  expect(isOpen()).toBe(true);
}

describe('promo popup', () => {
  const writes = recordCookieWrites();
  let islands: Islands | null = null;
  const mount = (settings: Record<string, unknown>, widthPx = 1280) =>
    (islands = mountMarkup(PROMO, widgets, { settings, viewport: { ...DESKTOP_VIEWPORT, widthPx: widthPx } }));
  beforeEach(() => {
    clearCookies();
    useFakeTimeouts();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    islands?.stop();
    islands = null;
    document.body.className = '';
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('opens after popup_delay ms, not before, and closing marks it shown for this version for 7 days', () => {
    mount(ON);
    advance(3999);
    expect(isOpen()).toBe(false);
    advance(1);
    expect(isOpen()).toBe(true);
    expect(dialog().getAttribute('aria-labelledby')).toBe(dialog().querySelector('h2')!.id);
    expect(dialog().contains(document.activeElement)).toBe(true);
    fireEvent.click(dialog().querySelector('.cms-popup__close')!);
    expect(isOpen()).toBe(false);
    expect(readCookie(COOKIE_NAMES.promoPopupShown)).toBe('v2');
    expect(daysUntilExpiry(writes, COOKIE_NAMES.promoPopupShown)).toBeCloseTo(7, 2);
    expect(daysUntilExpiry(writes, COOKIE_NAMES.pagesViewed)).toBeCloseTo(7, 2);
  });

  it('is not shown again for the same promo_version, and is for a new one', () => {
    setCookie(COOKIE_NAMES.promoPopupShown, 'v2');
    mount(ON);
    advance(10_000);
    expect(isOpen()).toBe(false);
    islands!.stop();
    mount({ ...ON, promo_version: 'v3' });
    advance(4000);
    expect(isOpen()).toBe(true);
  });

  it('compares the pages-viewed counter with popup_pages as numbers ("10" viewed is more than "2")', () => {
    setCookie(COOKIE_NAMES.pagesViewed, '10');
    mount({ ...ON, popup_pages: '2' });
    advance(4000);
    expect(isOpen()).toBe(true);
    expect(readCookie(COOKIE_NAMES.pagesViewed)).toBe('11');
  });

  it('stays hidden until the pages viewed before this one reach popup_pages ("9" is fewer than "10"), counting each page', () => {
    setCookie(COOKIE_NAMES.pagesViewed, '9');
    mount({ ...ON, popup_pages: '10' });
    advance(60_000);
    expect(isOpen()).toBe(false);
    expect(dialog().dataset.promoPhase).toBe('counting');
    expect(readCookie(COOKIE_NAMES.pagesViewed)).toBe('10');
    islands!.stop();
    mount({ ...ON, popup_pages: '10' });
    advance(4000);
    expect(isOpen()).toBe(true);
  });

  it('with popup_event scroll, opens once the page is scrolled past popup_scroll', () => {
    mount({ ...ON, popup_event: 'scroll', popup_scroll: '800' });
    advance(60_000);
    expect(isOpen()).toBe(false);
    act(() => islands!.store.setState({ scroll: { yPx: 799, direction: 'down' } }));
    expect(isOpen()).toBe(false);
    act(() => islands!.store.setState({ scroll: { yPx: 800, direction: 'down' } }));
    expect(isOpen()).toBe(true);
  });

  it('is only active when enable_popup is set, and then does not count pages', () => {
    mount({ ...ON, enable_popup: 'no' });
    advance(60_000);
    expect(isOpen()).toBe(false);
    expect(readCookie(COOKIE_NAMES.pagesViewed)).toBeUndefined();
  });

  it('is skipped on the maintenance page template (body class page-template-maintenance)', () => {
    document.body.className = 'page-template-maintenance';
    islands = mountMarkup(PROMO, widgets, { settings: ON, viewport: DESKTOP_VIEWPORT });
    document.body.className = 'page-template-maintenance';
    advance(60_000);
    expect(isOpen()).toBe(false);
  });

  it('is skipped below 768 px when promo_popup_hide_mobile is set, and not at 768 px', () => {
    mount({ ...ON, promo_popup_hide_mobile: 'yes' }, 767);
    advance(60_000);
    expect(isOpen()).toBe(false);
    islands!.stop();
    mount({ ...ON, promo_popup_hide_mobile: 'yes' }, 768);
    advance(4000);
    expect(isOpen()).toBe(true);
    islands!.stop();
    mount({ ...ON, promo_popup_hide_mobile: 'no' }, 375);
    advance(4000);
    expect(isOpen()).toBe(true);
  });

  it('opens from the newsletter button whatever its state', () => {
    mount({ ...ON, enable_popup: 'no' });
    fireEvent.click(document.getElementById('newsletter')!);
    expect(isOpen()).toBe(true);
    expect(islands!.store.getState().openOverlayId).toMatch(/^promo-popup/);
  });

  it('never opens over another overlay: it waits until that one is closed', () => {
    mount(ON);
    act(() => islands!.store.getState().openOverlay('search'));
    advance(10_000);
    expect(isOpen()).toBe(false);
    act(() => islands!.store.getState().closeOverlay('search'));
    expect(isOpen()).toBe(true);
  });

  it('falls back to defaults with one warning for settings it cannot read', () => {
    mount({ ...ON, popup_delay: 'soon', popup_pages: '-3' });
    expectOneWarningAndTheDefaultDelay('promo-popup');
  });

  it('refuses a popup_delay longer than a browser timer can wait (it would fire at once): the default 5000 ms and one warning', () => {
    mount({ ...ON, popup_delay: String(2 ** 31) });
    expectOneWarningAndTheDefaultDelay('popup_delay');
  });

  it('gives the markup back as printed on unmount', () => {
    const printed = document.createElement('template');
    printed.innerHTML = PROMO;
    mount(ON);
    advance(4000);
    fireEvent.click(dialog().querySelector('.cms-popup__close')!);
    islands!.stop();
    islands = null;
    expect(document.body.innerHTML).toBe(printed.innerHTML);
  });
});
