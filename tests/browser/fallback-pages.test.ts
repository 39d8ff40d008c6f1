import { describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { demoContentSecurityPolicy } from '../../demo-pages/server/csp';
import { axeViolations, demoUrl, newPage } from './harness';

/**
 * The pages the demo site's links lead to besides its demo pages: where a visitor without scripts
 * lands (the load-more link's next page, the popup openers' pages, the social accounts' pages, the
 * embedded post's own page, the comment form's target), and the page the video popup's frame shows.
 * Each is a full page: a title, `lang`, one main landmark, a level-one heading, the demo server's
 * Content-Security-Policy with a nonce of its own, nothing for axe on the whole document (its rules
 * about the page itself included: tests/browser/harness.ts, `axeViolations`).
 */
const PAGES: ReadonlyArray<readonly [path: string, status: number, heading: string]> = [
  ['/blog/page/2/', 200, 'Blog archive, page 2'],
  ['/blog/page/5/', 200, 'Blog archive, page 5'],
  ['/blog/page/99/', 404, 'Page not found'],
  ['/popup-demo/delivery', 200, 'Delivery and returns'],
  ['/popup-demo/care', 200, 'Caring for stoneware'],
  ['/popup-demo/delivery?fail=1', 500, 'Server error'],
  ['/demo-social/clay.and.kiln/', 200, '@clay.and.kiln'],
  ['/demo-social/harbour.lights/', 200, '@harbour.lights'],
  ['/demo-social/nobody/', 404, 'Not found'],
  ['/embed-target/', 200, 'Embed target'],
];

/** What a full page has, read in the page. */
async function pageShape(page: Page) {
  return page.evaluate(() => ({
    title: document.title.trim().length > 0,
    lang: document.documentElement.lang,
    mains: document.querySelectorAll('main, [role="main"]').length,
    heading: document.querySelector('h1')?.textContent?.trim() ?? null,
  }));
}

/** The response's policy is the demo server's, with a nonce of its own (the one its inline script carries). */
async function expectDemoPolicy(page: Page, response: Response | null): Promise<void> {
  const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? '';
  expect(nonce.length).toBeGreaterThanOrEqual(22); // 128 bits, base64
  expect(policy).toBe(demoContentSecurityPolicy(nonce));
  const scriptNonces = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>('script:not([src]):not([type])')].map((script) => script.nonce),
  );
  expect(scriptNonces).toEqual([nonce]);
}

describe.each(PAGES)('fallback page %s', (path, status, heading) => {
  it(`is a full page (answers ${status}): title, lang, one main landmark, the demo CSP, axe clean`, async () => {
    const opened = await newPage();
    try {
      const { page, problems } = opened;
      const response = await page.goto(demoUrl(path));
      expect(response?.status()).toBe(status);
      expect(await pageShape(page)).toEqual({ title: true, lang: 'en', mains: 1, heading });
      await expectDemoPolicy(page, response);
      expect(await axeViolations(page)).toEqual([]);
      // A failing status is the browser's console line about the resource, nothing else.
      expect(problems.filter((line) => !(status >= 400 && line.includes('Failed to load resource')))).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});

describe('pages behind a form and a frame', () => {
  it("the comment form's target (where the form posts, scripts or not) is a full page under the demo CSP, axe clean", async () => {
    const opened = await newPage();
    try {
      const { page, problems } = opened;
      await page.goto(demoUrl('/comments.html'));
      await page.fill('#author', 'Ana');
      await page.fill('#email', 'ana@example.com');
      await page.fill('#comment', 'A comment');
      const [response] = await Promise.all([page.waitForResponse('**/wp-comments-post.php'), page.click('#submit')]);
      await page.waitForURL(/wp-comments-post\.php$/);
      expect(await pageShape(page)).toEqual({ title: true, lang: 'en', mains: 1, heading: 'Comment received' });
      await expectDemoPolicy(page, response);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it("the video popup's frame page (a document of its own, no scripts): title, lang, one main landmark, a level-one heading, the demo CSP, axe clean", async () => {
    const opened = await newPage();
    try {
      const { page, problems } = opened;
      const response = await page.goto(demoUrl('/popup-demo/video'));
      expect(await pageShape(page)).toEqual({ title: true, lang: 'en', mains: 1, heading: 'Making the mug' });
      const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
      expect(policy).toBe(demoContentSecurityPolicy(/'nonce-([^']+)'/.exec(policy)?.[1] ?? ''));
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
