import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { bundleFileName } from '../../core/files/file-names';
import { formatBytes } from '../../src/inspector/format';
import { STATE_LABELS } from '../../src/inspector/state-labels';
import { INSPECTOR_TOOL } from '../../src/tool-files';
import { axeViolations, demoUrl, newPage, openPage, settle, settleFiles } from './harness';

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

/** Whether the panel's outline is shown, and drawn exactly over the element with this id. */
async function outlineOver(page: Page, id: string): Promise<{ shown: boolean; over: boolean }> {
  return page.evaluate(
    ({ panel, id }) => {
      const box = document.querySelector(panel)!.shadowRoot!.querySelector<HTMLElement>('.highlight')!;
      const target = document.getElementById(id)!.getBoundingClientRect();
      const drawn = box.getBoundingClientRect();
      const near = (a: number, b: number) => Math.abs(a - b) < 1;
      return {
        shown: !box.hidden,
        over:
          near(drawn.top, target.top) &&
          near(drawn.left, target.left) &&
          near(drawn.width, target.width) &&
          near(drawn.height, target.height),
      };
    },
    { panel: PANEL, id },
  );
}

/** The label of the tab that has focus in the panel's shadow root, and of the selected one (their counts left out). */
async function focusedTab(page: Page): Promise<{ focused: string | null; selected: string | null }> {
  return page.evaluate((panel) => {
    const root = document.querySelector(panel)!.shadowRoot!;
    const label = (tab: Element | null | undefined) => (tab?.getAttribute('role') === 'tab' ? tab.firstElementChild!.textContent : null);
    return { focused: label(root.activeElement), selected: label(root.querySelector('[role="tab"][aria-selected="true"]')) };
  }, PANEL);
}

/** The pointer pressed on a tab and released off it, on the panel's title: the tab has focus, and no click chose it. */
async function pressAndSlideOff(page: Page, label: string): Promise<void> {
  const tab = (await page.locator(`${PANEL} [role="tab"]:has-text("${label}")`).boundingBox())!;
  const title = (await page.locator(`${PANEL} h2`).boundingBox())!;
  await page.mouse.move(tab.x + tab.width / 2, tab.y + tab.height / 2);
  await page.mouse.down();
  await page.mouse.move(title.x + title.width / 2, title.y + title.height / 2);
  await page.mouse.up();
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
      // Each mistake is one console line too, as before (the carousel's comes when its file has, so in no set order).
      const lines = problems.map((line) => line.split('\n')[0]);
      expect(lines).toHaveLength(3);
      expect(lines).toEqual(
        expect.arrayContaining([
          expect.stringContaining('no widget is registered as "carousell"'),
          expect.stringContaining('widget "carousel" options: items="three" cannot be read, using 3'),
          expect.stringContaining('widget "demo-broken-price" failed and was switched off'),
        ]),
      );
    } finally {
      await close();
    }
  });

  it('a widget whose file is on its way is loading; when it cannot load, failed, with the error', async () => {
    const opened = await newPage();
    try {
      let abortFile!: () => void;
      const answered = new Promise<void>((resolve) => (abortFile = resolve));
      await opened.page.route(`**/${bundleFileName('family', 'counters')}`, async (route) => {
        await answered;
        await route.abort();
      });
      // The held file would hold the page's load event too: wait for the document only.
      await opened.page.goto(demoUrl('/counters.html?islands-debug'), { waitUntil: 'domcontentloaded' });
      await waitForPanel(opened.page);
      await expect.poll(() => stateOf(opened.page, row('countdown'))).toBe('loading');
      expect(await rowText(opened.page, row('countdown'))).toContain(STATE_LABELS.loading);
      abortFile();
      await expect.poll(() => stateOf(opened.page, row('countdown'))).toBe('failed');
      expect((await messagesOf(opened.page, row('countdown')))[0]).toMatch(
        /^widget "countdown" could not be loaded; the server markup works on without it: .*cms-islands\.widget-counters\.js could not be loaded$/,
      );
      expect(opened.problems.some((line) => line.includes('widget "countdown" could not be loaded'))).toBe(true);
    } finally {
      await opened.close();
    }
  });

  it('shows a theme widget nothing asks for, a setting it could not read, the settings as read with where each came from, and the files with their sizes', async () => {
    // The settings global as a theme might print it: a value out of range, a misspelt key.
    const { page, problems, close } = await openPage('/inspector.html?islands-debug', {
      settings: { lazy_loading_offset: '2000000', lazy_loading_ofset: 5 },
    });
    try {
      await waitForPanel(page);
      // Before the mistakes are added, the theme's broken widget is registered but on no element.
      await page.click(`${PANEL} [role="tab"]:has-text("Page messages")`);
      expect(
        await page
          .locator(`${PANEL} [data-unused-widget]`)
          .evaluateAll((notes) => notes.map((note) => note.getAttribute('data-unused-widget'))),
      ).toEqual(['demo-broken-price']);
      const refusal = 'lazy_loading_offset="2000000" must be from 0 to 1000000, using 300';
      expect(await page.locator(`${PANEL} .page-messages li.warn`).allTextContents()).toEqual([expect.stringContaining(refusal)]);
      expect(problems).toEqual([expect.stringContaining(refusal)]);

      await page.click(`${PANEL} [role="tab"]:has-text("Settings")`);
      expect(await page.locator(`${PANEL} .help`).first().textContent()).toBe(
        'Read from window.cmsIslandsSettings. Printed, read by no widget: lazy_loading_ofset.',
      );
      const cells = (key: string) => page.locator(`${PANEL} tr[data-setting="${key}"] > *`).allTextContents();
      expect(await cells('lazy_loading_offset')).toEqual(['lazy_loading_offset', '300', '300', `default: ${refusal}`]);
      expect(await cells('ajax_action_prefix')).toEqual([
        'ajax_action_prefix',
        '"cms_islands"',
        '"cms_islands"',
        'window.cmsIslandsSettings',
      ]);
      expect(await cells('popup_event')).toEqual(['popup_event', '"time"', '"time"', 'default: not printed']);

      await page.click(`${PANEL} [role="tab"]:has-text("Files")`);
      const files = await page.locator(`${PANEL} tr[data-file]`).evaluateAll((rows) => rows.map((each) => each.getAttribute('data-file')));
      expect(files.slice(0, 2)).toEqual(['cms-islands.js', INSPECTOR_FILE]);
      // Each file's unpacked size is its real length in bytes, fetched again here.
      for (const file of files.slice(0, 2)) {
        const [sent, unpacked] = await page.locator(`${PANEL} tr[data-file="${file}"] td`).allTextContents();
        const bytes = await page.evaluate(
          async (name) =>
            (await (await fetch(document.querySelector<HTMLScriptElement>(`script[src$="/${name}"]`)!.src)).arrayBuffer()).byteLength,
          file!,
        );
        expect(unpacked).toBe(formatBytes(bytes));
        expect(sent).toMatch(/^\d+(\.\d)? (KB|B)$/);
      }
    } finally {
      await close();
    }
  });

  it('data-debug on the script tag switches it on; so do CMSIslands.inspect() and cmsIslands.inspect(), which bring it back; on a right-to-left page it reads left to right in the end corner', async () => {
    const opened = await newPage();
    try {
      // The page as a theme prints it with data-debug on the bundle's tag (the CSP header kept).
      await opened.page.route('**/runtime.html', async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace('id="cms-islands-js"', 'id="cms-islands-js" data-debug');
        await route.fulfill({ response, body });
      });
      const response = await opened.page.goto(demoUrl('/runtime.html'));
      // The page runs under the strict policy with Trusted Types enforced (README, "Content-Security-Policy"):
      // the panel opening with no violation (harness.ts fails the test on any) is the proof it needs no more.
      expect(response!.headers()['content-security-policy']).toContain("require-trusted-types-for 'script'; trusted-types cms-islands");
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

      // On a right-to-left page the panel sits in the end corner (the left), and its English reads left
      // to right: ArrowRight goes to the tab drawn to the right.
      await page.evaluate(() => (document.documentElement.dir = 'rtl'));
      expect(
        await page.evaluate((panel) => {
          const aside = document.querySelector(panel)!.shadowRoot!.querySelector('aside')!;
          return {
            left: aside.getBoundingClientRect().left,
            lang: aside.lang,
            direction: getComputedStyle(aside.querySelector('header')!).direction,
          };
        }, PANEL),
      ).toEqual({ left: 8, lang: 'en', direction: 'ltr' });
      await page.locator(`${PANEL} [role="tab"]:has-text("Islands")`).focus();
      await page.keyboard.press('ArrowRight');
      expect(await page.locator(`${PANEL} [role="tab"][aria-selected="true"]`).textContent()).toMatch(/^Page messages/);
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
      // The arrows wrap (WAI-ARIA tabs): Left on the first tab goes to the last, Right on the last to the first.
      await page.keyboard.press('ArrowLeft');
      expect(await focusedTab(page)).toEqual({ focused: 'Files', selected: 'Files' });
      await page.keyboard.press('ArrowRight');
      expect(await focusedTab(page)).toEqual({ focused: 'Islands', selected: 'Islands' });
      await page.keyboard.press('End');
      expect(await focusedTab(page)).toEqual({ focused: 'Files', selected: 'Files' });
      await page.keyboard.press('ArrowRight');
      expect(await focusedTab(page)).toEqual({ focused: 'Islands', selected: 'Islands' });
      // The arrows move from the tab that has focus, also when it is not the selected one: a press on a
      // tab released elsewhere (no click) focuses it without choosing it, and so can a screen reader.
      await page.keyboard.press('ArrowRight');
      await pressAndSlideOff(page, 'Files');
      expect(await focusedTab(page)).toEqual({ focused: 'Files', selected: 'Page messages' });
      await page.keyboard.press('ArrowRight');
      expect(await focusedTab(page)).toEqual({ focused: 'Islands', selected: 'Islands' });
      await page.keyboard.press('ArrowRight');
      await pressAndSlideOff(page, 'Islands');
      expect(await focusedTab(page)).toEqual({ focused: 'Islands', selected: 'Page messages' });
      await page.keyboard.press('ArrowLeft');
      expect(await focusedTab(page)).toEqual({ focused: 'Files', selected: 'Files' });
      await page.keyboard.press('Home');

      // Focus on an element's button outlines that element on the page; Enter brings it into view.
      const button = page.locator(`${row('carousel')} button.element`);
      await button.focus();
      expect(await outlineOver(page, 'carousel-with-mistakes')).toEqual({ shown: true, over: true });
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

  it('hover outlines an element, a click scrolls to it; and it moves nothing on the page: CLS 0 while open, the page scrolled, widgets mounting', async () => {
    // Reduced motion: the scroll to the element is a jump, so the outline is compared where it ends.
    const { page, close } = await openPage('/inspector.html?islands-debug', { reducedMotion: 'reduce' });
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
      // The pointer over an element's button outlines the element on the page; leaving hides it.
      await page.hover(`${row('tabs')} button.element`);
      expect(await outlineOver(page, 'working-tabs')).toEqual({ shown: true, over: true });
      await page.hover(`${PANEL} .summary`);
      expect((await outlineOver(page, 'working-tabs')).shown).toBe(false);

      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.click('#add-mistakes');
      await settleFiles(page);
      await expect.poll(() => stateOf(page, row('carousel'))).toBe('mounted');
      await page.evaluate(() => window.scrollTo(0, 0));
      await settle(page);
      expect(await page.locator('#carousel-with-mistakes').evaluate((element) => element.getBoundingClientRect().top > innerHeight)).toBe(
        true,
      );
      // A click on the button brings the element into view, and the outline follows it there.
      await page.click(`${row('carousel')} button.element`);
      await page.waitForFunction(() => {
        const box = document.getElementById('carousel-with-mistakes')!.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= innerHeight;
      });
      await settle(page);
      expect(await outlineOver(page, 'carousel-with-mistakes')).toEqual({ shown: true, over: true });
      await settleFiles(page);
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
    } finally {
      await close();
    }
  });
});
