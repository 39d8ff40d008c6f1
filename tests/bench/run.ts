/**
 * `npm run bench`: builds the bundle into a folder of its own, then measures it in headless Chromium on
 * pages generated from the demo widgets: bytes, mount, scroll, interaction and memory. Prints the
 * report, writes bench-results/<mode>/{results.json,RESULTS.md,mount-vs-widgets.svg}, and after a full
 * run copies the report and chart to tests/bench/ (committed). Goals are reported, never enforced: the
 * exit code is 0 whatever they say, and not 0 only when the benchmark itself failed.
 *
 *   npm run bench                 full run (5 runs; 10, 100 and 1000 widgets; about 4 minutes on 2 cores)
 *   npm run bench -- --quick      the quick run of `npm test` (small pages, one run)
 *   npm run bench -- --runs=3     fewer (or more) repetitions
 *   npm run bench -- --out=DIR    results folder (default bench-results/<mode>)
 *   npm run bench -- --only media,list   only these cases (of mount, scroll, interaction, memory, media,
 *                                 list, storefront, instances, lighthouse; bytes always; `--cases=` is the
 *                                 same). A full run of some cases updates only the marked sections it ran
 *                                 (media, list, storefront, instances, lighthouse) in tests/bench/RESULTS.md
 *                                 (report/sections.ts, mergeSections); the other sections stay as they are.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { buildAll } from '../../scripts/build';
import { CHROMIUM_ARGS, findChromium } from '../browser/chromium';
import { FULL_CONFIG, QUICK_CONFIG, type BenchConfig } from './config';
import { judgeGoals } from './report/goals';
import { renderReport } from './report/tables';
import { mergeSections } from './report/sections';
import { publishResults, writeResults } from './report/write';
import { CASE_NAMES, runBenchmark, type CaseName } from './suite';

const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
const PROJECT_DIR = join(BENCH_DIR, '../..');

/** `--name=value`, or `--name value`. */
function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  const joined = process.argv.find((argument) => argument.startsWith(prefix));
  if (joined !== undefined) return joined.slice(prefix.length);
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

function configFromArguments(): BenchConfig {
  const base = process.argv.includes('--quick') ? QUICK_CONFIG : FULL_CONFIG;
  const runs = option('runs');
  if (runs === undefined) return base;
  const count = Number(runs);
  if (!Number.isInteger(count) || count < 1) throw new Error(`--runs=${runs}: give a whole number of at least 1`);
  return { ...base, runs: count, longCaseRuns: Math.min(base.longCaseRuns, count) };
}

function casesFromArguments(): CaseName[] {
  const given = option('only') ?? option('cases');
  if (given === undefined) return [...CASE_NAMES];
  const names = given
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(CASE_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0 || names.length === 0) throw new Error(`--only ${given}: give a comma-separated list of ${CASE_NAMES.join(', ')}`);
  return names as CaseName[];
}

async function main(): Promise<void> {
  const config = configFromArguments();
  const cases = casesFromArguments();
  const outDir = option('out') ?? join(PROJECT_DIR, 'bench-results', config.mode);
  const started = Date.now();
  const distDir = mkdtempSync(join(tmpdir(), 'cms-islands-bench-dist-'));
  const browser = await chromium.launch({ executablePath: await findChromium(), headless: true, args: CHROMIUM_ARGS });
  try {
    console.log(`Building the bundle into ${distDir}…`);
    await buildAll(distDir);
    const results = await runBenchmark(config, { browser, distDir, log: (line) => console.log(`  ${line}`) }, cases);
    const verdicts = judgeGoals(results);
    const report = renderReport(results, verdicts);
    console.log(`\n${report}`);
    const written = writeResults(results, verdicts, report, outDir);
    console.log(`Results: ${written.json}\nReport:  ${written.report}\nChart:   ${written.chart}`);
    if (config.mode === 'full' && cases.length === CASE_NAMES.length)
      console.log(`Committed copy: ${publishResults(written, BENCH_DIR).join(', ')}`);
    else if (config.mode === 'full') {
      const merged = mergeSections(report, BENCH_DIR, cases);
      console.log(
        merged.length > 0
          ? `Committed copy: ${merged.join(', ')} sections of tests/bench/RESULTS.md replaced; the rest kept`
          : 'Committed copy: not updated (only a full run of every case, or of media, list, storefront, instances or lighthouse, updates it)',
      );
    }
    console.log(`Benchmark finished in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  } finally {
    await browser.close();
    rmSync(distDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
