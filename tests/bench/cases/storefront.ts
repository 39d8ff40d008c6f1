/**
 * The storefront page (issues 21 and 34, site/storefront.ts): a shop's home page with the widget
 * instances of the jQuery theme's widgets page. Each run loads it cold and watches it until
 * `observeAfterLoadMs` after the load event (the JavaScript received, script time, tasks, layout shift,
 * listeners, what mounted and when), then scrolls it from top to bottom (cases/scroll.ts). As many
 * loads again with no DevTools client attached (browser/plain-load.ts): the page reads its own clocks
 * and reports them, so the DevTools connection's cost to the figures is known. Once per benchmark,
 * three more loads:
 *
 * - a first click on the header's burger and then on the search icon as soon as the page has loaded,
 *   before the visitor has done anything else: each must open its overlay (a not-yet-mounted opener
 *   still works), and the click-to-open time is reported;
 * - a load with the CPU slowed 4× (DevTools protocol `Emulation.setCPUThrottlingRate`): its tasks of
 *   50 ms or more are a count that depends on how the work is cut, far less on how busy the machine is;
 * - a traced load: the layouts the bundle forced from script start to the end of the watch.
 *
 * And `longCaseRuns` traced loads, for the same work in thread (CPU) time (browser/trace.ts
 * threadTimes): script, the longest task and the tasks of 50 ms or more from script start to the end of
 * the watch. Tracing slows the page a little, so these are not the runs above; a busy machine, which
 * lengthens every wall-clock figure, lengthens these far less.
 */
import type { Page } from 'playwright-core';
import { MAIN_BUNDLE_FILE } from '../../../scripts/build-config';
import type { FileSize } from '../../../scripts/size';
import { LONG_TASK_THRESHOLD_MS } from '../config';
import type { BenchContext } from '../context';
import { longestBundleScripts } from '../browser/long-frames';
import { MOUNTED_ATTRIBUTE } from '../browser/probe';
import { newBenchContext, openMeasuredPage, readMetrics, waitForQuiet, watchPage } from '../browser/session';
import { summarizeRuns, type Stat } from '../report/stats';
import { BUNDLE_RAN_MARK, SCRIPT_START_MARK } from '../site/pages';
import { buildParts, describePart } from '../site/parts';
import { DRAWER_OPENER, HEADER_ATTRIBUTE, SEARCH_OPENER, storefrontPageHtml } from '../site/storefront';
import { HEADER_INSTANCE_COUNTS, STOREFRONT_PARTS, THEME_INSTANCE_COUNTS } from '../site/storefront-instances';
import { calibratedWindow, loadWithoutDevTools } from '../browser/plain-load';
import { findChromium } from '../../browser/chromium';
import { forcedLayoutsWhileLoading } from './mount';
import { scrollOnce } from './scroll';
import { evaluationStartUs, markUs, threadTimes, traced, windowBetweenMarks } from '../browser/trace';

/** What a load gives, read by the page itself: the same with a DevTools client attached and without. */
export interface LoadFigures {
  /**
   * Script start (the parser at the bundle's tag, or the file arrived, if later) → the inline mark after
   * its tag: the bundle's evaluation, and the browser's first layout and paint when it takes them in
   * between (README, "Benchmark"; only a trace tells them apart), ms.
   */
  bundleEvaluationMs: number;
  /** The bundle's ready event (`cms-islands:ready`), ms after script start. */
  readyEventMs: number;
  /** The last of the header's widgets that mounted without the visitor, ms after script start. */
  headerReadyMs: number;
  /** The last widget on the first screen that mounted without the visitor, ms after script start. */
  firstScreenReadyMs: number;
  /** Tasks of 50 ms or more after script start (the goal: none). */
  longTasks: number;
  longestTaskMs: number;
  /** The bundle's scripts in long animation frames after script start (their `scripts[].duration`), ms. */
  longFrameBundleScriptMs: number;
  layoutShift: number;
  /** Widget roots mounted at the end of the watch, the visitor having done nothing. */
  mountedAtRest: number;
  /** The built files' bytes as they came over the wire (the server compresses: brotli), KB. */
  javascriptTransferKB: number;
}

export interface StorefrontRun extends LoadFigures {
  /** JavaScript files requested by the end of the watch, and their gzip size (built files, KB). */
  javascriptFiles: number;
  javascriptGzipKB: number;
  /** Main-thread script until the end of the watch (Performance.getMetrics ScriptDuration). */
  scriptMs: number;
  /** Event listeners at the end of the watch (Performance.getMetrics JSEventListeners). */
  listeners: number;
  /** Scrolling top to bottom afterwards. */
  scrollScriptMs: number;
  scrollLongFrames: number;
  scrollWorstFrameScriptMs: number;
  scrollForcedLayouts: number;
  mountedWhileScrolling: number;
  /** Scrolling's script in thread (CPU) time. */
  scrollScriptThreadMs: number;
}

/** A traced load's work in thread (CPU) time, script start to the end of the watch. */
export interface StorefrontThreadRun {
  scriptThreadMs: number;
  /** The longest task itself, whatever its length (the long-task figures count only tasks of 50 ms or more). */
  longestTaskThreadMs: number;
  tasksOver50ThreadMs: number;
  /** From the parser reaching the bundle's tag to the bundle running (the browser's own work: its first layout and paint), ms. */
  tagToRunMs: number;
  /** The last of the header's widgets mounted, ms after the bundle began to run (the goal's clock). */
  headerReadyAfterRunMs: number;
}

interface FirstClick {
  /** What was clicked. */
  name: string;
  /** Whether the overlay opened. */
  opened: boolean;
  /** Click to the overlay open, ms (NaN when it did not open). */
  clickToOpenMs: number;
  /** On-demand files the click brought. */
  files: string[];
}

export interface StorefrontCase {
  parts: Array<ReturnType<typeof describePart>>;
  /** Widget roots on the page by widget name (the bundle's `data-island`s and WordPress galleries), and what the theme's page has. */
  instances: Array<{ widget: string; onPage: number; theme: number }>;
  /** The same loads with no DevTools client attached (browser/plain-load.ts): the page's own readings. */
  withoutDevTools: Record<keyof LoadFigures, Stat> | null;
  /** Why the loads without DevTools gave nothing, when they did not. */
  withoutDevToolsFailed?: string;
  pageHeightPx: number;
  widgetRoots: number;
  stats: Record<keyof StorefrontRun, Stat>;
  threadStats: Record<keyof StorefrontThreadRun, Stat>;
  /** JavaScript files requested by the end of the watch (last run), in order. */
  files: string[];
  /** Whether every run requested the same files. */
  filesStable: boolean;
  /** Mounted at rest, by widget name (last run). */
  mountedAtRestByWidget: Record<string, number>;
  /** Per header widget, ms after script start (medians over the runs; "waits" when it never mounted at rest). */
  headerWidgets: Record<string, string>;
  /** Widgets on the first screen not mounted at rest (they wait for the visitor). */
  firstScreenWaiting: string[];
  firstClicks: FirstClick[];
  throttled: { rate: number; longTasks: number; longestTaskMs: number; scriptMs: number };
  forcedLayoutSites: string[];
  /** Where the bundle forced layout while scrolling, over all runs. */
  scrollForcedLayoutSites: string[];
  /** The bundle's longest scripts in long animation frames while scrolling (last run), with their source. */
  scrollLongestScripts: string[];
}

/** How much the throttled load slows the CPU. */
const CPU_THROTTLING_RATE = 4;
const OPEN_TIMEOUT_MS = 10_000;

interface StorefrontReading {
  scriptStartMs: number;
  /** The after-tag mark (BUNDLE_RAN_MARK), `performance.now()` ms. */
  bundleRanAtMs: number;
  readyAtMs: number;
  longFrameBundleScriptMs: number;
  javascriptTransferBytes: number;
  instancesByWidget: Record<string, number>;
  /** The parser reached the bundle's tag, `performance.now()` ms. */
  tagReachedMs: number;
  headerReady: Record<string, number>;
  headerWaiting: string[];
  firstScreenReadyAtMs: number;
  firstScreenWaiting: string[];
  mountedByWidget: Record<string, number>;
  mountedAtRest: number;
  widgetRoots: number;
  pageHeightPx: number;
  longTasks: Array<{ startTime: number; duration: number }>;
  layoutShift: number;
}

const readNames = {
  mark: SCRIPT_START_MARK,
  ranMark: BUNDLE_RAN_MARK,
  bundleFile: MAIN_BUNDLE_FILE,
  headerAttribute: HEADER_ATTRIBUTE,
  mountedAttribute: MOUNTED_ATTRIBUTE,
};

/** Runs in the page at the end of the watch, scrolled to the top. */
function readStorefront({ mark, ranMark, bundleFile, headerAttribute, mountedAttribute }: typeof readNames): StorefrontReading {
  const probe = window.__benchProbe!;
  const markedAt = performance.getEntriesByName(mark)[0]?.startTime ?? NaN;
  const builtFiles = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
    (entry) => new URL(entry.name).pathname.startsWith('/dist/') && entry.name.endsWith('.js'),
  );
  const bundle = builtFiles.find((entry) => entry.name.endsWith(`/dist/${bundleFile}`));
  const scriptStartMs = Math.max(markedAt, bundle?.responseEnd ?? NaN);
  const instancesByWidget: Record<string, number> = {};
  for (const root of document.querySelectorAll('[data-island]')) {
    const name = root.getAttribute('data-island') ?? '';
    instancesByWidget[name] = (instancesByWidget[name] ?? 0) + 1;
  }
  const blockGalleries = document.querySelectorAll('figure.wp-block-gallery').length;
  if (blockGalleries > 0) instancesByWidget['gallery'] = (instancesByWidget['gallery'] ?? 0) + blockGalleries;
  const longFrameBundleScriptMs = probe.longFrames
    .filter((frame) => frame.startTime + frame.duration > scriptStartMs)
    .flatMap((frame) => frame.scripts)
    .filter((script) => script.sourceURL.includes('/dist/'))
    .reduce((sum, script) => sum + script.duration, 0);
  // Every widget root of the page: what the bundle claims (data-island, and the selector-found ones it mounted).
  const roots = new Set<Element>([...document.querySelectorAll('[data-island]'), ...document.querySelectorAll(`[${mountedAttribute}]`)]);
  const nameOf = (element: Element) => element.getAttribute(mountedAttribute) ?? element.getAttribute('data-island') ?? element.tagName;
  const headerReady: Record<string, number> = {};
  const headerWaiting: string[] = [];
  let firstScreenReadyAtMs = 0;
  const firstScreenWaiting: string[] = [];
  for (const root of roots) {
    const mountedAt = probe.mountedAt.get(root);
    if (root.closest(`[${headerAttribute}]`)) {
      if (mountedAt === undefined) headerWaiting.push(nameOf(root));
      else headerReady[nameOf(root)] = Math.max(headerReady[nameOf(root)] ?? 0, mountedAt - scriptStartMs);
    }
    const rect = root.getBoundingClientRect();
    // A closed dialog has no box: it is on no screen.
    if (rect.width === 0 || rect.height === 0 || rect.top >= innerHeight || rect.bottom <= 0) continue;
    if (mountedAt === undefined) firstScreenWaiting.push(nameOf(root));
    else firstScreenReadyAtMs = Math.max(firstScreenReadyAtMs, mountedAt);
  }
  const mountedByWidget: Record<string, number> = {};
  for (const widget of document.querySelectorAll(`[${mountedAttribute}]`)) {
    const name = widget.getAttribute(mountedAttribute) ?? '';
    mountedByWidget[name] = (mountedByWidget[name] ?? 0) + 1;
  }
  return {
    scriptStartMs,
    bundleRanAtMs: performance.getEntriesByName(ranMark)[0]?.startTime ?? NaN,
    readyAtMs: probe.readyAt,
    longFrameBundleScriptMs,
    javascriptTransferBytes: builtFiles.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
    instancesByWidget,
    tagReachedMs: markedAt,
    headerReady,
    headerWaiting,
    firstScreenReadyAtMs,
    firstScreenWaiting,
    mountedByWidget,
    mountedAtRest: document.querySelectorAll(`[${mountedAttribute}]`).length,
    widgetRoots: roots.size,
    pageHeightPx: document.documentElement.scrollHeight,
    longTasks: probe.longTasks,
    layoutShift: probe.layoutShift,
  };
}

const javascriptOf = (files: readonly string[]) => [...new Set(files.filter((file) => file.endsWith('.js')))];
const gzipKBOf = (files: readonly string[], sizes: readonly FileSize[]) =>
  files.reduce((sum, file) => sum + (sizes.find((size) => size.file === file)?.gzipBytes ?? NaN), 0) / 1024;
const tasksAfter = (reading: StorefrontReading) =>
  reading.longTasks.filter((task) => task.startTime + task.duration > reading.scriptStartMs && task.duration >= LONG_TASK_THRESHOLD_MS);

/** The figures a reading gives, with a DevTools client attached or not. */
function loadFigures(reading: StorefrontReading): LoadFigures {
  const ours = tasksAfter(reading);
  const header = Object.values(reading.headerReady);
  return {
    bundleEvaluationMs: reading.bundleRanAtMs - reading.scriptStartMs,
    readyEventMs: reading.readyAtMs - reading.scriptStartMs,
    headerReadyMs: header.length > 0 ? Math.max(...header) : NaN,
    firstScreenReadyMs: reading.firstScreenReadyAtMs - reading.scriptStartMs,
    longTasks: ours.length,
    longestTaskMs: Math.max(0, ...ours.map((task) => task.duration)),
    longFrameBundleScriptMs: reading.longFrameBundleScriptMs,
    layoutShift: reading.layoutShift,
    mountedAtRest: reading.mountedAtRest,
    javascriptTransferKB: reading.javascriptTransferBytes / 1024,
  };
}

interface MeasuredRun {
  run: StorefrontRun;
  reading: StorefrontReading;
  files: string[];
  scrollForcedLayoutSites: string[];
  scrollLongestScripts: string[];
}

/** How many of the bundle's longest scripts in long frames the report names. */
const LONGEST_SCRIPTS_SHOWN = 4;

async function measureRun(context: BenchContext, url: string, sizes: readonly FileSize[]): Promise<MeasuredRun> {
  const { browser, config, problems } = context;
  const measured = await openMeasuredPage(browser, url);
  try {
    await measured.page.waitForTimeout(config.observeAfterLoadMs);
    const metrics = await readMetrics(measured.cdp);
    const files = javascriptOf(measured.distRequests);
    const reading = await measured.page.evaluate(readStorefront, readNames);
    await waitForQuiet(measured.page, 300);
    const scrolled = await scrollOnce(context, measured, 'storefront');
    problems.push(...measured.problems.map((problem) => `storefront: ${problem}`));
    return {
      reading,
      files,
      scrollForcedLayoutSites: scrolled.sites,
      scrollLongestScripts: longestBundleScripts(scrolled.longFrames, LONGEST_SCRIPTS_SHOWN).map(
        (script) =>
          `${script.durationMs.toFixed(0)} ms (forced layout ${script.forcedLayoutMs.toFixed(0)} ms), ${script.invoker}, ${context.resolveSite(script.site)}`,
      ),
      run: {
        javascriptFiles: files.length,
        javascriptGzipKB: gzipKBOf(files, sizes),
        scriptMs: (metrics.ScriptDuration ?? NaN) * 1000,
        listeners: metrics.JSEventListeners ?? NaN,
        ...loadFigures(reading),
        scrollScriptMs: scrolled.run.scriptMs,
        scrollLongFrames: scrolled.run.longFrames,
        scrollWorstFrameScriptMs: scrolled.run.worstFrameScriptMs,
        scrollForcedLayouts: scrolled.run.forcedLayoutsByBundle,
        mountedWhileScrolling: scrolled.run.mountedWhileScrolling,
        scrollScriptThreadMs: scrolled.run.scriptThreadMs,
      },
    };
  } finally {
    await measured.close();
  }
}

/** Clicks an opener as a visitor would (the pointer moves onto it, then presses) and waits for its dialog to open. */
async function clickUntilOpen(page: Page, opener: string, distRequests: string[], name: string): Promise<FirstClick> {
  const before = distRequests.length;
  const box = await page.locator(opener).first().boundingBox();
  if (!box) return { name, opened: false, clickToOpenMs: NaN, files: [] };
  const clickedAt = await page.evaluate(() => performance.now());
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const openedAt = await page
    .waitForFunction(() => document.querySelector('dialog[open]') && performance.now(), undefined, {
      timeout: OPEN_TIMEOUT_MS,
      polling: 'raf',
    })
    .then((handle) => handle.jsonValue() as Promise<number>)
    .catch(() => NaN);
  const files = javascriptOf(distRequests.slice(before)).filter((file) => file !== MAIN_BUNDLE_FILE);
  return { name, opened: Number.isFinite(openedAt), clickToOpenMs: openedAt - clickedAt, files };
}

/** The visitor's first clicks, right after the load event: the burger, then (drawer closed) the search icon. */
async function measureFirstClicks(context: BenchContext, url: string): Promise<FirstClick[]> {
  const browserContext = await newBenchContext(context.browser);
  try {
    const page = await browserContext.newPage();
    const { distRequests, problems } = watchPage(page);
    await page.goto(url, { waitUntil: 'load' });
    const clicks = [await clickUntilOpen(page, DRAWER_OPENER, distRequests, 'the header’s burger (mobile drawer)')];
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'), undefined, { timeout: OPEN_TIMEOUT_MS });
    clicks.push(await clickUntilOpen(page, SEARCH_OPENER, distRequests, 'the header’s search icon (search overlay)'));
    context.problems.push(...problems.map((problem) => `storefront first clicks: ${problem}`));
    return clicks;
  } finally {
    await browserContext.close();
  }
}

const WATCH_END_MARK = 'bench:storefront-watch-end';

async function measureThreadTimes(context: BenchContext, url: string): Promise<StorefrontThreadRun> {
  const browserContext = await newBenchContext(context.browser);
  try {
    const page = await browserContext.newPage();
    const { events } = await traced(context.browser, page, async () => {
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForTimeout(context.config.observeAfterLoadMs);
      await page.evaluate((mark) => performance.mark(mark), WATCH_END_MARK);
    });
    const times = threadTimes(windowBetweenMarks(events, SCRIPT_START_MARK, WATCH_END_MARK));
    const reading = await page.evaluate(readStorefront, readNames);
    const tagToRunMs = (evaluationStartUs(events, MAIN_BUNDLE_FILE) - markUs(events, SCRIPT_START_MARK)) / 1000;
    const runStartMs = reading.tagReachedMs + tagToRunMs;
    const header = Object.values(reading.headerReady).map((readyMs) => reading.scriptStartMs + readyMs - runStartMs);
    return {
      scriptThreadMs: times.scriptMs,
      longestTaskThreadMs: times.longestTaskMs,
      tasksOver50ThreadMs: times.tasksOver50Ms,
      tagToRunMs,
      headerReadyAfterRunMs: header.length > 0 ? Math.max(...header) : NaN,
    };
  } finally {
    await browserContext.close();
  }
}

async function measureThrottled(context: BenchContext, url: string): Promise<StorefrontCase['throttled']> {
  const browserContext = await newBenchContext(context.browser);
  try {
    const page = await browserContext.newPage();
    const cdp = await browserContext.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING_RATE });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(context.config.observeAfterLoadMs);
    const metrics = await readMetrics(cdp);
    const reading = await page.evaluate(readStorefront, readNames);
    const ours = tasksAfter(reading);
    return {
      rate: CPU_THROTTLING_RATE,
      longTasks: ours.length,
      longestTaskMs: Math.max(0, ...ours.map((task) => task.duration)),
      scriptMs: (metrics.ScriptDuration ?? NaN) * 1000,
    };
  } finally {
    await browserContext.close();
  }
}

/**
 * `runs` loads with no DevTools client attached (browser/plain-load.ts), interleaved with nothing
 * else: each in a plain Chromium process of its own, its page reading itself as the traced runs' does.
 */
async function measureWithoutDevTools(context: BenchContext, html: string): Promise<Record<keyof LoadFigures, Stat>> {
  const executablePath = await findChromium();
  const window = await calibratedWindow(executablePath, context.site);
  const runs: LoadFigures[] = [];
  for (let run = 0; run < context.config.runs; run += 1) {
    const { reading } = await loadWithoutDevTools(
      { executablePath, site: context.site, window },
      html,
      readStorefront,
      readNames,
      context.config.observeAfterLoadMs,
    );
    runs.push(loadFigures(reading));
  }
  return summarizeRuns(runs);
}

/** Every widget the page is meant to carry (the theme's counts and the header's), with what it carries. */
function instancesOf(reading: StorefrontReading): StorefrontCase['instances'] {
  const expected: Record<string, number> = { ...HEADER_INSTANCE_COUNTS, ...THEME_INSTANCE_COUNTS };
  const names = [...new Set([...Object.keys(expected), ...Object.keys(reading.instancesByWidget)])];
  return names.map((widget) => ({ widget, onPage: reading.instancesByWidget[widget] ?? 0, theme: expected[widget] ?? 0 }));
}

export async function measureStorefront(context: BenchContext, sizes: readonly FileSize[]): Promise<StorefrontCase> {
  const parts = await buildParts(context.browser, context.catalogue, STOREFRONT_PARTS);
  const html = storefrontPageHtml(context, parts);
  const url = context.site.addPage(html);
  const runs: StorefrontRun[] = [];
  const fileLists = new Set<string>();
  const headerTimes = new Map<string, number[]>();
  const scrollSites = new Set<string>();
  let last: MeasuredRun | undefined;
  for (let run = 0; run < context.config.runs; run += 1) {
    last = await measureRun(context, url, sizes);
    runs.push(last.run);
    last.scrollForcedLayoutSites.forEach((site) => scrollSites.add(site));
    fileLists.add(JSON.stringify(last.files));
    for (const [name, readyMs] of Object.entries(last.reading.headerReady))
      headerTimes.set(name, [...(headerTimes.get(name) ?? []), readyMs]);
  }
  if (!last) throw new Error('the benchmark needs at least one run');
  const threadRuns: StorefrontThreadRun[] = [];
  for (let run = 0; run < context.config.longCaseRuns; run += 1) threadRuns.push(await measureThreadTimes(context, url));
  let withoutDevTools: StorefrontCase['withoutDevTools'] = null;
  let withoutDevToolsFailed: string | undefined;
  try {
    withoutDevTools = await measureWithoutDevTools(context, html);
  } catch (error) {
    withoutDevToolsFailed = (error as Error).message;
    context.problems.push(`storefront without DevTools: ${withoutDevToolsFailed}`);
  }
  const instances = instancesOf(last.reading);
  for (const { widget, onPage, theme } of instances)
    if (onPage !== theme) context.problems.push(`storefront: ${onPage} ${widget} on the page, the theme's page has ${theme}`);
  const headerWidgets: Record<string, string> = {};
  for (const [name, times] of headerTimes)
    headerWidgets[name] = `${summarizeRuns(times.map((readyMs) => ({ readyMs }))).readyMs.median.toFixed(0)} ms`;
  for (const name of last.reading.headerWaiting) headerWidgets[name] ??= 'waits for the visitor';
  return {
    parts: parts.map(describePart),
    instances,
    withoutDevTools,
    ...(withoutDevToolsFailed === undefined ? {} : { withoutDevToolsFailed }),
    pageHeightPx: last.reading.pageHeightPx,
    widgetRoots: last.reading.widgetRoots,
    stats: summarizeRuns(runs),
    threadStats: summarizeRuns(threadRuns),
    files: last.files,
    filesStable: fileLists.size === 1,
    mountedAtRestByWidget: last.reading.mountedByWidget,
    headerWidgets,
    firstScreenWaiting: [...new Set(last.reading.firstScreenWaiting)],
    firstClicks: await measureFirstClicks(context, url),
    throttled: await measureThrottled(context, url),
    forcedLayoutSites: await forcedLayoutsWhileLoading(context, url),
    scrollForcedLayoutSites: [...scrollSites],
    scrollLongestScripts: last.scrollLongestScripts,
  };
}
