import { act, fireEvent, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { widgets as popupWidgets } from '.';
import { widgets as noticeWidgets } from '../cookie-notice';
import { widgets as floatingWidgets } from '../floating';
import { clearCookies } from '../../tests/support/cookies';
import { DESKTOP_VIEWPORT, mountMarkup } from '../../tests/support/islands';

const WIDGETS = { ...popupWidgets, ...noticeWidgets, ...floatingWidgets };

const PAGE = `
<a id="newsletter" href="#n" data-promo-popup-open>Newsletter</a>
<dialog id="promo" data-island="promo-popup"><h2>Promo</h2><input></dialog>
<div data-island="cookie-notice" hidden><p>Cookies</p><button data-cookie-notice-accept>OK</button></div>
<a id="open-ajax" href="/popup" data-island="popup" data-popup-type="ajax">Content</a>
<button id="open-inline" data-island="popup" data-popup-src="#inline">Inline</button>
<div id="inline" hidden><p>Inline</p></div>
<button id="tip" data-island="tooltip" data-tooltip="Tip">?</button>
<div data-island="hotspots"><img alt=""><div data-hotspot data-x="1" data-y="2"><button id="spot">+</button><div data-hotspot-card hidden>Card</div></div></div>`;

/** Anything a settings global may hold: strings WordPress prints, JSON values, junk. */
const anyValue = fc.oneof(
  fc.constantFrom('yes', 'no', '1', '0', '', 'true', 'scroll', 'time', '-1', '10', '2', 'NaN', '1e309', '<b>x</b>'),
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);
const KEYS = [
  'enable_popup',
  'promo_popup_hide_mobile',
  'popup_pages',
  'popup_event',
  'popup_scroll',
  'popup_delay',
  'promo_version',
  'promo_popup_label',
  'cookies_version',
  'cookie_notice_label',
  'popup_close_text',
  'popup_content_error_text',
] as const;
const settingsArbitrary = fc.record(Object.fromEntries(KEYS.map((key) => [key, anyValue])), { requiredKeys: [] });

/** What the server may answer a popup's GET with. */
const answerArbitrary = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '',
    '   ',
    '<p>ok</p>',
    '<script>window.bad = 1</script>',
    '<div data-island="popup" data-popup-src="#inline">x</div>',
    '<img src=x onerror="window.bad=1">',
    '<html><body><h1>Page</h1></body></html>',
    '</div></dialog>',
  ),
  fc.json(),
  fc
    .array(fc.constantFrom('<p>', '</p>', '<dialog>', '<table>', 'text', '<iframe>', '&amp;', '<!--'), { maxLength: 40 })
    .map((parts) => parts.join('')),
);
const statusArbitrary = fc.constantFrom(200, 200, 200, 204, 404, 500);

describe('popups fuzz', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    clearCookies();
  });

  it('random settings and random popup answers never throw, and a popup always shows something', async () => {
    await fc.assert(
      fc.asyncProperty(
        settingsArbitrary,
        answerArbitrary,
        statusArbitrary,
        fc.integer({ min: 300, max: 1600 }),
        async (settings, answer, status, widthPx) => {
          vi.spyOn(console, 'warn').mockImplementation(() => {});
          vi.spyOn(console, 'error').mockImplementation(() => {});
          vi.stubGlobal('fetch', async () => new Response(status === 204 ? null : answer, { status }));
          const uncaught: unknown[] = [];
          const onError = (event: ErrorEvent) => uncaught.push(event.error);
          window.addEventListener('error', onError);
          const islands = mountMarkup(PAGE, WIDGETS, { settings, viewport: { ...DESKTOP_VIEWPORT, widthPx } });
          try {
            fireEvent.click(document.getElementById('open-ajax')!);
            const dialog = () => document.querySelector<HTMLDialogElement>('dialog.cms-popup[open]');
            expect(dialog()).not.toBeNull();
            await waitFor(() => expect(dialog()!.textContent).not.toContain('Loading'), { timeout: 2000 });
            expect((window as { bad?: number }).bad).toBeUndefined();
            fireEvent.click(dialog()!.querySelector('.cms-popup__close')!);
            fireEvent.click(document.getElementById('open-inline')!);
            fireEvent(dialog()!, new Event('cancel', { cancelable: true }));
            fireEvent.click(document.getElementById('newsletter')!);
            fireEvent.click(document.getElementById('spot')!);
            act(() => document.getElementById('tip')!.focus());
            fireEvent.keyDown(document, { key: 'Escape' });
          } finally {
            islands.stop();
            window.removeEventListener('error', onError);
            vi.restoreAllMocks();
          }
          expect(uncaught).toEqual([]);
        },
      ),
      { numRuns: 40 },
    );
  }, 60_000);
});
