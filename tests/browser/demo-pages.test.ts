import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { listPages } from '../../demo-pages/server/pages';
import { manifestWidgets } from '../../mount/manifest';
import { WIDGET_MANIFEST } from '../../widgets/index';
import {
  axeViolations,
  demoUrl,
  dispatchIntent,
  newPage,
  settle,
  settleFiles,
  waitForIslands,
  type AxeViolation,
  type OpenedPage,
} from './harness';
import { scrollThrough, serveWithReadmeHeader } from './readme-csp';

/**
 * Every demo page, the index included, under the README's strict Content-Security-Policy: it
 * mounts its widgets with no console error or warning and no violation, and axe-core finds nothing on
 * the whole document (a level-one heading, a title, `lang` included), before the bundle runs (the
 * server's markup alone must be accessible) and after it has mounted. The pages the demo's links and
 * frames lead to (the video popup's frame among them) are checked by fallback-pages.test.ts.
 */
const pages = ['index', ...listPages().map((page) => page.slug)];
/** Every widget name some demo page mounted (its data-island-mounted), for the last test. */
const mountedWidgetNames = new Set<string>();
const pathOf = (slug: string) => (slug === 'index' ? '/' : `/${slug}.html`);

/** The inspector's panel (src/inspector/index.tsx): Playwright's CSS selectors go into its open shadow root. */
const INSPECTOR_PANEL = 'cms-islands-inspector';

/** What Chromium 143 prints when axe-core posts to a sandboxed frame (Chromium 156 prints nothing). */
const AXE_FRAME_MESSAGE = /^warning: Failed to execute 'postMessage' on 'DOMWindow': .* recipient window's origin \('null'\)\.$/;

/** More Tab stops than any demo page has: a page that keeps focus going round is cut off here. */
const MAX_TAB_STOPS = 400;

/** Roles that take no name (ARIA prohibits naming them): a stop with one of these has no real name. */
const UNNAMED_ROLES = new Set(['generic', 'none', 'presentation']);

/** The Tab key as Playwright's keyboard.press('Tab') describes it to Chromium (no text, no modifiers). */
const TAB_KEY = { key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9 };

/**
 * Tabs through the whole page (from its start until focus leaves the document or comes back round)
 * and returns every stop without an accessible name, described. Every stop needs one (WCAG 4.1.2): a
 * screen reader announces the stop by its role and name. axe-core has no rule for a focusable element
 * in general, so role and name are read from Chromium's accessibility tree; Chromium gives a focusable
 * generic element (a div or pre with tabindex) its whole text as a name, which ARIA does not allow,
 * so such a stop counts as unnamed.
 */
async function tabStopsWithoutName(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Accessibility.enable');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const nameless: string[] = [];
  const seen = new Set<number>();
  const objectGroup = 'tab-stops';
  try {
    // Every step over the protocol, three round trips a stop: a page with a few hundred stops took
    // seconds when each stop was also described from the page's whole element list. The key's down
    // and up go out together (the renderer handles input events in order, the focus moving on the
    // down), as Playwright's keyboard.press would send them one after the other.
    for (let stop = 0; stop < MAX_TAB_STOPS; stop += 1) {
      await Promise.all([
        cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...TAB_KEY }),
        cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...TAB_KEY }),
      ]);
      const { result } = (await cdp.send('Runtime.evaluate', {
        expression: 'document.activeElement === document.body ? null : document.activeElement',
        objectGroup,
      })) as {
        result: { objectId?: string };
      };
      if (!result.objectId) break;
      const { nodes } = (await cdp.send('Accessibility.getPartialAXTree', { objectId: result.objectId, fetchRelatives: false })) as {
        nodes: Array<{ role?: { value?: string }; name?: { value?: string }; backendDOMNodeId?: number }>;
      };
      const node = nodes[0];
      // Focus came back round to a stop already seen (or left the document): the walk is over.
      if (!node?.backendDOMNodeId || seen.has(node.backendDOMNodeId)) break;
      seen.add(node.backendDOMNodeId);
      const role = node.role?.value ?? '';
      if (!UNNAMED_ROLES.has(role) && node.name?.value?.trim()) continue;
      const described = await page.evaluate(() => (document.activeElement?.outerHTML ?? '').slice(0, 120));
      nameless.push(`${role}: ${described}`);
    }
  } finally {
    await cdp.send('Runtime.releaseObjectGroup', { objectGroup });
    await cdp.detach();
  }
  return nameless;
}

/** What the page was before its bundle ran: see `loadWithBundleHeld`. */
interface HeldLoad {
  opened: OpenedPage;
  /** Whether the bundle had run when axe-core checked the server's markup (it must not have). */
  bundleRan: boolean;
  serverMarkupViolations: AxeViolation[];
  /** Console lines while axe-core ran on the server's markup (see AXE_FRAME_MESSAGE). */
  axeLines: string[];
}

/**
 * One page load serves both tests of a page: it starts whichever test asks first (the first
 * `it` below, but either alone works too), and the second awaits the same promise.
 */
const heldLoads = new Map<string, Promise<HeldLoad>>();
const loadWithBundleHeld = (slug: string) => {
  let load = heldLoads.get(slug);
  if (!load) heldLoads.set(slug, (load = openWithBundleHeld(slug)));
  return load;
};

/**
 * Opens the page under the README's header with the bundle's request held, as when the bundle is
 * slow: what the visitor has is the server's markup, which axe-core checks; then lets the bundle
 * through and waits for the page's load. The bundle is the body's last element, a classic script,
 * so the parser stops there: once it is in the document, all markup before it is too. The
 * page's other files (style sheets, images, frames) are waited for as its load event would.
 */
async function openWithBundleHeld(slug: string): Promise<HeldLoad> {
  const opened = await newPage();
  const { page, problems } = opened;
  try {
    // Exactly the README's header, as a site would copy it (the demo server's adds the demo theme's
    // own Trusted Types name, which these pages never use).
    await serveWithReadmeHeader(page);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/dist/**', async (route) => {
      await released;
      await route.fallback();
    });
    const othersPending = new Set<Request>();
    const isOther = (request: Request) => !new URL(request.url()).pathname.startsWith('/dist/');
    page.on('request', (request) => isOther(request) && othersPending.add(request));
    page.on('requestfinished', (request) => othersPending.delete(request));
    page.on('requestfailed', (request) => othersPending.delete(request));
    const loaded = page.goto(demoUrl(pathOf(slug)));
    try {
      await page.waitForFunction(() => document.getElementById('cms-islands-js') !== null);
      // Files asked for during layout (an image in view) are asked by the frames settle() waits.
      do {
        await Promise.all([...othersPending].map((request) => request.response()));
        await Promise.all(page.frames().map((frame) => frame !== page.mainFrame() && frame.waitForLoadState('load')));
        await settle(page);
      } while (othersPending.size > 0);
      const bundleRan = await page.evaluate(() => 'CMSIslands' in window);
      const linesBeforeAxe = problems.length;
      const serverMarkupViolations = await axeViolations(page);
      const axeLines = problems.splice(linesBeforeAxe);
      release();
      await loaded;
      return { opened, bundleRan, serverMarkupViolations, axeLines };
    } finally {
      release();
      await loaded.catch(() => undefined);
    }
  } catch (error) {
    await opened.close();
    throw error;
  }
}

// Pages are checked one after the other. Side by side (three tabs at once) took the same time, the
// other test file of the run filling the waits, and about a tenth more CPU: README, "Tests".
describe.each(pages)('demo page %s', (slug) => {
  it('before the bundle runs, the server markup alone has no axe-core violations', async ({ expect }) => {
    const { bundleRan, serverMarkupViolations, axeLines } = await loadWithBundleHeld(slug);
    expect(bundleRan).toBe(false);
    expect(serverMarkupViolations).toEqual([]);
    // axe-core's own messages to sandboxed frames (see AXE_FRAME_MESSAGE); every other line is the next test's.
    axeLines.forEach((line) => expect(line).toMatch(AXE_FRAME_MESSAGE));
  });

  // The same page load, once the bundle has run (the test above held it back).
  it("under the README's Content-Security-Policy, mounts with no console errors or warnings, no violation and no axe-core violations; every Tab stop has an accessible name, the code samples opened (they scroll, so they are stops); the inspector then lists every mounted widget", async ({
    expect,
  }) => {
    const { opened } = await loadWithBundleHeld(slug);
    const { page, problems, close } = opened;
    try {
      await waitForIslands(page);
      await scrollThrough(page);
      // Reach for everything, so the widgets that wait for the visitor (strategy interaction) mount too;
      // the on-demand files (Swiper, the contact form…) arrive and mount their widgets.
      await dispatchIntent(page, 'body *');
      await settleFiles(page);
      // Answers still out (a social feed forwarding a public page on a busy machine) land before the
      // checks: a region marks itself busy (aria-busy) while it waits for one.
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
      for (const name of await page.evaluate(() =>
        [...document.querySelectorAll('[data-island-mounted]')].map((element) => element.getAttribute('data-island-mounted')!),
      ))
        mountedWidgetNames.add(name);
      expect(problems).toEqual([]);
      const linesBeforeAxe = problems.length;
      expect(await axeViolations(page)).toEqual([]);
      // axe-core's own messages to sandboxed frames: Chromium 143 warns that their origin is 'null'
      // (axe's, not the page's: every line before axe ran is checked above, every later one below).
      problems.splice(linesBeforeAxe).forEach((line) => expect(line).toMatch(AXE_FRAME_MESSAGE));
      await page.evaluate(() => {
        for (const details of document.querySelectorAll('details')) details.open = true;
      });
      expect(await tabStopsWithoutName(page)).toEqual([]);
      expect(problems).toEqual([]);

      // The inspector on the same page, under the same header (README, "Inspector"; its own flows:
      // inspector.test.ts): every mounted widget is a mounted row, none is unknown or failed, and it adds
      // no console line and no violation of its own. Concurrent tests poll with their own `expect`.
      await page.evaluate(() => window.CMSIslands.inspect());
      await page.waitForSelector(`${INSPECTOR_PANEL} .summary`);
      const mounted = await page.evaluate(() => window.CMSIslands.mountedCount());
      await expect.poll(() => page.locator(`${INSPECTOR_PANEL} tr[data-state="mounted"]`).count()).toBe(mounted);
      expect(await page.locator(`${INSPECTOR_PANEL} tr[data-state="unknown"], ${INSPECTOR_PANEL} tr[data-state="failed"]`).count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

// After every page above.
describe('the demo pages together', () => {
  it('mount every widget the manifest names', () => {
    const manifestWidgetNames = manifestWidgets(WIDGET_MANIFEST).map((widget) => widget.name);
    expect([...mountedWidgetNames].sort()).toEqual(expect.arrayContaining(manifestWidgetNames));
  });
});
