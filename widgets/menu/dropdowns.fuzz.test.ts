import { act, fireEvent } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { menuWidget } from '.';
import { loadHtmlSanitizer } from '../../core/html/html-answer';
import { applyDropdownAnswer, collectPlaceholders, setDropdownFetcherForTests } from './dropdowns';
import { mountMarkup, type Islands } from '../../tests/support/islands';

/**
 * The dropdown answer (README of widgets/menu, "Dropdowns loaded on demand") comes from the network:
 * any shape, HTML or not, ids missing, a wrong status. Whatever it is, nothing throws, scripts in it
 * never run, and the menu keeps working.
 */
const MENU = `<nav id="menu" data-island="menu" aria-label="Main"><ul>
  <li><a id="link-shop" href="#shop">Shop</a>
    <button type="button" id="toggle-shop" data-submenu-toggle aria-expanded="false">Shop: more</button>
    <div id="mega-shop" data-submenu hidden><div data-dropdown-placeholder="mega-shop"><a href="#shop">All</a></div></div></li>
  <li><a href="#gifts">Gifts</a>
    <button type="button" id="toggle-gifts" data-submenu-toggle aria-expanded="false">Gifts: more</button>
    <div id="mega-gifts" data-submenu hidden><div data-dropdown-placeholder="mega-gifts"></div><div data-dropdown-placeholder="mega-shop"></div></div></li>
</ul></nav>`;

const ids = fc.constantFrom('mega-shop', 'mega-gifts', 'other', '', '__proto__', 'constructor');
const html = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '<ul><li><a href="#a">A</a></li></ul>',
    '<div data-island="tabs"><a data-tab href="#x">x</a></div>',
    '<script>window.__fuzzRan = true</script>',
    '<img src="x" onerror="window.__fuzzRan = true">',
    '</div></li></ul><li>broken',
    '<button data-submenu-toggle>sneaky</button>',
  ),
);
const answer = fc.oneof(
  fc.anything(),
  fc.record(
    {
      status: fc.oneof(fc.constant('success'), fc.string(), fc.anything()),
      data: fc.oneof(fc.anything(), fc.dictionary(ids, fc.oneof(html, fc.anything()))),
      message: fc.oneof(fc.string(), fc.anything()),
    },
    { requiredKeys: [] },
  ),
);

const quiet = () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
};

afterEach(() => {
  vi.restoreAllMocks();
  setDropdownFetcherForTests(null);
});

describe('fuzz: dropdown answers', () => {
  it('applying any answer never throws and never runs a script in it', async () => {
    quiet();
    const toNodes = await loadHtmlSanitizer();
    fc.assert(
      fc.property(answer, (value) => {
        document.body.innerHTML = MENU;
        const replaced = applyDropdownAnswer(value, collectPlaceholders(document), toNodes);
        expect(replaced).toBeGreaterThanOrEqual(0);
        expect((window as { __fuzzRan?: boolean }).__fuzzRan).toBeUndefined();
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('whatever the call brings (or a failure), the menu still opens and closes its sub-menus', async () => {
    quiet();
    await fc.assert(
      fc.asyncProperty(answer, fc.boolean(), async (value, fails) => {
        setDropdownFetcherForTests(async () => (fails ? Promise.reject(value) : value));
        let islands: Islands | null = null;
        try {
          islands = mountMarkup(MENU, { menu: menuWidget });
          // Asks for the dropdowns. A touch pointer: a mouse's would also start the hover intent's timer
          // (100 ms of real time), which a busy machine let fire before the clicks below, closing the menu.
          fireEvent.pointerOver(document.getElementById('link-shop')!, { pointerType: 'touch' });
          await act(async () => {});
          for (const id of ['toggle-shop', 'toggle-gifts']) {
            const toggle = document.getElementById(id)!;
            fireEvent.click(toggle);
            expect(toggle.getAttribute('aria-expanded')).toBe('true');
            expect(document.getElementById(toggle.getAttribute('aria-controls')!)!.hidden).toBe(false);
            fireEvent.click(toggle);
            expect(toggle.getAttribute('aria-expanded')).toBe('false');
          }
          expect(document.querySelector('[aria-busy]')).toBeNull();
        } finally {
          islands?.stop();
        }
      }),
      { numRuns: 40 },
    );
  }, 60_000);
});
