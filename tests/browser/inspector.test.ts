import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { listPages } from '../../demo-pages/server/pages';
import { bundleFileName } from '../../src/core/files/file-names';
import { STATE_LABELS } from '../../src/app/inspector/state-labels';
import { INSPECTOR_TOOL } from '../../src/app/tool-files';
import { axeViolations, demoUrl, newPage, openPage, settleFiles } from './harness';

/**
 * The inspector (README, "Inspector"): off by default and then not even fetched; switched on by
 * `?islands-debug`, `data-debug` on the script tag or `CMSIslands.inspect()`; a panel in a shadow
 * root listing every island with its state and messages, the settings and the files, under the
 * demo's strict Content-Security-Policy (any violation fails the test: harness.ts).
 */
const INSPECTOR_FILE = bundleFileName('tool', INSPECTOR_TOOL);
const PANEL = 'cms-islands-inspector';
/** Playwright's CSS selectors go into open shadow roots: the panel's rows are found from the page. */
const row = (name: string) => `${PANEL} tr[data-widget="${name}"]`;

async function stateOf(page: Page, selector: string): Promise<string | null> {
  return page.locator(selector).first().getAttribute('data-state');
}

async function rowText(page: Page, selector: string): Promise<string> {
  return (await page.locator(selector).first().textContent()) ?? '';
}

/** The messages of a row, its list opened (the summary shows the first one, cut to one line). */
async function messagesOf(page: Page, selector: string): Promise<string[]> {
  const details = page.locator(`${selector} details`).first();
  if ((await details.count()) === 0) return [];
  await details.evaluate((element: HTMLDetailsElement) => (element.open = true));
  return details.locator('li').allTextContents();
}

async function waitForPanel(page: Page): Promise<void> {
  await page.waitForSelector(`${PANEL} .summary`);
}

/** Opens the inspector demo page with `?islands-debug` and adds its markup with mistakes. */
async function openWithMistakes() {
  const opened = await openPage('/inspector.html?islands-debug');
  await waitForPanel(opened.page);
  await opened.page.click('#add-mistakes');
  await opened.page.locator('#carousel-with-mistakes').scrollIntoViewIfNeeded();
  await settleFiles(opened.page);
  return opened;
}

describe('the inspector', () => {
  it('is off by default: its file is never asked for, no panel', async () => {
    const { page, problems, close } = await openPage('/inspector.html');
    try {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await settleFiles(page);
      expect(
        await page.evaluate((file) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(file)), INSPECTOR_FILE),
      ).toBe(false);
      expect(await page.locator(PANEL).count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('?islands-debug lists the right islands and states; a wrong option shows its warning, a typo its suggestion, a failed widget its error', async () => {
    const { page, problems, close } = await openWithMistakes();
    try {
      await expect.poll(() => stateOf(page, `${PANEL} tr:has(button:text-is("div#working-tabs.demo-tabs"))`)).toBe('mounted');
      await expect.poll(() => stateOf(page, row('carousel'))).toBe('mounted');
      await expect.poll(() => stateOf(page, row('demo-broken-price'))).toBe('failed');
      // The tabs the theme's CSS hides wait to be near, and the panel says why they never will.
      const hidden = `${PANEL} tr:has(button:text-is("div#hidden-tabs.demo-tabs"))`;
      expect(await stateOf(page, hidden)).toBe('visible');
      expect(await rowText(page, hidden)).toContain(`${STATE_LABELS.visible} (hidden: no box)`);
      expect(await stateOf(page, row('carousell'))).toBe('unknown');
      expect(await rowText(page, row('carousell'))).toContain(STATE_LABELS.unknown);

      expect(await messagesOf(page, row('carousel'))).toEqual([
        'widget "carousel" options: items="three" cannot be read, using 3',
        'data-autoplai is no option of "carousel": did you mean data-autoplay?',
      ]);
      expect(await messagesOf(page, row('carousell'))).toEqual(['no widget is registered as "carousell"', 'did you mean "carousel"?']);
      expect(await messagesOf(page, row('demo-broken-price'))).toEqual([
        'widget "demo-broken-price" failed and was switched off: the theme forgot the price format',
      ]);
      // Mounted widgets say when, from the bundle's start.
      expect(await rowText(page, row('carousel'))).toMatch(/\d+ ms/);
      expect(await page.locator(`${PANEL} .summary`).textContent()).toBe(
        '5 islands: 2 mounted, 1 waiting, 1 failed, 1 unknown; 3 messages',
      );
      // Each mistake is one console line too, as before.
      expect(problems.map((line) => line.split('\n')[0])).toEqual([
        expect.stringContaining('no widget is registered as "carousell"'),
        expect.stringContaining('widget "carousel" options: items="three" cannot be read, using 3'),
        expect.stringContaining('widget "demo-broken-price" failed and was switched off'),
      ]);
    } finally {
      await close();
    }
  });

  it('a widget whose file cannot load is failed, with the error', async () => {
    const opened = await newPage();
    try {
      await opened.page.route(`**/${bundleFileName('family', 'counters')}`, (route) => route.abort());
      await opened.page.goto(demoUrl('/counters.html?islands-debug'));
      await waitForPanel(opened.page);
      await expect.poll(() => stateOf(opened.page, row('countdown'))).toBe('failed');
      expect((await messagesOf(opened.page, row('countdown')))[0]).toMatch(
        /^widget "countdown" could not be loaded; the server markup works on without it: .*cms-islands\.widget-counters\.js could not be loaded$/,
      );
      expect(opened.problems.some((line) => line.includes('widget "countdown" could not be loaded'))).toBe(true);
    } finally {
      await opened.close();
    }
  });

  it('shows a theme widget nothing asks for, the settings as read with where each came from, and the files with their sizes', async () => {
    const { page, problems, close } = await openPage('/inspector.html?islands-debug');
    try {
      await waitForPanel(page);
      // Before the mistakes are added, the theme's broken widget is registered but on no element.
      await page.click(`${PANEL} [role="tab"]:has-text("Page messages")`);
      expect(
        await page
          .locator(`${PANEL} [data-unused-widget]`)
          .evaluateAll((notes) => notes.map((note) => note.getAttribute('data-unused-widget'))),
      ).toEqual(['demo-broken-price']);
      await page.click(`${PANEL} [role="tab"]:has-text("Settings")`);
      expect(await page.locator(`${PANEL} .help`).first().textContent()).toContain('Read from window.cmsIslandsSettings.');
      const offset = await page.locator(`${PANEL} tr[data-setting="lazy_loading_offset"] > *`).allTextContents();
      expect(offset).toEqual(['lazy_loading_offset', '300', '300', 'window.cmsIslandsSettings']);
      const notPrinted = await page.locator(`${PANEL} tr[data-setting="popup_event"] > *`).allTextContents();
      expect(notPrinted).toEqual(['popup_event', '"time"', '"time"', 'default: not printed']);

      await page.click(`${PANEL} [role="tab"]:has-text("Files")`);
      const files = await page.locator(`${PANEL} tr[data-file]`).evaluateAll((rows) => rows.map((each) => each.getAttribute('data-file')));
      expect(files.slice(0, 2)).toEqual(['cms-islands.js', INSPECTOR_FILE]);
      const inspectorSize = await page.locator(`${PANEL} tr[data-file="${INSPECTOR_FILE}"] td`).first().textContent();
      expect(inspectorSize).toMatch(/^\d+\.\d KB$/);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('data-debug on the script tag switches it on; so do CMSIslands.inspect() and cmsIslands.inspect(), which bring it back', async () => {
    const opened = await newPage();
    try {
      // The page as a theme prints it with data-debug on the bundle's tag (the CSP header kept).
      await opened.page.route('**/runtime.html', async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace('id="cms-islands-js"', 'id="cms-islands-js" data-debug');
        await route.fulfill({ response, body });
      });
      await opened.page.goto(demoUrl('/runtime.html'));
      await waitForPanel(opened.page);
      expect(opened.problems).toEqual([]);
    } finally {
      await opened.close();
    }

    const { page, problems, close } = await openPage('/tabs.html');
    try {
      expect(await page.evaluate(() => window.cmsIslands === window.CMSIslands)).toBe(true);
      await page.evaluate(() => window.cmsIslands.inspect());
      await waitForPanel(page);
      const toggle = page.locator(`${PANEL} header button[aria-expanded]`);
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await page.evaluate(() => window.CMSIslands.inspect());
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await page.locator(PANEL).count()).toBe(1);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('is keyboard and screen-reader friendly: tabs by arrows, Escape folds it, focus outlines the element, Enter scrolls there; axe clean', async () => {
    const { page, problems, close } = await openWithMistakes();
    try {
      await page.evaluate(() => window.scrollTo(0, 0));
      const islandsTab = page.locator(`${PANEL} [role="tab"]:has-text("Islands")`);
      await islandsTab.focus();
      await page.keyboard.press('ArrowRight');
      expect(await page.locator(`${PANEL} [role="tab"][aria-selected="true"]`).textContent()).toMatch(/^Page messages/);
      await page.keyboard.press('Home');
      expect(await page.locator(`${PANEL} [role="tab"][aria-selected="true"]`).textContent()).toMatch(/^Islands/);

      // Focus on an element's button outlines that element on the page; Enter brings it into view.
      const button = page.locator(`${row('carousel')} button.element`);
      await button.focus();
      const outline = await page.evaluate((panel) => {
        const box = document.querySelector(panel)!.shadowRoot!.querySelector<HTMLElement>('.highlight')!;
        const target = document.getElementById('carousel-with-mistakes')!.getBoundingClientRect();
        const drawn = box.getBoundingClientRect();
        return { shown: !box.hidden, same: Math.abs(drawn.top - target.top) < 1 && Math.abs(drawn.width - target.width) < 1 };
      }, PANEL);
      expect(outline).toEqual({ shown: true, same: true });
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => {
        const box = document.getElementById('carousel-with-mistakes')!.getBoundingClientRect();
        return box.top >= 0 && box.top < innerHeight;
      });

      expect(await axeViolations(page, PANEL)).toEqual([]);
      await page.keyboard.press('Escape');
      const toggle = page.locator(`${PANEL} header button[aria-expanded]`);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await page.evaluate((panel) => document.querySelector(panel)!.shadowRoot!.activeElement?.textContent, PANEL)).toBe('Unfold');
      expect(problems).toHaveLength(3); // the three mistakes, and nothing of the inspector's own
    } finally {
      await close();
    }
  });

  it('moves nothing on the page: its CLS stays 0 while it is open, the page scrolled, widgets mounting, elements outlined', async () => {
    const { page, close } = await openPage('/inspector.html?islands-debug');
    try {
      await waitForPanel(page);
      await page.evaluate(() => {
        (window as unknown as { shifts: number[] }).shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
            // A shift right after the visitor's own input is not counted in CLS (Layout Instability API).
            if (!entry.hadRecentInput) (window as unknown as { shifts: number[] }).shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.hover(`${row('tabs')} button.element`);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.click('#add-mistakes');
      await settleFiles(page);
      await expect.poll(() => stateOf(page, row('carousel'))).toBe('mounted');
      await page.hover(`${row('carousel')} button.element`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await settleFiles(page);
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
    } finally {
      await close();
    }
  });
});

// Every demo page with ?islands-debug: the panel opens and lists at least every mounted widget, and the
// inspector adds no console line and no violation of its own.
describe.concurrent.each(['index', ...listPages().map((page) => page.slug)])('demo page %s with ?islands-debug', (slug) => {
  // Concurrent tests poll with their own `expect`.
  it('the inspector opens and lists every mounted widget', async ({ expect }) => {
    const { page, problems, close } = await openPage(`${slug === 'index' ? '/' : `/${slug}.html`}?islands-debug`);
    try {
      await waitForPanel(page);
      await settleFiles(page);
      const mounted = await page.evaluate(() => window.CMSIslands.mountedCount());
      await expect.poll(() => page.locator(`${PANEL} tr[data-state="mounted"]`).count()).toBe(mounted);
      expect(await page.locator(`${PANEL} tr[data-state="unknown"], ${PANEL} tr[data-state="failed"]`).count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
