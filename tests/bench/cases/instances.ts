/**
 * Per instance (issue 34): what each further instance of a widget costs on the storefront page. For
 * each widget of the theme's list (THEME_INSTANCE_COUNTS; scroll-to-top, one to a page, left out), the
 * storefront page is printed with that widget alone alive (site/storefront.ts, `liveWidget`: every
 * other widget's markup stays where it is, renamed out of the bundle's sight, the header's too), twice:
 * with its first instance alive, and with all N of them (the theme's count, at least `minInstances` so
 * a slope shows: a widget the theme shows once or twice gets the rest in its first section, on both
 * pages). Both pages look and lay out the same, so only the live roots make a difference.
 *
 * Each page is loaded cold and watched until `observeAfterLoadMs` after the load event (script:
 * Performance.getMetrics), then scrolled from top to bottom (cases/scroll.ts), `runs` times, the
 * widgets and the two pages taking turns. Per instance = (median(N) − median(1)) / (N − 1).
 */
import { MOUNTED_ATTRIBUTE } from '../browser/probe';
import { openMeasuredPage, readMetrics, waitForQuiet } from '../browser/session';
import type { BenchContext } from '../context';
import { summarizeRuns, type Stat } from '../report/stats';
import { buildParts } from '../site/parts';
import { storefrontPageHtml } from '../site/storefront';
import { SINGLE_ON_A_PAGE, THEME_INSTANCE_COUNTS, storefrontPartsWith } from '../site/storefront-instances';
import { scrollOnce } from './scroll';

export interface InstanceRun {
  /** Main-thread script to the end of the watch. */
  scriptMs: number;
  /** Script while scrolling top to bottom. */
  scrollScriptMs: number;
  scrollLongFrames: number;
  /** The live widget's roots mounted at the end of the watch, and while scrolling. */
  mountedAtRest: number;
  mountedWhileScrolling: number;
  /** The live widget's roots on the page (checked against what was asked). */
  liveRoots: number;
}

export interface InstanceWidget {
  widget: string;
  /** Instances on the theme's widgets page, and on the N page here. */
  themeCount: number;
  instances: number;
  one: Record<keyof InstanceRun, Stat>;
  many: Record<keyof InstanceRun, Stat>;
  /** (median(N) − median(1)) / (N − 1), ms. */
  perInstanceScriptMs: number;
  perInstanceScrollScriptMs: number;
  pageHeightPx: number;
}

export interface InstancesCase {
  widgets: InstanceWidget[];
  leftOut: Array<{ widget: string; reason: string }>;
  runs: number;
  /** How long the case took, s. */
  durationS: number;
}

interface LivePage {
  widget: string;
  themeCount: number;
  instances: number;
  oneUrl: string;
  manyUrl: string;
}

/** Runs in the page: the live widget's roots, and how many of them have mounted. */
function readLive({
  widget,
  mountedAttribute,
  withBlockGalleries,
}: {
  widget: string;
  mountedAttribute: string;
  withBlockGalleries: boolean;
}) {
  const roots = [
    ...document.querySelectorAll(`[data-island="${widget}"]`),
    ...(withBlockGalleries ? document.querySelectorAll('figure.wp-block-gallery') : []),
  ];
  return {
    liveRoots: roots.length,
    mounted: roots.filter((root) => root.hasAttribute(mountedAttribute)).length,
    pageHeightPx: document.documentElement.scrollHeight,
  };
}

async function measureLoad(context: BenchContext, url: string, widget: string, withBlockGalleries: boolean) {
  const measured = await openMeasuredPage(context.browser, url);
  try {
    await measured.page.waitForTimeout(context.config.observeAfterLoadMs);
    const metrics = await readMetrics(measured.cdp);
    const names = { widget, mountedAttribute: MOUNTED_ATTRIBUTE, withBlockGalleries };
    const atRest = await measured.page.evaluate(readLive, names);
    await waitForQuiet(measured.page, 300);
    const scrolled = await scrollOnce(context, measured, `per instance, ${widget}`);
    const after = await measured.page.evaluate(readLive, names);
    context.problems.push(...measured.problems.map((problem) => `per instance, ${widget}: ${problem}`));
    const run: InstanceRun = {
      scriptMs: (metrics.ScriptDuration ?? NaN) * 1000,
      scrollScriptMs: scrolled.run.scriptMs,
      scrollLongFrames: scrolled.run.longFrames,
      mountedAtRest: atRest.mounted,
      mountedWhileScrolling: after.mounted - atRest.mounted,
      liveRoots: atRest.liveRoots,
    };
    return { run, pageHeightPx: atRest.pageHeightPx };
  } finally {
    await measured.close();
  }
}

/** The widgets measured, and those left out with the reason. */
function instanceWidgets(only?: readonly string[]): { widgets: string[]; leftOut: InstancesCase['leftOut'] } {
  const all = Object.keys(THEME_INSTANCE_COUNTS);
  const leftOut = all
    .filter((widget) => SINGLE_ON_A_PAGE.has(widget))
    .map((widget) => ({ widget, reason: 'one to a page: a second one is not a page a theme prints' }));
  const widgets = all.filter((widget) => !SINGLE_ON_A_PAGE.has(widget) && (!only || only.includes(widget)));
  return { widgets, leftOut };
}

export async function measureInstances(context: BenchContext): Promise<InstancesCase> {
  const started = Date.now();
  const { runs, minInstances, widgets: only } = context.config.perInstance;
  const { widgets, leftOut } = instanceWidgets(only);
  const pages: LivePage[] = [];
  for (const widget of widgets) {
    const themeCount = THEME_INSTANCE_COUNTS[widget]!;
    const instances = Math.max(themeCount, minInstances);
    const parts = await buildParts(context.browser, context.catalogue, storefrontPartsWith(widget, instances));
    const held = parts.filter((part) => part.spec.widget === widget).reduce((sum, part) => sum + part.instanceCount, 0);
    if (held !== instances) context.problems.push(`per instance, ${widget}: ${held} instances on the page, ${instances} asked for`);
    pages.push({
      widget,
      themeCount,
      instances: held,
      oneUrl: context.site.addPage(storefrontPageHtml(context, parts, { liveWidget: widget, liveInstances: 1 })),
      manyUrl: context.site.addPage(storefrontPageHtml(context, parts, { liveWidget: widget })),
    });
  }
  const one = new Map<string, InstanceRun[]>();
  const many = new Map<string, InstanceRun[]>();
  const heights = new Map<string, number>();
  for (let run = 0; run < runs; run += 1) {
    for (const page of pages) {
      const first = await measureLoad(context, page.oneUrl, page.widget, false);
      const all = await measureLoad(context, page.manyUrl, page.widget, page.widget === 'gallery');
      one.set(page.widget, [...(one.get(page.widget) ?? []), first.run]);
      many.set(page.widget, [...(many.get(page.widget) ?? []), all.run]);
      heights.set(page.widget, all.pageHeightPx);
      if (first.run.liveRoots !== 1 || all.run.liveRoots !== page.instances)
        context.problems.push(
          `per instance, ${page.widget}: ${first.run.liveRoots} and ${all.run.liveRoots} live roots, 1 and ${page.instances} meant`,
        );
    }
  }
  return {
    widgets: pages.map((page) => {
      const oneStats = summarizeRuns(one.get(page.widget)!);
      const manyStats = summarizeRuns(many.get(page.widget)!);
      const slope = (key: keyof InstanceRun) => (manyStats[key].median - oneStats[key].median) / (page.instances - 1);
      return {
        widget: page.widget,
        themeCount: page.themeCount,
        instances: page.instances,
        one: oneStats,
        many: manyStats,
        perInstanceScriptMs: slope('scriptMs'),
        perInstanceScrollScriptMs: slope('scrollScriptMs'),
        pageHeightPx: heights.get(page.widget) ?? NaN,
      };
    }),
    leftOut,
    runs,
    durationS: (Date.now() - started) / 1000,
  };
}
