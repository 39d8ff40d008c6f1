import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoUrl, newPage, settleFiles, waitForIslands, type OpenedPage } from './harness';

declare global {
  interface Window {
    /** Every IntersectionObserver the page made: its options as given, and what it watches now. */
    __observers: Array<{ rootMargin: string; threshold: unknown; watched: Set<Element> }>;
  }
}

/**
 * Runs before the page's scripts: IntersectionObserver as the browser's, recording each one made and
 * what it watches (observe, unobserve, disconnect).
 */
function recordObservers(): void {
  const Native = window.IntersectionObserver;
  window.__observers = [];
  window.IntersectionObserver = class extends Native {
    private readonly record: (typeof window.__observers)[number];
    constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
      super(callback, options);
      this.record = { rootMargin: options.rootMargin ?? '0px', threshold: options.threshold ?? 0, watched: new Set() };
      window.__observers.push(this.record);
    }
    override observe(target: Element) {
      super.observe(target);
      this.record.watched.add(target);
    }
    override unobserve(target: Element) {
      super.unobserve(target);
      this.record.watched.delete(target);
    }
    override disconnect() {
      super.disconnect();
      this.record.watched.clear();
    }
  };
}

/**
 * Widgets of the main bundle and of family files on one page, each asking an observer: the tour's
 * autoplay (main bundle) with a carousel's (its file) and a video background (its file), all "in the
 * viewport"; below a tall image, a lazy image (the lazy-media file) and tabs waiting to mount (the
 * runtime's `visible` strategy, main bundle), both "within lazy_loading_offset".
 */
const MARKUP = `<div id="shared-observers">
  <div id="autoplay-carousel" class="swiper" data-island="carousel" data-island-load="load" data-items="1" data-autoplay aria-label="Photos">
    <div class="swiper-wrapper"><div class="swiper-slide">One</div><div class="swiper-slide">Two</div></div>
  </div>
  <section id="video-row" data-island="video-background" data-island-load="load" data-video-url="/assets/media/video-background-waves.webm"><p>Row</p></section>
  <div data-island="lazy-media">
    <img src="/assets/media/dunes.svg" width="10" height="6000" alt="">
    <img id="far-image" data-src="/assets/media/coast.svg" width="10" height="10" alt="">
  </div>
  <div id="far-tabs" data-island="tabs">
    <div data-tab-list><button type="button" data-tab aria-controls="far-panel">Far</button></div>
    <div id="far-panel" data-tab-panel><p>Far away.</p></div>
  </div>
</div>`;

/** Who watches what, by id (else data-island, else tag): each observer that watches something now, with its margin. */
async function liveObservers(page: Page) {
  return page.evaluate(() =>
    window.__observers
      .filter((observer) => observer.watched.size > 0)
      .map((observer) => ({
        key: `${observer.rootMargin} ${String(observer.threshold)}`,
        watched: [...observer.watched].map((element) => element.id || element.getAttribute('data-island') || element.tagName.toLowerCase()),
      })),
  );
}

let opened: OpenedPage | null = null;
afterEach(async () => {
  await opened?.close();
  opened = null;
});

describe('observers are shared: one IntersectionObserver per margin for the page (README, "How it is built")', () => {
  it('widgets of the main bundle and of family files watch through the same observers', async () => {
    opened = await newPage();
    const { page } = opened;
    await page.addInitScript(recordObservers);
    await page.goto(demoUrl('/tabs.html'));
    await waitForIslands(page);
    await page.evaluate((markup) => document.body.insertAdjacentHTML('afterbegin', window.demoTheme.html(markup)), MARKUP);
    await page.waitForSelector('#autoplay-carousel[data-island-mounted]', { state: 'attached' });
    await page.waitForSelector('#video-row[data-video-state]', { state: 'attached' });
    await settleFiles(page);

    const live = await liveObservers(page);
    // Never two observers for one margin and threshold at once.
    const keys = live.map((observer) => observer.key);
    expect(new Set(keys).size).toBe(keys.length);

    const watching = (id: string) => live.filter((observer) => observer.watched.includes(id));
    // The viewport itself: the tour's autoplay, the carousel's and the video row (each from its family's file).
    expect(watching('autoplay-carousel')).toHaveLength(1);
    expect(watching('autoplay-carousel')[0]!.key).toBe('0px 0');
    expect(watching('autoplay-carousel')[0]!.watched).toEqual(expect.arrayContaining(['tour', 'video-row']));
    // lazy_loading_offset (300 px by default): the lazy image (its file) and the runtime's visible wait (main bundle).
    expect(watching('far-image')).toHaveLength(1);
    expect(watching('far-image')[0]!.key).toBe('300px 0px 0');
    expect(watching('far-image')[0]!.watched).toContain('far-tabs');
  });
});
