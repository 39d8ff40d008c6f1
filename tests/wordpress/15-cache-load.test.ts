import { describe, expect, it } from 'vitest';
import { load, loadTargets, varnishCounters } from '../../scripts/wordpress/load';
import { site } from './site';

/**
 * The short version of `npm run bench:cache` (README, "A busy site"): autocannon on each public
 * answer and a page view through the site's Varnish, a few hundred requests each. Every answer
 * is a 2xx without a connection error, and the GETs come from the cache: every request after the
 * first is a hit. No timing is asserted.
 */
const GET_BOUNDS = { requests: 200, seconds: 20, connections: 4 };
/** POSTs reach PHP each time: fewer. */
const POST_BOUNDS = { requests: 40, seconds: 20, connections: 4 };

describe('load through the cache', () => {
  it.each(loadTargets(site().seed))('$name: no error; GETs from the cache after the first, POSTs passed', async (target) => {
    await fetch(site().cachedUrl, { method: 'BAN', headers: { 'X-Ban-Host': '127.0.0.1' } });
    const isGet = (target.method ?? 'GET') === 'GET';
    const bounds = isGet ? GET_BOUNDS : POST_BOUNDS;
    const before = varnishCounters(site().varnishDir);
    const figures = await load(site().cachedUrl, target, bounds);
    const after = varnishCounters(site().varnishDir);
    expect(figures).toMatchObject({ requests: bounds.requests, errors: 0, non2xx: 0 });
    if (isGet) {
      // Connections that asked at once, before the first answer came, wait on that one fetch (Varnish's request coalescing): hits too.
      expect(after.hits - before.hits).toBeGreaterThanOrEqual(bounds.requests - 1);
      expect(after.misses - before.misses).toBe(1);
    } else {
      // POSTs are passed: nothing looked up, nothing kept.
      expect(after.hits - before.hits).toBe(0);
      expect(after.misses - before.misses).toBe(0);
    }
  });
});
