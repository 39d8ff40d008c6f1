import { afterEach, describe, expect, it, vi } from 'vitest';
import { showOverlay, type OverlaySpec } from '../../../core/overlay/overlay';
import { createTestStore } from '../../support/islands';

/**
 * The overlay protocol's rules that the browser table (tests/browser/overlays.test.ts) does not reach
 * through a demo page: a vendor's root made modal by making the page beside it inert, the backdrop,
 * the browser closing a dialog by itself, the focus guards, and a root already out of the page.
 * jsdom has no showModal: a dialog here is shown with the `open` attribute, as the protocol does there.
 */
const PAGE = `
<header><a id="logo" href="/">Shop</a><button id="opener" type="button">Open</button></header>
<main id="main"><p>Page</p></main>
<div id="vendor-root"><button id="first" type="button">First</button><button id="last" type="button">Last</button></div>
<dialog id="dialog"><button id="inside" type="button">Inside</button></dialog>`;

const byId = <E extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as E;

function open(spec: Partial<OverlaySpec> & Pick<OverlaySpec, 'root'>) {
  const store = createTestStore();
  const session = showOverlay({ store, id: 'under-test', ...spec });
  return { store, session };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('overlay protocol (core/overlay)', () => {
  it("a root that is no <dialog>: the page beside it is inert while it is open, then as it was; it is the store's open overlay", () => {
    document.body.innerHTML = PAGE;
    byId('main').setAttribute('inert', ''); // the page's own: left as it is
    byId('opener').focus();
    const { store, session } = open({ root: byId('vendor-root') });
    expect(store.getState().openOverlayId).toBe('under-test');
    expect(byId('vendor-root').contains(document.activeElement)).toBe(true);
    expect(['HEADER', 'MAIN', 'DIALOG'].map((tag) => document.querySelector(tag)!.hasAttribute('inert'))).toEqual([true, true, true]);
    expect(byId('vendor-root').hasAttribute('inert')).toBe(false);
    session.close();
    expect(store.getState().openOverlayId).toBeNull();
    expect(['HEADER', 'MAIN', 'DIALOG'].map((tag) => document.querySelector(tag)!.hasAttribute('inert'))).toEqual([false, true, false]);
    expect(document.activeElement).toBe(byId('opener'));
  });

  it('Escape on a root that is no <dialog> asks its family when it animates out; the family then closes it', () => {
    document.body.innerHTML = PAGE;
    const onDismiss = vi.fn();
    const { session, store } = open({ root: byId('vendor-root'), onDismiss });
    byId('first').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    expect(onDismiss).toHaveBeenCalledWith('escape');
    expect(store.getState().openOverlayId).toBe('under-test');
    session.close();
    expect(store.getState().openOverlayId).toBeNull();
  });

  it('the focus guards wrap: reaching the end guard focuses the first control, the start guard the last', () => {
    document.body.innerHTML = PAGE;
    const { session } = open({ root: byId('vendor-root') });
    const guards = byId('vendor-root').querySelectorAll<HTMLElement>('[data-islands-focus-guard]');
    expect(guards).toHaveLength(2);
    guards[1]!.focus();
    expect(document.activeElement).toBe(byId('first'));
    guards[0]!.focus();
    expect(document.activeElement).toBe(byId('last'));
    session.close();
    expect(byId('vendor-root').querySelectorAll('[data-islands-focus-guard]')).toHaveLength(0);
  });

  it('a pointer click on the backdrop (on the dialog, outside its box) closes it; a click inside it, or a script click, does not', () => {
    document.body.innerHTML = PAGE;
    const onClosed = vi.fn();
    const dialog = byId<HTMLDialogElement>('dialog');
    vi.spyOn(dialog, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 100, y: 100, width: 300, height: 200 }));
    const { store } = open({ root: dialog, closeOnBackdrop: true, onClosed });
    dialog.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1, clientX: 150, clientY: 150 })); // its own padding
    dialog.click(); // a script's click: no pointer
    expect(dialog.open).toBe(true);
    dialog.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1, clientX: 20, clientY: 20 }));
    expect(dialog.open).toBe(false);
    expect(onClosed).toHaveBeenCalledWith('backdrop');
    expect(store.getState().openOverlayId).toBeNull();
  });

  it('the dialog closed by the browser (a method="dialog" form) closes the overlay and tells the family', () => {
    document.body.innerHTML = PAGE;
    const onClosed = vi.fn();
    const dialog = byId<HTMLDialogElement>('dialog');
    byId('opener').focus();
    const { store } = open({ root: dialog, onClosed });
    dialog.removeAttribute('open');
    dialog.dispatchEvent(new Event('close'));
    expect(onClosed).toHaveBeenCalledWith('dialog');
    expect(store.getState().openOverlayId).toBeNull();
    expect(document.activeElement).toBe(byId('opener'));
  });

  it('another overlay opening closes it at once, and focus is not taken back from that one', () => {
    document.body.innerHTML = PAGE;
    const onClosed = vi.fn();
    byId('opener').focus();
    const { store } = open({ root: byId('dialog'), onClosed });
    store.getState().openOverlay('another');
    expect(onClosed).toHaveBeenCalledWith('replaced');
    expect(byId<HTMLDialogElement>('dialog').open).toBe(false);
    expect(store.getState().openOverlayId).toBe('another');
    expect(document.activeElement).not.toBe(byId('opener'));
  });

  it("the opener gone: focus goes to an element with the opener's id, else to the family's fallback", () => {
    document.body.innerHTML = PAGE;
    byId('opener').focus();
    const first = open({ root: byId('dialog'), fallbackFocus: () => byId('logo') });
    byId('opener').replaceWith(Object.assign(byId('opener').cloneNode(true), { id: 'opener' }));
    first.session.close();
    expect(document.activeElement).toBe(byId('opener'));
    const again = open({ root: byId('dialog'), opener: byId('opener'), fallbackFocus: () => byId('logo') });
    byId('opener').remove();
    again.session.close();
    expect(document.activeElement).toBe(byId('logo'));
  });

  it('a root already taken out of the page is not opened: nothing shown, locked or thrown', () => {
    document.body.innerHTML = PAGE;
    const dialog = byId<HTMLDialogElement>('dialog');
    dialog.remove();
    const { store, session } = open({ root: dialog });
    expect(dialog.open).toBe(false);
    expect(store.getState().openOverlayId).toBeNull();
    expect(() => session.close()).not.toThrow();
  });
});
