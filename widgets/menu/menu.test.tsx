import { act, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { menuWidget } from '.';
import { tabsWidget } from '../tabs';
import { setDropdownFetcherForTests } from './dropdowns';
import { MENU_CLICK_MODE_QUERY } from './options';
import { shiftIntoView } from './keep-in-view';
import { menuKeyTarget } from './keyboard';
import { readMenuBranches } from './structure';
import { markupSnapshot } from '../../tests/support/islands';
import { setUpWidgetPage } from '../../tests/support/widget-page';

/** A shop's main menu as a theme prints it: a link + button per parent item, a nested flyout, a mega-menu placeholder. */
const MENU = (attributes = '') => `
<header>
<nav id="menu" data-island="menu" aria-label="Main" ${attributes}>
  <ul>
    <li><a href="#new">New in</a></li>
    <li id="item-shop">
      <a id="link-shop" href="#shop">Shop</a>
      <button type="button" id="toggle-shop" data-submenu-toggle aria-expanded="false" aria-controls="mega-shop"><span>Shop: more</span></button>
      <div id="mega-shop" data-submenu hidden><div data-dropdown-placeholder="mega-shop"><a href="#shop">All products</a></div></div>
    </li>
    <li id="item-kitchen">
      <a id="link-kitchen" href="#kitchen">Kitchen</a>
      <button type="button" id="toggle-kitchen" data-submenu-toggle aria-expanded="false"></button>
      <ul id="sub-kitchen" data-submenu hidden>
        <li><a id="link-baking" href="#baking">Baking</a></li>
        <li id="item-storage">
          <a id="link-storage" href="#storage">Storage</a>
          <button type="button" id="toggle-storage" data-submenu-toggle aria-expanded="false" aria-label="Storage: more"></button>
          <ul id="sub-storage" data-submenu hidden><li><a id="link-jars" href="#jars">Jars</a></li></ul>
        </li>
      </ul>
    </li>
  </ul>
</nav>
</header>
<button id="elsewhere">elsewhere</button>`;

const byId = (id: string) => document.getElementById(id)!;
const isOpen = (submenu: string) => {
  const toggle = document.querySelector(`[aria-controls="${submenu}"]`)!;
  expect(toggle.getAttribute('aria-expanded')).toBe(byId(submenu).hidden ? 'false' : 'true');
  return !byId(submenu).hidden;
};
const pointer = (type: string, target: Element, pointerType = 'mouse', init: PointerEventInit = {}) =>
  act(() => void target.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType, ...init })));
/** A pointer click (detail 1), as a mouse or a finger makes it; keyboard clicks have detail 0. */
const tap = (target: Element, pointerType = 'mouse') => {
  pointer('pointerdown', target, pointerType);
  let event!: MouseEvent;
  act(() => {
    event = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 });
    target.dispatchEvent(event);
  });
  return event;
};

let narrow = false;
const narrowListeners = new Set<() => void>();
function setNarrow(value: boolean) {
  narrow = value;
  act(() => narrowListeners.forEach((listener) => listener()));
}

const page = setUpWidgetPage({ menu: menuWidget, tabs: tabsWidget });

beforeEach(() => {
  narrow = false;
  const previous = window.matchMedia;
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) =>
      query === MENU_CLICK_MODE_QUERY
        ? {
            get matches() {
              return narrow;
            },
            media: query,
            addEventListener: (_type: string, listener: () => void) => narrowListeners.add(listener),
            removeEventListener: (_type: string, listener: () => void) => narrowListeners.delete(listener),
          }
        : previous(query),
    ),
  );
});
afterEach(() => setDropdownFetcherForTests(null));

describe('menu: WAI-ARIA disclosure navigation', () => {
  it('keeps aria-expanded, aria-controls and hidden in step; no role=menu; unnamed buttons get the settings label', () => {
    page.mount(MENU());
    expect(byId('toggle-kitchen').getAttribute('aria-controls')).toBe('sub-kitchen');
    expect(byId('toggle-kitchen').getAttribute('aria-label')).toBe('More Kitchen pages');
    expect(byId('toggle-storage').getAttribute('aria-label')).toBe('Storage: more');
    expect(byId('toggle-shop').hasAttribute('aria-label')).toBe(false);
    expect(document.querySelector('[role="menu"], [role="menuitem"]')).toBeNull();
    expect(isOpen('sub-kitchen')).toBe(false);
    fireEvent.click(byId('toggle-kitchen'));
    expect(isOpen('sub-kitchen')).toBe(true);
    fireEvent.click(byId('toggle-kitchen'));
    expect(isOpen('sub-kitchen')).toBe(false);
  });

  it('opening a sibling closes the other; a nested sub-menu keeps its parent open; closing a parent closes its children', () => {
    page.mount(MENU());
    fireEvent.click(byId('toggle-kitchen'));
    fireEvent.click(byId('toggle-storage'));
    expect([isOpen('sub-kitchen'), isOpen('sub-storage')]).toEqual([true, true]);
    fireEvent.click(byId('toggle-shop'));
    expect([isOpen('mega-shop'), isOpen('sub-kitchen'), isOpen('sub-storage')]).toEqual([true, false, false]);
    fireEvent.click(byId('toggle-kitchen'));
    fireEvent.click(byId('toggle-storage'));
    fireEvent.click(byId('toggle-kitchen'));
    expect([isOpen('sub-kitchen'), isOpen('sub-storage')]).toEqual([false, false]);
  });

  it('Escape closes the innermost open sub-menu and returns focus to its button', () => {
    page.mount(MENU());
    fireEvent.click(byId('toggle-kitchen'));
    fireEvent.click(byId('toggle-storage'));
    byId('link-jars').focus();
    fireEvent.keyDown(byId('link-jars'), { key: 'Escape' });
    expect([isOpen('sub-kitchen'), isOpen('sub-storage')]).toEqual([true, false]);
    expect(document.activeElement).toBe(byId('toggle-storage'));
    fireEvent.keyDown(byId('toggle-storage'), { key: 'Escape' });
    expect(isOpen('sub-kitchen')).toBe(false);
    expect(document.activeElement).toBe(byId('toggle-kitchen'));
  });

  it('APG optional keys: Down/Right and Up/Left along the top level, stopping at its ends; Home and End', () => {
    page.mount(MENU());
    const newIn = document.querySelector<HTMLElement>('a[href="#new"]')!;
    newIn.focus();
    const press = (key: string, init: KeyboardEventInit = {}) => fireEvent.keyDown(document.activeElement!, { key, ...init });
    const walk = (key: string, count: number) => {
      const seen: string[] = [];
      for (let step = 0; step < count; step += 1) {
        expect(press(key)).toBe(false); // default prevented: the page does not scroll
        seen.push(document.activeElement!.id || document.activeElement!.getAttribute('href')!);
      }
      return seen;
    };
    // A closed sub-menu's button is passed by, its links are not reachable.
    expect(walk('ArrowDown', 5)).toEqual(['link-shop', 'toggle-shop', 'link-kitchen', 'toggle-kitchen', 'toggle-kitchen']);
    expect(walk('ArrowLeft', 2)).toEqual(['link-kitchen', 'toggle-shop']);
    expect(walk('ArrowRight', 1)).toEqual(['link-kitchen']);
    expect(walk('Home', 1)).toEqual(['#new']);
    expect(walk('ArrowUp', 1)).toEqual(['#new']);
    expect(walk('End', 1)).toEqual(['toggle-kitchen']);
    // With a modifier the keys are the browser's.
    expect(press('Home', { altKey: true })).toBe(true);
    expect(document.activeElement).toBe(byId('toggle-kitchen'));
    expect(isOpen('sub-kitchen')).toBe(false); // moving never opens anything
  });

  it('APG optional keys: Down on the button of an open sub-menu goes into it, the arrows go through it, Escape back to its button', () => {
    page.mount(MENU());
    fireEvent.click(byId('toggle-kitchen'));
    byId('toggle-kitchen').focus();
    const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });
    press('ArrowDown');
    expect(document.activeElement).toBe(byId('link-baking'));
    press('ArrowDown');
    press('ArrowDown');
    expect(document.activeElement).toBe(byId('toggle-storage'));
    press('ArrowDown'); // the last of its level: it stays
    expect(document.activeElement).toBe(byId('toggle-storage'));
    fireEvent.click(byId('toggle-storage'));
    press('ArrowRight');
    expect(document.activeElement).toBe(byId('link-jars'));
    press('ArrowUp'); // the first of the nested sub-menu: it stays
    expect(document.activeElement).toBe(byId('link-jars'));
    press('Escape');
    expect([isOpen('sub-kitchen'), isOpen('sub-storage')]).toEqual([true, false]);
    expect(document.activeElement).toBe(byId('toggle-storage'));
    press('Home');
    expect(document.activeElement).toBe(byId('link-baking'));
    press('End');
    expect(document.activeElement).toBe(byId('toggle-storage'));
    press('Escape');
    expect(isOpen('sub-kitchen')).toBe(false);
    expect(document.activeElement).toBe(byId('toggle-kitchen'));
  });

  it('APG optional keys follow the reading direction (Left is next in right-to-left text) and leave fields their arrows', () => {
    page.mount(MENU());
    const menu = byId('menu');
    const branches = readMenuBranches(menu);
    const kitchen = branches.findIndex((branch) => branch.toggle.id === 'toggle-kitchen');
    menu.dir = 'rtl'; // jsdom computes direction from dir only on the element itself
    menu.style.direction = 'rtl';
    expect(menuKeyTarget('ArrowLeft', byId('link-shop'), menu, branches, [])).toBe(byId('toggle-shop'));
    expect(menuKeyTarget('ArrowRight', byId('link-shop'), menu, branches, [])!.getAttribute('href')).toBe('#new');
    expect(menuKeyTarget('ArrowLeft', byId('toggle-kitchen'), menu, branches, [kitchen])).toBe(byId('link-baking'));
    menu.removeAttribute('dir');
    menu.style.direction = '';
    expect(menuKeyTarget('ArrowDown', byId('toggle-kitchen'), menu, branches, [])).toBe(byId('toggle-kitchen'));
    const field = document.createElement('input');
    byId('sub-kitchen').append(field);
    expect(menuKeyTarget('ArrowDown', field, menu, branches, [kitchen])).toBeNull();
    expect(menuKeyTarget('PageDown', byId('link-shop'), menu, branches, [])).toBeNull();
  });

  it('closes when focus leaves the menu or the pointer goes down elsewhere', () => {
    page.mount(MENU());
    fireEvent.click(byId('toggle-kitchen'));
    fireEvent.focusOut(byId('toggle-kitchen'), { relatedTarget: byId('elsewhere') });
    expect(isOpen('sub-kitchen')).toBe(false);
    fireEvent.click(byId('toggle-kitchen'));
    pointer('pointerdown', byId('elsewhere'));
    expect(isOpen('sub-kitchen')).toBe(false);
  });

  it('hover opens after the intent delay (100 ms) and closes 300 ms after the pointer leaves', () => {
    page.mountWithAutoplay(MENU());
    pointer('pointerover', byId('link-kitchen'));
    page.wait(99);
    expect(isOpen('sub-kitchen')).toBe(false);
    page.wait(1);
    expect(isOpen('sub-kitchen')).toBe(true);
    pointer('pointerout', byId('link-kitchen'), 'mouse', { relatedTarget: byId('elsewhere') });
    page.wait(299);
    expect(isOpen('sub-kitchen')).toBe(true);
    page.wait(1);
    expect(isOpen('sub-kitchen')).toBe(false);
  });

  it('a pointer that only passes over an item opens nothing; coming back in time keeps it open', () => {
    page.mountWithAutoplay(MENU());
    pointer('pointerover', byId('link-kitchen'));
    page.wait(50);
    pointer('pointerout', byId('link-kitchen'), 'mouse', { relatedTarget: byId('elsewhere') });
    page.wait(500);
    expect(isOpen('sub-kitchen')).toBe(false);
    pointer('pointerover', byId('link-kitchen'));
    page.wait(100);
    pointer('pointerout', byId('link-kitchen'), 'mouse', { relatedTarget: byId('elsewhere') });
    page.wait(200);
    pointer('pointerover', byId('link-baking'));
    page.wait(1000);
    expect(isOpen('sub-kitchen')).toBe(true);
  });

  it('takes its delays from data-open-delay and data-close-delay', () => {
    page.mountWithAutoplay(MENU('data-open-delay="0" data-close-delay="50"'));
    pointer('pointerover', byId('link-kitchen'));
    page.wait(0);
    expect(isOpen('sub-kitchen')).toBe(true);
    pointer('pointerout', byId('link-kitchen'), 'mouse', { relatedTarget: byId('elsewhere') });
    page.wait(50);
    expect(isOpen('sub-kitchen')).toBe(false);
  });

  it('a mouse click on a button whose sub-menu hover opened keeps it open', () => {
    page.mountWithAutoplay(MENU());
    pointer('pointerover', byId('toggle-kitchen'));
    page.wait(100);
    tap(byId('toggle-kitchen'));
    expect(isOpen('sub-kitchen')).toBe(true);
    pointer('pointerout', byId('toggle-kitchen'), 'mouse', { relatedTarget: byId('elsewhere') });
    page.wait(1000);
    expect(isOpen('sub-kitchen')).toBe(true); // pinned by the click
  });

  it('touch: the first tap on a parent link opens its sub-menu, the second follows the link', () => {
    page.mount(MENU());
    pointer('pointerover', byId('link-kitchen'), 'touch'); // touch never counts as hover
    const first = tap(byId('link-kitchen'), 'touch');
    expect(first.defaultPrevented).toBe(true);
    expect(isOpen('sub-kitchen')).toBe(true);
    const second = tap(byId('link-kitchen'), 'touch');
    expect(second.defaultPrevented).toBe(false);
  });

  it('at 1024 px and less: hover opens nothing, a click on a parent link opens, the mode switch closes all', () => {
    narrow = true;
    page.mountWithAutoplay(MENU());
    pointer('pointerover', byId('link-kitchen'));
    page.wait(1000);
    expect(isOpen('sub-kitchen')).toBe(false);
    expect(tap(byId('link-kitchen')).defaultPrevented).toBe(true);
    expect(isOpen('sub-kitchen')).toBe(true);
    setNarrow(false);
    expect(isOpen('sub-kitchen')).toBe(false);
    pointer('pointerover', byId('link-kitchen'));
    page.wait(100);
    expect(isOpen('sub-kitchen')).toBe(true);
  });

  it('keyboard activation of a link always follows it (the button is the keyboard way)', () => {
    narrow = true;
    page.mount(MENU());
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 0 });
    act(() => void byId('link-kitchen').dispatchEvent(event));
    expect(event.defaultPrevented).toBe(false);
  });

  it('data-open-on="click": in-flow sub-menus, click only, not closed by focus leaving, links never held back', () => {
    page.mountWithAutoplay(MENU('data-open-on="click"'));
    pointer('pointerover', byId('link-kitchen'));
    page.wait(1000);
    expect(isOpen('sub-kitchen')).toBe(false);
    expect(tap(byId('link-kitchen'), 'touch').defaultPrevented).toBe(false);
    fireEvent.click(byId('toggle-kitchen'));
    fireEvent.focusOut(byId('toggle-kitchen'), { relatedTarget: byId('elsewhere') });
    pointer('pointerdown', byId('elsewhere'));
    expect(isOpen('sub-kitchen')).toBe(true);
  });

  it('bad options fall back to the defaults with one warning', () => {
    page.mountWithAutoplay(MENU('data-open-on="sideways" data-open-delay="-5"'));
    expect(page.warnings()).toHaveBeenCalledTimes(1);
    pointer('pointerover', byId('link-kitchen'));
    page.wait(100);
    expect(isOpen('sub-kitchen')).toBe(true);
  });

  it('unmounting restores the server markup', () => {
    document.body.innerHTML = MENU();
    const before = markupSnapshot(document.body);
    const islands = page.mountCurrentPage();
    fireEvent.click(byId('toggle-kitchen'));
    islands.stop();
    expect(markupSnapshot(document.body)).toEqual(before);
  });
});

describe('menu: dropdowns loaded on demand', () => {
  const SECOND_MENU = `<nav id="menu2" data-island="menu" aria-label="Footer"><ul><li><a href="#gifts">Gifts</a>
    <button type="button" id="toggle-gifts" data-submenu-toggle aria-expanded="false">Gifts: more</button>
    <div id="mega-gifts" data-submenu hidden><div data-dropdown-placeholder="mega-gifts"></div></div></li></ul></nav>`;

  it('asks once, for every placeholder of the page, when the pointer first comes near (not at load)', async () => {
    const fetcher = vi.fn(async () => ({ status: 'success', data: { 'mega-shop': '<p id="loaded">Plates</p>' } }));
    setDropdownFetcherForTests(fetcher);
    page.mount(MENU() + SECOND_MENU);
    expect(fetcher).not.toHaveBeenCalled();
    pointer('pointerover', byId('link-shop'));
    pointer('pointerover', byId('toggle-gifts'));
    fireEvent.focusIn(byId('toggle-kitchen'));
    await act(async () => {});
    expect(fetcher).toHaveBeenCalledTimes(1);
    const [endpoint, body] = fetcher.mock.calls[0] as unknown as [string, URLSearchParams];
    expect(endpoint).toBe('/wp-admin/admin-ajax.php');
    expect(body.get('action')).toBe('cms_islands_load_html_dropdowns');
    expect(body.getAll('ids[]')).toEqual(['mega-shop', 'mega-gifts']);
    // The answer's ids get the answers' prefix (README, "HTML answers").
    expect(byId('user-content-loaded').textContent).toBe('Plates');
    expect(document.querySelector('[data-dropdown-placeholder="mega-shop"]')).toBeNull();
    // An id the answer leaves out keeps its placeholder, and says so once.
    expect(document.querySelector('[data-dropdown-placeholder="mega-gifts"]')).not.toBeNull();
    expect(page.warnings()).toHaveBeenCalledWith(expect.stringContaining('mega-gifts'));
  });

  it('focus coming near asks too; widgets inside the loaded HTML mount by themselves', async () => {
    setDropdownFetcherForTests(async () => ({
      status: 'success',
      data: {
        'mega-shop':
          '<div id="picks" data-island="tabs"><ul><li><a href="#p1" class="is-active" data-tab>New</a></li><li><a href="#p2" data-tab>Best</a></li></ul><div id="p1" class="is-active" data-tab-panel>1</div><div id="p2" data-tab-panel hidden>2</div></div>',
      },
    }));
    const islands = page.mount(MENU());
    islands.runtime.observe(); // as boot() does: markup added later is found by the one MutationObserver
    fireEvent.focusIn(byId('link-shop'));
    await act(async () => {});
    fireEvent.click(byId('toggle-shop'));
    await vi.waitFor(() => {
      act(() => islands.runtime.flush());
      expect(byId('user-content-picks').hasAttribute('data-island-mounted')).toBe(true);
    });
  });

  it('another status logs the returned message; the menu still works', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    setDropdownFetcherForTests(async () => ({ status: 'error', message: 'Dropdowns are off' }));
    page.mount(MENU());
    // Focus asks for the dropdowns without opening anything: a hovering pointer would open the sub-menu
    // after its delay, which real time passing in the wait below may reach (the click then closed it).
    fireEvent.focusIn(byId('link-shop'));
    // The answer is handled a few promise turns later (the call and the sanitizer's file, side by side).
    await act(() => vi.waitFor(() => expect(errors).toHaveBeenCalledWith(expect.stringContaining('Dropdowns are off'))));
    expect(byId('mega-shop').querySelector('[data-dropdown-placeholder]')!.hasAttribute('aria-busy')).toBe(false);
    fireEvent.click(byId('toggle-shop'));
    expect(isOpen('mega-shop')).toBe(true);
  });

  it('a failed call is only logged; the menu still works', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    setDropdownFetcherForTests(async () => Promise.reject(new Error('The server answered 500 Internal Server Error.')));
    page.mount(MENU());
    pointer('pointerover', byId('link-shop'));
    await act(() => vi.waitFor(() => expect(errors).toHaveBeenLastCalledWith(expect.stringContaining('500'), expect.any(Error))));
    fireEvent.click(byId('toggle-kitchen'));
    expect(isOpen('sub-kitchen')).toBe(true);
  });

  it('marks placeholders busy while the call is under way', async () => {
    let answer!: (value: unknown) => void;
    setDropdownFetcherForTests(() => new Promise((resolve) => (answer = resolve)));
    page.mount(MENU());
    pointer('pointerover', byId('link-shop'));
    expect(document.querySelector('[data-dropdown-placeholder]')!.getAttribute('aria-busy')).toBe('true');
    await act(async () => answer({ status: 'success', data: { 'mega-shop': 'Plain text' } }));
    expect(byId('mega-shop').textContent).toBe('Plain text');
  });
});

describe('menu: dropdowns stay on screen', () => {
  it('moves a box that crosses an edge back inside, 8 px from it; a too-wide box starts at the reading start', () => {
    expect(shiftIntoView(100, 300, 1000, false)).toBe(0);
    expect(shiftIntoView(900, 1100, 1000, false)).toBe(-108);
    expect(shiftIntoView(-50, 150, 1000, false)).toBe(58);
    expect(shiftIntoView(0, 2000, 1000, false)).toBe(8);
    expect(shiftIntoView(0, 2000, 1000, true)).toBe(-1008);
  });
});

describe('a sub-menu named by aria-controls', () => {
  it('is the one in the menu, not an element earlier on the page with the same id (a post, an HTML answer)', () => {
    const holder = document.createElement('div');
    holder.innerHTML = `
      <div id="sub-wrapped">Not a sub-menu</div>
      <nav data-island="menu" aria-label="Other"><ul><li>
        <a href="#x">X</a><button type="button" data-submenu-toggle aria-expanded="false" aria-controls="sub-wrapped"></button>
        <div class="flyout"><ul id="sub-wrapped" data-submenu hidden><li><a href="#y">Y</a></li></ul></div>
      </li></ul></nav>`;
    document.body.append(holder);
    const branches = readMenuBranches(holder.querySelector('nav')!);
    expect(branches.map((branch) => branch.submenu.tagName)).toEqual(['UL']);
    holder.remove();
  });
});
