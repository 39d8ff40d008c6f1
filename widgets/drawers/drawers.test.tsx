import { act, fireEvent } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fullscreenMenuWidget, mobileMenuWidget, offCanvasWidget } from '.';
import { markupSnapshot } from '../../tests/support/islands';
import { setUpWidgetPage } from '../../tests/support/widget-page';
import { loadHtmlSanitizer } from '../../core/html/html-answer';
import { drawersPremount } from './premount';

/**
 * jsdom has no showModal(): a stand-in that does what the widget relies on — `open`, focus moved to
 * the first control inside, and a `close` event in a later task, as browsers fire it.
 */
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>('button, a[href], input')?.focus();
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
});

const PAGE = (sidebarAttributes = '') => `
<header>
  <button type="button" id="burger" data-opens="mobile">Menu</button>
  <button type="button" id="grid" data-opens="everything">All pages</button>
</header>
<button type="button" id="filters" data-opens="sidebar">Filters</button>
<dialog id="sidebar" data-island="off-canvas" aria-label="Filters" ${sidebarAttributes}>
  <button type="button" id="close-sidebar" data-drawer-close>Close</button>
  <input id="search" name="s"><a id="filter-link" href="#rust">Rust</a>
</dialog>
<dialog id="mobile" data-island="mobile-menu" aria-label="Menu">
  <button type="button" id="close-mobile" data-drawer-close>Close</button>
  <a id="mobile-link" href="#new">New in</a>
  <button type="button" id="mobile-filters" data-opens="sidebar">Filters</button>
</dialog>
<dialog id="everything" data-island="fullscreen-menu" aria-label="All pages">
  <button type="button" id="close-everything" data-drawer-close>Close</button>
</dialog>`;

const byId = <E extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as E;
const dialog = (id: string) => byId<HTMLDialogElement>(id);
/** Lets queued microtasks (opening) and tasks (the close event) run. */
const settle = () => act(async () => void (await new Promise((resolve) => setTimeout(resolve, 0))));

const page = setUpWidgetPage({ 'off-canvas': offCanvasWidget, 'mobile-menu': mobileMenuWidget, 'fullscreen-menu': fullscreenMenuWidget });

describe('drawers: modal dialogs, one overlay at a time', () => {
  it('the server prints them closed; the widget places them and names the openers', () => {
    page.mount(PAGE());
    expect(dialog('sidebar').open).toBe(false);
    expect(dialog('sidebar').dataset.drawer).toBe('start');
    expect(dialog('mobile').dataset.drawer).toBe('start');
    expect(dialog('everything').dataset.drawer).toBe('full');
    expect(dialog('sidebar').dataset.drawerScrollbar).toBe('thin');
    expect(byId('filters').getAttribute('aria-haspopup')).toBe('dialog');
    expect(byId('filters').getAttribute('aria-controls')).toBe('sidebar');
    expect(byId('mobile-filters').getAttribute('aria-controls')).toBe('sidebar');
  });

  it('opens from its button, moves focus in, closes from its close button and returns focus', async () => {
    const { store } = page.mount(PAGE());
    byId('filters').focus();
    fireEvent.click(byId('filters'));
    await settle();
    expect(dialog('sidebar').open).toBe(true);
    expect(store.getState().openOverlayId).toBe('sidebar');
    expect(dialog('sidebar').contains(document.activeElement)).toBe(true);
    fireEvent.click(byId('close-sidebar'));
    await settle();
    expect(dialog('sidebar').open).toBe(false);
    expect(store.getState().openOverlayId).toBeNull();
    expect(document.activeElement).toBe(byId('filters'));
  });

  it('following a link closes the mobile and full-screen menus, not the shop sidebar (unless data-close-on-link)', async () => {
    const { store } = page.mount(PAGE());
    fireEvent.click(byId('burger'));
    await settle();
    fireEvent.click(byId('mobile-link'), { ctrlKey: true }); // a new tab: the menu stays
    expect(store.getState().openOverlayId).toBe('mobile');
    fireEvent.click(byId('mobile-link'));
    expect(store.getState().openOverlayId).toBeNull();
    fireEvent.click(byId('filters'));
    await settle();
    fireEvent.click(byId('filter-link'));
    expect(store.getState().openOverlayId).toBe('sidebar');
  });

  it('data-close-on-link and data-side are options; bad values warn once and use the defaults', () => {
    const first = page.mount(PAGE('data-side="end" data-close-on-link'));
    expect(dialog('sidebar').dataset.drawer).toBe('end');
    first.stop();
    page.mount(PAGE('data-side="top"'));
    expect(dialog('sidebar').dataset.drawer).toBe('start');
    expect(page.warnings()).toHaveBeenCalledTimes(1);
  });

  it('keeps the server content and what the visitor typed between openings', async () => {
    page.mount(PAGE());
    const input = byId<HTMLInputElement>('search');
    fireEvent.click(byId('filters'));
    await settle();
    fireEvent.change(input, { target: { value: 'mug' } });
    fireEvent.click(byId('close-sidebar'));
    await settle();
    fireEvent.click(byId('filters'));
    await settle();
    expect(byId<HTMLInputElement>('search')).toBe(input);
    expect(input.value).toBe('mug');
  });

  it('unmounting an open drawer closes it and frees the overlay slot (no stuck scroll lock); the markup comes back', async () => {
    document.body.innerHTML = PAGE();
    const before = markupSnapshot(document.body);
    const islands = page.mountCurrentPage();
    fireEvent.click(byId('filters'));
    await settle();
    islands.stop();
    await settle();
    expect(islands.store.getState().openOverlayId).toBeNull();
    expect(dialog('sidebar').open).toBe(false);
    expect(markupSnapshot(document.body)).toEqual(before);
    fireEvent.click(byId('filters')); // no listener left behind
    await settle();
    expect(dialog('sidebar').open).toBe(false);
  });

  it('a drawer that is not a <dialog> with an id is switched off and reported', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    page.mount('<div id="not-a-dialog" data-island="off-canvas"></div>');
    expect(byId('not-a-dialog').hasAttribute('data-island-failed')).toBe(true);
    expect(errors).toHaveBeenCalled();
  });
});

describe('drawers: one per id, the page’s own', () => {
  it('a drawer an HTML answer brought with the id of the page’s own drawer is switched off: the openers open the page’s', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    // An answer's ids carry the prefix `user-content-` (README, "HTML answers"): they meet the page's
    // only where the page's own ids carry it too, as this page's drawer does.
    document.body.innerHTML = PAGE().replaceAll('"sidebar"', '"user-content-sidebar"');
    // Inserted before the page's own (a loaded item, a dropdown): the document's first with that id.
    document.body.prepend(
      (await loadHtmlSanitizer())(
        '<dialog id="sidebar" data-island="off-canvas" aria-label="Sign in"><input id="phish" name="password"></dialog>',
      ),
    );
    const impostor = document.body.firstElementChild as HTMLDialogElement;
    const { store } = page.mountCurrentPage();
    fireEvent.click(byId('filters'));
    await settle();
    expect(store.getState().openOverlayId).toBe('user-content-sidebar');
    expect(impostor.open).toBe(false);
    expect(document.querySelectorAll<HTMLDialogElement>('dialog#user-content-sidebar')[1]!.open).toBe(true);
    expect(impostor.contains(document.activeElement)).toBe(false);
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringContaining('widget "off-canvas" failed and was switched off'),
    ]);
    expect(String(errors.mock.calls[0]!.slice(1))).toContain(
      'a drawer from an HTML answer has the id of an element of the page (#user-content-sidebar)',
    );
  });

  it('before its file has come, an opener names the page’s drawer even when something earlier carries its id', async () => {
    document.body.innerHTML = PAGE();
    const impostor = document.createElement('div');
    impostor.id = 'sidebar';
    document.body.prepend(impostor, (await loadHtmlSanitizer())('<p id="mobile">From an answer</p>'));
    drawersPremount(document.body);
    expect(byId('filters').getAttribute('aria-controls')).toBe('sidebar');
    expect(byId('burger').getAttribute('aria-controls')).toBe('mobile');
  });
});
