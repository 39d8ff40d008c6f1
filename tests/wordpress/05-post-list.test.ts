import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, waitForIslands } from '../browser/harness';
import { phpJson, site, wpUrl } from './site';

/**
 * Load-more (widgets/post-list/README.md) against the real posts until the plugin answers
 * `no-more-posts`: every published post once, no draft or private post. Both sources: the plugin's
 * ajax action (`cms_islands_get_blog_shortcode`) and the blog's own pages (`main_loop`).
 */
async function loadAll(page: Page): Promise<string[]> {
  const list = page.locator('[data-island="post-list"]');
  const more = list.locator('[data-post-list-more]');
  for (let clicks = 0; clicks < 20; clicks += 1) {
    if ((await list.getAttribute('class'))?.includes('post-list-ended')) break;
    const before = await list.locator('[data-post-list-items] > article').count();
    await more.click();
    await expect
      .poll(
        async () =>
          (await list.locator('[data-post-list-items] > article').count()) > before ||
          !!(await list.getAttribute('class'))?.includes('post-list-ended'),
        { timeout: 15_000 },
      )
      .toBe(true);
    await expect.poll(() => more.getAttribute('aria-busy'), { timeout: 15_000 }).not.toBe('true');
  }
  expect(await list.getAttribute('class')).toContain('post-list-ended');
  expect(await more.isHidden()).toBe(true);
  // The loaded posts' ids carry the answers' prefix (README, "HTML answers"): read as WordPress printed them.
  const ids = await list.locator('[data-post-list-items] > article').evaluateAll((items) => items.map((item) => item.id));
  return ids.map((id) => id.replace(/^user-content-/, ''));
}

describe.each([
  { source: 'shortcode', page: () => site().seed.listPage },
  { source: 'main_loop', page: () => site().seed.loopPage },
])('load more on a real WordPress, source $source', ({ page: pageId }) => {
  it('loads every published post once, up to no-more-posts', async () => {
    const opened = await newPage();
    const { page } = opened;
    await page.goto(wpUrl(`?page_id=${pageId()}`));
    await waitForIslands(page);
    // The family comes in its own file, when near: a click before it has mounted would follow the link.
    await page.waitForSelector('[data-island="post-list"][data-island-mounted~="post-list"]', { state: 'attached' });
    const ids = await loadAll(page);
    expect(new Set(ids).size).toBe(ids.length);
    const published = phpJson<number[]>(
      "echo wp_json_encode(get_posts(array('post_status' => 'publish', 'numberposts' => -1, 'fields' => 'ids', 'has_password' => false)));",
    );
    for (const id of published) expect(ids).toContain(`post-${id}`);
    const { draft, private: privatePost } = site().seed.searchHidden;
    expect(ids).not.toContain(`post-${draft}`);
    expect(ids).not.toContain(`post-${privatePost}`);
    expect(opened.problems).toEqual([]);
    await opened.close();
  });
});
