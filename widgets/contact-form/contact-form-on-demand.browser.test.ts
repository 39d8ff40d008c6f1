import { describe, expect, it } from 'vitest';
import { openPage, settleFiles, showIntent } from '../../tests/browser/harness';

const WIDGET_FILE = 'cms-islands.widget-contact-form.js';

describe('the contact form is fetched on demand', () => {
  it('a page without a form never downloads the contact-form file', async () => {
    const { page, close } = await openPage('/tabs.html');
    try {
      const requested = await page.evaluate(
        (file) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(file)),
        WIDGET_FILE,
      );
      expect(requested).toBe(false);
    } finally {
      await close();
    }
  });

  it("a page with forms downloads it only when the visitor reaches for a form, once, from the main bundle's folder, and every form mounts", async () => {
    const { page, close } = await openPage('/contact-form.html');
    try {
      const requested = () =>
        page.evaluate((file) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(file)), WIDGET_FILE);
      await settleFiles(page);
      expect(await requested()).toBe(false);
      await showIntent(page, 'form.wpcf7-form');
      await page.waitForFunction(
        () =>
          document.querySelectorAll('form.wpcf7-form[data-island-mounted]').length === document.querySelectorAll('form.wpcf7-form').length,
      );
      const requests = await page.evaluate(
        (file) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.endsWith(file))
            .map((entry) => entry.name),
        WIDGET_FILE,
      );
      const bundleSrc = await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[src$="cms-islands.js"]')!.src);
      expect(requests).toEqual([new URL(WIDGET_FILE, bundleSrc).href]);
    } finally {
      await close();
    }
  });

  it('when the file cannot load: one console error naming the widget, and the form still posts the classic way', async () => {
    const { page, problems, close } = await openPage('/runtime.html');
    try {
      await page.route(`**/${WIDGET_FILE}`, (route) => route.abort());
      await page.goto(page.url().replace('runtime.html', 'contact-form.html'));
      await page.waitForFunction(() => 'CMSIslands' in window);
      await page.focus('form.wpcf7-form input[name="your-name"]'); // the visitor's intent: the file is asked for
      const ownProblems = () => problems.filter((line) => line.includes('[cms-islands]'));
      await expect.poll(() => ownProblems().length).toBeGreaterThan(0); // the refused request answers in real time
      const ours = ownProblems();
      expect(ours).toHaveLength(1);
      expect(ours[0]).toContain('widget "contact-form" could not be loaded');
      const form = await page.evaluate(() => {
        const element = document.querySelector<HTMLFormElement>('form.wpcf7-form')!;
        return { mounted: element.hasAttribute('data-island-mounted'), method: element.method, action: element.getAttribute('action') };
      });
      expect(form.mounted).toBe(false);
      expect(form.method).toBe('post');
      expect(form.action).toContain('#wpcf7-');
    } finally {
      await close();
    }
  });
});
