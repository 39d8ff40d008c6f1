/**
 * Mount: pages of 10, 100 and 1000 widget roots of mixed kinds (most below the fold), each loaded cold
 * and watched until `observeAfterLoadMs` after the load event.
 *
 * "Script start" is the later of two moments: the inline performance.mark right before the bundle's
 * script tag (the parser has reached the tag) and the bundle's responseEnd (its bytes have arrived).
 * The bundle starts running at that moment, so what follows is the bundle's own cost (compile, run,
 * mount), with neither HTML parsing nor network counted.
 */
import type { Browser } from 'playwright-core';
import { GOALS, LONG_TASK_THRESHOLD_MS } from '../config';
import type { BenchContext } from '../context';
import { MAIN_BUNDLE_FILE } from '../../../scripts/build-config';
import { breakDownLongFrames, longestBundleScripts, type LongFrameBreakdown } from '../browser/long-frames';
import { MOUNTED_ATTRIBUTE, type LongFrame } from '../browser/probe';
import { newBenchContext, openMeasuredPage, readMetrics } from '../browser/session';
import { forcedLayouts, traced, windowBetweenMarks } from '../browser/trace';
import {
  COPY_ATTRIBUTE,
  RESTING_ROOTS_ATTRIBUTE,
  ROOTS_ATTRIBUTE,
  SCRIPT_START_MARK,
  mixedBody,
  mixedCopies,
  renderBenchPage,
} from '../site/pages';
import { summarizeRuns, type Stat } from '../report/stats';
import type { Catalogue } from './catalogue';

export interface MountRun extends LongFrameBreakdown {
  /** ms from navigation start to script start (see above). */
  scriptStartMs: number;
  /** ms from script start until the last widget root in the first viewport was mounted. */
  aboveFoldReadyMs: number;
  /** Main-thread script time over the whole load and watch (Performance.getMetrics ScriptDuration). */
  scriptMs: number;
  /** Main-thread busy time of every task (TaskDuration). */
  taskMs: number;
  longTasks: number;
  longestTaskMs: number;
  /** Sum over long tasks of their time beyond 50 ms, from navigation start to the end of the watch. */
  totalBlockingMs: number;
  /** The same, counting only long tasks that ended after script start (parsing before it is not ours). */
  totalBlockingAfterScriptStartMs: number;
  layoutShift: number;
  mountedAtRest: number;
  heapUsedMB: number;
  listeners: number;
  nodes: number;
}

export interface MountCase {
  /** Widget roots asked for; `widgetRoots` can be one more (a sample with a nested widget). */
  requested: number;
  widgetRoots: number;
  /** Files the page fetched from /dist/ (the bundle, and vendor files widgets asked for). */
  distFiles: string[];
  aboveFoldRoots: number;
  /** Whether every root in the first viewport mounted in every run. */
  aboveFoldAllMounted: boolean;
  /** Widget roots mounted at the end of the watch, by widget name (last run). */
  mountedAtRestByWidget: Record<string, number>;
  /** The bundle's longest scripts in long animation frames (last run): "42 ms, IdleRequestCallback, widgets/…". */
  longestScripts: string[];
  /** Where the bundle forced layout from script start to the end of the watch (one extra, traced load), with counts. */
  forcedLayoutSites?: string[];
  pageHeightPx: number;
  stats: Record<keyof MountRun, Stat>;
}

interface PageReading {
  scriptStartMs: number;
  aboveFoldRoots: number;
  aboveFoldMounted: number;
  aboveFoldReadyAtMs: number;
  widgetRoots: number;
  mountedAtRest: number;
  mountedByWidget: Record<string, number>;
  pageHeightPx: number;
  longTasks: Array<{ startTime: number; duration: number }>;
  longFrames: LongFrame[];
  layoutShift: number;
}

interface ReadPageNames {
  mark: string;
  bundleFile: string;
  copyAttribute: string;
  rootsAttribute: string;
  restingRootsAttribute: string;
  mountedAttribute: string;
}

/** Runs in the page at the end of the watch. */
function readPage({
  mark,
  bundleFile,
  copyAttribute,
  rootsAttribute,
  restingRootsAttribute,
  mountedAttribute,
}: ReadPageNames): PageReading {
  const probe = window.__benchProbe!;
  const markedAt = performance.getEntriesByName(mark)[0]?.startTime ?? NaN;
  const bundle = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith(`/dist/${bundleFile}`)) as
    PerformanceResourceTiming | undefined;
  const scriptStartMs = Math.max(markedAt, bundle?.responseEnd ?? NaN);
  let aboveFoldRoots = 0;
  let aboveFoldMounted = 0;
  let aboveFoldReadyAtMs = 0;
  let widgetRoots = 0;
  for (const copy of document.querySelectorAll(`[${copyAttribute}]`)) {
    widgetRoots += Number(copy.getAttribute(rootsAttribute));
    const rect = copy.getBoundingClientRect();
    if (rect.top >= innerHeight || rect.bottom <= 0) continue;
    // Those that mount without the visitor: the others wait for interaction (README, "Mount strategies").
    aboveFoldRoots += Number(copy.getAttribute(restingRootsAttribute));
    for (const widget of copy.querySelectorAll(`[${mountedAttribute}]`)) {
      aboveFoldMounted += 1;
      aboveFoldReadyAtMs = Math.max(aboveFoldReadyAtMs, probe.mountedAt.get(widget) ?? NaN);
    }
  }
  const mountedByWidget: Record<string, number> = {};
  for (const widget of document.querySelectorAll(`[${mountedAttribute}]`)) {
    const name = widget.getAttribute(mountedAttribute) ?? '';
    mountedByWidget[name] = (mountedByWidget[name] ?? 0) + 1;
  }
  return {
    scriptStartMs,
    aboveFoldRoots,
    aboveFoldMounted,
    aboveFoldReadyAtMs,
    widgetRoots,
    mountedAtRest: document.querySelectorAll(`[${mountedAttribute}]`).length,
    mountedByWidget,
    pageHeightPx: document.documentElement.scrollHeight,
    longTasks: probe.longTasks,
    longFrames: probe.longFrames,
    layoutShift: probe.layoutShift,
  };
}

const blockingOf = (tasks: ReadonlyArray<{ duration: number }>) =>
  tasks.reduce((sum, task) => sum + Math.max(0, task.duration - LONG_TASK_THRESHOLD_MS), 0);

interface MeasuredMountRun {
  run: MountRun;
  reading: PageReading;
  problems: string[];
  distFiles: string[];
}

async function measureMountRun(browser: Browser, url: string, observeAfterLoadMs: number): Promise<MeasuredMountRun> {
  const measured = await openMeasuredPage(browser, url);
  try {
    await measured.page.waitForTimeout(observeAfterLoadMs);
    // The counters first: reading the page below is script (and layout) of the benchmark's own.
    const metrics = await readMetrics(measured.cdp);
    const reading = await measured.page.evaluate(readPage, {
      mark: SCRIPT_START_MARK,
      bundleFile: MAIN_BUNDLE_FILE,
      copyAttribute: COPY_ATTRIBUTE,
      rootsAttribute: ROOTS_ATTRIBUTE,
      restingRootsAttribute: RESTING_ROOTS_ATTRIBUTE,
      mountedAttribute: MOUNTED_ATTRIBUTE,
    });
    const ours = reading.longTasks.filter((task) => task.startTime + task.duration > reading.scriptStartMs);
    const run: MountRun = {
      scriptStartMs: reading.scriptStartMs,
      aboveFoldReadyMs: reading.aboveFoldMounted >= reading.aboveFoldRoots ? reading.aboveFoldReadyAtMs - reading.scriptStartMs : NaN,
      scriptMs: (metrics.ScriptDuration ?? NaN) * 1000,
      taskMs: (metrics.TaskDuration ?? NaN) * 1000,
      longTasks: reading.longTasks.length,
      longestTaskMs: Math.max(0, ...reading.longTasks.map((task) => task.duration)),
      totalBlockingMs: blockingOf(reading.longTasks),
      totalBlockingAfterScriptStartMs: blockingOf(ours),
      layoutShift: reading.layoutShift,
      mountedAtRest: reading.mountedAtRest,
      heapUsedMB: (metrics.JSHeapUsedSize ?? NaN) / 1024 / 1024,
      listeners: metrics.JSEventListeners ?? NaN,
      nodes: metrics.Nodes ?? NaN,
      ...breakDownLongFrames(reading.longFrames),
    };
    return { run, reading, problems: measured.problems, distFiles: [...new Set(measured.distRequests)] };
  } finally {
    await measured.close();
  }
}

function mountPageHtml(catalogue: Catalogue, widgetRoots: number): string {
  const copies = mixedCopies(catalogue.samples, widgetRoots);
  return renderBenchPage({
    title: `Benchmark: ${widgetRoots} widgets`,
    body: mixedBody(`${widgetRoots} widgets of mixed kinds`, copies),
    head: catalogue.head,
    settings: catalogue.settings,
  });
}

/** How many of the bundle's longest scripts the report names per page. */
const LONGEST_SCRIPTS_SHOWN = 3;

async function measurePage(
  { browser, config, problems, resolveSite }: BenchContext,
  url: string,
  requested: number,
  label: string,
): Promise<MountCase> {
  const runs: MountRun[] = [];
  let last: MeasuredMountRun | undefined;
  let allMounted = true;
  for (let run = 0; run < config.runs; run += 1) {
    last = await measureMountRun(browser, url, config.observeAfterLoadMs);
    runs.push(last.run);
    allMounted &&= last.reading.aboveFoldMounted >= last.reading.aboveFoldRoots;
    problems.push(...last.problems.map((problem) => `${label}: ${problem}`));
  }
  if (!last) throw new Error('the benchmark needs at least one run');
  return {
    requested,
    widgetRoots: last.reading.widgetRoots,
    distFiles: last.distFiles,
    aboveFoldRoots: last.reading.aboveFoldRoots,
    aboveFoldAllMounted: allMounted,
    mountedAtRestByWidget: last.reading.mountedByWidget,
    longestScripts: longestBundleScripts(last.reading.longFrames, LONGEST_SCRIPTS_SHOWN).map(
      (script) =>
        `${script.durationMs.toFixed(0)} ms (forced layout ${script.forcedLayoutMs.toFixed(0)} ms), ${script.invoker}, ${resolveSite(script.site)}`,
    ),
    pageHeightPx: last.reading.pageHeightPx,
    stats: summarizeRuns(runs),
  };
}

const WATCH_END_MARK = 'bench:watch-end';

/**
 * One more load of the page, traced (not counted in the figures: tracing slows the page), to say where
 * the bundle forced layout while starting: "3× widgets/x/y.ts:12 (cms-islands.js:9:1234)".
 */
export async function forcedLayoutsWhileLoading({ browser, config, resolveSite }: BenchContext, url: string): Promise<string[]> {
  const context = await newBenchContext(browser);
  try {
    const page = await context.newPage();
    const { events } = await traced(browser, page, async () => {
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForTimeout(config.observeAfterLoadMs);
      await page.evaluate((mark) => performance.mark(mark), WATCH_END_MARK);
    });
    const counts = new Map<string, number>();
    for (const site of forcedLayouts(windowBetweenMarks(events, SCRIPT_START_MARK, WATCH_END_MARK)).bundleSiteHits) {
      const place = resolveSite(site);
      counts.set(place, (counts.get(place) ?? 0) + 1);
    }
    return [...counts].sort(([, a], [, b]) => b - a).map(([place, count]) => `${count}× ${place}`);
  } finally {
    await context.close();
  }
}

/** The pages of 10, 100 and 1000 widgets; the one nearest 100 is also traced for forced layouts. */
export async function measureMount(context: BenchContext): Promise<MountCase[]> {
  const counts = context.config.widgetCounts;
  const traceCount = counts.reduce((best, count) =>
    Math.abs(count - GOALS.mountPageWidgets) < Math.abs(best - GOALS.mountPageWidgets) ? count : best,
  );
  const cases: MountCase[] = [];
  for (const count of counts) {
    const url = context.site.addPage(mountPageHtml(context.catalogue, count));
    const measured = await measurePage(context, url, count, `mount ${count}`);
    if (count === traceCount) measured.forcedLayoutSites = await forcedLayoutsWhileLoading(context, url);
    cases.push(measured);
  }
  return cases;
}

/**
 * The page compared with the jQuery baseline: every kind of widget, about as long as the baseline's
 * widgets page (the scroll case scrolls the same page).
 */
export function referencePageHtml(catalogue: Catalogue, config: BenchContext['config']): string {
  return mountPageHtml(catalogue, config.scrollPageWidgets);
}

export async function measureReferencePage(context: BenchContext): Promise<MountCase> {
  const html = referencePageHtml(context.catalogue, context.config);
  return measurePage(context, context.site.addPage(html), context.config.scrollPageWidgets, 'reference page');
}
