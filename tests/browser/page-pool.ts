import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

/**
 * Pages kept for the next test of the same file (README, "Tests": recycled pages). A new page costs
 * Chromium about 0.5 CPU-seconds (its renderer, its target, their teardown: measured 0.62 s for a
 * fresh context and page per load against 0.14 s for a load in a kept page); a browser run opens a
 * few hundred. A test that asks for no context options but a viewport or reduced motion (the page
 * emulates those itself) gets a kept page when there is one, and gives it back on close, reset:
 * routes, the test's event listeners, the demo origin's storage, cookies and permissions, and the
 * document (about:blank). A page is never kept when anything was done to it or its context that no
 * reset takes back (init scripts, bindings, other emulation, a CDP session still attached, a viewport
 * the test set itself, extra pages): then its context closes, as every context did before. The clock
 * is the one exception: a page taken for a test on the clock (openOnClock) keeps it, and goes back to
 * the clocked pages, for the next such test only (README, "Tests": recycled pages).
 */

/** Methods whose effect outlives the test: calling one marks the page as not to be kept. */
const LASTING_PAGE_METHODS = [
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'setViewportSize',
  'emulateMedia',
  'setExtraHTTPHeaders',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
  'addLocatorHandler',
  'routeFromHAR',
  'routeWebSocket',
];
const LASTING_CONTEXT_METHODS = [
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'setOffline',
  'setGeolocation',
  'grantPermissions',
  'setExtraHTTPHeaders',
  'setHTTPCredentials',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
  'newPage',
  'routeFromHAR',
  'routeWebSocket',
];
const LASTING_CLOCK_METHODS = ['install', 'pauseAt', 'setFixedTime', 'setSystemTime', 'runFor', 'fastForward', 'resume'];

/** Events tests listen to; their listeners go when the page is given back. */
const TEST_EVENTS = [
  'console',
  'pageerror',
  'request',
  'response',
  'requestfinished',
  'requestfailed',
  'dialog',
  'popup',
  'download',
  'framenavigated',
  'load',
  'domcontentloaded',
  'websocket',
  'worker',
];

export interface PooledPage {
  context: BrowserContext;
  page: Page;
  /** Something lasting was done to it (see LASTING_*): its context closes on release. */
  lasting: boolean;
  /**
   * Taken for a test on Playwright's clock (`take`'s `clocked`): the clock's calls mark nothing, and the
   * page goes back to the clocked pages, for the next such test only.
   */
  clocked: boolean;
  /** CDP sessions the test opened and has not detached: while one is open, the page is not kept. */
  openSessions: number;
  /** The page's own emulation, set for the test that holds it and undone on release. */
  emulate: PageEmulation;
}

/** The context options a kept page can take on (and give back) itself: the page emulates them. */
type PageEmulation = Pick<BrowserContextOptions, 'viewport' | 'reducedMotion'>;

/** The emulation half of `options` and the rest, or null when `options` holds more than a page emulates. */
function splitEmulation(options: BrowserContextOptions): PageEmulation | null {
  const { viewport, reducedMotion, ...rest } = options;
  if (Object.keys(rest).length > 0 || viewport === null || reducedMotion === null) return null;
  return { ...(viewport ? { viewport } : {}), ...(reducedMotion ? { reducedMotion } : {}) };
}

/** Wraps `methods` of `target` so that calling one marks `pooled` as lasting. */
function markLastingOn(target: object, methods: readonly string[], pooled: PooledPage, marks: () => boolean = () => true): void {
  for (const name of methods) {
    const original: unknown = Reflect.get(target, name);
    if (typeof original !== 'function') continue;
    Object.defineProperty(target, name, {
      configurable: true,
      value(this: unknown, ...args: unknown[]) {
        if (marks()) pooled.lasting = true;
        return (original as (...values: unknown[]) => unknown).apply(this, args);
      },
    });
  }
}

/**
 * Counts the CDP sessions opened on `context` and not yet detached. A session's domains (Accessibility,
 * Performance…) end with it, so a page whose sessions were all detached can be kept.
 */
function countSessionsOf(context: BrowserContext, pooled: PooledPage): void {
  const newCDPSession = context.newCDPSession.bind(context);
  Object.defineProperty(context, 'newCDPSession', {
    configurable: true,
    async value(...args: Parameters<BrowserContext['newCDPSession']>) {
      pooled.openSessions += 1;
      const session = await newCDPSession(...args);
      const detach = session.detach.bind(session);
      let detached = false;
      Object.defineProperty(session, 'detach', {
        configurable: true,
        async value() {
          if (!detached) pooled.openSessions -= 1;
          detached = true;
          await detach();
        },
      });
      return session;
    },
  });
}

export class PagePool {
  private idle: PooledPage[] = [];
  /**
   * Kept pages whose context has Playwright's clock: it cannot be taken out again (Playwright has no
   * uninstall), so these serve only tests that install it themselves as their first step, where a
   * fresh `install()` sets the time anew (tests/browser/clock.ts, openOnClock).
   */
  private idleClocked: PooledPage[] = [];

  constructor(
    /** Makes a context ready for tests (its violation binding and init script), before its page. */
    private readonly prepareContext: (context: BrowserContext) => Promise<void>,
    /** A page of the demo origin that loads nothing: storage is cleared from there. */
    private readonly originBlankUrl: () => string,
    /** Every page's viewport unless a test asks for another. */
    private readonly defaultViewport: { width: number; height: number },
  ) {}

  /**
   * A page for a test: a kept one when `options` asks for nothing a page cannot emulate itself (its
   * viewport, reduced motion), else a new one in a context with those options.
   */
  async take(browser: Browser, options: BrowserContextOptions, recycle: boolean, clocked = false): Promise<PooledPage> {
    // Not recycling (the WordPress tests: another site, its own logins): every page new and closed after.
    const emulate = recycle ? splitEmulation(options) : null;
    const idle = clocked ? this.idleClocked : this.idle;
    const pooled =
      (emulate && idle.pop()) || (await this.open(browser, { viewport: this.defaultViewport, ...(emulate ? {} : options) }, !emulate));
    if (emulate) {
      pooled.clocked = clocked;
      await this.emulate(pooled, emulate);
    }
    return pooled;
  }

  private async open(browser: Browser, options: BrowserContextOptions, lasting: boolean): Promise<PooledPage> {
    const context = await browser.newContext(options);
    await this.prepareContext(context);
    const page = await context.newPage();
    const pooled: PooledPage = { context, page, lasting, clocked: false, openSessions: 0, emulate: {} };
    // The pool's own emulation goes through the methods as they were, which mark nothing.
    this.originals.set(pooled, { setViewportSize: page.setViewportSize.bind(page), emulateMedia: page.emulateMedia.bind(page) });
    markLastingOn(page, LASTING_PAGE_METHODS, pooled);
    markLastingOn(context, LASTING_CONTEXT_METHODS, pooled);
    markLastingOn(page.clock, LASTING_CLOCK_METHODS, pooled, () => !pooled.clocked);
    countSessionsOf(context, pooled);
    return pooled;
  }

  private readonly originals = new WeakMap<PooledPage, Pick<Page, 'setViewportSize' | 'emulateMedia'>>();

  /** Sets the page's viewport and reduced motion to what `emulate` asks, the defaults otherwise. */
  private async emulate(pooled: PooledPage, emulate: PageEmulation): Promise<void> {
    const originals = this.originals.get(pooled)!;
    const viewport = emulate.viewport ?? this.defaultViewport;
    if (JSON.stringify(viewport) !== JSON.stringify(pooled.emulate.viewport ?? this.defaultViewport))
      await originals.setViewportSize(viewport);
    const reducedMotion = emulate.reducedMotion ?? 'no-preference';
    if (reducedMotion !== (pooled.emulate.reducedMotion ?? 'no-preference')) await originals.emulateMedia({ reducedMotion });
    pooled.emulate = emulate;
  }

  /** Resets the page and keeps it for the next test, or closes its context. */
  async release(pooled: PooledPage): Promise<void> {
    const { context, page } = pooled;
    if (pooled.lasting || pooled.openSessions > 0 || page.isClosed() || context.pages().length !== 1) {
      await context.close();
      return;
    }
    try {
      // A clocked page's clock runs on (a paused one would hold the reset's loads).
      if (pooled.clocked) await page.clock.resume();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      for (const event of TEST_EVENTS) page.removeAllListeners(event);
      await page.mouse.move(-1, -1);
      // sessionStorage lives with the tab: cleared, with localStorage, from a page of the origin.
      await page.goto(this.originBlankUrl());
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      // Storage another origin kept (an embed's frame) is not cleared here: such a page is not kept.
      // Asked while the page is still on the demo origin: Playwright reads an origin's storage from a
      // page that is on it, and opens a page of its own (a renderer) for every other origin the
      // context visited; asked from about:blank, that was one more page for every page given back.
      if ((await context.storageState()).origins.some((origin) => origin.localStorage.length > 0)) throw new Error('storage left');
      await context.clearCookies();
      await context.clearPermissions();
      await page.goto('about:blank');
    } catch {
      await context.close().catch(() => undefined);
      return;
    }
    (pooled.clocked ? this.idleClocked : this.idle).push(pooled);
  }

  /** Forgets the kept pages (their contexts close with the connection). */
  clear(): void {
    this.idle = [];
    this.idleClocked = [];
  }
}
