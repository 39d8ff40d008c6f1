/**
 * Load on the test site's public answers and a page view (README, "A busy site"): autocannon on
 * loopback, bounded in requests and in time, through the site's Varnish.
 * `npm run bench:cache` (scripts/wordpress/bench-cache.ts) records the figures;
 * tests/wordpress/15-cache-load.test.ts runs a short version that asserts no errors and cache hits.
 */
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import type { Seed } from './wordpress';

export interface LoadTarget {
  name: string;
  /** From the site's root: `wp-admin/admin-ajax.php?…`. */
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** The word the search answer is asked for: the seed's (two published posts). */
export const SEARCH_PATH = 'wp-admin/admin-ajax.php?action=cms_islands_ajax_search&number=8&post_type=post&query=lighthouse';

/** Each public answer the widgets ask for, as they ask (README, "WordPress"), and a page view. */
export function loadTargets(seed: Seed): LoadTarget[] {
  return [
    { name: 'search answer (GET)', path: SEARCH_PATH },
    {
      name: 'post list, main_loop (GET, `cms_islands_list`)',
      path: '?paged=2&cms_islands_list=1',
      headers: { accept: 'application/json' },
    },
    {
      name: 'post list, shortcode (POST)',
      path: 'wp-admin/admin-ajax.php',
      method: 'POST',
      body: 'action=cms_islands_get_blog_shortcode&paged=2&atts%5Bposts_per_page%5D=6',
      headers: FORM,
    },
    {
      name: 'menu dropdown (POST)',
      path: 'wp-admin/admin-ajax.php',
      method: 'POST',
      // The test mu-plugin maps this id to the seed's menu (cms_islands_dropdowns).
      body: 'action=cms_islands_load_html_dropdowns&ids%5B%5D=cms-islands-test-dropdown',
      headers: FORM,
    },
    { name: 'page view (the list page)', path: `?page_id=${seed.listPage}` },
  ];
}

export interface LoadFigures {
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Answers whose status was not 2xx. */
  non2xx: number;
}

export interface LoadBounds {
  /** Most requests sent in all. */
  requests: number;
  /** Most seconds the run lasts. */
  seconds: number;
  /** Connections kept open at once. */
  connections: number;
}

/** Runs autocannon against `origin` + `target.path` within `bounds`. */
export async function load(origin: string, target: LoadTarget, bounds: LoadBounds): Promise<LoadFigures> {
  const url = new URL(target.path, origin).href;
  if (!['127.0.0.1', 'localhost'].includes(new URL(url).hostname)) throw new Error(`Load runs on loopback only, not ${url}`);
  const result = await autocannon({
    url,
    method: target.method ?? 'GET',
    ...(target.body ? { body: target.body } : {}),
    headers: target.headers ?? {},
    connections: bounds.connections,
    duration: bounds.seconds,
    maxOverallRequests: bounds.requests,
    timeout: 10,
  });
  const requests = result.requests.total;
  // Its own `duration` is whole seconds: a short run is timed from its start and finish.
  const seconds = (new Date(result.finish).getTime() - new Date(result.start).getTime()) / 1000;
  return {
    requests,
    seconds,
    requestsPerSecond: requests / seconds,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Varnish's counters (`varnishstat -j`) of the cache working in `varnishDir`: hits and misses so far. */
export function varnishCounters(varnishDir: string): { hits: number; misses: number } {
  const out = spawnSync('varnishstat', ['-n', varnishDir, '-j', '-I', 'MAIN.cache_hit', '-I', 'MAIN.cache_miss'], { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`varnishstat failed: ${out.stderr}`);
  const counters = (JSON.parse(out.stdout) as { counters: Record<string, { value: number }> }).counters;
  return { hits: counters['MAIN.cache_hit']?.value ?? NaN, misses: counters['MAIN.cache_miss']?.value ?? NaN };
}

/**
 * PHP that publishes `count` more posts (titles `Busy story N`, in the seed's first category, a
 * paragraph each), for measuring answers on a site with a few hundred posts.
 */
export function addPostsPhp(count: number): string {
  return `wp_defer_term_counting( true );
  $category = get_category_by_slug( 'news' );
  for ( $i = 1; $i <= ${count}; $i++ ) {
    wp_insert_post( array(
      'post_type'     => 'post',
      'post_status'   => 'publish',
      'post_title'    => 'Busy story ' . $i,
      'post_content'  => '<!-- wp:paragraph --><p>Story ' . $i . ' of a busy site.</p><!-- /wp:paragraph -->',
      'post_date'     => gmdate( 'Y-m-d H:i:s', strtotime( '2025-01-01' ) + $i * HOUR_IN_SECONDS ),
      'post_category' => array( $category->term_id ),
    ) );
  }
  wp_defer_term_counting( false );
  echo wp_json_encode( (int) wp_count_posts()->publish );`;
}

/** What one answer cost PHP: WordPress's database queries and the request's time (the test mu-plugin's headers). */
export interface AnswerCost {
  queries: number;
  ms: number;
  body: string;
}

/** Asks `origin` + `target.path` once, straight (PHP, no cache), for its cost. */
export async function answerCost(origin: string, target: LoadTarget): Promise<AnswerCost> {
  const answer = await fetch(new URL(target.path, origin), {
    method: target.method ?? 'GET',
    headers: { ...target.headers, 'X-CMS-Islands-Test-Cost': '1' },
    ...(target.body ? { body: target.body } : {}),
  });
  const body = await answer.text();
  const queries = Number(answer.headers.get('x-cms-islands-test-queries'));
  const ms = Number(answer.headers.get('x-cms-islands-test-ms'));
  if (!answer.ok || !Number.isFinite(queries) || answer.headers.get('x-cms-islands-test-queries') === null) {
    throw new Error(`${target.name}: no cost headers (HTTP ${answer.status}): ${body.slice(0, 300)}`);
  }
  return { queries, ms, body };
}
