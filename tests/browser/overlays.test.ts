import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { manifestWidgets } from '../../mount/manifest';
import { WIDGET_MANIFEST } from '../../widgets/index';
import { dispatchIntent, openPage, settle, type OpenedPage } from './harness';

/**
 * THE overlay table (README, "Overlays"): every family that opens a modal overlay (the drawers, the
 * content and promo popups, the search overlay, the gallery's PhotoSwipe lightbox) keeps the same
 * promises, from every kind of opener it has. Each row opens one overlay one way, on the family's
 * own demo page, and checks: it opens as the store's one overlay, focus lands inside, the page does
 * not scroll, Tab and then Shift+Tab go round one whole cycle (the same stops, the other way; from each
 * overlay's first opener, one press each way from the others) and never leave it, Escape closes it,
 * focus comes back to the opener and the page scrolls again. Then, per
 * family: another overlay opening closes it; an opener the theme re-renders while it is open still
 * gets the focus back; under `dir="rtl"` the drawers slide in from the other side.
 */

type OpenerKind = 'click' | 'Enter' | 'Space' | 'tap' | 'script';

interface OverlayRow {
  /** What the row opens, in the test's name. */
  readonly overlay: string;
  readonly kind: OpenerKind;
  /** The opener: clicked, tapped or focused and pressed; for `script`, what has focus when the script runs. */
  readonly opener: string;
  /** For `script`: the call a theme's script makes, run in the page. */
  readonly script?: string;
  /** Matches the overlay while it is open (and nothing once it has closed). */
  readonly open: string;
  /** The opener kind's name in the test's title, when it says more than the kind. */
  readonly how?: string;
  /** Matches once the widget that opens it is mounted (default: the opener's own widget, or the drawer it names). */
  readonly ready?: string;
  /** Matches once the overlay's content has arrived (fetched HTML, a frame's page), before Tab goes round it. */
  readonly loaded?: string;
}

interface OverlayFamily {
  readonly family: string;
  readonly page: string;
  readonly context?: BrowserContextOptions;
  /** Runs once the page is open: what the rows need that the demo page does not print. */
  readonly prepare?: (page: Page) => Promise<void>;
  readonly rows: readonly OverlayRow[];
  /** The element the theme re-renders while the first row's overlay is open, and where focus then goes. */
  readonly rerendered?: { readonly row: OverlayRow; readonly replacement: string };
  /** Families that slide: the side the row's overlay must sit against once open (ltr, then rtl). */
  readonly slides?: readonly OverlayRow[];
}

const TOUCH: BrowserContextOptions = { hasTouch: true };

/**
 * Another overlay for every page: a drawer of its own, opened from a script while a row's overlay is
 * open. It asks to mount at once (`data-island-load="load"`, as a theme may): no visitor reaches for it.
 */
const OTHER_OVERLAY_ID = 'other-overlay';
const OTHER_OVERLAY = `<dialog id="${OTHER_OVERLAY_ID}" data-island="off-canvas" data-island-load="load" aria-label="Another overlay">
  <button type="button" data-drawer-close>Close the other overlay</button>
</dialog>`;
const OPEN_OTHER = `window.CMSIslands.store.getState().openOverlay('${OTHER_OVERLAY_ID}')`;

const storeScript = (id: string) => `window.CMSIslands.store.getState().openOverlay('${id}')`;
const clickScript = (selector: string) => `document.querySelector('${selector}').click()`;

/** The same opener opened every way the family offers. */
function rows(overlay: string, open: string, opener: string, kinds: readonly OpenerKind[], more: Partial<OverlayRow> = {}): OverlayRow[] {
  return kinds.map((kind) => ({ overlay, kind, opener, open, ...(kind === 'script' ? { script: clickScript(opener) } : {}), ...more }));
}

/**
 * A script that opens a drawer through the store (its README: open = the store's overlay is its id)
 * while the logo has focus: focus comes back to the logo, not to the last button that opened it.
 */
function storeRow(overlay: string, open: string, id: string): OverlayRow {
  return {
    overlay,
    kind: 'script',
    how: 'the store',
    opener: '.shop-logo',
    script: storeScript(id),
    open,
    ready: `#${id}[data-island-mounted]`,
  };
}

const SIDEBAR = '#shop-sidebar[open]';
const DRAWERS: OverlayFamily = {
  family: 'drawers',
  page: '/shop-menus.html',
  context: TOUCH,
  // A link opener, as the README's markup contract allows: `<a href="#id" data-opens="id">`.
  prepare: (page) =>
    page.evaluate(() =>
      document
        .querySelector('.shop-toolbar')!
        .insertAdjacentHTML(
          'beforeend',
          window.demoTheme.html('<a class="shop-filters-link" href="#shop-sidebar" data-opens="shop-sidebar">Refine the list</a>'),
        ),
    ),
  rows: [
    ...rows('the shop sidebar (off-canvas)', SIDEBAR, '.shop-filters-button', ['click', 'Enter', 'Space', 'tap']),
    ...rows('the shop sidebar (off-canvas)', SIDEBAR, '.shop-filters-link', ['click', 'Enter']),
    ...rows('the shop sidebar (off-canvas)', SIDEBAR, '.shop-filters-button', ['script']),
    storeRow('the shop sidebar (off-canvas)', SIDEBAR, 'shop-sidebar'),
    ...rows('the full-screen menu', '#shop-fullscreen-menu[open]', '.shop-grid-button', ['click', 'Enter', 'tap']),
  ],
  rerendered: { row: rows('the shop sidebar', SIDEBAR, '.shop-filters-button', ['click'])[0]!, replacement: '.shop-filters-button' },
  slides: rows('the shop sidebar', SIDEBAR, '.shop-filters-button', ['click']),
};

/** The mobile menu's burger is shown at phone widths only. */
const MOBILE_DRAWER: OverlayFamily = {
  family: 'drawers at 375 px',
  page: '/shop-menus.html',
  context: { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true },
  rows: [
    ...rows('the mobile menu', '#shop-mobile-menu[open]', '.shop-burger', ['tap', 'Enter', 'Space', 'script']),
    storeRow('the mobile menu', '#shop-mobile-menu[open]', 'shop-mobile-menu'),
  ],
  slides: rows('the mobile menu', '#shop-mobile-menu[open]', '.shop-burger', ['tap']),
};

const CONTENT_POPUP = 'dialog.cms-popup[open]';
const PROMO_POPUP = 'dialog[data-island="promo-popup"][open]';
const PROMO_READY = 'dialog[data-island-mounted="promo-popup"]';
const POPUPS: OverlayFamily = {
  family: 'popups',
  page: '/popups.html',
  context: TOUCH,
  rows: [
    ...rows('the size guide (inline)', CONTENT_POPUP, '[data-popup-src="#size-guide"]', ['click', 'Enter', 'Space', 'tap', 'script']),
    ...rows('delivery (server HTML)', CONTENT_POPUP, '[href="/popup-demo/delivery"]', ['click', 'Enter', 'tap'], {
      loaded: `${CONTENT_POPUP} [data-island-mounted="tabs"]`,
    }),
    ...rows('the vase (image)', CONTENT_POPUP, '.demo-thumb', ['click', 'Enter']),
    ...rows('the film (iframe)', CONTENT_POPUP, '[href="/popup-demo/video"]', ['click', 'Enter'], { loaded: `${CONTENT_POPUP} iframe` }),
    ...rows('the promo popup', PROMO_POPUP, '[data-promo-popup-open]', ['click', 'Enter', 'tap', 'script'], { ready: PROMO_READY }),
  ],
  rerendered: {
    row: rows('the promo popup', PROMO_POPUP, '[data-promo-popup-open]', ['click'], { ready: PROMO_READY })[0]!,
    replacement: '[data-promo-popup-open]',
  },
};

const SEARCH_OVERLAY = '.demo-search-overlay[open]';
const SEARCH: OverlayFamily = {
  family: 'search',
  page: '/search.html',
  context: TOUCH,
  rows: rows('the search overlay', SEARCH_OVERLAY, '.demo-search-icon', ['click', 'Enter', 'Space', 'tap', 'script']),
  rerendered: { row: rows('the search overlay', SEARCH_OVERLAY, '.demo-search-icon', ['click'])[0]!, replacement: '.demo-search-icon' },
};

const LIGHTBOX = '.pswp[data-state="open"]';
const GALLERY: OverlayFamily = {
  family: 'gallery',
  page: '/gallery.html',
  context: TOUCH,
  rows: [
    ...rows('the product gallery', LIGHTBOX, '.demo-gallery a:nth-child(2)', ['click', 'Enter', 'tap', 'script']),
    ...rows('the WordPress gallery block', LIGHTBOX, 'figure.wp-block-gallery figure:nth-child(2) a', ['click', 'Enter']),
  ],
  rerendered: {
    row: rows('the product gallery', LIGHTBOX, '.demo-gallery a:nth-child(2)', ['click'])[0]!,
    replacement: '.demo-gallery a:nth-child(2)',
  },
};

const FAMILIES = [DRAWERS, MOBILE_DRAWER, POPUPS, SEARCH, GALLERY];

// --- what the rows read in the page -------------------------------------------------------------

/** The store's open overlay (README, "Public API"). */
const openOverlayId = (page: Page) => page.evaluate(() => window.CMSIslands.store.getState().openOverlayId);
const scrollLocked = (page: Page) => page.evaluate(() => document.documentElement.style.overflow === 'hidden');
const focusIsOn = (page: Page, selector: string) =>
  page.evaluate((target) => document.activeElement !== null && document.activeElement === document.querySelector(target), selector);

/**
 * The page behind is inert: its first link (outside the overlay) cannot take focus. Focus stays
 * where it was, inside.
 */
const pageBehindTakesFocus = (page: Page, open: string) =>
  page.evaluate((selector) => {
    const overlay = document.querySelector(selector)!;
    const link = [...document.querySelectorAll<HTMLElement>('a[href]')].find((candidate) => !overlay.contains(candidate))!;
    link.focus();
    return document.activeElement === link;
  }, open);

/**
 * Where focus is: inside the open overlay or not, and a name for the element that has it (one per
 * element, kept in the page), looking into a same-site frame that has it.
 */
function whereFocusIs(page: Page, open: string): Promise<{ inside: boolean; name: string }> {
  return page.evaluate((selector) => {
    const names = ((window as unknown as { focusNames?: WeakMap<Element, string> }).focusNames ??= new WeakMap());
    let active: Element | null = document.activeElement;
    const inside = active !== null && active !== document.body && document.querySelector(selector)?.contains(active) === true;
    while (active instanceof HTMLIFrameElement && active.contentDocument?.activeElement) active = active.contentDocument.activeElement;
    if (!active) return { inside, name: 'nothing' };
    const counter = window as unknown as { focusCount?: number };
    if (!names.has(active)) names.set(active, `${active.localName}#${(counter.focusCount = (counter.focusCount ?? 0) + 1)}`);
    return { inside, name: `${names.get(active)} ${active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 24) ?? ''}` };
  }, open);
}

/** Most stops a cycle may have before the test calls it endless (the largest here has about 30). */
const MAX_CYCLE_STOPS = 60;

/** One round of Tab: the stops in order, and which of them has focus once the round is done. */
interface TabRound {
  readonly stops: string[];
  readonly at: number;
}

/** Presses the key; focus must still be inside the overlay. Returns the name of what has it. */
async function pressInside(page: Page, open: string, key: 'Tab' | 'Shift+Tab', press: number): Promise<string> {
  await page.keyboard.press(key);
  const { inside, name } = await whereFocusIs(page, open);
  expect({ key, press, inside, name }).toEqual({ key, press, inside: true, name });
  return name;
}

/**
 * Tab from where focus is until it is back there (or, when it started on no stop, such as the
 * overlay's own root, until the first stop comes round again). Every press must leave focus inside.
 */
async function tabRound(page: Page, open: string, start: string): Promise<TabRound> {
  const stops: string[] = [];
  for (let press = 0; press < MAX_CYCLE_STOPS; press += 1) {
    const name = await pressInside(page, open, 'Tab', press);
    if (name === start) return { stops: [...stops, name], at: stops.length };
    if (name === stops[0]) return { stops, at: 0 };
    stops.push(name);
  }
  throw new Error(`Tab went round no cycle in ${MAX_CYCLE_STOPS} presses: ${stops.join(', ')}`);
}

/** Shift+Tab as many times as the round has stops: each must be inside, and they are the round's stops the other way. */
async function shiftTabRound(page: Page, open: string, { stops, at }: TabRound): Promise<void> {
  const seen: string[] = [];
  for (let press = 0; press < stops.length; press += 1) {
    seen.push(await pressInside(page, open, 'Shift+Tab', press));
  }
  const count = stops.length;
  expect(seen).toEqual(stops.map((_stop, press) => stops[(((at - press - 1) % count) + count) % count]));
}

/** Tab, then Shift+Tab, round a whole cycle from where focus is now, never leaving the overlay. */
async function cycleBothWays(page: Page, open: string): Promise<void> {
  const { name: start } = await whereFocusIs(page, open);
  await shiftTabRound(page, open, await tabRound(page, open, start));
}

/** What a tap brings to the opener, kept in the page (one tap seen once under load opened nothing: the failure says why). */
const TAP_EVENTS = ['touchstart', 'touchend', 'pointerdown', 'pointerup', 'contextmenu', 'click'] as const;

/** Taps the opener, keeping in `window.tapEvents` each event of the tap that reached it. */
async function tapNoting(page: Page, opener: string): Promise<void> {
  await page.evaluate(
    ({ selector, types }) => {
      const noted = window as unknown as { tapEvents: string[]; tapSelector: string; tapListening?: boolean };
      noted.tapEvents = [];
      noted.tapSelector = selector;
      if (noted.tapListening) return;
      noted.tapListening = true;
      for (const type of types)
        addEventListener(
          type,
          (event) => {
            if (document.querySelector(noted.tapSelector)?.contains(event.target as Node)) noted.tapEvents.push(type);
          },
          { capture: true },
        );
    },
    { selector: opener, types: TAP_EVENTS },
  );
  await page.locator(opener).first().tap();
}

async function openBy(page: Page, row: OverlayRow): Promise<void> {
  const opener = page.locator(row.opener).first();
  await opener.scrollIntoViewIfNeeded();
  // The visitor's intent on the opener: a widget that waits for it (strategy `interaction`, README
  // "Mount strategies") mounts; the first click before that is replayed (tests/browser/interaction-strategy.test.ts).
  await dispatchIntent(page, row.opener);
  // The opener's widget is there (strategy `visible` mounts it once seen; its file may be on its way).
  if (row.ready) await page.waitForSelector(row.ready, { state: 'attached' });
  else
    await page.waitForFunction((selector) => {
      const element = document.querySelector(selector);
      const opens = element?.getAttribute('data-opens');
      return opens ? document.getElementById(opens)?.hasAttribute('data-island-mounted') : element?.closest('[data-island-mounted]');
    }, row.opener);
  if (row.kind === 'click') await opener.click();
  else if (row.kind === 'tap') await tapNoting(page, row.opener);
  else if (row.kind === 'script') {
    await opener.focus();
    await page.evaluate(row.script!);
  } else {
    await opener.focus();
    await page.keyboard.press(row.kind === 'Space' ? ' ' : 'Enter');
  }
  await page.waitForSelector(row.open, { state: 'attached' }).catch(async (error: unknown) => {
    if (row.kind !== 'tap') throw error;
    const reached = await page.evaluate(() => (window as unknown as { tapEvents?: string[] }).tapEvents);
    // No list at all: the document it was kept in is gone (a shuffled run once saw that: the tap
    // followed the opener's link before its widget took the click).
    const seen = reached ? reached.join(', ') || 'no event' : `no record: the page is now ${page.url()}`;
    throw new Error(`the tap opened nothing; the opener got: ${seen}`, { cause: error });
  });
  if (row.loaded) await page.waitForSelector(row.loaded, { state: 'attached' });
  if (row.loaded?.endsWith('iframe'))
    await page.waitForFunction(
      (selector) => document.querySelector<HTMLIFrameElement>(selector)?.contentDocument?.readyState === 'complete',
      row.loaded,
    );
}

/** Widgets that mount only when the visitor reaches for them (strategy `interaction`, README "Mount strategies"). */
const MOUNTED_ON_INTENT = manifestWidgets(WIDGET_MANIFEST)
  .filter((widget) => widget.strategy === 'interaction')
  .map((widget) => widget.name);

/**
 * Waits until the islands inside the open overlay that mount once seen have mounted: the mobile
 * menu's tab list comes with its own file when the drawer shows it, and its roving tabindex then
 * changes the Tab order (one tab a stop, the panel a stop). On a loaded machine a Tab walk begun
 * before that went round one order and back the other.
 */
async function nestedIslandsMounted(page: Page, open: string): Promise<void> {
  await page.waitForFunction(
    ({ open, onIntent }) =>
      [...document.querySelectorAll(`${open} [data-island]`)].every(
        (island) =>
          island.hasAttribute('data-island-mounted') || onIntent.includes(island.getAttribute('data-island')!) || !island.checkVisibility(),
      ),
    { open, onIntent: MOUNTED_ON_INTENT },
  );
}

async function closed(page: Page, row: OverlayRow): Promise<void> {
  await page.waitForFunction((selector) => document.querySelector(selector) === null, row.open);
  await expect.poll(() => openOverlayId(page)).toBeNull();
}

/** Closes whatever a failed row left open, so the next row starts from a closed page. */
async function closeAll(page: Page): Promise<void> {
  await page.evaluate(() => {
    const store = window.CMSIslands.store.getState();
    if (store.openOverlayId !== null) store.closeOverlay(store.openOverlayId);
  });
  await page.keyboard.press('Escape');
  await settle(page);
}

function title(row: OverlayRow): string {
  const by = { click: 'a click on', Enter: 'Enter on', Space: 'Space on', tap: 'a tap on', script: 'a script' }[row.kind];
  return `${row.overlay}, opened by ${by} ${row.kind === 'script' ? `(${row.how ?? 'click()'})` : row.opener}`;
}

describe.each(FAMILIES)('overlay protocol: $family', (family) => {
  let opened: OpenedPage;
  let page: Page;
  beforeAll(async () => {
    opened = await openPage(family.page, family.context ?? {});
    page = opened.page;
    await family.prepare?.(page);
    await page.evaluate((markup) => document.body.insertAdjacentHTML('beforeend', window.demoTheme.html(markup)), OTHER_OVERLAY);
    await page.waitForSelector(`#${OTHER_OVERLAY_ID}[data-island-mounted]`, { state: 'attached' });
  });
  afterAll(async () => {
    const problems = opened.problems;
    await opened.close();
    expect(problems).toEqual([]);
  });

  // A whole Tab and Shift+Tab cycle once per overlay, from its first opener: the wrap is the
  // overlay's, whatever opened it. The other openers check focus in, one Tab and one Shift+Tab kept
  // inside, Escape and focus back (a full cycle per opener kind doubled the table's time).
  const cycledFrom = new Map<string, OverlayRow>();
  for (const row of family.rows) if (!cycledFrom.has(row.overlay)) cycledFrom.set(row.overlay, row);

  it.each(family.rows.map((row) => [title(row), row] as const))('%s', async (_title, row) => {
    try {
      await openBy(page, row);
      await nestedIslandsMounted(page, row.open);
      expect(await openOverlayId(page)).not.toBeNull();
      await expect.poll(async () => (await whereFocusIs(page, row.open)).inside).toBe(true);
      expect(await scrollLocked(page)).toBe(true);
      expect(await pageBehindTakesFocus(page, row.open)).toBe(false);

      if (cycledFrom.get(row.overlay) === row) await cycleBothWays(page, row.open);
      else {
        await pressInside(page, row.open, 'Tab', 0);
        await pressInside(page, row.open, 'Shift+Tab', 0);
      }

      await page.keyboard.press('Escape');
      await closed(page, row);
      await expect.poll(() => focusIsOn(page, row.opener)).toBe(true);
      expect(await scrollLocked(page)).toBe(false);
    } catch (error) {
      await closeAll(page);
      throw error;
    }
  });

  const first = family.rows[0]!;
  it(`${first.overlay}: another overlay opening closes it; the page stays locked until that one closes`, async () => {
    try {
      await openBy(page, first);
      await expect.poll(async () => (await whereFocusIs(page, first.open)).inside).toBe(true);
      await page.evaluate(OPEN_OTHER);
      await page.waitForFunction((selector) => document.querySelector(selector) === null, first.open);
      await page.waitForSelector(`#${OTHER_OVERLAY_ID}[open]`);
      expect(await openOverlayId(page)).toBe(OTHER_OVERLAY_ID);
      await expect.poll(async () => (await whereFocusIs(page, `#${OTHER_OVERLAY_ID}`)).inside).toBe(true);
      expect(await scrollLocked(page)).toBe(true);
      await page.keyboard.press('Escape');
      await page.waitForFunction((id) => !document.getElementById(id)!.hasAttribute('open'), OTHER_OVERLAY_ID);
      await expect.poll(() => openOverlayId(page)).toBeNull();
      expect(await scrollLocked(page)).toBe(false);
    } catch (error) {
      await closeAll(page);
      throw error;
    }
  });

  if (family.rerendered) {
    const { row, replacement } = family.rerendered;
    it(`${row.overlay}: its opener re-rendered by the theme while open, focus goes to the new one, which opens it again`, async () => {
      try {
        await openBy(page, row);
        await expect.poll(async () => (await whereFocusIs(page, row.open)).inside).toBe(true);
        await page.evaluate((selector) => {
          const old = document.querySelector(selector)!;
          old.replaceWith(old.cloneNode(true));
        }, row.opener);
        await page.keyboard.press('Escape');
        await page.waitForFunction((selector) => document.querySelector(selector) === null, row.open);
        await expect.poll(() => focusIsOn(page, replacement)).toBe(true);
        expect(await scrollLocked(page)).toBe(false);
        // The new element is the opener now: a click on it opens the overlay (a shuffled run found the
        // search's new icon following its link to the results page instead).
        await page.locator(replacement).first().click();
        await page.waitForSelector(row.open, { state: 'attached' });
        await page.keyboard.press('Escape');
        // Closed all the way (the store too, not only the open state's selector), focus back on it.
        await closed(page, row);
        await expect.poll(() => focusIsOn(page, replacement)).toBe(true);
      } catch (error) {
        await closeAll(page);
        throw error;
      }
    });
  }

  for (const row of family.slides ?? []) {
    it.each(['ltr', 'rtl'] as const)(`${row.overlay} slides in from the inline-start side (%s)`, async (dir) => {
      try {
        await page.evaluate((value) => (document.documentElement.dir = value), dir);
        await openBy(page, row);
        await expect.poll(async () => (await whereFocusIs(page, row.open)).inside).toBe(true);
        const pageWidth = await page.evaluate(() => document.documentElement.clientWidth);
        // Its place once the slide (a CSS transition) has ended: against the start edge.
        await expect
          .poll(async () => {
            const box = (await page.locator(row.open).boundingBox())!;
            return dir === 'ltr' ? Math.round(box.x) : Math.round(box.x + box.width);
          })
          .toBe(dir === 'ltr' ? 0 : pageWidth);
        await cycleBothWays(page, row.open);
        await page.keyboard.press('Escape');
        await closed(page, row);
        await expect.poll(() => focusIsOn(page, row.opener)).toBe(true);
      } catch (error) {
        await closeAll(page);
        throw error;
      } finally {
        await page.evaluate(() => document.documentElement.removeAttribute('dir'));
      }
    });
  }
});
