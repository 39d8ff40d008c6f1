import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { widgets } from '.';
import { embedAddress } from './popup-source';
import { parsePopupOptions } from './options';
import { DESKTOP_VIEWPORT, mountMarkup, type Islands } from '../../tests/support/islands';

const PAGE = `
<button id="open-inline" type="button" data-island="popup" data-popup-src="#size-guide">Size guide</button>
<a id="open-inline-2" href="#size-guide" data-island="popup">Sizes again</a>
<button id="open-missing" type="button" data-island="popup" data-popup-src="#nothing-here">Missing</button>
<a id="open-ajax" href="/popup-demo/delivery" data-island="popup" data-popup-type="ajax">Delivery</a>
<a id="open-picked" href="/popup-demo/care" data-island="popup" data-popup-type="ajax" data-popup-selector="#care">Care</a>
<a id="open-foreign" href="https://elsewhere.example/x" data-island="popup" data-popup-type="ajax">Foreign</a>
<a id="open-image" href="/vase.jpg" data-island="popup" title="Celadon vase"><img src="/vase-small.jpg" alt="Vase"></a>
<a id="open-video" href="https://www.youtube.com/watch?v=abc123" data-island="popup">Watch</a>
<a id="open-script" href="javascript:alert(1)" data-island="popup" data-popup-type="iframe">Bad</a>
<div id="before-guide"></div>
<div id="size-guide" hidden><h2>Sizes</h2><input id="note"></div>`;

const dialogs = () => [...document.querySelectorAll<HTMLDialogElement>('dialog.cms-popup')];
const openDialog = () => dialogs().find((dialog) => dialog.hasAttribute('open'));
const click = (id: string) => fireEvent.click(document.getElementById(id)!);
const closeButton = () => openDialog()!.querySelector<HTMLButtonElement>('.cms-popup__close')!;

describe('content and lightbox popups', () => {
  let islands: Islands;
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    islands = mountMarkup(PAGE, widgets, { viewport: DESKTOP_VIEWPORT });
  });
  afterEach(() => {
    islands.stop();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows inline content itself, not a copy: what the visitor typed stays, and it goes back in place, hidden, on unmount', () => {
    const guide = document.getElementById('size-guide')!;
    const opener = document.getElementById('open-inline')!;
    opener.focus();
    click('open-inline');
    expect(openDialog()!.contains(guide)).toBe(true);
    expect(guide.hidden).toBe(false);
    expect(openDialog()!.getAttribute('aria-label')).toBe('Size guide');
    expect(opener.getAttribute('aria-haspopup')).toBe('dialog');
    (document.getElementById('note') as HTMLInputElement).value = 'XL please';
    fireEvent.click(closeButton());
    expect(openDialog()).toBeUndefined();
    expect(guide.isConnected).toBe(false); // closed: out of the page, so the widgets inside it unmount
    expect(document.activeElement).toBe(opener);
    click('open-inline-2');
    expect(openDialog()!.contains(guide)).toBe(true);
    expect((document.getElementById('note') as HTMLInputElement).value).toBe('XL please');
    fireEvent.click(closeButton());
    islands.stop();
    expect(guide.isConnected).toBe(true);
    expect(guide.hidden).toBe(true);
    expect(guide.previousElementSibling?.id).toBe('before-guide');
  });

  it('says "Content not found" when the inline target is missing, as text', () => {
    click('open-missing');
    expect(openDialog()!.textContent).toContain('Content not found');
    expect(openDialog()!.querySelector('[role="alert"]')).not.toBeNull();
    expect(errors).toHaveBeenCalledTimes(1);
  });

  it('fetches server HTML with a GET, inserts it as nodes (scripts never run) and shows it', async () => {
    const fetchMock = vi.fn(
      async () => new Response('<h2>Delivery</h2><p>Free over 50 €</p><script>window.ran = true</script>', { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    click('open-ajax');
    expect(openDialog()!.textContent).toContain('Loading…');
    await waitFor(() => expect(openDialog()!.querySelector('h2')?.textContent).toBe('Delivery'));
    expect((window as { ran?: boolean }).ran).toBeUndefined();
    expect(openDialog()!.textContent).not.toContain('Loading…');
    const request = fetchMock.mock.calls[0] as unknown as [Request];
    expect(request[0].method).toBe('GET');
    expect(new URL(request[0].url).pathname).toBe('/popup-demo/delivery');
  });

  it('shows only the data-popup-selector element of the answer', async () => {
    vi.stubGlobal('fetch', async () => new Response('<header>Site</header><article id="care"><p>Hand wash</p></article>'));
    click('open-picked');
    // Picked by the id the server printed; shown with the answers' prefix (README, "HTML answers").
    await waitFor(() => expect(openDialog()!.querySelector('#user-content-care')).not.toBeNull());
    expect(openDialog()!.textContent).not.toContain('Site');
  });

  it.each([
    ['a server error', () => new Response('oops', { status: 500 })],
    ['an empty answer', () => new Response('   ')],
  ])('shows "The content could not be loaded" as text after %s', async (_name, answer) => {
    vi.stubGlobal('fetch', async () => answer());
    click('open-ajax');
    await waitFor(() => expect(openDialog()!.textContent).toContain('The content could not be loaded'));
    expect(errors).toHaveBeenCalled();
  });

  it('never fetches HTML from another site', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    click('open-foreign');
    expect(openDialog()!.textContent).toContain('The content could not be loaded');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows an image with its caption, and "The image could not be loaded" when it fails', () => {
    click('open-image');
    const image = openDialog()!.querySelector('img')!;
    expect(new URL(image.src).pathname).toBe('/vase.jpg');
    expect(openDialog()!.querySelector('figcaption')!.textContent).toBe('Celadon vase');
    fireEvent.error(image);
    expect(openDialog()!.textContent).toContain('The image could not be loaded');
  });

  it('shows video pages in their player, and refuses addresses that are not http(s)', () => {
    click('open-video');
    expect(openDialog()!.querySelector('iframe')!.getAttribute('src')).toBe('https://www.youtube.com/embed/abc123');
    expect(openDialog()!.querySelector('iframe')!.getAttribute('title')).toBe('Watch');
    fireEvent.click(closeButton());
    click('open-script');
    expect(openDialog()!.querySelector('iframe')).toBeNull();
    expect(openDialog()!.textContent).toContain('The content could not be loaded');
    expect(embedAddress(new URL('https://vimeo.com/12345'))).toBe('https://player.vimeo.com/video/12345');
    expect(embedAddress(new URL('https://youtu.be/xyz'))).toBe('https://www.youtube.com/embed/xyz');
  });

  it('takes the visitor-facing texts from the settings global', () => {
    islands.stop();
    islands = mountMarkup(PAGE, widgets, {
      settings: { popup_not_found_text: 'Introuvable', popup_close_text: 'Fermer' },
      viewport: DESKTOP_VIEWPORT,
    });
    click('open-missing');
    expect(openDialog()!.textContent).toContain('Introuvable');
    expect(closeButton().getAttribute('aria-label')).toBe('Fermer');
  });
});

describe('popup options', () => {
  it('a part to show that is no CSS selector falls back to the whole answer, with one warning', () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      document.body.innerHTML =
        '<a href="/popup-demo/care" data-island="popup" data-popup-type="ajax" data-popup-selector="#care[">Care</a>';
      expect(parsePopupOptions(document.querySelector<HTMLElement>('a')!).popupSelector).toBe('');
      expect(warnings).toHaveBeenCalledTimes(1);
      expect(String(warnings.mock.calls[0]![0])).toContain('popupSelector="#care["');
    } finally {
      vi.restoreAllMocks();
    }
  });
});
