/**
 * Scroll: a long page of mixed widgets, settled, then scrolled from top to bottom by a synthetic
 * mouse-wheel gesture at a steady speed (DevTools protocol Input.synthesizeScrollGesture, the same
 * gesture Chromium's own scrolling benchmarks use). Script time comes from Performance.getMetrics
 * (ScriptDuration before and after); frames, the worst frame and forced layouts from the trace.
 */
import { VIEWPORT } from '../config';
import type { BenchContext } from '../context';
import { openMeasuredPage, readMetrics, waitForQuiet, type MeasuredPage } from '../browser/session';
import { breakDownLongFrames, type LongFrameBreakdown } from '../browser/long-frames';
import type { LongFrame } from '../browser/probe';
import {
  forcedLayouts,
  frameStarts,
  scriptByEntryPoint,
  scriptPerFrameMs,
  threadTimes,
  traced,
  windowBetweenMarks,
  type ScriptEntryPoint,
} from '../browser/trace';
import { summarizeRuns, type Stat } from '../report/stats';
import { readPage } from '../../../demo-pages/server/pages';
import { renderBenchPage } from '../site/pages';
import { referencePageHtml } from './mount';

export interface ScrollRun extends LongFrameBreakdown {
  distancePx: number;
  durationMs: number;
  frames: number;
  scriptMs: number;
  /** The same script in thread (CPU) time, from the trace: what a busy machine does not lengthen. */
  scriptThreadMs: number;
  /** ScriptDuration over the scroll divided by the frames drawn. */
  scriptPerFrameMs: number;
  /** The frame with the most script (from the trace). */
  worstFrameScriptMs: number;
  /** Frames whose script alone took longer than a 60 Hz frame. */
  framesOver16Ms: number;
  forcedLayoutsByBundle: number;
  forcedLayoutsOther: number;
  /** Widgets mounted as they came near during the scroll. */
  mountedWhileScrolling: number;
  layoutCount: number;
}

export interface ScrollCase {
  /** What was scrolled. */
  label: string;
  widgetRoots: number;
  pageHeightPx: number;
  speedPxPerS: number;
  stats: Record<keyof ScrollRun, Stat>;
  /** Where the bundle forced layouts (file:line function), over all runs. */
  forcedLayoutSites: string[];
}

const SCROLL_START_MARK = 'bench:scroll-start';
const SCROLL_END_MARK = 'bench:scroll-end';
/** After the gesture, widgets mounted near the bottom finish within this. */
const SCROLL_TAIL_MS = 300;
const FRAME_BUDGET_MS = 1000 / 60;

/** The reference page: mixed widgets, most below the fold, mounting as they come near. */
export function measureScroll(context: BenchContext): Promise<ScrollCase> {
  return measureScrollOf(context, context.site.addPage(referencePageHtml(context.catalogue, context.config)), 'reference page', 'scroll');
}

/** The demo page the shop header case scrolls (header banner, sticky header with hide-on-scroll, one-page menu, footer, scroll-to-top). */
const SHOP_HEADER_PAGE = 'shop-header';
/** Its content repeated this many times, so the page is long (the header sticks, hides and comes back all the way down). */
const SHOP_HEADER_CONTENT_REPEATS = 4;

/**
 * The shop header: the demo page as a theme prints it (its own settings: banner enabled, not closed),
 * with its content section repeated so the page is long, scrolled from top to bottom. The sticky header
 * sticks past its threshold and hides on the way down; the banner, one-page menu and scroll-to-top
 * follow the store's one scroll listener.
 */
export function measureShopHeaderScroll(context: BenchContext): Promise<ScrollCase | null> {
  const demo = readPage(SHOP_HEADER_PAGE);
  if (!demo) return Promise.resolve(null);
  const content = /<div class="shop-content">[\s\S]*?(?=<!-- example -->)/.exec(demo.body)?.[0] ?? '';
  // Repeats of the content get no ids, so the one-page menu's targets stay unique.
  const filler = content.replace(/\sid="[^"]*"/g, '');
  const body = demo.body.replace(content, content + filler.repeat(SHOP_HEADER_CONTENT_REPEATS - 1));
  const url = context.site.addPage(renderBenchPage({ title: 'Benchmark: shop header', body, settings: demo.settings }));
  return measureScrollOf(context, url, `the ${SHOP_HEADER_PAGE} demo page, content × ${SHOP_HEADER_CONTENT_REPEATS}`, 'shop header scroll');
}

export interface ScrolledOnce {
  run: ScrollRun;
  /** Where the bundle forced layout during the gesture (file:line function). */
  sites: string[];
  pageHeightPx: number;
  widgetRoots: number;
  /** Long animation frames begun during the gesture and its tail. */
  longFrames: LongFrame[];
  /** The gesture's script by what started it (browser/trace.ts, scriptByEntryPoint). */
  entryPoints: ScriptEntryPoint[];
}

/**
 * Scrolls a settled, measured page from top to bottom once, traced (also used by the media page,
 * cases/media.ts, which goes on acting on the same page).
 */
export async function scrollOnce(
  { browser, config, problems, resolveSite }: BenchContext,
  { page, cdp }: MeasuredPage,
  problemLabel: string,
): Promise<ScrolledOnce> {
  const before = await page.evaluate(() => ({
    heightPx: document.documentElement.scrollHeight,
    // A generated page counts its copies' roots; a demo page (the shop header) its roots mounted or not.
    roots:
      [...document.querySelectorAll('[data-bench-roots]')].reduce((sum, copy) => sum + Number(copy.getAttribute('data-bench-roots')), 0) ||
      document.querySelectorAll('[data-island]').length,
    mounts: window.__benchProbe!.mounts,
  }));
  const distancePx = before.heightPx - VIEWPORT.height;
  const { result, events } = await traced(browser, page, async () => {
    const metricsBefore = await readMetrics(cdp);
    await page.evaluate((mark) => performance.mark(mark), SCROLL_START_MARK);
    const startedAt = Date.now();
    await cdp.send('Input.synthesizeScrollGesture', {
      x: Math.round(VIEWPORT.width / 2),
      y: Math.round(VIEWPORT.height / 2),
      yDistance: -distancePx,
      speed: config.scrollSpeedPxPerS,
      gestureSourceType: 'mouse',
    });
    const durationMs = Date.now() - startedAt;
    await page.waitForTimeout(SCROLL_TAIL_MS);
    await page.evaluate((mark) => performance.mark(mark), SCROLL_END_MARK);
    const metricsAfter = await readMetrics(cdp);
    const after = await page.evaluate(
      (mark) => ({
        scrollY: window.scrollY,
        heightPx: document.documentElement.scrollHeight,
        mounts: window.__benchProbe!.mounts,
        longFrames: window.__benchProbe!.longFrames,
        startedAt: performance.getEntriesByName(mark)[0]?.startTime ?? 0,
      }),
      SCROLL_START_MARK,
    );
    return { metricsBefore, metricsAfter, durationMs, after };
  });
  const span = windowBetweenMarks(events, SCROLL_START_MARK, SCROLL_END_MARK);
  const frames = frameStarts(span);
  const perFrame = scriptPerFrameMs(span, frames);
  const forced = forcedLayouts(span);
  const scriptMs = ((result.metricsAfter.ScriptDuration ?? NaN) - (result.metricsBefore.ScriptDuration ?? NaN)) * 1000;
  // The bottom of the page as it is after the gesture: widgets mounted on the way may change its height.
  if (result.after.scrollY + VIEWPORT.height < result.after.heightPx - 2)
    problems.push(
      `${problemLabel}: the gesture stopped at ${result.after.scrollY} px of ${distancePx} px (page ${before.heightPx} → ${result.after.heightPx} px)`,
    );
  return {
    run: {
      distancePx,
      durationMs: result.durationMs,
      frames: frames.length,
      scriptMs,
      scriptThreadMs: threadTimes(span).scriptMs,
      scriptPerFrameMs: frames.length > 0 ? scriptMs / frames.length : NaN,
      worstFrameScriptMs: Math.max(0, ...perFrame),
      framesOver16Ms: perFrame.filter((ms) => ms > FRAME_BUDGET_MS).length,
      forcedLayoutsByBundle: forced.bundle,
      forcedLayoutsOther: forced.other,
      mountedWhileScrolling: result.after.mounts - before.mounts,
      layoutCount: (result.metricsAfter.LayoutCount ?? NaN) - (result.metricsBefore.LayoutCount ?? NaN),
      ...breakDownLongFrames(result.after.longFrames, result.after.startedAt),
    },
    sites: forced.bundleSites.map(resolveSite),
    pageHeightPx: before.heightPx,
    widgetRoots: before.roots,
    longFrames: result.after.longFrames.filter((frame) => frame.startTime >= result.after.startedAt),
    entryPoints: scriptByEntryPoint(span, resolveSite),
  };
}

async function measureScrollOf(context: BenchContext, url: string, label: string, problemLabel: string): Promise<ScrollCase> {
  const { browser, config, problems } = context;
  const runs: ScrollRun[] = [];
  const sites = new Set<string>();
  let pageHeightPx = 0;
  let widgetRoots = 0;
  for (let run = 0; run < config.longCaseRuns; run += 1) {
    const measured = await openMeasuredPage(browser, url);
    try {
      await waitForQuiet(measured.page, 300);
      const once = await scrollOnce(context, measured, problemLabel);
      runs.push(once.run);
      once.sites.forEach((place) => sites.add(place));
      pageHeightPx = once.pageHeightPx;
      widgetRoots = once.widgetRoots;
      problems.push(...measured.problems.map((problem) => `${problemLabel}: ${problem}`));
    } finally {
      await measured.close();
    }
  }
  return {
    label,
    widgetRoots,
    pageHeightPx,
    speedPxPerS: config.scrollSpeedPxPerS,
    stats: summarizeRuns(runs),
    forcedLayoutSites: [...sites],
  };
}
