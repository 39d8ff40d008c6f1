/**
 * The whole benchmark, used by `npm run bench` (tests/bench/run.ts) and by the quick run inside
 * `npm test` (tests/browser/bench-quick.test.ts): catalogue the demo samples, then bytes, mount, scroll,
 * interaction, memory, the media and list pages, and the storefront page, in one headless Chromium.
 */
import { cpus, loadavg } from 'node:os';
import type { Browser } from 'playwright-core';
import { sourceSiteResolver } from './browser/source-sites';
import { measureBytes, type BytesResult } from './cases/bytes';
import { catalogueSamples } from './cases/catalogue';
import { measureInteractions, type InteractionCase } from './cases/interaction';
import { measureListPage, type ListCase } from './cases/list';
import { measureMediaPage, type MediaCase } from './cases/media';
import { measureMemory, type MemoryCase } from './cases/memory';
import { measureMount, measureReferencePage, type MountCase } from './cases/mount';
import { measureScroll, measureShopHeaderScroll, type ScrollCase } from './cases/scroll';
import { measureStorefront, type StorefrontCase } from './cases/storefront';
import { measureInstances, type InstancesCase } from './cases/instances';
import { measureLighthouse, type LighthouseCase } from './cases/lighthouse';
import { VIEWPORT, type BenchConfig } from './config';
import type { BenchContext } from './context';
import { startBenchSite } from './site/server';

/**
 * The cases a run can be limited to (`npm run bench -- --only media,list`); bytes always run (no
 * browser). `media`, `list` and `storefront` are the pages of issues 11, 12 and 21 (34: the theme's
 * instances); `instances` and `lighthouse` measure the storefront page too (issue 34).
 */
export const CASE_NAMES = ['mount', 'scroll', 'interaction', 'memory', 'media', 'list', 'storefront', 'instances', 'lighthouse'] as const;
export type CaseName = (typeof CASE_NAMES)[number];

export interface BenchResults {
  /** The cases this run measured; the others' results are empty (null, or no rows). */
  cases: CaseName[];
  startedAt: string;
  finishedAt: string;
  config: BenchConfig;
  environment: { chromium: string; node: string; cpus: number; loadAverage: number[]; viewport: typeof VIEWPORT };
  samples: Array<{ id: string; widgets: string[]; vendorFiles: string[] }>;
  skippedSamples: Array<{ id: string; reason: string }>;
  bytes: BytesResult;
  mount: MountCase[];
  /** Part of the mount case. */
  referencePage: MountCase | null;
  scroll: ScrollCase | null;
  /** Part of the scroll case: the shop header demo page (null when it has no demo page). */
  shopHeaderScroll: ScrollCase | null;
  interactions: InteractionCase[];
  memory: MemoryCase | null;
  /** The media page (issue 11): gallery, masonry, slider, video background, lazy images. */
  media: MediaCase | null;
  /** The list page (issue 12): load-more, filters, countdowns. */
  list: ListCase | null;
  /** The storefront page (issues 21 and 34): a shop's home page with the jQuery theme's widget instances. */
  storefront: StorefrontCase | null;
  /** Issue 34: what each further instance of a widget costs on the storefront page. */
  instances: InstancesCase | null;
  /** Issue 34: Lighthouse on the storefront page, mobile and desktop presets. */
  lighthouse: LighthouseCase | null;
  /** Console problems and anomalies met while measuring; none is expected. */
  problems: string[];
}

export interface BenchEnvironment {
  browser: Browser;
  /** Folder of a build of the bundle (scripts/build.ts buildAll). */
  distDir: string;
  /** Progress lines ("mount 100 …"); silent when absent. */
  log?: (line: string) => void;
}

export async function runBenchmark(
  config: BenchConfig,
  { browser, distDir, log = () => {} }: BenchEnvironment,
  cases: readonly CaseName[] = CASE_NAMES,
): Promise<BenchResults> {
  const startedAt = new Date().toISOString();
  const site = await startBenchSite(distDir);
  try {
    const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
      const started = Date.now();
      log(`${name}…`);
      const result = await work();
      log(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
      return result;
    };
    const catalogue = await step('catalogue of the demo samples', () => catalogueSamples(browser, site, config.catalogueConcurrency));
    const context: BenchContext = { browser, site, catalogue, config, problems: [], resolveSite: sourceSiteResolver(distDir) };
    const bytes = measureBytes(distDir, catalogue);
    const runs = (name: CaseName) => cases.includes(name);
    const mount = runs('mount')
      ? await step(`mount (${config.widgetCounts.join(', ')} widgets × ${config.runs} runs)`, () => measureMount(context))
      : [];
    const referencePage = runs('mount') ? await step('reference page', () => measureReferencePage(context)) : null;
    const scroll = runs('scroll') ? await step('scroll', () => measureScroll(context)) : null;
    const shopHeaderScroll = runs('scroll') ? await step('shop header scroll', () => measureShopHeaderScroll(context)) : null;
    const interactions = runs('interaction') ? await step('interactions', () => measureInteractions(context)) : [];
    const memory = runs('memory') ? await step(`memory (${config.memoryCycles} cycles)`, () => measureMemory(context)) : null;
    const media = runs('media') ? await step('media page', () => measureMediaPage(context)) : null;
    const list = runs('list') ? await step('list page', () => measureListPage(context)) : null;
    const storefront = runs('storefront')
      ? await step(`storefront page (${config.runs} runs)`, () => measureStorefront(context, bytes.files))
      : null;
    const instances = runs('instances')
      ? await step(`per instance (${config.perInstance.runs} runs of 2 pages per widget)`, () => measureInstances(context))
      : null;
    const lighthouse = runs('lighthouse')
      ? await step(`Lighthouse (${config.lighthouseRuns} runs per preset)`, () => measureLighthouse(context))
      : null;
    return {
      cases: CASE_NAMES.filter(runs),
      startedAt,
      finishedAt: new Date().toISOString(),
      config,
      environment: { chromium: browser.version(), node: process.version, cpus: cpus().length, loadAverage: loadavg(), viewport: VIEWPORT },
      samples: catalogue.samples.map(({ id, widgets, vendorFiles }) => ({ id, widgets, vendorFiles })),
      skippedSamples: catalogue.skipped,
      bytes,
      mount,
      referencePage,
      scroll,
      shopHeaderScroll,
      interactions,
      memory,
      media,
      list,
      storefront,
      instances,
      lighthouse,
      problems: context.problems,
    };
  } finally {
    await site.close();
  }
}
