import { describe, expect, it } from 'vitest';
import { newPage, waitForIslands } from '../browser/harness';
import { site, wpUrl } from './site';

/**
 * Search as you type (widgets/search/README.md) against the real posts, through the plugin's
 * `cms_islands_ajax_search` action: the two published "lighthouse" posts are found; the draft, the
 * private and the password-protected ones never are.
 */
describe('search as you type on a real WordPress', () => {
  it('finds the published posts only', async () => {
    const opened = await newPage();
    const { page } = opened;
    await page.goto(wpUrl(`?page_id=${site().seed.searchPage}`));
    await waitForIslands(page);
    // As a visitor: click the field and type at once. The family mounts on that first sign of intent
    // (README, "Mount strategies": interaction) and picks up what was typed before it came.
    const field = page.locator('#islands-search');
    await field.click();
    await field.pressSequentially('lighthouse');
    const form = page.locator('form[data-island="search"]');
    await expect.poll(() => form.getAttribute('data-search-state'), { timeout: 15_000 }).toBe('ready');
    const titles = await page.locator('.cms-islands-search-option[role="option"] .cms-islands-search-title').allTextContents();
    expect(titles.sort()).toEqual(['Lighthouse keeper log', 'Lighthouse restoration diary']);
    const links = await page
      .locator('.cms-islands-search-option[role="option"]')
      .evaluateAll((options) => options.map((option) => (option as HTMLAnchorElement).href));
    expect(links.sort()).toEqual(
      site()
        .seed.searchPublished.map((id) => wpUrl(`?p=${id}`))
        .sort(),
    );
    expect(await field.getAttribute('aria-expanded')).toBe('true');

    // Words only the hidden posts have: nothing is suggested.
    await field.fill('');
    await field.pressSequentially('notes');
    await expect.poll(() => form.getAttribute('data-search-state'), { timeout: 15_000 }).toBe('ready');
    expect(await page.locator('a.cms-islands-search-option').count()).toBe(0);
    expect(await page.locator('.cms-islands-search-results').textContent()).not.toMatch(/draft|private|password/i);

    // Enter without a chosen suggestion: WordPress's own results page.
    await Promise.all([page.waitForURL(/[?&]s=notes/), field.press('Enter')]);
    expect(opened.problems).toEqual([]);
    await opened.close();
  });

  it('the answer itself holds no hidden post, whatever the number asked', async () => {
    const answer = await fetch(wpUrl('wp-admin/admin-ajax.php?action=cms_islands_ajax_search&query=lighthouse&number=20&post_type=post'));
    expect(answer.status).toBe(200);
    const items = (await answer.json()) as Array<{ value: string; permalink: string }>;
    expect(items.map((item) => item.value).sort()).toEqual(['Lighthouse keeper log', 'Lighthouse restoration diary']);
  });
});
