import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoUrl, newPage, type OpenedPage } from './harness';

/**
 * What the main bundle leaves to later (README, "Mount strategies"): React DOM's client is evaluated in
 * a task after the bundle's own; families below the first screen come as files of their own when near,
 * and what the visitor did while such a file was on its way is caught up when it mounts (README,
 * "Before a widget mounts").
 */

let opened: OpenedPage | null = null;
afterEach(async () => {
  await opened?.close();
  opened = null;
});

const FILES = { tabs: 'cms-islands.widget-tabs.js', accordion: 'cms-islands.widget-accordion.js' } as const;

/** The demo tabs page with one family's file answering only once the returned function is called. */
async function openHeld(file: string): Promise<{ page: Page; problems: string[]; release: () => void }> {
  opened = await newPage();
  const { page, problems } = opened;
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/${file}`, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto(demoUrl('/tabs.html'), { waitUntil: 'domcontentloaded' }); // the held file holds the load event
  const asked = () =>
    page.evaluate(
      (name) => [...document.querySelectorAll<HTMLScriptElement>('script[data-islands-file]')].some((script) => script.src.endsWith(name)),
      file,
    );
  await expect.poll(asked).toBe(true); // near at load: its file is asked for
  return { page, problems, release };
}

describe('families below the first screen are files of their own', () => {
  it("the main bundle holds neither the tabs' nor the accordions' code", async () => {
    opened = await newPage();
    const bundle = await (await opened.page.request.get(demoUrl('/dist/cms-islands.js'))).text();
    // Their markup names are spelled only in their own families (README, "Markup names").
    for (const name of ['data-tab-list', 'data-tab-panel', 'data-accordion-trigger', 'data-accordion-panel'])
      expect(bundle.includes(name), name).toBe(false);
  });

  it('a click on an accordion header while its file comes opens that section once it has mounted', async () => {
    const { page, problems, release } = await openHeld(FILES.accordion);
    const trigger = 'text=Care instructions';
    await page.click(trigger);
    expect(await page.getAttribute(trigger, 'aria-expanded')).toBeNull(); // not mounted yet
    release();
    await expect.poll(() => page.getAttribute(trigger, 'aria-expanded')).toBe('true');
    expect(await page.getAttribute('text=What sizes are there?', 'aria-expanded')).toBe('false'); // one open at a time
    expect(problems).toEqual([]);
  });

  it("a tab link followed while the tabs' file comes selects its tab once it has mounted", async () => {
    const { page, problems, release } = await openHeld(FILES.tabs);
    const tab = '.demo-tabs >> text=Reviews (2)';
    await page.click(tab); // a link: it leads to its panel's id meanwhile
    expect(new URL(page.url()).hash).toBe('#tab-reviews');
    release();
    await expect.poll(() => page.getAttribute(tab, 'aria-selected')).toBe('true');
    expect(await page.isVisible('#tab-reviews')).toBe(true);
    expect(await page.isVisible('#tab-description')).toBe(false);
    expect(problems).toEqual([]);
  });
});

declare global {
  interface Window {
    /** When React DOM's client registered with the DevTools hook: whether the bundle was still running, and had booted. */
    reactDomEvaluated?: { inBundleScript: boolean; booted: boolean };
  }
}

describe("React DOM's client is evaluated after the bundle's own task", () => {
  it('it is evaluated once the bundle has booted and its script has ended, and the header mounts all the same', async () => {
    opened = await newPage();
    const { page, problems } = opened;
    // React DOM's client registers with React's DevTools hook when its module is evaluated. While the
    // bundle's script runs (its microtasks included), it is the document's current script.
    await page.addInitScript(() => {
      Object.assign(window, {
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          supportsFiber: true,
          inject: () => {
            window.reactDomEvaluated = { inBundleScript: document.currentScript !== null, booted: 'CMSIslands' in window };
            return 1;
          },
          checkDCE: () => {},
          onCommitFiberRoot: () => {},
          onCommitFiberUnmount: () => {},
          onPostCommitFiberRoot: () => {},
          setStrictMode: () => {},
        },
      });
    });
    await page.goto(demoUrl('/shop-header.html'));
    await page.waitForSelector('[data-island="sticky-header"][data-island-mounted]', { state: 'attached' });
    expect(await page.evaluate(() => window.reactDomEvaluated)).toEqual({ inBundleScript: false, booted: true });
    expect(problems).toEqual([]);
  });
});

declare global {
  interface Window {
    /** What the bundle asked the browser for while its script ran, and whether its API was there yet. */
    askedDuringBundle?: Array<{ what: string; apiThere: boolean }>;
  }
}

describe("the bundle's evaluation asks the browser for nothing", () => {
  // With a DevTools client that records where each frame, task or style change was asked for
  // (Lighthouse's trace), V8 re-parses every function on the stack: inside the evaluation, the file.
  it('its first frame, task and stylesheet are asked for once its script has set the API, its last step', async () => {
    opened = await newPage();
    const { page, problems } = opened;
    await page.addInitScript(() => {
      const asked: Array<{ what: string; apiThere: boolean }> = (window.askedDuringBundle = []);
      const note = (what: string) => {
        if (document.currentScript?.id === 'cms-islands-js') asked.push({ what, apiThere: 'CMSIslands' in window });
      };
      const wrap = <T extends object>(target: T, key: keyof T & string) => {
        const original = target[key] as unknown as (...args: unknown[]) => unknown;
        Object.defineProperty(target, key, {
          configurable: true,
          writable: true,
          value(this: unknown, ...args: unknown[]) {
            note(key);
            return original.apply(this, args);
          },
        });
      };
      wrap(window, 'requestAnimationFrame');
      wrap(window, 'setTimeout');
      wrap(CSSStyleSheet.prototype, 'replaceSync');
      wrap(MessagePort.prototype, 'postMessage');
      const scheduler = (window as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
      if (scheduler?.yield) wrap(scheduler as { yield: () => Promise<void> }, 'yield');
    });
    await page.goto(demoUrl('/shop-header.html'));
    await page.waitForSelector('[data-island="sticky-header"][data-island-mounted]', { state: 'attached' });
    const asked = (await page.evaluate(() => window.askedDuringBundle))!;
    expect(asked.length).toBeGreaterThan(0); // the page trackers' frame, the base CSS, the first yields
    expect(asked.filter((request) => !request.apiThere)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
