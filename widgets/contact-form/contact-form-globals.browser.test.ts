import { describe, expect, it } from 'vitest';
import { demoUrl, dispatchIntent, newPage } from '../../tests/browser/harness';

const DEFAULT = '#wpcf7-f4-p5-o1';
const OTHER_SITE = 'http://other-site.example';

/**
 * The plugin's own `wpcf7` global is read defensively (widgets/contact-form/README.md, "Calls"): only a
 * plain object a script of the page set. Without it (it goes with the plugin's script, which the
 * WordPress plugin takes off the page), a frame named `wpcf7` in the page's content makes
 * `window.wpcf7` another site's window, whose properties throw on any read.
 */
describe('contact form with a frame named wpcf7 on the page', () => {
  it('the form still mounts and sends through the widget: the answer shows in place, the page stays', async () => {
    const opened = await newPage();
    const { page, problems } = opened;
    try {
      await page.route('**/contact-form.html?delay=off', async (route) => {
        const response = await route.fetch();
        const html = (await response.text())
          .replace(/<script id="contact-form-7-js-before"[^>]*>.*?<\/script>/, '')
          .replace(
            /<body([^>]*)>/,
            `<body$1><iframe name="wpcf7" src="${OTHER_SITE}/embed" title="An embed" width="10" height="10"></iframe>`,
          );
        await route.fulfill({ response, body: html });
      });
      await page.route(`${OTHER_SITE}/**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Embed</title>' }),
      );
      await page.goto(demoUrl('/contact-form.html?delay=off'));
      await page.frameLocator('iframe[name="wpcf7"]').locator('title').waitFor({ state: 'attached' });
      expect(await page.evaluate(() => String((window as unknown as { wpcf7: unknown }).wpcf7 === window.frames[0]))).toBe('true');

      // The visitor reaches for the form (strategy `interaction`): it mounts, or is switched off.
      const form = `${DEFAULT} form`;
      await dispatchIntent(page, form);
      await page.waitForFunction(
        (selector) => ['data-island-mounted', 'data-island-failed'].some((name) => document.querySelector(selector)!.hasAttribute(name)),
        form,
      );
      await page.fill(`${DEFAULT} [name="your-name"]`, 'Ana Lopes');
      await page.fill(`${DEFAULT} [name="your-email"]`, 'ana@example.com');
      await page.fill(`${DEFAULT} [name="your-subject"]`, 'A question');
      await page.fill(`${DEFAULT} [name="your-message"]`, 'Hello there');
      // Sent through the widget, in place; a classic POST would load another page.
      const left = page
        .waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() })
        .then(() => 'left the page')
        .catch(() => 'closed');
      const sent = page
        .waitForFunction((selector) => document.querySelector(selector)?.getAttribute('data-status') === 'sent', form)
        .then(() => 'sent in place')
        .catch(() => 'closed');
      await page.click(`${DEFAULT} .wpcf7-submit`);
      expect(await Promise.race([left, sent])).toBe('sent in place');
      expect(await page.getAttribute(form, 'data-island-failed')).toBeNull();
      expect(problems).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
