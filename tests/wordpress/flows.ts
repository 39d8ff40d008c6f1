import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * Visitors' flows more than one WordPress test drives: on PHP's own address (05-post-list) and
 * through the site's Varnish (12-cached-site).
 */

/**
 * Clicks the page's load-more list (widgets/post-list/README.md) until the plugin answers
 * `no-more-posts`; returns the ids of every item then listed, as WordPress printed them.
 */
export async function loadAll(page: Page): Promise<string[]> {
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

/**
 * Types `word` into a search-as-you-type field as a visitor does (a click, then the keys) and returns
 * the titles suggested once the widget is ready (widgets/search/README.md).
 */
export async function suggestions(page: Page, field: string, word: string): Promise<string[]> {
  const input = page.locator(field);
  await input.click();
  await input.fill('');
  await input.pressSequentially(word);
  const form = page.locator(`form:has(${field})`);
  await expect.poll(() => form.getAttribute('data-search-state'), { timeout: 15_000 }).toBe('ready');
  return page.locator('.cms-islands-search-option[role="option"] .cms-islands-search-title').allTextContents();
}
