import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { bundleFileName } from '../../core/files/file-names';
import { SANITIZER_VENDOR } from '../../core/html/profiles';
import { withSettings } from '../../demo-pages/server/pages';
import { CHROMIUM_ARGS } from './chromium';
import { PagePool } from './page-pool';
import type { IslandsApi } from '../../src/api';

declare global {
  interface Window {
    /** The bundle's public API (README, "Public API"), typed as the bundle's own (src/api.ts). */
    CMSIslands: IslandsApi;
    /** The same object, spelt as the settings global is. */
    cmsIslands: IslandsApi;
    /**
     * The demo theme's Trusted Types helper (demo-pages/assets/demo-theme.js), on every demo page.
     * Tests that insert markup, as a theme's script would, pass it through `html()`: under the demo
     * server's `require-trusted-types-for 'script'` a plain string is refused. Typed as a string
     * because TypeScript's DOM types have no TrustedHTML; the HTML sinks take it.
     */
    demoTheme: { html(markup: string): string };
  }
}

/**
 * This worker's own headless Chromium, launched by its first test file and kept for the files after
 * it: the files of a worker share its modules (the browser projects do not isolate them). Playwright
 * then talks to Chromium over a pipe from the test's own process, where one Chromium shared through a
 * Playwright server took a second hop for every call, and both workers' pages queued on one browser
 * process: 10 % more CPU and wall time, measured (README, "Tests"). The browser ends with its worker;
 * one that crashed is launched again for the next file, which gets no kept page of the old one.
 */
let workerBrowser: Promise<Browser> | null = null;

async function browserOfThisWorker(): Promise<Browser> {
  if (workerBrowser && !(await workerBrowser).isConnected()) {
    pagePool.clear();
    workerBrowser = null;
  }
  workerBrowser ??= chromium.launch({ executablePath: inject('chromiumPath'), headless: true, args: CHROMIUM_ARGS });
  return workerBrowser;
}
/** Closes what this file opened in the worker's Chromium (tests/browser/setup.ts, after each file). */
export async function closeFileContexts(): Promise<void> {
  pagePool.clear();
  const browser = await workerBrowser;
  await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
}

export function demoUrl(path: string): string {
  return new URL(path, inject('baseUrl')).href;
}

export interface OpenedPage {
  page: Page;
  /** console.error and console.warn lines, and uncaught page errors, in order. */
  problems: string[];
  /**
   * Content-Security-Policy and Trusted Types violations in any frame of the page, not yet reported.
   * Each test fails on any left here when it ends (the afterEach below); a test that provokes one on
   * purpose checks it and empties the array.
   */
  cspViolations: string[];
  close(): Promise<void>;
}

/** Name of the binding the init script below reports violations through. */
const VIOLATION_BINDING = '__cmsIslandsTestCspViolation';

/**
 * Runs in every frame before its own scripts: reports every `securitypolicyviolation` event (the
 * demo server sends a strict Content-Security-Policy with Trusted Types enforced: README,
 * "Content-Security-Policy").
 */
function reportViolations(binding: string): void {
  addEventListener(
    'securitypolicyviolation',
    (event) => {
      const report = (window as unknown as Record<string, (text: string, directive: string, sourceFile: string) => void>)[binding];
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}` : '';
      const sample = event.sample ? ` (${event.sample})` : '';
      report?.(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'}${where}${sample} on ${location.href}`,
        event.effectiveDirective,
        event.sourceFile,
      );
    },
    true,
  );
}

/**
 * Console lines Chromium writes for a refused resource, style, script or Trusted Types sink (since
 * Chromium 156 an inline handler's line reads "Executing inline event handler violates…").
 */
const CSP_CONSOLE_LINE =
  /Refused to|violates the following Content Security Policy|requires 'Trusted(HTML|Script|ScriptURL)' assignment|TrustedTypePolicy/;

/**
 * THE one allowance (README, "Tests"). Chromium 156 reports an inline-code violation as soon as any
 * parser meets an inline event handler, a `<style>` element, a `style` attribute or a `<base>`, in an inert
 * document too (DOMParser, <template>, even the Sanitizer API's safe methods), before anything can
 * strip it; nothing runs or applies, and Chromium 143 reports nothing. A test that feeds hostile HTML
 * on purpose opens its page with `hostileHtml: true`: then, and only then, such reports
 * (`script-src-attr`, `style-src-attr`, `style-src-elem`, `base-uri`) whose source is the sanitizer's file (the
 * one place the bundle parses HTML: README, "HTML answers"), and their console lines, are not
 * failures. Every other violation of that page still fails its test; what the test proves instead is
 * that nothing ran and nothing of it is left in the nodes inserted.
 */
const SANITIZER_FILE = `/${bundleFileName('vendor', SANITIZER_VENDOR)}`;
const PARSE_TIME_DIRECTIVES = ['script-src-attr', 'style-src-attr', 'style-src-elem', 'base-uri'];
const isSanitizerParseReport = (directive: string, sourceFile: string) =>
  PARSE_TIME_DIRECTIVES.includes(directive) && new URL(sourceFile || 'about:blank').pathname.endsWith(SANITIZER_FILE);
/** Chromium's console lines for the same reports. */
const PARSE_TIME_CONSOLE_LINE = /^(Executing inline event handler|Applying inline style|Setting the document's base URI to .*) violates/;

export interface PageOptions extends BrowserContextOptions {
  /** The page is fed hostile HTML on purpose: see `isSanitizerParseReport`. */
  hostileHtml?: boolean;
  /**
   * Page settings printed over the demo page's own (openPage only), as a theme's PHP would print
   * them: the browser tests' boot options, as `settings` is the unit harness's (tests/support/islands.ts).
   */
  settings?: Record<string, unknown>;
  /**
   * The test's first step is installing Playwright's clock (tests/browser/clock.ts, openOnClock): the
   * page may be a kept one that had the clock already (tests/browser/page-pool.ts).
   */
  clock?: boolean;
}

interface TrackedPage {
  page: Page;
  violations: string[];
  closed: boolean;
}
const trackedPages = new Set<TrackedPage>();

const FLUSH_VIOLATIONS_LIMIT_MS = 2000;

/**
 * Lets the page finish dispatching violation events (they are queued as tasks) and their reports
 * arrive. The task is a MessageChannel message, not a timer: a test may have paused the page's clock
 * (Playwright's clock fakes timers), and a paused timer would never fire.
 */
async function flushViolations(page: Page): Promise<void> {
  const nextTask = page
    .evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(0);
        }),
    )
    .catch(() => undefined);
  let limit: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([nextTask, new Promise<void>((resolve) => (limit = setTimeout(resolve, FLUSH_VIOLATIONS_LIMIT_MS)))]);
  clearTimeout(limit);
}

/** Every browser test fails when a page it used saw a CSP or Trusted Types violation (tests/browser/setup.ts, after each test). */
export async function failOnViolations(): Promise<void> {
  const found: string[] = [];
  for (const tracked of trackedPages) {
    if (!tracked.closed) await flushViolations(tracked.page);
    found.push(...tracked.violations.splice(0));
    if (tracked.closed) trackedPages.delete(tracked);
  }
  if (found.length > 0) throw new Error(`Content-Security-Policy violations:\n${found.join('\n')}`);
}

/** Where the current test's violations go, per kept context (its binding is made once). */
interface ViolationSink {
  tracked: TrackedPage;
  hostileHtml: boolean;
}
const sinks = new WeakMap<BrowserContext, ViolationSink>();

const pagePool = new PagePool(
  async (context) => {
    await context.exposeBinding(VIOLATION_BINDING, (source, text: string, directive: string, sourceFile: string) => {
      const sink = sinks.get(source.context);
      if (sink && !(sink.hostileHtml && isSanitizerParseReport(directive, sourceFile))) sink.tracked.violations.push(text);
    });
    await context.addInitScript(reportViolations, VIOLATION_BINDING);
  },
  // A file of the demo origin that runs nothing: a kept page's storage is cleared there.
  () => demoUrl('/assets/demo.css'),
  { width: 1280, height: 800 },
);

/**
 * A page not yet navigated (about:blank), in a context of its own, with every console problem and
 * every CSP violation collected. For a test that must route requests before the first page loads.
 * Without context options it may be a kept page of an earlier test of the file, reset
 * (tests/browser/page-pool.ts): the same as a fresh one to the test, at a fraction of the cost.
 */
export async function newPage({
  hostileHtml = false,
  settings: _settings,
  clock = false,
  ...options
}: PageOptions = {}): Promise<OpenedPage> {
  const pooled = await pagePool.take(await browserOfThisWorker(), options, inject('recyclePages') === true, clock);
  const { context, page } = pooled;
  const tracked: TrackedPage = { page, violations: [], closed: false };
  sinks.set(context, { tracked, hostileHtml });
  trackedPages.add(tracked);
  const problems: string[] = [];
  page.on('console', (message) => {
    const isViolation = message.type() === 'error' && CSP_CONSOLE_LINE.test(message.text());
    const location = message.location().url;
    if (isViolation && hostileHtml && PARSE_TIME_CONSOLE_LINE.test(message.text()) && isSanitizerParseReport('script-src-attr', location))
      return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    if (isViolation) tracked.violations.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return {
    page,
    problems,
    cspViolations: tracked.violations,
    close: async () => {
      if (tracked.closed) return;
      await flushViolations(page);
      tracked.closed = true;
      // Reports of the reset's own loads go nowhere.
      sinks.delete(context);
      await pagePool.release(pooled);
    },
  };
}

/**
 * Opens a demo page (in a page of its own, see `newPage`). Every console error, console warning and page error is
 * collected, so a test can assert there were none (or exactly the expected one); every CSP violation
 * fails the test (see `newPage`).
 */
export async function openPage(path: string, options: PageOptions = {}): Promise<OpenedPage> {
  const opened = await newPage(options);
  const { settings } = options;
  if (settings) {
    const pathname = new URL(demoUrl(path)).pathname;
    await opened.page.route(
      (url) => url.pathname === pathname,
      async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: withSettings(await response.text(), settings) });
      },
    );
  }
  await opened.page.goto(demoUrl(path));
  await waitForIslands(opened.page);
  return opened;
}

/**
 * The demo pages this page opens come without their Content-Security-Policy header, as on most real
 * sites, optionally with their HTML rewritten: for tests that prove our code alone stops something.
 */
export async function servePagesWithoutCsp(page: Page, rewrite: (html: string) => string = (html) => html): Promise<void> {
  await page.route(
    (url) => url.pathname.endsWith('.html'),
    async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      await route.fulfill({ response, headers, body: rewrite(await response.text()) });
    },
  );
}

/** Resolves once the bundle has started and two frames have passed (mount batches run per frame). */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() => 'CMSIslands' in window);
  await settle(page);
}

/**
 * Waits until every on-demand file the bundle asked for has arrived (its `<script data-islands-file>`
 * has a finished resource entry), then two frames; again while a new file was asked meanwhile (a
 * family's file may ask for its vendor's). For a test that checks something did NOT happen.
 */
export async function settleFiles(page: Page): Promise<void> {
  for (let asked = -1; ;) {
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLScriptElement>('script[data-islands-file]')].every(
        (script) => performance.getEntriesByName(script.src).length > 0,
      ),
    );
    await settle(page);
    const now = await page.evaluate(() => document.querySelectorAll('script[data-islands-file]').length);
    if (now === asked) return;
    asked = now;
  }
}

export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))),
  );
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/**
 * Runs axe-core (WCAG 2.x A and AA rules, plus best practices) and returns its violations: on the
 * whole document when no selector is given, so the rules about the page itself run too (a level-one
 * heading, a title, `lang`, one main landmark: they look at `<html>`, which a context of `body` leaves
 * out); on the part a selector names otherwise.
 */
export async function axeViolations(page: Page, selector?: string): Promise<AxeViolation[]> {
  // Evaluated, not added as an inline <script>: the page's Content-Security-Policy would refuse that.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (context) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: string | Document,
            options: object,
          ) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> }> }>;
        };
      }
    ).axe;
    const result = await axe.run(context ?? document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, selector);
}

/**
 * Layout-shift entries observed since the page started (buffered), summed. Tests assert it is exactly
 * 0, and that is the visitor's threshold, not a strict one: a widget of ours must move nothing that is
 * already on screen, and every entry these tests have met was a jump a visitor sees (the masonry
 * grid's 0.16). The API leaves out what the visitor caused (input in the last 500 ms) and moves by
 * transform or scrolling; a sub-pixel rounding entry, if Chromium ever reports one here, would get a
 * named threshold in this file with its reason.
 */
export async function layoutShiftTotal(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 100);
      }),
  );
}

/**
 * Shows the visitor's intent on every element `selector` matches, as a pointer moving over it would: a
 * widget that waits for interaction (README, "Mount strategies") mounts, its file fetched. For tests
 * about a mounted widget; tests of the strategy itself move a real pointer, tap, focus or press keys.
 * The event has no pointer type, so no widget's own hover behaviour answers it. Resolves once every
 * matching element (or, with `mounted`, every element that selector matches) is mounted.
 */
export async function showIntent(page: Page, selector: string, mounted = selector): Promise<void> {
  await dispatchIntent(page, selector);
  await page.waitForFunction(
    (widget) => [...document.querySelectorAll(widget)].every((element) => element.hasAttribute('data-island-mounted')),
    mounted,
  );
}

/** The intent of showIntent, on every element `selector` matches (`body *`: the whole page), without waiting. */
export async function dispatchIntent(page: Page, selector: string): Promise<void> {
  await page.evaluate((target) => {
    for (const element of document.querySelectorAll(target))
      element.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, composed: true }));
  }, selector);
}

/**
 * Scrolls the page to `top` px (a number) or `selector` into view and waits until the browser has
 * told IntersectionObservers about it (autoplay stops out of view: core/hooks/useAutoplay.ts): an
 * observer of our own created now reports after the next rendering update, after the observers
 * created earlier (the widgets' shared one) for that same update. Real frames: page.clock does not
 * hold them.
 */
export async function scrollAndObserve(page: Page, to: number | string): Promise<void> {
  await page.evaluate(
    (target) =>
      new Promise<void>((resolve) => {
        if (typeof target === 'number') window.scrollTo(0, target);
        else document.querySelector(target)!.scrollIntoView({ block: 'center' });
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(document.body);
      }),
    to,
  );
}
