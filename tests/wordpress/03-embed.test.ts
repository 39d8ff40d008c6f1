import { describe, expect, it } from 'vitest';
import { newPage, waitForIslands } from '../browser/harness';
import { site, wpUrl } from './site';

/**
 * A post embedding another post of the same site: WordPress prints its blockquote and hidden iframe
 * (wp-embed.js is not on the page); the embeds widget (widgets/embeds/README.md) reveals the iframe
 * and gives it the height the embedded page reports, clamped to 200..1000.
 */
describe('an embedded post on a real WordPress', () => {
  it('the iframe gets its height from the embedded page through the embeds widget', async () => {
    const opened = await newPage();
    const { page } = opened;
    await page.goto(wpUrl(`?p=${site().seed.embedPost}`));
    await waitForIslands(page);
    const iframe = page.locator('iframe.wp-embedded-content');
    expect(await iframe.count()).toBe(1);
    expect(await iframe.getAttribute('src')).toContain(`?p=${site().seed.embedTarget}`);

    // The embedded page measures itself and posts its height; the widget sets it on the iframe.
    const frame = await (await iframe.elementHandle())!.contentFrame();
    await frame!.waitForLoadState('load');
    const clamped = async () => {
      // What wp-embed-template.js reports: the embedded body's height, rounded up.
      const reported = await frame!.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height));
      return String(Math.min(1000, Math.max(200, reported)));
    };
    await expect.poll(async () => (await iframe.getAttribute('height')) === (await clamped()), { timeout: 10_000 }).toBe(true);
    // Not the height WordPress printed: the widget set it.
    expect(await clamped()).not.toBe('282');
    // Shown, and the blockquote fallback hidden.
    expect(await iframe.isVisible()).toBe(true);
    expect(await page.locator('blockquote.wp-embedded-content').isVisible()).toBe(false);
    expect(opened.problems).toEqual([]);
    await opened.close();
  });
});
