import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, waitForIslands } from '../browser/harness';
import { publishBlocks, QUERY, QUERY_BLOCK, requireBlocks } from './blocks';
import { cachedUrl, site } from './site';

/**
 * The Query Loop's "Load more" (widgets/wordpress-blocks/README.md) on a page served by the site's
 * Varnish (README, "A busy site"; on WORDPRESS_ARCHIVE's 7.x, as 11-core-blocks): the loop's page
 * and the next page a visitor reaches are kept for the next visitors; the call for the next page's
 * posts is JSON at an address of its own, never the page's HTML from the cache.
 */
let queryPost = 0;

beforeAll(async () => {
  requireBlocks();
  queryPost = publishBlocks('All the posts, cached', QUERY_BLOCK);
  await fetch(site().cachedUrl, { method: 'BAN', headers: { 'X-Ban-Host': '127.0.0.1' } });
});

const titles = (page: Page) => page.locator(`${QUERY} li.wp-block-post .wp-block-post-title`).allTextContents();

describe("WordPress's Query Loop behind Varnish", () => {
  it('each visitor loads the next page in place; the pages come from the cache for the second and third', async () => {
    const seen: Array<{ loop: string; answer: string; reached: string }> = [];
    let pageTwo: string[] | undefined;
    for (let visitor = 1; visitor <= 3; visitor += 1) {
      const opened = await newPage({ baseURL: site().cachedUrl });
      try {
        const { page } = opened;
        const loop = await page.goto(cachedUrl(`?p=${queryPost}`));
        await waitForIslands(page);
        await page.waitForSelector(`${QUERY}[data-island-mounted~="post-list"]`, { state: 'attached' });
        const first = await titles(page);
        expect(first).toHaveLength(2);
        const [answer] = await Promise.all([
          page.waitForResponse((response) => response.request().resourceType() === 'fetch' && response.url().includes('query-7-page=2')),
          page.locator(`${QUERY} [data-post-list-more]`).click(),
        ]);
        expect(answer.headers()['content-type']).toContain('application/json');
        await expect.poll(async () => (await titles(page)).length).toBe(4);
        pageTwo ??= (await titles(page)).slice(2);
        expect(await titles(page)).toEqual([...first, ...pageTwo]);
        // The address the widget left, opened anew: that page, whole, as HTML.
        const reached = await page.reload();
        expect(reached!.headers()['content-type']).toContain('text/html');
        expect(await titles(page)).toEqual(pageTwo);
        seen.push({
          loop: loop!.headers()['x-cache'] ?? '',
          answer: answer.headers()['x-cache'] ?? '',
          reached: reached!.headers()['x-cache'] ?? '',
        });
        expect(opened.problems).toEqual([]);
      } finally {
        await opened.close();
      }
    }
    // The loop's JSON answer is `private` (the plugin's: README, "A busy site"): never kept, each
    // visitor's call reaches WordPress (a miss each time).
    expect(seen).toEqual([
      { loop: 'MISS', answer: 'MISS', reached: 'MISS' },
      { loop: 'HIT', answer: 'MISS', reached: 'HIT' },
      { loop: 'HIT', answer: 'MISS', reached: 'HIT' },
    ]);
  });
});
