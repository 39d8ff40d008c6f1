/**
 * `npm run bench:cache` (README, "A busy site"): the test site with a few hundred posts, behind the
 * plugin's Varnish with its cache and without (passed to PHP), and autocannon on each public answer and a page view
 * (scripts/wordpress/load.ts), on loopback, bounded in requests and time. Prints a table of requests
 * per second, p50 and p99 latency and errors, with and without the cache; then each answer's
 * database queries and PHP time, asked straight. The same variables as the
 * WordPress tests choose the WordPress (README, "Tests", "WordPress").
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { stagePlugin } from '../wp-plugin';
import { addPostsPhp, answerCost, load, loadTargets, varnishCounters, type LoadBounds, type LoadFigures } from './load';
import { startWordPress } from './wordpress';

/** Posts added to the seed's: the site a busy shop or blog has, a few hundred. */
const EXTRA_POSTS = 300;
/** Requests per answer for its cost (queries, PHP time): the median time is reported. */
const COST_SAMPLES = 5;

/** Straight to PHP (the built-in server, 4 workers): fewer requests, it takes tens of ms each. */
const WITHOUT_CACHE: LoadBounds = { requests: 400, seconds: 20, connections: 8 };
const WITH_CACHE: LoadBounds = { requests: 20_000, seconds: 10, connections: 8 };

const log = (line: string) => console.log(`[bench:cache] ${line}`);

function row(name: string, where: string, figures: LoadFigures, hits?: number): string {
  const round = (value: number) => (value >= 100 ? Math.round(value) : Math.round(value * 10) / 10);
  return `| ${name} | ${where} | ${figures.requests} | ${round(figures.requestsPerSecond)} | ${figures.p50Ms} | ${figures.p99Ms} | ${figures.errors + figures.non2xx} | ${hits ?? '–'} |`;
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'cms-islands-bench-cache-'));
  const site = await startWordPress({
    plugins: stagePlugin({ distDir: join(work, 'dist'), stageDir: join(work, 'cms-islands') }).then(({ dir }) => [dir]),
    log,
  });
  try {
    log(`${site.php(addPostsPhp(EXTRA_POSTS))} published posts`);
    const lines = [
      `${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, WordPress ${site.wordpress.version}, PHP's built-in server (4 workers), Varnish 7.1 with docs/varnish.vcl; ${WITHOUT_CACHE.connections} connections`,
      '',
      '| answer | through | requests | requests/s | p50 ms | p99 ms | errors | cache hits |',
      '|---|---|---|---|---|---|---|---|',
    ];
    for (const target of loadTargets(site.seed)) {
      // Without the cache: through Varnish all the same, with a cookie its VCL passes (any it does
      // not know), so every request reaches PHP. autocannon reads no answer of PHP's built-in server
      // itself: they end by closing the connection, without a Content-Length.
      const passing = { ...target, headers: { ...target.headers, cookie: 'bench_without_cache=1' } };
      const start = varnishCounters(site.varnishDir);
      const direct = await load(site.cachedUrl, passing, WITHOUT_CACHE);
      lines.push(row(target.name, 'PHP (passed)', direct, varnishCounters(site.varnishDir).hits - start.hits));
      log(lines.at(-1)!);
      // One request first: the cache's copy, when it keeps one.
      await load(site.cachedUrl, target, { requests: 1, seconds: 5, connections: 1 });
      const before = varnishCounters(site.varnishDir);
      const cached = await load(site.cachedUrl, target, WITH_CACHE);
      const after = varnishCounters(site.varnishDir);
      lines.push(row(target.name, 'Varnish', cached, after.hits - before.hits));
      log(lines.at(-1)!);
    }
    // What each answer costs PHP, asked straight (the test mu-plugin's headers): database queries and time.
    lines.push('', '| answer | queries | PHP ms (median of 5) |', '|---|---|---|');
    for (const target of loadTargets(site.seed)) {
      const samples = [];
      for (let sample = 0; sample < COST_SAMPLES; sample += 1) samples.push(await answerCost(site.url, target));
      const times = samples.map((one) => one.ms).sort((a, b) => a - b);
      lines.push(`| ${target.name} | ${samples.at(-1)!.queries} | ${times[Math.floor(times.length / 2)]} |`);
      log(lines.at(-1)!);
    }
    console.log(`\n${lines.join('\n')}\n`);
  } finally {
    await site.close();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
