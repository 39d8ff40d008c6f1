/**
 * Lighthouse (issue 34) on the storefront page (site/storefront.ts) as the bench server serves it
 * (compressed, as a production server would: demo-pages/server/compression.ts): Lighthouse 12.2.3's
 * performance category, its mobile preset (the default: a phone's screen, the CPU slowed 4× and a slow
 * 4G network, simulated) and its desktop preset, `lighthouseRuns` runs each. Lighthouse drives a
 * Chromium of its own, started here as a plain process with a debugging port (browser/process.ts; the
 * browser tests' flags, so nothing goes beyond loopback). Recorded: the performance score, total
 * blocking time, bootup time, LCP, CLS, and the audits that fail (a score under 0.9, as Lighthouse
 * itself marks them).
 */
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { findChromium } from '../../browser/chromium';
import { startChromium } from '../browser/process';
import type { BenchContext } from '../context';
import { summarizeRuns, type Stat } from '../report/stats';
import { buildParts } from '../site/parts';
import { storefrontPageHtml } from '../site/storefront';
import { STOREFRONT_PARTS } from '../site/storefront-instances';

export interface LighthouseRun {
  /** The performance category's score, 0–100. */
  performance: number;
  totalBlockingTimeMs: number;
  bootupTimeMs: number;
  largestContentfulPaintMs: number;
  cumulativeLayoutShift: number;
  firstContentfulPaintMs: number;
  speedIndexMs: number;
}

interface FailingAudit {
  id: string;
  title: string;
  /** In how many of the runs it failed, and what it said (each run's display value). */
  runs: number;
  displayValues: string[];
}

export interface LighthousePreset {
  preset: 'mobile' | 'desktop';
  stats: Record<keyof LighthouseRun, Stat>;
  failing: FailingAudit[];
  /** Lighthouse's own warnings about its runs (none expected). */
  warnings: string[];
}

export interface LighthouseCase {
  version: string;
  /** The browser Lighthouse drove (its user agent). */
  userAgent: string;
  presets: LighthousePreset[];
}

/** Lighthouse's own line between a passed and a failed audit. */
const PASSING_SCORE = 0.9;
/** Audits that inform without passing or failing. */
const UNSCORED = new Set(['informative', 'notApplicable', 'manual', 'error']);

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function readRun(lhr: LighthouseResult): { run: LighthouseRun; failing: Array<{ id: string; title: string; displayValue: string }> } {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const category = lhr.categories['performance'];
  const failing = (category?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < PASSING_SCORE && !UNSCORED.has(audit.scoreDisplayMode))
    .map((audit) => ({ id: audit!.id, title: audit!.title, displayValue: audit!.displayValue ?? '' }));
  return {
    run: {
      performance: (category?.score ?? NaN) * 100,
      totalBlockingTimeMs: numeric('total-blocking-time'),
      bootupTimeMs: numeric('bootup-time'),
      largestContentfulPaintMs: numeric('largest-contentful-paint'),
      cumulativeLayoutShift: numeric('cumulative-layout-shift'),
      firstContentfulPaintMs: numeric('first-contentful-paint'),
      speedIndexMs: numeric('speed-index'),
    },
    failing,
  };
}

export async function measureLighthouse(context: BenchContext): Promise<LighthouseCase> {
  const parts = await buildParts(context.browser, context.catalogue, STOREFRONT_PARTS);
  const url = context.site.addPage(storefrontPageHtml(context, parts));
  const browser = await startChromium(await findChromium(), { debuggingPort: true });
  let version = '';
  let userAgent = '';
  const presets: LighthousePreset[] = [];
  try {
    for (const preset of ['mobile', 'desktop'] as const) {
      const runs: LighthouseRun[] = [];
      const failing = new Map<string, FailingAudit>();
      const warnings = new Set<string>();
      for (let run = 0; run < context.config.lighthouseRuns; run += 1) {
        const result = await lighthouse(
          url,
          { port: browser.port!, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
          preset === 'desktop' ? desktopConfig : undefined,
        );
        if (!result) throw new Error('Lighthouse gave no result');
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        version = lhr.lighthouseVersion;
        userAgent = lhr.environment.hostUserAgent;
        lhr.runWarnings.forEach((warning) => warnings.add(String(warning)));
        const read = readRun(lhr);
        runs.push(read.run);
        for (const audit of read.failing) {
          const seen = failing.get(audit.id) ?? { id: audit.id, title: audit.title, runs: 0, displayValues: [] };
          seen.runs += 1;
          if (audit.displayValue) seen.displayValues.push(audit.displayValue);
          failing.set(audit.id, seen);
        }
      }
      presets.push({ preset, stats: summarizeRuns(runs), failing: [...failing.values()], warnings: [...warnings] });
    }
  } finally {
    await browser.close();
  }
  return { version, userAgent, presets };
}
