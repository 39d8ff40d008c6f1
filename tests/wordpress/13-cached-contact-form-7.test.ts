import { beforeAll, describe, expect, it } from 'vitest';
import { newPage, waitForIslands } from '../browser/harness';
import { publishContactForm } from './contact-form-7';
import { cachedUrl, site } from './site';

/**
 * A Contact Form 7 form with a quiz on a page served by the site's Varnish (README, "A busy site";
 * only with CONTACT_FORM_7_ARCHIVE, as 08-contact-form-7). The page is the same for every visitor,
 * so is its quiz; the site says WP_CACHE through the cache, so our widget refills the form as it mounts
 * (widgets/contact-form/README.md, "Page caches"): each visitor answers the question their refill
 * gave, past the cache, and CF7's REST submit goes past it too.
 */
const FORM = 'div.wpcf7 form.wpcf7-form';
/** The quiz's questions and answers: CF7 picks one at random each time it prints or refills the form. */
const QUIZ: Record<string, string> = { 'One plus one?': '2', 'Two plus two?': '4', 'Three plus three?': '6' };

let pageId = 0;

beforeAll(async () => {
  if (!site().wordpress.contactForm7)
    throw new Error('Contact Form 7 is not installed: this file runs only with CONTACT_FORM_7_ARCHIVE set.');
  const quiz = `[quiz island-quiz ${Object.entries(QUIZ)
    .map(([question, answer]) => `"${question}|${answer}"`)
    .join(' ')}]`;
  ({ page: pageId } = publishContactForm('Write through the cache', `<label>${quiz}</label>\n\n`));
  expect(pageId).toBeGreaterThan(0);
  await fetch(site().cachedUrl, { method: 'BAN', headers: { 'X-Ban-Host': '127.0.0.1' } });
});

describe('Contact Form 7 behind Varnish', () => {
  it('a first visitor warms the page; each visitor gets a refill past the cache, answers its quiz and is sent', async () => {
    const seen: string[] = [];
    for (const name of ['Ada', 'Grace', 'Linus']) {
      const opened = await newPage({ baseURL: site().cachedUrl });
      try {
        const { page } = opened;
        const document = await page.goto(cachedUrl(`?page_id=${pageId}`));
        seen.push(document!.headers()['x-cache'] ?? '');
        await waitForIslands(page);
        // The widget mounts as the visitor reaches for the form, and asks for the refill then.
        const [refill] = await Promise.all([
          page.waitForResponse((response) => /contact-forms\/\d+\/refill/.test(response.url())),
          page.click(`${FORM} [name="your-name"]`),
        ]);
        expect(refill.headers()['x-cache']).toBe('PASS');
        const { quiz } = (await refill.json()) as { quiz: Record<string, [string, string]> };
        const [question, hash] = quiz['island-quiz']!;
        // The form shows the refill's question and carries its hash, not the cached page's.
        await expect.poll(() => page.locator(`${FORM} .wpcf7-quiz-label`).textContent()).toBe(question);
        expect(await page.inputValue(`${FORM} [name="_wpcf7_quiz_answer_island-quiz"]`)).toBe(hash);

        await page.fill(`${FORM} [name="your-email"]`, `${name.toLowerCase()}@example.com`);
        await page.fill(`${FORM} [name="your-name"]`, name);
        await page.fill(`${FORM} [name="your-subject"]`, 'Through the cache');
        await page.fill(`${FORM} [name="your-message"]`, 'Is the lighthouse open?');
        await page.fill(`${FORM} [name="island-quiz"]`, QUIZ[question]!);
        const [feedback] = await Promise.all([
          page.waitForResponse(
            (response) => response.request().method() === 'POST' && /contact-forms\/\d+\/feedback$/.test(response.url()),
          ),
          page.click(`${FORM} .wpcf7-submit`),
        ]);
        expect(feedback.headers()['x-cache']).toBe('PASS');
        expect(((await feedback.json()) as { status: string }).status).toBe('mail_sent');
        await expect.poll(() => page.locator(FORM).getAttribute('data-status')).toBe('sent');
        expect(opened.problems).toEqual([]);
      } finally {
        await opened.close();
      }
    }
    expect(seen).toEqual(['MISS', 'HIT', 'HIT']);
  });
});
