import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CHROMIUM_ARGS } from '../browser/chromium';
import { QUICK_CONFIG, type BenchConfig } from './config';
import type { Stat } from './report/stats';
import { judgeGoals } from './report/goals';
import { renderReport } from './report/tables';
import { mountChartSvg } from './report/chart';
import { CASE_NAMES, runBenchmark, type BenchResults } from './suite';

/**
 * `npm run bench:smoke` (README, "Tests"): the benchmark's quick run (small pages, one run each), so
 * it cannot rot unnoticed: every case must produce sane numbers and mount its widgets. Timing goals
 * are never asserted here (see `npm run bench`). Its own command, run by CI after `npm test`.
 */
let browser: Browser;
let results: BenchResults;

/**
 * The quick run made lighter still: every case still runs and must give sane numbers,
 * on smaller pages (two mount sizes, the fewest that draw the chart's line), a shorter watch after
 * load, a faster scroll gesture and fewer memory cycles.
 */
const SMOKE_CONFIG: BenchConfig = {
  ...QUICK_CONFIG,
  widgetCounts: [4, 8],
  observeAfterLoadMs: 500,
  scrollSpeedPxPerS: 8000,
  memoryCycles: 6,
};

beforeAll(async () => {
  // Its own Chromium, as `npm run bench` launches one (tests/bench/run.ts), from the path the global setup found.
  browser = await chromium.launch({ executablePath: inject('chromiumPath'), headless: true, args: CHROMIUM_ARGS });
  // The run's own build (tests/browser/global-setup.ts): the benchmark only reads it. Every case,
  // the media, list and storefront pages and the per-instance case (one widget) included; Lighthouse
  // left out (half a minute a preset: `npm run bench -- --only lighthouse` runs it).
  results = await runBenchmark(
    SMOKE_CONFIG,
    { browser, distDir: inject('distDir') },
    CASE_NAMES.filter((name) => name !== 'lighthouse'),
  );
  // A limit for a hung run, not a slow one: two busy shared cores can make these two minutes take five.
}, 300_000);

afterAll(async () => {
  await browser?.close();
});

/** Every figure of a case: a finite, non-negative median (a figure a run could not measure would be NaN). */
function expectSane(stats: Record<string, Stat>, label: string): void {
  for (const [name, value] of Object.entries(stats)) {
    expect(value.runs.length, `${label}: ${name} runs`).toBeGreaterThan(0);
    expect(Number.isFinite(value.median) && value.median >= 0, `${label}: ${name} = ${value.median}`).toBe(true);
  }
}

describe('benchmark, quick run', () => {
  it('catalogues the demo samples and mounts a widget from each', () => {
    expect(results.samples.length).toBeGreaterThan(0);
    for (const sample of results.samples) expect(sample.widgets.length, sample.id).toBeGreaterThan(0);
  });

  it('sizes every built file and the pages that download them', () => {
    const main = results.bytes.mainBundle;
    expect(main.minifiedBytes).toBeGreaterThan(0);
    expect(main.gzipBytes).toBeGreaterThan(0);
    expect(main.gzipBytes).toBeLessThan(main.minifiedBytes);
    expect(main.brotliBytes).toBeLessThan(main.minifiedBytes);
    for (const page of results.bytes.pages) {
      expect(page.files, page.label).toContain(main.file);
      expect(page.gzipBytes, page.label).toBeGreaterThanOrEqual(main.gzipBytes);
    }
  });

  it('mounts every above-the-fold widget of each page and measures its cost', () => {
    expect(results.referencePage).not.toBeNull();
    for (const mountCase of [...results.mount, results.referencePage!]) {
      const label = `${mountCase.requested} widgets`;
      expect(mountCase.widgetRoots, label).toBeGreaterThanOrEqual(mountCase.requested);
      expect(mountCase.aboveFoldRoots, label).toBeGreaterThan(0);
      expect(mountCase.aboveFoldAllMounted, label).toBe(true);
      expect(mountCase.stats.mountedAtRest.median, label).toBeGreaterThanOrEqual(mountCase.aboveFoldRoots);
      expect(mountCase.stats.scriptMs.median, label).toBeGreaterThan(0);
      expectSane(mountCase.stats, label);
    }
  });

  it('scrolls the reference page and the shop header page from top to bottom and counts their frames', () => {
    for (const scroll of [results.scroll, results.shopHeaderScroll]) {
      expect(scroll).not.toBeNull();
      expect(scroll!.stats.distancePx.median, scroll!.label).toBeGreaterThan(0);
      expect(scroll!.stats.frames.median, scroll!.label).toBeGreaterThan(0);
      expectSane(scroll!.stats, scroll!.label);
    }
  });

  it('times every interaction whose widget exists, and each one changes its widget', () => {
    const measured = results.interactions.filter((interaction) => !interaction.absent);
    expect(measured.length).toBeGreaterThan(0);
    for (const interaction of measured) {
      const { answerShownMs, ...timed } = interaction.stats!;
      expectSane(timed, interaction.name);
      expect(interaction.stats!.worked.median, interaction.name).toBe(1);
      if (interaction.kind === 'contact-form') expect(Number.isFinite(answerShownMs.median), 'the form got its answer').toBe(true);
    }
  });

  it('reads memory after mount and after the insert/remove cycles', () => {
    const memory = results.memory!;
    expect(memory.rootsCycled).toBeGreaterThan(0);
    expect(memory.stats.listenersAfterCycles.median).toBeGreaterThan(0);
    const { heapGrowthKB, objectGrowthKB, ...counts } = memory.stats;
    expectSane(counts, 'memory');
    for (const growth of [heapGrowthKB, objectGrowthKB]) expect(Number.isFinite(growth.median), 'growth (may be negative)').toBe(true);
  });

  it('scrolls the media page, opens its lightbox, and loads more on the list page', () => {
    const media = results.media!;
    expect(media.widgetRoots).toBeGreaterThan(0);
    expectSane(media.stats, 'media');
    expect(media.lightbox, 'the media page has a gallery').toBeDefined();
    expectSane(media.lightbox!.open, 'lightbox open');
    const list = results.list!;
    expect(list.loadMoreClicks).toBeGreaterThan(0);
    expectSane(list.loadMore!, 'load more');
    expectSane(list.timers!, 'timers');
  });

  it('loads the storefront page: its header mounts at rest, its first clicks open their overlays, its figures are sane', () => {
    const storefront = results.storefront!;
    expect(storefront.widgetRoots).toBeGreaterThan(0);
    expectSane(storefront.stats, 'storefront');
    expectSane(storefront.threadStats, 'storefront, thread time');
    expect(storefront.files).toContain(results.bytes.mainBundle.file);
    expect(Object.keys(storefront.headerWidgets)).toEqual(expect.arrayContaining(['sticky-header', 'menu']));
    // The theme's widget instances (issue 34), each one on the page.
    for (const { widget, onPage, theme } of storefront.instances) expect(onPage, widget).toBe(theme);
    // Measured again with no DevTools client: the page reported its own readings.
    expect(storefront.withoutDevTools, storefront.withoutDevToolsFailed).not.toBeNull();
    expectSane(storefront.withoutDevTools!, 'storefront, without DevTools');
    expect(storefront.firstClicks.length).toBeGreaterThan(0);
    for (const click of storefront.firstClicks) expect(click.opened, click.name).toBe(true);
  });

  it('measures what a further instance costs: the page with one alive and with all of them, every one mounted once scrolled', () => {
    const instances = results.instances!;
    expect(instances.widgets.length).toBeGreaterThan(0);
    for (const widget of instances.widgets) {
      expectSane(widget.one, `${widget.widget}, one`);
      expectSane(widget.many, `${widget.widget}, all`);
      expect(widget.one.liveRoots.median, widget.widget).toBe(1);
      expect(widget.many.liveRoots.median, widget.widget).toBe(widget.instances);
      expect(widget.many.mountedAtRest.median + widget.many.mountedWhileScrolling.median, widget.widget).toBe(widget.instances);
      expect(Number.isFinite(widget.perInstanceScriptMs) && Number.isFinite(widget.perInstanceScrollScriptMs), widget.widget).toBe(true);
    }
  });

  it('saw no console error or warning on the generated pages', () => {
    expect(results.problems).toEqual([]);
  });

  it('judges every goal and renders the report and the chart', () => {
    const verdicts = judgeGoals(results);
    expect(verdicts.length).toBeGreaterThan(0);
    expect(renderReport(results, verdicts)).toContain('## Goals');
    expect(mountChartSvg(results.mount, 'quick')).toMatch(/^<svg[\s\S]*<polyline[\s\S]*<\/svg>\n$/);
  });
});
