/**
 * One measured page: a fresh browser context (cold cache, no cookies), the probe installed before the
 * page's first script, console problems collected, and a DevTools-protocol session with the Performance
 * domain enabled before navigation so its counters cover the whole load.
 */
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { VIEWPORT } from '../config';
import { PROBE_SCRIPT } from './probe';

export interface MeasuredPage {
  page: Page;
  context: BrowserContext;
  cdp: CDPSession;
  /** console.error / console.warn lines and uncaught page errors. */
  problems: string[];
  /** dist files the page requested, by file name, in order. */
  distRequests: string[];
  close(): Promise<void>;
}

export interface OpenOptions {
  /** Emulate prefers-reduced-motion: reduce (autoplay off), for cases that need a still page. */
  reducedMotion?: boolean;
  /** More init scripts (source text), run after the probe and before the page's first script. */
  initScripts?: readonly string[];
}

/** A fresh context (cold cache, no cookies) whose pages get the probe before their first script. */
export async function newBenchContext(
  browser: Browser,
  { reducedMotion = false, initScripts = [] }: OpenOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORT, reducedMotion: reducedMotion ? 'reduce' : 'no-preference' });
  for (const content of [PROBE_SCRIPT, ...initScripts]) await context.addInitScript({ content });
  return context;
}

/** Collects a page's console problems and the files it requests from /dist/. */
export function watchPage(page: Page): Pick<MeasuredPage, 'problems' | 'distRequests'> {
  const problems: string[] = [];
  const distRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/dist/')) distRequests.push(path.slice('/dist/'.length));
  });
  return { problems, distRequests };
}

export async function openMeasuredPage(browser: Browser, url: string, options: OpenOptions = {}): Promise<MeasuredPage> {
  const context = await newBenchContext(browser, options);
  const page = await context.newPage();
  const watched = watchPage(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(url, { waitUntil: 'load' });
  return { page, context, cdp, ...watched, close: () => context.close() };
}

/** Chromium's Performance-domain counters (seconds for *Duration, bytes for *Size). */
export async function readMetrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(metrics.map((metric) => [metric.name, metric.value]));
}

export interface MemoryReading {
  /** Performance.getMetrics JSHeapUsedSize: everything on the JS heap, V8's compiled code included. */
  heapUsedBytes: number;
  /** From a heap snapshot: the self sizes of objects, strings, closures and DOM wrappers, compiled code left out. */
  objectBytes: number;
  listeners: number;
  nodes: number;
}

/** Heap-snapshot node types that are not the page's objects: V8's code and its internal bookkeeping. */
const NOT_OBJECTS = new Set(['code', 'hidden', 'synthetic']);

async function snapshotObjectBytes(cdp: CDPSession): Promise<number> {
  const chunks: string[] = [];
  const collect = ({ chunk }: { chunk: string }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  }
  const snapshot = JSON.parse(chunks.join('')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
    strings: string[];
  };
  const fields = snapshot.snapshot.meta.node_fields;
  const typeNames = snapshot.snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field)) as [number, number, number];
  let bytes = 0;
  for (let index = 0; index < snapshot.nodes.length; index += fields.length) {
    const type = typeNames[snapshot.nodes[index + typeAt]!]!;
    const name = snapshot.strings[snapshot.nodes[index + nameAt]!] ?? '';
    if (!NOT_OBJECTS.has(type) && !name.startsWith('system /')) bytes += snapshot.nodes[index + sizeAt]!;
  }
  return bytes;
}

/** Memory read after a full garbage collection (DevTools protocol HeapProfiler and Performance). */
export async function readMemory(cdp: CDPSession): Promise<MemoryReading> {
  await cdp.send('HeapProfiler.enable');
  // Twice: the first collection can leave objects whose finalizers free more.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const metrics = await readMetrics(cdp);
  const objectBytes = await snapshotObjectBytes(cdp);
  return {
    heapUsedBytes: metrics.JSHeapUsedSize ?? NaN,
    objectBytes,
    listeners: metrics.JSEventListeners ?? NaN,
    nodes: metrics.Nodes ?? NaN,
  };
}

/** Resolves after the next two frames and a task: whatever the last input or mount scheduled has painted. */
export async function afterNextPaint(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))),
  );
}

/**
 * Resolves when every finite animation and transition of the page has finished (endless ones, such as
 * a spinner, are left running): a control inside a drawer that is still sliding in is measured where
 * it stops, not half-way (the off-canvas close button was clicked 27 px beside itself).
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Waits until every script the page asked for has arrived (a vendor file a widget fetched on demand)
 * and neither the load event nor a widget's mount happened in the last `quietMs`, at most `timeoutMs`.
 * Not for timed spans: it polls the page.
 */
export async function waitForQuiet(page: Page, quietMs: number, timeoutMs = 10_000): Promise<void> {
  await page.waitForFunction(
    (quiet) => {
      const probe = window.__benchProbe;
      const scriptsArrived = [...document.querySelectorAll<HTMLScriptElement>('script[src]')].every(
        (script) => performance.getEntriesByName(script.src).length > 0,
      );
      const loadedAt = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventEnd || NaN;
      return !!probe && scriptsArrived && performance.now() - Math.max(probe.lastMountAt, loadedAt) >= quiet;
    },
    quietMs,
    { timeout: timeoutMs, polling: 50 },
  );
}
