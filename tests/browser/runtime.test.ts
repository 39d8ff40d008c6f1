import type { IslandsApi } from '../../src/api';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoUrl, layoutShiftTotal, openPage, settle } from './harness';
import { SCROLL_THROTTLE_MS } from '../../core/store/page-trackers';

/** JS event listeners in the page, from Chromium's own counter, after a garbage collection. */
async function listenerCount(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  await cdp.detach();
  return metrics.find((metric) => metric.name === 'JSEventListeners')!.value;
}

async function waitForMounted(page: Page, selector: string): Promise<void> {
  await page.waitForSelector(`${selector}[data-island-mounted]`, { state: 'attached' });
}

describe('runtime in Chromium', () => {
  it('keeps the server nodes: the same iframe (not reloaded), the typed value and the nested widget', async () => {
    const { page, close } = await openPage('/runtime.html'); // any page: we open tabs.html below with the bundle held back
    try {
      let releaseBundle!: () => void;
      const bundleHeld = new Promise<void>((resolve) => (releaseBundle = resolve));
      await page.route('**/dist/cms-islands.js', async (route) => {
        await bundleHeld;
        await route.continue();
      });
      // The bundle is a classic script at the end of the body: the parser stops there until we let it go.
      await page.goto(demoUrl('/tabs.html'), { waitUntil: 'commit' });
      await page.waitForSelector('#nested-tabs', { state: 'attached' });
      // Before the bundle runs: type into the input, mark the nodes and the iframe's document.
      await page.fill('#engraving-input', 'For Ana');
      await page.evaluate(() => {
        const marked = (id: string) => ((document.getElementById(id) as unknown as { serverNode: boolean }).serverNode = true);
        marked('engraving-input');
        marked('tab-video-frame');
        marked('nested-tabs');
        const frame = document.getElementById('tab-video-frame') as HTMLIFrameElement;
        (frame.contentWindow as unknown as { alive: boolean }).alive = true;
        document
          .getElementById('engraving-input')!
          .addEventListener('input', () => ((window as unknown as { themeListenerRan: boolean }).themeListenerRan = true));
      });
      releaseBundle();
      await page.waitForFunction(() => 'CMSIslands' in window);
      await waitForMounted(page, '[data-island="accordion"]');
      await page.click('text=Care instructions'); // the nested tabs mount once their panel shows
      await waitForMounted(page, '#nested-tabs');
      const kept = await page.evaluate(() => {
        const isMarked = (id: string) => (document.getElementById(id) as unknown as { serverNode?: boolean }).serverNode === true;
        const frame = document.getElementById('tab-video-frame') as HTMLIFrameElement;
        return {
          input: isMarked('engraving-input'),
          value: (document.getElementById('engraving-input') as HTMLInputElement).value,
          iframe: isMarked('tab-video-frame'),
          iframeDocumentAlive: (frame.contentWindow as unknown as { alive?: boolean }).alive === true,
          nested: isMarked('nested-tabs'),
        };
      });
      expect(kept).toEqual({ input: true, value: 'For Ana', iframe: true, iframeDocumentAlive: true, nested: true });
      await page.type('#engraving-input', '!');
      expect(await page.evaluate(() => (window as unknown as { themeListenerRan?: boolean }).themeListenerRan)).toBe(true);
    } finally {
      await close();
    }
  });

  it('mounts nested widgets outer-first, each with its own root and its own tabs', async () => {
    const { page, close } = await openPage('/tabs.html');
    try {
      await page.click('text=Care instructions');
      await waitForMounted(page, '#nested-tabs');
      const nested = await page.evaluate(() => {
        const outer = document.querySelector('[data-island="accordion"]')!;
        const inner = document.getElementById('nested-tabs')!;
        return {
          outerTriggers: outer.querySelectorAll('[aria-expanded]').length,
          innerTabs: [...inner.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent),
          innerTabsInOuterRoles: [...inner.querySelectorAll('[aria-expanded]')].length,
        };
      });
      expect(nested).toEqual({ outerTriggers: 3, innerTabs: ['Washing', 'Storing'], innerTabsInOuterRoles: 0 });

      // Outer-first: watch the mount attribute arrive on a fresh copy of the nested markup.
      const order = await page.evaluate(async () => {
        const seen: string[] = [];
        new MutationObserver((records) => {
          for (const record of records) seen.push((record.target as HTMLElement).dataset.island ?? '');
        }).observe(document.body, { attributes: true, attributeFilter: ['data-island-mounted'], subtree: true });
        const copy = document.querySelector('[data-island="accordion"]')!.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('[id]').forEach((element) => (element.id += '-copy'));
        copy.querySelectorAll('[data-island-mounted]').forEach((element) => element.removeAttribute('data-island-mounted'));
        copy.removeAttribute('data-island-mounted');
        copy.setAttribute('data-island-load', 'load');
        copy.querySelector('[data-island="tabs"]')!.setAttribute('data-island-load', 'load');
        document.querySelector('main')!.prepend(copy);
        // Until the inner one has mounted too, then two frames more for any mount that should not come
        // (it was a fixed 200 ms wait).
        const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        const inner = copy.querySelector('[data-island="tabs"]')!;
        while (!inner.hasAttribute('data-island-mounted')) await nextFrame();
        await nextFrame();
        await nextFrame();
        return seen;
      });
      expect(order).toEqual(['accordion', 'tabs']);
    } finally {
      await close();
    }
  });

  it('mounts markup added later without any call, and unmounts removed markup releasing its listeners', async () => {
    // Without the backend's 300 ms wait before each of the four blocks (so a person sees it coming).
    const { page, close } = await openPage('/runtime.html?delay=off');
    try {
      const loadAndRemoveBlock = async (check: boolean) => {
        await page.click('#load-late-markup');
        await page.waitForSelector('[data-late-block] [data-island="tabs"][data-island-mounted]');
        if (check) expect(await page.getAttribute('[data-late-block] [data-tab]', 'role')).toBe('tab');
        await page.click('[data-remove-block]');
        await settle(page);
      };
      // A first block warms up what a page sets up once (the page's one hashchange listener and
      // the like); every later block must leave exactly what it found.
      await loadAndRemoveBlock(false);
      const before = await listenerCount(page);
      const mountedBefore = await page.evaluate(() => window.CMSIslands.mountedCount());
      for (let block = 0; block < 3; block += 1) await loadAndRemoveBlock(true);
      expect(await page.evaluate(() => window.CMSIslands.mountedCount())).toBe(mountedBefore);
      expect(await listenerCount(page)).toBeLessThanOrEqual(before);
    } finally {
      await close();
    }
  });

  // 200 mounts and 200 unmounts of each widget, ten at a time in 20 rounds: a round takes three frames
  // (mount batches run per frame), so 200 rounds of one took 10 s and these take about 1 s. The count is
  // compared exactly after a garbage collection, so a listener that one mount leaves behind shows
  // 200 times over, as it did with one at a time; and 20 rounds still mount into the host its
  // previous round emptied, the frame after.
  it('mounts and unmounts 200 times without growing the listener count', async () => {
    const { page, close } = await openPage('/runtime.html');
    try {
      // Tabs and accordions are files of their own (widgets/index.ts): counted once both have come.
      await page.evaluate(async () => {
        const host = document.createElement('div');
        host.innerHTML = window.demoTheme
          .html(`<div data-island="tabs" data-island-load="load"><a href="#warm-a" data-tab>A</a><div id="warm-a" data-tab-panel>a</div></div>
          <div data-island="accordion" data-island-load="load"><h3><button data-accordion-trigger>T</button></h3><div data-accordion-panel>p</div></div>`);
        document.body.append(host);
        while (host.querySelectorAll('[data-island-mounted]').length < 2) await new Promise((resolve) => setTimeout(resolve, 10));
        host.remove();
      });
      const before = await listenerCount(page);
      const mounted = await page.evaluate(async () => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        const host = document.createElement('div');
        document.body.append(host);
        const WIDGETS_PER_ROUND = 10;
        let mounts = 0;
        for (let round = 0; round < 200 / WIDGETS_PER_ROUND; round += 1) {
          let markup = '';
          for (let copy = 0; copy < WIDGETS_PER_ROUND; copy += 1) {
            const cycle = `${round}-${copy}`;
            markup += `<div data-island="tabs" data-island-load="load"><ul><li><a href="#c${cycle}a" data-tab>A</a></li><li><a href="#c${cycle}b" data-tab>B</a></li></ul>
            <div id="c${cycle}a" data-tab-panel>a</div><div id="c${cycle}b" data-tab-panel hidden>b</div></div>
            <div data-island="accordion" data-island-load="load"><h3><button data-accordion-trigger>T</button></h3><div data-accordion-panel>p</div></div>`;
          }
          host.innerHTML = window.demoTheme.html(markup);
          await frame();
          await frame();
          mounts += host.querySelectorAll('[data-island-mounted]').length;
          host.replaceChildren();
          await frame();
        }
        host.remove();
        await frame();
        return mounts;
      });
      // Every widget of every round mounted before it was removed: 200 tabs and 200 accordions.
      expect(mounted).toBe(400);
      expect(await listenerCount(page)).toBeLessThanOrEqual(before);
    } finally {
      await close();
    }
  });

  it("a root costs none of React's delegated listeners: 20 more mounted widgets add only their own few", async () => {
    const { page, close } = await openPage('/runtime.html');
    try {
      const before = await listenerCount(page);
      const WIDGETS = 20;
      await page.evaluate(async (count) => {
        const host = document.createElement('div');
        host.id = 'listener-host';
        let markup = '';
        for (let copy = 0; copy < count; copy += 1)
          markup += `<div data-island="accordion" data-island-load="load"><h3><button data-accordion-trigger>T</button></h3><div data-accordion-panel>p</div></div>`;
        host.innerHTML = window.demoTheme.html(markup);
        document.body.append(host);
        window.CMSIslands.mount(host);
      }, WIDGETS);
      await page.waitForFunction((count) => document.querySelectorAll('#listener-host [data-island-mounted]').length === count, WIDGETS);
      const perWidget = ((await listenerCount(page)) - before) / WIDGETS;
      // React puts about 140 listeners on each root's container; ours is detached and takes none. An
      // accordion listens to its own buttons: a handful each.
      expect(perWidget).toBeLessThan(10);
      // They still work: a click folds or unfolds its panel.
      const expanded = () => page.getAttribute('#listener-host [data-accordion-trigger]', 'aria-expanded');
      const was = await expanded();
      await page.click('#listener-host [data-accordion-trigger]');
      expect(await expanded()).toBe(was === 'true' ? 'false' : 'true');
    } finally {
      await close();
    }
  });

  it('contains a widget that throws: one console error naming it, the other widgets keep working', async () => {
    const { page, problems, close } = await openPage('/runtime.html');
    try {
      await page.evaluate(() => {
        window.CMSIslands.register('broken-widget', {
          strategy: 'load',
          setup() {
            throw new Error('theme bug');
          },
        });
        document.querySelector('main')!.insertAdjacentHTML(
          'afterbegin',
          window.demoTheme.html(`<div data-island="broken-widget" id="broken">server content stays</div>
           <div data-island="tabs" data-island-load="load" id="after-broken"><ul><li><a href="#ab1" data-tab>One</a></li><li><a href="#ab2" data-tab>Two</a></li></ul>
           <div id="ab1" data-tab-panel>1</div><div id="ab2" data-tab-panel hidden>2</div></div>`),
        );
      });
      await waitForMounted(page, '#after-broken');
      await settle(page);
      const errors = problems.filter((line) => line.startsWith('error:'));
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain('widget "broken-widget" failed');
      expect(await page.textContent('#broken')).toBe('server content stays');
      expect(await page.getAttribute('#broken', 'data-island-failed')).toBe('broken-widget');
      expect(await page.getAttribute('#broken', 'data-island-mounted')).toBeNull();
      await page.click('#after-broken [href="#ab2"]');
      expect(await page.getAttribute('#after-broken [href="#ab2"]', 'aria-selected')).toBe('true');
    } finally {
      await close();
    }
  });

  it('scanning twice mounts nothing twice', async () => {
    const { page, close } = await openPage('/tabs.html');
    try {
      await waitForMounted(page, '[data-island="accordion"]');
      const mounted = await page.evaluate(() => window.CMSIslands.mountedCount());
      const listeners = await listenerCount(page);
      await page.evaluate(() => {
        window.CMSIslands.mount();
        window.CMSIslands.mount(document.body);
      });
      await settle(page);
      expect(await page.evaluate(() => window.CMSIslands.mountedCount())).toBe(mounted);
      expect(await listenerCount(page)).toBe(listeners);
    } finally {
      await close();
    }
  });

  it('mounts an offscreen widget only when it comes near the viewport', async () => {
    const { page, close } = await openPage('/runtime.html');
    try {
      expect(await page.getAttribute('#lazy-accordion', 'data-island-mounted')).toBeNull();
      await page.evaluate(() => document.getElementById('lazy-accordion')!.scrollIntoView());
      await waitForMounted(page, '#lazy-accordion');
      expect(await page.getAttribute('#lazy-accordion [data-accordion-trigger]', 'aria-expanded')).toBe('true');
    } finally {
      await close();
    }
  });

  it('the store learns the scroll position at most once per 30 ms while the page scrolls, and where a scroll stopped; no script runs for each scroll frame', async () => {
    const { page, close } = await openPage('/runtime.html');
    try {
      await page.waitForFunction(() => 'CMSIslands' in window);
      await page.evaluate(() => {
        const seen = { frames: 0, updateTimesMs: [] as number[], updates: [] as Array<{ yPx: number; direction: string }> };
        Object.assign(window, { __scrollSeen: seen });
        window.addEventListener('scroll', () => (seen.frames += 1), { passive: true });
        window.CMSIslands.store.subscribe((state, previous) => {
          if (state.scroll === previous.scroll) return;
          seen.updateTimesMs.push(performance.now());
          seen.updates.push({ ...state.scroll });
        });
      });
      // A wheel gesture, as a visitor's: a frame every 16.7 ms, and scrollend once, when it stops.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Input.synthesizeScrollGesture', { x: 400, y: 300, yDistance: -400, speed: 800, gestureSourceType: 'mouse' });
      await cdp.detach();
      const stoppedAtPx = await page.evaluate(() => window.scrollY);
      expect(stoppedAtPx).toBeGreaterThan(0);
      // Where the scroll stopped arrives, however the last frames fell.
      await page.waitForFunction((yPx) => window.CMSIslands.store.getState().scroll.yPx === yPx, stoppedAtPx);
      const seen = await page.evaluate(
        () =>
          (
            window as unknown as {
              __scrollSeen: { frames: number; updateTimesMs: number[]; updates: Array<{ yPx: number; direction: string }> };
            }
          ).__scrollSeen,
      );
      expect(seen.updates.at(-1)?.yPx).toBe(stoppedAtPx);
      // Every position on the way is one the page passed, in order: down all the way, never a step back.
      for (const [index, update] of seen.updates.entries()) {
        expect(update.direction).toBe('down');
        expect(update.yPx).toBeGreaterThan(index === 0 ? 0 : seen.updates[index - 1]!.yPx);
        expect(update.yPx).toBeLessThanOrEqual(stoppedAtPx);
      }
      // Once per SCROLL_THROTTLE_MS while scrolling, on average: an interval keeps its beat, so one late
      // fire (a busy machine) makes the next gap shorter, and a stall that reads as the scroll's end
      // brings one read more; never two for one frame. The last update (where it stopped) may come sooner.
      const whileScrolling = seen.updateTimesMs.slice(0, -1);
      const gapsMs = whileScrolling.slice(1).map((timeMs, index) => timeMs - whileScrolling[index]!);
      for (const gapMs of gapsMs) expect(gapMs).toBeGreaterThan(1);
      expect((whileScrolling.at(-1)! - whileScrolling[0]!) / gapsMs.length).toBeGreaterThanOrEqual(SCROLL_THROTTLE_MS - 1);
      expect(seen.updates.length).toBeGreaterThan(2);
      expect(seen.updates.length).toBeLessThan(seen.frames);
    } finally {
      await close();
    }
  });

  it('the store follows a page that grows while it scrolls and a viewport that changes height (the probe reads no page height)', async () => {
    const { page, close } = await openPage('/runtime.html');
    try {
      await page.waitForFunction(() => 'CMSIslands' in window);
      await page.evaluate(() => {
        const seen = { updates: [] as Array<{ yPx: number; scrollYPx: number; direction: string }> };
        Object.assign(window, { __scrollSeen: seen });
        window.CMSIslands.store.subscribe((state, previous) => {
          if (state.scroll !== previous.scroll) seen.updates.push({ ...state.scroll, scrollYPx: window.scrollY });
        });
        // The page grows by 3000 px while it scrolls (the results of a search, a loaded list).
        const grow = () => {
          const spacer = document.createElement('div');
          spacer.style.height = '3000px';
          document.body.append(spacer);
        };
        window.addEventListener('scroll', grow, { once: true, passive: true });
      });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Input.synthesizeScrollGesture', { x: 400, y: 300, yDistance: -600, speed: 1200, gestureSourceType: 'mouse' });
      const stoppedAtPx = await page.evaluate(() => window.scrollY);
      await page.waitForFunction((yPx) => window.CMSIslands.store.getState().scroll.yPx === yPx, stoppedAtPx);
      // The probe (its subjects are 2^24 px tall) adds nothing to the page's scrollable height: the
      // page is as high as its content, 3000 px more than before the scroll.
      const heights = await page.evaluate(() => ({
        probes: document.querySelectorAll('html > [data-islands-scroll-probe]').length,
        scrollPx: document.documentElement.scrollHeight,
        contentPx: Math.ceil(document.body.getBoundingClientRect().bottom + window.scrollY),
      }));
      expect(heights.probes).toBe(1);
      expect(heights.scrollPx).toBeLessThanOrEqual(heights.contentPx + 100);
      // A shorter viewport (a mobile browser's address bar coming back), then a scroll back up.
      await page.setViewportSize({ width: 800, height: 500 });
      await cdp.send('Input.synthesizeScrollGesture', { x: 400, y: 250, yDistance: 300, speed: 1200, gestureSourceType: 'mouse' });
      await cdp.detach();
      const backAtPx = await page.evaluate(() => window.scrollY);
      expect(backAtPx).toBeLessThan(stoppedAtPx);
      await page.waitForFunction((yPx) => window.CMSIslands.store.getState().scroll.yPx === yPx, backAtPx);
      const { updates } = await page.evaluate(
        () =>
          (window as unknown as { __scrollSeen: { updates: Array<{ yPx: number; scrollYPx: number; direction: string }> } }).__scrollSeen,
      );
      // One turn only: every update down, then every update up (no false turn from the page's growth).
      expect(updates.map((update) => update.direction).join(' ')).toMatch(/^(down )*down( up)+$/);
      // Each position is within one frame of what the page showed when the store learned it (the probe's
      // value is the last frame's): the gesture's speed, 1200 px/s, over 16.7 ms is 20 px.
      for (const update of updates) expect(Math.abs(update.yPx - update.scrollYPx)).toBeLessThanOrEqual(21);
    } finally {
      await close();
    }
  });

  it('shifts no layout when the server markup already shows the initial state', async () => {
    const { page, close } = await openPage('/tabs.html');
    try {
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 300) {
          window.scrollTo(0, y);
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        }
      });
      await waitForMounted(page, '[data-island="toggle"]');
      expect(await layoutShiftTotal(page)).toBe(0);
    } finally {
      await close();
    }
  });
});

declare global {
  interface Window {
    CMSIslands: IslandsApi;
  }
}
