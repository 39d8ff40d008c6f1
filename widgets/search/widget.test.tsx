import { act, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  INLINE_FORM,
  OVERLAY,
  input,
  item,
  jsonResponse,
  mountSearch,
  optionTexts,
  options,
  panel,
  press,
  status,
  stubFetch,
  type,
  viewAll,
  wait,
  type SearchPage,
} from './test-support';

/** The whole widget in jsdom, the search call answered by a stubbed fetch, time on a fake clock. */

let page: SearchPage | null = null;
let errorSpy: MockInstance<typeof console.error>;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  page?.stop();
  page = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const DEBOUNCE_MS = 250;
const three = [item('Stoneware mug'), item('Stoneware plate'), item('Stoneware bowl')];
const field = () => input();

describe('search as you type', () => {
  it('asks nothing below 3 characters, then once after 250 ms of quiet: action, number, post_type, product_cat, query', async () => {
    const calls = stubFetch(() => jsonResponse(three));
    page = mountSearch(INLINE_FORM, { ajaxurl: 'http://localhost:3000/wp-admin/admin-ajax.php', ajax_action_prefix: 'shop' });
    type('st');
    await wait(1000);
    expect(calls).toHaveLength(0);
    document.querySelector<HTMLSelectElement>('select')!.value = 'mugs';
    type('sto');
    await wait(DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(0);
    await wait(1);
    expect(calls).toHaveLength(1);
    const url = calls[0]!.url;
    expect(url.origin + url.pathname).toBe('http://localhost:3000/wp-admin/admin-ajax.php');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'shop_ajax_search',
      number: '8',
      post_type: 'product',
      product_cat: 'mugs',
      query: 'sto',
    });
    expect(optionTexts()).toEqual(['Stoneware mug', 'Stoneware plate', 'Stoneware bowl']);
  });

  it('debounces typing: quick keystrokes make one call, for the last text', async () => {
    const calls = stubFetch(() => jsonResponse(three));
    page = mountSearch(INLINE_FORM);
    for (const text of ['sto', 'ston', 'stone', 'stonew']) {
      type(text);
      await wait(100);
    }
    await wait(DEBOUNCE_MS);
    expect(calls.map((call) => call.url.searchParams.get('query'))).toEqual(['stonew']);
    expect(calls[0]!.url.searchParams.has('product_cat')).toBe(false); // optional, sent only when chosen
  });

  it('data-number, data-min-chars and data-debounce change the call', async () => {
    const calls = stubFetch(() => jsonResponse(three));
    page = mountSearch(
      INLINE_FORM.replace('data-island="search"', 'data-island="search" data-number="4" data-min-chars="1" data-debounce="50"'),
    );
    type('s');
    await wait(50);
    expect(calls.map((call) => [call.url.searchParams.get('query'), call.url.searchParams.get('number')])).toEqual([['s', '4']]);
  });

  it('shows at most the number it asked for, however long the answer: 6 of a 60 000-item answer', async () => {
    const huge = Array.from({ length: 60_000 }, (_, index) => item(`Stoneware ${index}`));
    stubFetch(() => jsonResponse(huge));
    page = mountSearch(INLINE_FORM.replace('data-island="search"', 'data-island="search" data-number="6"'));
    type('sto');
    await wait(DEBOUNCE_MS);
    expect(optionTexts()).toEqual(['Stoneware 0', 'Stoneware 1', 'Stoneware 2', 'Stoneware 3', 'Stoneware 4', 'Stoneware 5']);
    expect(status()).toBe('6 results available. Use the up and down arrows to browse.');
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('aborts the call in flight when the text changes; only the last answer shows, and nothing is logged', async () => {
    let release: (response: Response) => void = () => {};
    const calls = stubFetch((call) =>
      call.url.searchParams.get('query') === 'sto'
        ? new Promise<Response>((resolve) => (release = resolve))
        : jsonResponse([item('Stoneware teapot')]),
    );
    page = mountSearch(INLINE_FORM);
    type('sto');
    await wait(DEBOUNCE_MS);
    expect(document.querySelector('form')!.getAttribute('data-search-state')).toBe('loading');
    expect(document.querySelector<HTMLElement>('[data-island-spinner]')!.hidden).toBe(false);
    type('stone');
    expect(calls[0]!.signal.aborted).toBe(true); // at once, not when the next call goes out
    release(jsonResponse(three));
    await wait(DEBOUNCE_MS);
    expect(calls).toHaveLength(2);
    expect(optionTexts()).toEqual(['Stoneware teapot']);
    expect(errorSpy).not.toHaveBeenCalled();
    expect(document.querySelector<HTMLElement>('[data-island-spinner]')!.hidden).toBe(true);
  });

  it('caches answers per query for the page: the same text shows at once and asks nothing', async () => {
    const calls = stubFetch((call) => jsonResponse([item(`Result for ${call.url.searchParams.get('query')}`)]));
    page = mountSearch(INLINE_FORM);
    type('mug');
    await wait(DEBOUNCE_MS);
    type('mugs');
    await wait(DEBOUNCE_MS);
    type('mug');
    await wait(0);
    expect(calls).toHaveLength(2);
    expect(optionTexts()).toEqual(['Result for mug']);
  });

  it('a failed call is not cached: the same text asks again', async () => {
    let fail = true;
    const calls = stubFetch(() => (fail ? new Response('Internal Server Error', { status: 500 }) : jsonResponse(three)));
    page = mountSearch(INLINE_FORM);
    type('mug');
    await wait(DEBOUNCE_MS);
    fail = false;
    type('mugs');
    await wait(DEBOUNCE_MS);
    type('mug');
    await wait(DEBOUNCE_MS);
    expect(calls).toHaveLength(3);
    expect(optionTexts()).toHaveLength(3);
  });
});

describe('failed and malformed answers', () => {
  const cases: Array<[string, () => Response | Promise<Response>]> = [
    ['HTTP 500', () => new Response('Internal Server Error', { status: 500 })],
    ['an HTML page', () => new Response('<!doctype html><p>Fatal error</p>', { headers: { 'content-type': 'text/html' } })],
    ['an empty body', () => new Response('')],
    ['JSON that is not a list', () => jsonResponse({ success: false, data: 'nope' })],
    ['the network down', () => Promise.reject(new TypeError('Failed to fetch'))],
  ];
  it.each(cases)('%s: "No suggestions", the error logged, the text kept, the form still submits', async (_name, answer) => {
    stubFetch(answer);
    page = mountSearch(INLINE_FORM);
    type('mug');
    await wait(DEBOUNCE_MS);
    expect(panel().hidden).toBe(false);
    expect(panel().querySelector('.cms-islands-search-empty')!.textContent).toBe('No suggestions');
    expect(options()).toHaveLength(0);
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(status()).toBe('No suggestions');
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(String(errorSpy.mock.calls[0]![0])).toContain('[cms-islands] search: no suggestions');
    expect(field().value).toBe('mug');
    expect(press('Enter')).toBe(true); // not prevented: the browser submits the form
    expect(fireEvent.submit(document.querySelector('form')!)).toBe(true);
  });

  it('items that cannot be shown are left out (and logged once); the rest show', async () => {
    stubFetch(() =>
      jsonResponse([item('Good mug'), null, { value: 'No link' }, item('Bad link', { permalink: 'javascript:alert(1)' }), 7]),
    );
    page = mountSearch(INLINE_FORM);
    type('mug');
    await wait(DEBOUNCE_MS);
    expect(optionTexts()).toEqual(['Good mug']);
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(String(errorSpy.mock.calls[0]![0])).toContain('4 suggestion(s)');
  });

  it('reads the wrapped shape {suggestions: [...]} too', async () => {
    stubFetch(() => jsonResponse({ suggestions: three }));
    page = mountSearch(INLINE_FORM);
    type('sto');
    await wait(DEBOUNCE_MS);
    expect(optionTexts()).toHaveLength(3);
  });
});

describe('the list', () => {
  it('a view-all link appears when there are more than two results, to the results page with the form fields', async () => {
    let answer: unknown[] = three.slice(0, 2);
    stubFetch(() => jsonResponse(answer));
    page = mountSearch(INLINE_FORM);
    type('sto');
    await wait(DEBOUNCE_MS);
    expect(options()).toHaveLength(2);
    expect(viewAll()).toBeNull();
    answer = three;
    type('ston');
    await wait(DEBOUNCE_MS);
    expect(viewAll()!.textContent).toBe('View all results');
    expect(viewAll()!.href).toBe('http://localhost:3000/search/?s=ston&product_cat=&post_type=product');
  });

  it('an item with no_found is the not-found entry: shown as a disabled option, not a result, never active', async () => {
    stubFetch(() => jsonResponse([{ value: 'No products found', no_found: true, permalink: '' }]));
    page = mountSearch(INLINE_FORM);
    type('xyz');
    await wait(DEBOUNCE_MS);
    const [entry] = options();
    expect(options()).toHaveLength(1);
    expect(entry!.textContent).toBe('No products found');
    expect(entry!.getAttribute('aria-disabled')).toBe('true');
    expect(entry!.tagName).toBe('DIV'); // not a link
    expect(status()).toBe('No products found');
    expect(viewAll()).toBeNull();
    press('ArrowDown');
    expect(field().hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('a no_found flag among results: the results count, the entry is skipped by the arrows', async () => {
    stubFetch(() => jsonResponse([item('One mug'), { value: 'Nothing', no_found: '1' }, item('Two mugs'), item('Three mugs')]));
    page = mountSearch(INLINE_FORM);
    type('mug');
    await wait(DEBOUNCE_MS);
    expect(status()).toBe('3 results available. Use the up and down arrows to browse.');
    expect(viewAll()).not.toBeNull();
    press('ArrowDown');
    press('ArrowDown');
    expect(document.getElementById(field().getAttribute('aria-activedescendant')!)!.textContent).toContain('Two mugs');
  });

  it('an empty list shows "No suggestions"', async () => {
    stubFetch(() => jsonResponse([]));
    page = mountSearch(INLINE_FORM);
    type('mug');
    await wait(DEBOUNCE_MS);
    expect(panel().querySelector('.cms-islands-search-empty')!.textContent).toBe('No suggestions');
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('titles are text (references decoded), prices keep only inline text formatting, thumbnails are images', async () => {
    stubFetch(() =>
      jsonResponse([
        item('<img src=x onerror=alert(1)> Mug &#8211; blue &amp; white', {
          price:
            '<del aria-hidden="true" onclick="x()">30 €</del> <ins><b style="color:red">24 €</b></ins><script>alert(1)</script><img src=x>',
          thumbnail: '<img width="300" src="http://localhost:3000/mug.jpg" class="attachment">',
        }),
      ]),
    );
    page = mountSearch(INLINE_FORM);
    type('mug');
    await wait(DEBOUNCE_MS);
    const [option] = options();
    expect(option!.querySelector('.cms-islands-search-title')!.textContent).toBe('<img src=x onerror=alert(1)> Mug \u2013 blue & white');
    expect(option!.querySelectorAll('.cms-islands-search-title img')).toHaveLength(0);
    expect(option!.querySelector('.cms-islands-search-price')!.innerHTML).toBe('<del aria-hidden="true">30 €</del> <ins><b>24 €</b></ins>');
    expect(option!.querySelector('img')!.getAttribute('src')).toBe('http://localhost:3000/mug.jpg');
    expect(option!.querySelector('img')!.getAttribute('alt')).toBe('');
  });

  it('the typed text is marked in each title', async () => {
    stubFetch(() => jsonResponse([item('Stoneware mug')]));
    page = mountSearch(INLINE_FORM);
    type('ware');
    await wait(DEBOUNCE_MS);
    expect(options()[0]!.querySelector('mark')!.textContent).toBe('ware');
  });
});

describe('the combobox (WAI-ARIA APG combobox with listbox popup)', () => {
  it('text typed before the widget came (it mounts on intent): asked for at once and shown, focus kept in the field', async () => {
    const calls = stubFetch(() => jsonResponse(three));
    document.body.innerHTML = INLINE_FORM;
    field().focus();
    field().value = 'stone';
    page = mountSearch(null);
    await wait(DEBOUNCE_MS);
    expect(calls.map((call) => call.url.searchParams.get('query'))).toEqual(['stone']);
    expect(field().getAttribute('aria-expanded')).toBe('true');
    expect(optionTexts()).toEqual(['Stoneware mug', 'Stoneware plate', 'Stoneware bowl']);
  });

  it('roles and states: combobox, listbox, options; expanded only with suggestions shown', async () => {
    stubFetch(() => jsonResponse(three));
    page = mountSearch(INLINE_FORM);
    expect(field().getAttribute('role')).toBe('combobox');
    expect(field().getAttribute('aria-autocomplete')).toBe('list');
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(field().getAttribute('autocomplete')).toBe('off');
    const listbox = document.getElementById(field().getAttribute('aria-controls')!)!;
    expect(listbox.getAttribute('role')).toBe('listbox');
    expect(listbox.getAttribute('aria-label')).toBe('Search suggestions');
    expect(panel().hidden).toBe(true);
    type('sto');
    await wait(DEBOUNCE_MS);
    expect(field().getAttribute('aria-expanded')).toBe('true');
    expect(panel().hidden).toBe(false);
    expect(status()).toBe('3 results available. Use the up and down arrows to browse.');
  });

  it('Down and Up move the active option (wrapping) with aria-activedescendant; focus stays in the field', async () => {
    stubFetch(() => jsonResponse(three));
    page = mountSearch(INLINE_FORM);
    type('sto');
    await wait(DEBOUNCE_MS);
    const activeText = () => document.getElementById(field().getAttribute('aria-activedescendant') ?? '')?.textContent ?? null;
    expect(press('ArrowDown')).toBe(false);
    expect(activeText()).toContain('Stoneware mug');
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    press('ArrowDown');
    press('ArrowDown');
    expect(activeText()).toContain('Stoneware bowl');
    press('ArrowDown');
    expect(activeText()).toContain('Stoneware mug');
    press('ArrowUp');
    expect(activeText()).toContain('Stoneware bowl');
    expect(document.activeElement).toBe(field());
  });

  it('Enter follows the active suggestion (its link is clicked); without one the form submits', async () => {
    stubFetch(() => jsonResponse(three));
    page = mountSearch(INLINE_FORM);
    type('sto');
    await wait(DEBOUNCE_MS);
    expect(press('Enter')).toBe(true);
    const followed: string[] = [];
    document.addEventListener('click', (event) => {
      event.preventDefault(); // jsdom cannot navigate
      followed.push((event.target as HTMLAnchorElement).href);
    });
    press('ArrowDown');
    press('ArrowDown');
    expect(press('Enter')).toBe(false);
    expect(followed).toEqual(['http://localhost:3000/product/stoneware-plate/']);
  });

  it('Escape clears the text and closes the list; a second Escape is left to the page', async () => {
    stubFetch(() => jsonResponse(three));
    page = mountSearch(INLINE_FORM);
    type('sto');
    await wait(DEBOUNCE_MS);
    expect(press('Escape')).toBe(false);
    expect(field().value).toBe('');
    expect(panel().hidden).toBe(true);
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(press('Escape')).toBe(true);
  });

  it('after Escape, the same text again shows its cached answer with no option active (Enter submits)', async () => {
    stubFetch(() => jsonResponse(three));
    page = mountSearch(INLINE_FORM);
    type('sto');
    await wait(DEBOUNCE_MS);
    press('ArrowDown');
    press('Escape');
    type('sto');
    await wait(0);
    expect(options()).toHaveLength(3);
    expect(field().hasAttribute('aria-activedescendant')).toBe(false);
    expect(press('Enter')).toBe(true);
  });

  it('focus leaving the form closes the list; Down opens it again without asking', async () => {
    const calls = stubFetch(() => jsonResponse(three));
    page = mountSearch(INLINE_FORM + '<button id="out">out</button>');
    type('sto');
    await wait(DEBOUNCE_MS);
    act(() => document.getElementById('out')!.focus());
    expect(panel().hidden).toBe(true);
    act(() => field().focus());
    press('ArrowDown');
    expect(panel().hidden).toBe(false);
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    expect(calls).toHaveLength(1);
  });

  it('every visitor-facing string comes from the settings global when it gives one', async () => {
    stubFetch((call) => (call.url.searchParams.get('query') === 'fail' ? new Response('', { status: 500 }) : jsonResponse(three)));
    page = mountSearch(INLINE_FORM, {
      search_suggestions_label: 'Vorschläge',
      search_no_suggestions: 'Keine Vorschläge',
      search_results: '{count} Treffer',
      search_view_all: 'Alle Ergebnisse',
    });
    type('sto');
    await wait(DEBOUNCE_MS);
    expect(status()).toBe('3 Treffer');
    expect(viewAll()!.textContent).toBe('Alle Ergebnisse');
    expect(document.querySelector('[role="listbox"]')!.getAttribute('aria-label')).toBe('Vorschläge');
    type('fail');
    await wait(DEBOUNCE_MS);
    expect(status()).toBe('Keine Vorschläge');
  });

  it('unmounting gives the markup back as printed', async () => {
    stubFetch(() => jsonResponse(three));
    page = mountSearch(INLINE_FORM);
    type('sto');
    await wait(DEBOUNCE_MS);
    page.stop();
    page = null;
    expect(field().hasAttribute('role')).toBe(false);
    expect(field().hasAttribute('aria-expanded')).toBe(false);
    expect(document.querySelector('.cms-islands-search-results, [role="status"], [data-island-spinner]')).toBeNull();
    expect(document.querySelector('form')!.hasAttribute('data-search-state')).toBe(false);
  });
});

/** jsdom has no showModal: enough of it to drive the widget (the real dialog is tested in Chromium). */
function installDialog(): void {
  const proto = HTMLDialogElement.prototype as unknown as Record<string, unknown>;
  proto.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
afterEach(() => {
  page?.stop(); // while the stand-in dialog methods are still there
  page = null;
  const proto = HTMLDialogElement.prototype as unknown as Record<string, unknown>;
  delete proto.showModal;
  delete proto.close;
});

describe('the overlay', () => {
  const opener = () => document.querySelector<HTMLAnchorElement>('[data-search-open]')!;
  const dialog = () => document.querySelector('dialog')!;

  it('the icon (a link to the results page) opens it instead: modal, focus in the field, one overlay in the store', () => {
    installDialog();
    stubFetch(() => jsonResponse(three));
    page = mountSearch(OVERLAY);
    expect(opener().getAttribute('role')).toBe('button');
    expect(opener().getAttribute('aria-haspopup')).toBe('dialog');
    expect(opener().getAttribute('aria-expanded')).toBe('false');
    act(() => opener().focus());
    let notPrevented = true;
    act(() => {
      notPrevented = fireEvent.click(opener());
    });
    expect(notPrevented).toBe(false);
    expect(dialog().open).toBe(true);
    expect(document.activeElement).toBe(input());
    expect(page.store.getState().openOverlayId).toMatch(/^search/);
    expect(opener().getAttribute('aria-expanded')).toBe('true');
  });

  it('the close button closes it; focus goes back to the icon; the store has no overlay', () => {
    installDialog();
    stubFetch(() => jsonResponse(three));
    page = mountSearch(OVERLAY);
    act(() => void fireEvent.click(opener()));
    act(() => void fireEvent.click(document.querySelector('[data-search-close]')!));
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(opener());
    expect(page.store.getState().openOverlayId).toBeNull();
  });

  it('Escape with text clears it and keeps the overlay open (the dialog never hears it)', async () => {
    installDialog();
    stubFetch(() => jsonResponse(three));
    page = mountSearch(OVERLAY);
    act(() => void fireEvent.click(opener()));
    type('sto');
    await wait(DEBOUNCE_MS);
    const heard = vi.fn();
    dialog().addEventListener('keydown', heard);
    expect(press('Escape')).toBe(false);
    expect(heard).not.toHaveBeenCalled();
    expect(input().value).toBe('');
    expect(dialog().open).toBe(true);
    expect(press('Escape')).toBe(true); // now the dialog's own cancel closes it
  });

  it('closes when the page scrolls', () => {
    installDialog();
    stubFetch(() => jsonResponse(three));
    page = mountSearch(OVERLAY);
    act(() => void fireEvent.click(opener()));
    act(() => page!.store.setState({ scroll: { yPx: 40, direction: 'down' } }));
    expect(dialog().open).toBe(false);
    expect(page.store.getState().openOverlayId).toBeNull();
  });

  it('a wheel over the overlay closes it; a wheel over the results does not', async () => {
    installDialog();
    stubFetch(() => jsonResponse(three));
    page = mountSearch(OVERLAY);
    act(() => void fireEvent.click(opener()));
    type('sto');
    await wait(DEBOUNCE_MS);
    act(() => void fireEvent.wheel(options()[0]!));
    expect(dialog().open).toBe(true);
    act(() => void fireEvent.wheel(dialog()));
    expect(dialog().open).toBe(false);
  });
});
