/**
 * The list page (issue 12): a blog list of the demo backend's 30 posts (a masonry one when the demo
 * pages print a post list with a masonry layout; until then the blog demo's grid list), and 100
 * countdowns. Each run loads the page cold and:
 *
 * 1. watches the page's timers for a few seconds with every countdown mounted (the page's
 *    lazy_loading_offset reaches them all): setTimeout/setInterval are wrapped by an init script that
 *    tells which built file asked for each timer; 100 countdowns should hold one;
 * 2. clicks load-more three times, each traced: the click's processing (Event Timing), the click to
 *    the request going out (resource timing), the answer to the items in the page, and long tasks from
 *    the click until the appended items have painted;
 * 3. toggles a category filter on and back to All, each traced.
 */
import type { Page } from 'playwright-core';
import type { BenchConfig } from '../config';
import type { BenchContext } from '../context';
import { afterNextPaint, openMeasuredPage, waitForQuiet } from '../browser/session';
import { summarizeRuns, type Stat } from '../report/stats';
import { REACH_EVERYTHING_OFFSET_PX, renderBenchPage } from '../site/pages';
import { PART_ATTRIBUTE, buildParts, describePart, partSection, type Part, type PartSpec } from '../site/parts';
import { KEEP_NAMES_SHIM } from '../browser/probe';
import { INPUT_END_MARK, timeInput, type TimedInput } from './interaction';

/** A post list printed with a masonry layout (the lists helper's markup, issue 12; not on the demo pages yet). */
const MASONRY_LIST = /data-layout="masonry"|data-island="masonry"|\bdata-masonry\b|"layout"\s*:\s*"masonry"/;
/** Infinite scroll loads by itself: the load-more clicks need a list that waits for them. */
const INFINITE_LIST = /\bdata-infinite\b(?!="false")/;

function listPartSpecs(config: BenchConfig): PartSpec[] {
  return [
    {
      widget: 'post-list',
      label: 'a masonry blog of 30 posts, load more, filters',
      prefer: MASONRY_LIST,
      avoid: INFINITE_LIST,
    },
    { widget: 'countdown', label: `${config.listPage.countdowns} countdowns` },
  ];
}

interface TimerFile {
  created: number;
  fired: number;
  callbackMs: number;
  /** Most timers of this file pending at once since the last reset. */
  maxPending: number;
  pending: number;
}

declare global {
  interface Window {
    __benchTimers?: { files: Record<string, TimerFile>; reset(): void };
  }
}

/**
 * Runs in the page before its first script: wraps setTimeout/setInterval and their clears, and counts
 * per built file (the first /dist/ script on the caller's stack) the timers it holds, creates and fires,
 * and the time their callbacks take. Timers of other scripts (the test driver's) pass through untouched.
 */
function installTimerProbe(): void {
  type Create = (handler: TimerHandler, timeout?: number, ...args: unknown[]) => number;
  const native = {
    setTimeout: window.setTimeout.bind(window) as Create,
    setInterval: window.setInterval.bind(window) as Create,
    clearTimeout: window.clearTimeout.bind(window),
    clearInterval: window.clearInterval.bind(window),
  };
  const files: Record<string, TimerFile> = {};
  const owner = new Map<number, { file: string; repeat: boolean }>();
  const fileOf = (): string | null => /\/dist\/([^/:\s)]+\.js)/.exec(new Error().stack ?? '')?.[1] ?? null;
  const statsOf = (file: string) => (files[file] ??= { created: 0, fired: 0, callbackMs: 0, maxPending: 0, pending: 0 });
  const release = (id: number) => {
    const held = owner.get(id);
    if (!held) return;
    owner.delete(id);
    statsOf(held.file).pending -= 1;
  };
  const wrap = (repeat: boolean) =>
    function (this: unknown, handler: TimerHandler, delay?: number, ...rest: unknown[]): number {
      const create = repeat ? native.setInterval : native.setTimeout;
      const file = typeof handler === 'function' ? fileOf() : null;
      if (!file) return create(handler, delay, ...rest);
      const stats = statsOf(file);
      const id: number = create(
        (...args: unknown[]) => {
          if (!repeat) release(id);
          stats.fired += 1;
          const started = performance.now();
          try {
            (handler as (...given: unknown[]) => void)(...args);
          } finally {
            stats.callbackMs += performance.now() - started;
          }
        },
        delay,
        ...rest,
      );
      owner.set(id, { file, repeat });
      stats.created += 1;
      stats.pending += 1;
      stats.maxPending = Math.max(stats.maxPending, stats.pending);
      return id;
    };
  window.setTimeout = wrap(false) as typeof setTimeout;
  window.setInterval = wrap(true) as typeof setInterval;
  window.clearTimeout = ((id?: number) => (release(id ?? -1), native.clearTimeout(id))) as typeof clearTimeout;
  window.clearInterval = ((id?: number) => (release(id ?? -1), native.clearInterval(id))) as typeof clearInterval;
  window.__benchTimers = {
    files,
    reset() {
      for (const stats of Object.values(files)) Object.assign(stats, { created: 0, fired: 0, callbackMs: 0, maxPending: stats.pending });
    },
  };
}

const TIMER_PROBE_SCRIPT = `${KEEP_NAMES_SHIM}\n(${installTimerProbe.toString()})();`;

/** The file the countdowns are built into (widgets/index.ts: the counters family, `file: 'own'`). */
const COUNTDOWN_FILE = 'cms-islands.widget-counters.js';

export interface TimerRun {
  countdownsMounted: number;
  /** Most timers the countdowns' file held at once while watched. */
  countdownTimersMax: number;
  /** Its timer callbacks per second, and the time of one (every countdown updated). */
  countdownTicksPerSecond: number;
  countdownTickMs: number;
  /** Most timers held at once by every built file together. */
  bundleTimersMax: number;
}

export interface LoadMoreRun extends TimedInput {
  /** The click's event timestamp to the request's start (resource timing), ms. */
  clickToRequestMs: number;
  /** The answer's last byte to the first new item in the page, ms. */
  answerToAppendedMs: number;
  itemsAdded: number;
  /** Long tasks (> 50 ms) from the click until the new items had painted. */
  longTasks: number;
  longestTaskMs: number;
  /** The bundle's script in long animation frames over the same span. */
  longFrameBundleScriptMs: number;
}

export interface ListCase {
  parts: Array<ReturnType<typeof describePart>>;
  /** Whether the list used has a masonry layout (else: the blog demo's grid, until the markup lands). */
  masonry: boolean;
  timers?: Record<keyof TimerRun, Stat>;
  /** Built files holding timers while watched, with the most held at once (last run). */
  timerFiles: string[];
  loadMore?: Record<keyof LoadMoreRun, Stat>;
  loadMoreClicks: number;
  filter?: Record<keyof TimedInput, Stat>;
  forcedLayoutSites: string[];
}

function listPageHtml(context: BenchContext, parts: readonly Part[]): string {
  const [list, countdowns] = parts;
  const sections = [list && partSection(list), countdowns && partSection(countdowns, { copies: context.config.listPage.countdowns })];
  return renderBenchPage({
    title: 'Benchmark: list page',
    body: `<h1>List page</h1>\n${sections.filter(Boolean).join('\n')}`,
    head: context.catalogue.head,
    // Every countdown mounts at once, wherever it is: the timers are watched with all of them running.
    settings: { ...context.catalogue.settings, lazy_loading_offset: REACH_EVERYTHING_OFFSET_PX },
  });
}

const LIST = `[${PART_ATTRIBUTE}="post-list"]`;

async function watchTimers(page: Page, countdowns: number, watchMs: number): Promise<TimerRun> {
  await page.waitForFunction((count) => document.querySelectorAll('[data-island-mounted="countdown"]').length >= count, countdowns, {
    timeout: 10_000,
  });
  await page.evaluate(() => window.__benchTimers!.reset());
  await page.waitForTimeout(watchMs);
  const reading = await page.evaluate(
    (file) => ({
      files: window.__benchTimers!.files,
      mounted: document.querySelectorAll('[data-island-mounted="countdown"]').length,
      countdown: window.__benchTimers!.files[file],
    }),
    COUNTDOWN_FILE,
  );
  const all = Object.values(reading.files);
  const countdown = reading.countdown;
  return {
    countdownsMounted: reading.mounted,
    countdownTimersMax: countdown?.maxPending ?? 0,
    countdownTicksPerSecond: countdown ? (countdown.fired / watchMs) * 1000 : 0,
    countdownTickMs: countdown && countdown.fired > 0 ? countdown.callbackMs / countdown.fired : NaN,
    bundleTimersMax: all.reduce((sum, file) => sum + file.maxPending, 0),
  };
}

/** Runs in the page before a load-more click: notes the click's timestamp and when new items land. */
function armLoadMoreWatch(list: string): void {
  const items = document.querySelector(`${list} [data-post-list-items]`) ?? document.querySelector(list)!;
  const watch = { clickAt: NaN, appendedAt: NaN, before: items.children.length };
  (window as unknown as { __benchLoadMore: typeof watch }).__benchLoadMore = watch;
  window.addEventListener('click', (event) => (watch.clickAt = event.timeStamp), { capture: true, once: true });
  const observer = new MutationObserver(() => {
    if (items.children.length <= watch.before) return;
    watch.appendedAt = performance.now();
    observer.disconnect();
  });
  observer.observe(items, { childList: true, subtree: true });
}

/** Runs in the page after the click: the figures of the load (resource timing, the probe's long tasks). */
function readLoadMore({ list, endMark }: { list: string; endMark: string }) {
  const watch = (window as unknown as { __benchLoadMore: { clickAt: number; appendedAt: number; before: number } }).__benchLoadMore;
  const items = document.querySelector(`${list} [data-post-list-items]`) ?? document.querySelector(list)!;
  const request = performance
    .getEntriesByType('resource')
    .find((entry) => entry.startTime >= watch.clickAt && (entry as PerformanceResourceTiming).initiatorType === 'fetch') as
    PerformanceResourceTiming | undefined;
  // Up to the end of the traced span (timeInput's end mark): stopping the trace is not the page's work.
  const endedAt = performance.getEntriesByName(endMark).at(-1)?.startTime ?? performance.now();
  const during = (start: number, duration: number) => start + duration >= watch.clickAt && start <= endedAt;
  const longTasks = window.__benchProbe!.longTasks.filter((task) => during(task.startTime, task.duration));
  const bundleScriptMs = window
    .__benchProbe!.longFrames.filter((frame) => during(frame.startTime, frame.duration))
    .flatMap((frame) => frame.scripts)
    .filter((script) => script.sourceURL.includes('/dist/'))
    .reduce((sum, script) => sum + script.duration, 0);
  return {
    clickToRequestMs: request ? request.startTime - watch.clickAt : NaN,
    answerToAppendedMs: request ? watch.appendedAt - request.responseEnd : NaN,
    itemsAdded: items.children.length - watch.before,
    longTasks: longTasks.length,
    longestTaskMs: Math.max(0, ...longTasks.map((task) => task.duration)),
    longFrameBundleScriptMs: bundleScriptMs,
  };
}

async function clickLoadMore(context: BenchContext, page: Page, sites: Set<string>): Promise<LoadMoreRun> {
  const button = page.locator(`${LIST} [data-post-list-more]`).first();
  await button.scrollIntoViewIfNeeded();
  await afterNextPaint(page);
  const box = await button.boundingBox();
  if (!box) throw new Error('the load-more button is not on screen');
  await page.evaluate(armLoadMoreWatch, LIST);
  const timed = await timeInput(
    context,
    page,
    async () => {
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForFunction(
        (list) => {
          const watch = (window as unknown as { __benchLoadMore: { appendedAt: number } }).__benchLoadMore;
          const more = document.querySelector(`${list} [data-post-list-more]`);
          return Number.isFinite(watch.appendedAt) && !more?.classList.contains('post-list-loading');
        },
        LIST,
        { timeout: 10_000, polling: 50 },
      );
    },
    sites,
  );
  return { ...timed, ...(await page.evaluate(readLoadMore, { list: LIST, endMark: INPUT_END_MARK })) };
}

async function clickFilter(context: BenchContext, page: Page, index: number, sites: Set<string>): Promise<TimedInput> {
  const button = page.locator(`${LIST} [data-post-list-filter]`).nth(index);
  await button.scrollIntoViewIfNeeded();
  await afterNextPaint(page);
  return timeInput(
    context,
    page,
    async () => {
      await button.click();
      await page.waitForFunction(
        ({ list, index }) => document.querySelectorAll(`${list} [data-post-list-filter]`)[index]?.getAttribute('aria-pressed') === 'true',
        { list: LIST, index },
        { timeout: 5000 },
      );
    },
    sites,
  );
}

export async function measureListPage(context: BenchContext): Promise<ListCase> {
  const { browser, catalogue, config, problems } = context;
  const parts = await buildParts(browser, catalogue, listPartSpecs(config));
  const [list, countdowns] = parts as [Part, Part];
  const url = context.site.addPage(listPageHtml(context, parts));
  const timerRuns: TimerRun[] = [];
  const loadMores: LoadMoreRun[] = [];
  const filters: TimedInput[] = [];
  const sites = new Set<string>();
  let timerFiles: string[] = [];
  for (let run = 0; run < config.runs; run += 1) {
    const measured = await openMeasuredPage(browser, url, { initScripts: [TIMER_PROBE_SCRIPT] });
    const { page } = measured;
    try {
      await waitForQuiet(page, 300);
      if (countdowns.sample) {
        timerRuns.push(await watchTimers(page, config.listPage.countdowns, config.listPage.timerWatchMs));
        timerFiles = await page.evaluate(() =>
          Object.entries(window.__benchTimers!.files)
            .filter(([, stats]) => stats.maxPending > 0 || stats.created > 0)
            .map(([file, stats]) => `${file}: at most ${stats.maxPending} at once, ${stats.created} created`),
        );
      }
      if (list.sample) {
        for (let click = 0; click < config.listPage.loadMoreClicks; click += 1) loadMores.push(await clickLoadMore(context, page, sites));
        // A category on, then All again.
        filters.push(await clickFilter(context, page, 1, sites));
        filters.push(await clickFilter(context, page, 0, sites));
      }
    } catch (error) {
      problems.push(`list page: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`);
    } finally {
      problems.push(...measured.problems.map((problem) => `list page: ${problem}`));
      await measured.close();
    }
  }
  return {
    parts: parts.map(describePart),
    masonry: !!list.sample && list.preferred,
    timers: timerRuns.length > 0 ? summarizeRuns(timerRuns) : undefined,
    timerFiles,
    loadMore: loadMores.length > 0 ? summarizeRuns(loadMores) : undefined,
    loadMoreClicks: config.listPage.loadMoreClicks,
    filter: filters.length > 0 ? summarizeRuns(filters) : undefined,
    forcedLayoutSites: [...sites],
  };
}
