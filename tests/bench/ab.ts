/**
 * `npm run bench:ab -- --old=<git ref> [--new=<git ref>] [--runs=6] [--profile] [--breakdown] [--live=<widget>[:N]]`: the storefront page (issue 34) with an
 * older build and this checkout's build, loaded cold in turns (old, new, old, new, …) so that a machine
 * other work keeps busy slows both alike; prints each run and the medians of: script to load + watch
 * (Performance.getMetrics), the longest task (PerformanceObserver), tasks of 50 ms or more, listeners,
 * and script while scrolling top to bottom. `--profile` adds a V8 CPU profile of the load and of the
 * scroll for each build: self time by source place (through the build's source maps), the 25 largest.
 *
 * `--breakdown` adds, for each build, the scroll's script by what started it (browser/trace.ts,
 * scriptByEntryPoint: a scroll event, a timer, a function by its source place), calls and thread time
 * per run, averaged over the runs.
 *
 * `--live=counter:4`: the per-instance case's page instead (cases/instances.ts): that widget alone alive, N
 * instances of it (all it holds when N is not given).
 *
 * The old build is made from a temporary git worktree of the ref (this checkout's node_modules linked
 * in), so any commit can be compared with the working tree (or, `--new`, with another commit). Both builds are served by benchmark sites
 * of their own on the same page markup.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type CDPSession } from 'playwright-core';
import { buildAll } from '../../scripts/build';
import { CHROMIUM_ARGS, findChromium } from '../browser/chromium';
import { catalogueSamples } from './cases/catalogue';
import { scrollOnce } from './cases/scroll';
import { FULL_CONFIG } from './config';
import type { BenchContext } from './context';
import { newBenchContext, openMeasuredPage, readMetrics, waitForQuiet, watchPage, type MeasuredPage } from './browser/session';
import { threadTimes, traced, windowBetweenMarks, type ScriptEntryPoint, type ThreadTimes } from './browser/trace';
import { SCRIPT_START_MARK } from './site/pages';
import { sourceSiteResolver } from './browser/source-sites';
import { summarizeRuns } from './report/stats';
import { buildParts } from './site/parts';
import { startBenchSite, type BenchSite } from './site/server';
import { storefrontPageHtml } from './site/storefront';
import { STOREFRONT_PARTS, storefrontPartsWith } from './site/storefront-instances';

const PROJECT_DIR = join(dirname(fileURLToPath(import.meta.url)), '../..');

function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((argument) => argument.startsWith(prefix))?.slice(prefix.length);
}

/** Builds `ref` into a folder of its own, from a temporary worktree. */
async function buildRef(ref: string): Promise<string> {
  const checkout = mkdtempSync(join(tmpdir(), 'cms-islands-ab-'));
  execFileSync('git', ['worktree', 'add', '--detach', checkout, ref], { cwd: PROJECT_DIR, stdio: 'ignore' });
  try {
    symlinkSync(join(PROJECT_DIR, 'node_modules'), join(checkout, 'node_modules'));
    const distDir = mkdtempSync(join(tmpdir(), 'cms-islands-ab-dist-'));
    execFileSync('npx', ['tsx', '-e', `import('./scripts/build.ts').then((m) => m.buildAll(${JSON.stringify(distDir)}))`], {
      cwd: checkout,
      stdio: 'inherit',
    });
    return distDir;
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', checkout], { cwd: PROJECT_DIR, stdio: 'ignore' });
  }
}

interface Run {
  /** Script to load + watch: Performance.getMetrics (wall clock), and the trace's thread (CPU) time from script start. */
  scriptMs: number;
  scriptThreadMs: number;
  longestTaskThreadMs: number;
  longestTaskMs: number;
  longTasks: number;
  listeners: number;
  scrollScriptMs: number;
  scrollScriptThreadMs: number;
  scrollLongFrames: number;
}

const WATCH_END_MARK = 'bench:ab-watch-end';

/**
 * A measured page (browser/session.ts) whose load is traced to `watchMs` after the load event: the
 * thread (CPU) time of its script and its longest task from script start, which a machine kept busy
 * by other work lengthens far less than wall-clock figures.
 */
async function openTracedLoad(browser: Browser, url: string, watchMs: number): Promise<MeasuredPage & { load: ThreadTimes }> {
  const context = await newBenchContext(browser);
  const page = await context.newPage();
  const watched = watchPage(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const { events } = await traced(browser, page, async () => {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(watchMs);
    await page.evaluate((mark) => performance.mark(mark), WATCH_END_MARK);
  });
  const load = threadTimes(windowBetweenMarks(events, SCRIPT_START_MARK, WATCH_END_MARK));
  return { page, context, cdp, ...watched, load, close: () => context.close() };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * Self time (ms) by source place, the largest first. A browser function (getPropertyValue, append…)
 * has no place of its own: it is named with the script place that called it, so its cost is found.
 */
function selfTimes(profile: Profile, resolve: (url: string, line: number, column: number) => string): Array<[string, number]> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, ProfileNode>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node);
  const placeOf = ({ callFrame: { functionName, url, lineNumber, columnNumber } }: ProfileNode) =>
    `${functionName || '(anonymous)'} ${resolve(url, lineNumber, columnNumber)}`;
  const totals = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    if (!node) return;
    let caller = parentOf.get(node.id);
    while (caller && !caller.callFrame.url) caller = parentOf.get(caller.id);
    const { functionName, url } = node.callFrame;
    const place = url ? placeOf(node) : caller ? `${functionName} ← ${placeOf(caller)}` : functionName;
    totals.set(place, (totals.get(place) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000);
  });
  return [...totals].filter(([place]) => place !== '(idle)' && place !== '(program)').sort((a, b) => b[1] - a[1]);
}

/** The scroll's script by entry point, per run (the runs' mean), the 15 largest by thread time. */
function printEntryPoints(build: string, runs: ScriptEntryPoint[][]): void {
  const totals = new Map<string, ScriptEntryPoint>();
  for (const points of runs)
    for (const { entry, calls, ms, threadMs } of points) {
      const total = totals.get(entry) ?? { entry, calls: 0, ms: 0, threadMs: 0 };
      totals.set(entry, { entry, calls: total.calls + calls, ms: total.ms + ms, threadMs: total.threadMs + threadMs });
    }
  console.log(`${build}, scroll script by entry point (per run, mean of ${runs.length}): thread ms, wall ms, calls`);
  for (const { entry, calls, ms, threadMs } of [...totals.values()].sort((a, b) => b.threadMs - a.threadMs).slice(0, 15))
    console.log(
      `  ${(threadMs / runs.length).toFixed(1).padStart(6)}  ${(ms / runs.length).toFixed(1).padStart(6)}  ${String(Math.round(calls / runs.length)).padStart(4)}  ${entry}`,
    );
}

async function startProfile(cdp: CDPSession): Promise<void> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
}

async function main(): Promise<void> {
  const oldRef = option('old');
  if (!oldRef) throw new Error('give --old=<git ref> (the build compared with this checkout)');
  const runs = Number(option('runs') ?? 6);
  const profile = process.argv.includes('--profile');
  const breakdown = process.argv.includes('--breakdown');
  const browser = await chromium.launch({ executablePath: await findChromium(), headless: true, args: CHROMIUM_ARGS });
  const newRef = option('new');
  const dists = { old: await buildRef(oldRef), new: newRef ? await buildRef(newRef) : mkdtempSync(join(tmpdir(), 'cms-islands-ab-dist-')) };
  if (!newRef) await buildAll(dists.new);
  const sites: Record<string, BenchSite> = { old: await startBenchSite(dists.old), new: await startBenchSite(dists.new) };
  try {
    const config = FULL_CONFIG;
    const catalogue = await catalogueSamples(browser, sites.new!, config.catalogueConcurrency);
    const contexts: Record<string, BenchContext> = {};
    const urls: Record<string, string> = {};
    for (const build of ['old', 'new'] as const) {
      contexts[build] = { browser, site: sites[build]!, catalogue, config, problems: [], resolveSite: sourceSiteResolver(dists[build]) };
    }
    const [liveWidget, liveCount] = (option('live') ?? '').split(':');
    const parts = await buildParts(
      browser,
      catalogue,
      liveWidget ? storefrontPartsWith(liveWidget, Number(liveCount || 4)) : STOREFRONT_PARTS,
    );
    const pageOptions = liveWidget ? { liveWidget, liveInstances: liveCount ? Number(liveCount) : Infinity } : {};
    for (const build of ['old', 'new'] as const)
      urls[build] = sites[build]!.addPage(storefrontPageHtml(contexts[build]!, parts, pageOptions));
    const results: Record<string, Run[]> = { old: [], new: [] };
    const entryPoints: Record<string, ScriptEntryPoint[][]> = { old: [], new: [] };
    for (let run = 0; run < runs; run += 1) {
      for (const build of run % 2 === 0 ? (['old', 'new'] as const) : (['new', 'old'] as const)) {
        const measured = await openTracedLoad(browser, urls[build]!, config.observeAfterLoadMs);
        try {
          const metrics = await readMetrics(measured.cdp);
          const tasks = await measured.page.evaluate(() => window.__benchProbe!.longTasks);
          await waitForQuiet(measured.page, 300);
          const scrolled = await scrollOnce(contexts[build]!, measured, `ab ${build}`);
          entryPoints[build]!.push(scrolled.entryPoints);
          const result: Run = {
            scriptMs: (metrics.ScriptDuration ?? NaN) * 1000,
            scriptThreadMs: measured.load.scriptMs,
            longestTaskThreadMs: measured.load.longestTaskMs,
            longestTaskMs: Math.max(0, ...tasks.map((task) => task.duration)),
            longTasks: tasks.length,
            listeners: metrics.JSEventListeners ?? NaN,
            scrollScriptMs: scrolled.run.scriptMs,
            scrollScriptThreadMs: scrolled.run.scriptThreadMs,
            scrollLongFrames: scrolled.run.longFrames,
          };
          results[build]!.push(result);
          console.log(
            `${build} run ${run + 1}: ${JSON.stringify(Object.fromEntries(Object.entries(result).map(([k, v]) => [k, Math.round(v * 10) / 10])))}`,
          );
          if (measured.problems.length > 0) console.log(`  problems: ${measured.problems.join(' | ')}`);
        } finally {
          await measured.close();
        }
      }
    }
    for (const build of ['old', 'new'] as const) {
      const stats = summarizeRuns(results[build]!);
      const line = Object.entries(stats).map(
        ([key, stat]) => `${key} ${stat.median.toFixed(1)} (${stat.min.toFixed(1)}–${stat.max.toFixed(1)})`,
      );
      console.log(`${build} medians (${results[build]!.length} runs): ${line.join(', ')}`);
      if (breakdown) printEntryPoints(build, entryPoints[build]!);
    }
    if (profile) {
      for (const build of ['old', 'new'] as const) {
        const resolveSite = sourceSiteResolver(dists[build]);
        const resolve = (url: string, line: number, column: number) => {
          const file = new URL(url, 'http://x').pathname.replace(/^\/dist\//, '');
          return existsSync(join(dists[build], file)) ? resolveSite({ file, line, column }) : url.replace(/^http:\/\/[^/]+/, '');
        };
        const measured = await openMeasuredPage(browser, 'about:blank');
        try {
          await startProfile(measured.cdp);
          await measured.page.goto(urls[build]!, { waitUntil: 'load' });
          await measured.page.waitForTimeout(config.observeAfterLoadMs);
          const load = (await measured.cdp.send('Profiler.stop')).profile as unknown as Profile;
          await waitForQuiet(measured.page, 300);
          await startProfile(measured.cdp);
          await scrollOnce(contexts[build]!, measured, `ab profile ${build}`);
          const scroll = (await measured.cdp.send('Profiler.stop')).profile as unknown as Profile;
          for (const [label, data] of [
            ['load', load],
            ['scroll', scroll],
          ] as const) {
            const times = selfTimes(data, resolve);
            const total = times.reduce((sum, [, ms]) => sum + ms, 0);
            console.log(`\n${build}, ${label}: ${total.toFixed(1)} ms of samples outside idle/program; self time, largest first:`);
            for (const [place, ms] of times.slice(0, 25)) console.log(`  ${ms.toFixed(1).padStart(6)} ms  ${place}`);
          }
        } finally {
          await measured.close();
        }
      }
    }
  } finally {
    await Promise.all(Object.values(sites).map((site) => site.close()));
    await browser.close();
    for (const dir of Object.values(dists)) rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
