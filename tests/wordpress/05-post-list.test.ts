import { describe, expect, it } from 'vitest';
import { newPage, waitForIslands } from '../browser/harness';
import { loadAll } from './flows';
import { phpJson, site, wpUrl } from './site';

/**
 * Load-more (widgets/post-list/README.md) against the real posts until the plugin answers
 * `no-more-posts`: every published post once, no draft or private post. Both sources: the plugin's
 * ajax action (`cms_islands_get_blog_shortcode`) and the blog's own pages (`main_loop`).
 */
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
