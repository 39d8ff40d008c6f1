import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openOnClock } from '../../tests/browser/clock';
import {
  axeViolations,
  demoUrl,
  layoutShiftTotal,
  newPage,
  openPage,
  settle,
  waitForIslands,
  type OpenedPage,
} from '../../tests/browser/harness';

const PAGE = '/video-background.html';
const FILE_ROW = '.demo-video-row[data-video-url$=".webm"]';
const YOUTUBE_API = 'https://www.youtube.com/iframe_api';
const VIMEO_API = 'https://player.vimeo.com/api/player.js';
/** widgets/video-background/README.md, "Behaviour" (Waiting for the API): at most 100 retries at 100 ms. */
const RETRIES = 100;
const RETRY_MS = 100;

let opened: OpenedPage | null = null;
afterEach(async () => {
  await opened?.close();
  opened = null;
});

const state = (page: Page, selector: string) => page.locator(selector).getAttribute('data-video-state');

/**
 * The page's CSP with the players' hosts added to script-src, as a site with YouTube or Vimeo
 * backgrounds sends it (widgets/video-background/README.md, "Content-Security-Policy").
 */
async function allowPlayerScripts(page: Page): Promise<void> {
  await page.route(demoUrl(PAGE), async (route) => {
    const response = await route.fetch();
    const headers = response.headers();
    headers['content-security-policy'] = headers['content-security-policy']!.replace(
      "script-src 'self'",
      "script-src 'self' https://www.youtube.com https://player.vimeo.com",
    );
    await route.fulfill({ response, headers });
  });
}

/**
 * A stand-in for YouTube's IFrame API (offline machine): defines YT.Player after 300 ms; the player
 * replaces its holder with an iframe and records what it is told in window.__yt.
 */
const FAKE_YOUTUBE_API = `setTimeout(function () {
  window.__yt = { made: [], calls: [] };
  window.YT = { Player: function (holder, options) {
    var frame = document.createElement('iframe');
    holder.replaceWith(frame);
    window.__yt.made.push({ videoId: options.videoId, host: options.host, playerVars: options.playerVars });
    var player = {
      mute: function () { window.__yt.calls.push('mute'); },
      playVideo: function () { window.__yt.calls.push('play'); },
      pauseVideo: function () { window.__yt.calls.push('pause'); },
      destroy: function () { frame.remove(); },
      getIframe: function () { return frame; },
    };
    setTimeout(function () { options.events.onReady({ target: player }); }, 0);
    return player;
  } };
}, 300);`;

const FAKE_VIMEO_API = `window.__vimeo = [];
window.Vimeo = { Player: function (frame) {
  window.__vimeo.push(frame.src);
  return { play: function () { window.__vimeo.push('play'); return Promise.resolve(); },
           pause: function () { window.__vimeo.push('pause'); return Promise.resolve(); },
           destroy: function () { return Promise.resolve(); } };
} };`;

/** Puts a row at the top of the page, as a theme's template would print it. */
async function addRow(page: Page, id: string, url: string | null): Promise<void> {
  await page.evaluate(
    ({ id, url }) => {
      const holder = document.createElement('div');
      const attribute = url === null ? '' : ` data-video-url="${url}"`;
      holder.innerHTML = window.demoTheme.html(
        `<section id="${id}" class="demo-video-row" data-island="video-background"${attribute}><div><h2>Row</h2></div></section>`,
      );
      document.querySelector('h1')!.after(holder);
    },
    { id, url },
  );
}

async function scrollAway(page: Page, selector: string): Promise<void> {
  await page.evaluate((selector) => {
    const row = document.querySelector(selector)!;
    window.scrollTo(0, row.getBoundingClientRect().bottom + window.scrollY + 50);
  }, selector);
}

describe('video backgrounds', () => {
  it('self-hosted: a muted, looped, inline video covering the row; plays on screen, pauses off screen; no layout shift', async () => {
    // A short window, so the row can be scrolled out of it.
    opened = await openPage(PAGE, { viewport: { width: 1280, height: 400 } });
    const { page, problems } = opened;
    await page.locator(FILE_ROW).scrollIntoViewIfNeeded();
    await expect.poll(() => state(page, FILE_ROW)).toBe('playing');
    const video = page.locator(`${FILE_ROW} > .cms-islands-video-bg > video`);
    const facts = await video.evaluate((element: HTMLVideoElement) => ({
      muted: element.muted,
      loop: element.loop,
      inline: element.playsInline,
      fit: getComputedStyle(element).objectFit,
    }));
    expect(facts).toEqual({ muted: true, loop: true, inline: true, fit: 'cover' });
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime > 0 && !element.paused)).toBe(true);
    expect(await video.boundingBox()).toEqual(await page.locator(FILE_ROW).boundingBox());

    await scrollAway(page, FILE_ROW);
    await expect.poll(() => state(page, FILE_ROW)).toBe('paused');
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await page.locator(FILE_ROW).scrollIntoViewIfNeeded();
    await expect.poll(() => state(page, FILE_ROW)).toBe('playing');
    expect(await layoutShiftTotal(page)).toBe(0);
    expect(problems).toEqual([]);
  });

  it('no video under prefers-reduced-motion: the row keeps its poster, the file is never fetched', async () => {
    opened = await openPage(PAGE, { reducedMotion: 'reduce' });
    const { page } = opened;
    await page.waitForSelector(`${FILE_ROW}[data-video-state="skipped"]`);
    expect(await page.locator(`${FILE_ROW} video`).count()).toBe(0);
    expect(await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('.webm')))).toBe(false);
  });

  it('no video under Save-Data', async () => {
    opened = await newPage();
    const { page } = opened;
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }) }));
    await page.goto(demoUrl(PAGE));
    await waitForIslands(page);
    await page.waitForSelector(`${FILE_ROW}[data-video-state="skipped"]`);
    expect(await page.locator(`${FILE_ROW} video`).count()).toBe(0);
  });

  it('YouTube: the API script on demand, a muted looped player covering the row at 16:9; paused off screen', async () => {
    opened = await newPage();
    const { page, problems } = opened;
    const apiRequests: string[] = [];
    await allowPlayerScripts(page);
    await page.route(YOUTUBE_API, (route) => {
      apiRequests.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: FAKE_YOUTUBE_API });
    });
    await page.goto(demoUrl(PAGE));
    await waitForIslands(page);
    expect(apiRequests).toEqual([]);
    await addRow(page, 'yt', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ');
    await expect.poll(() => state(page, '#yt')).toBe('playing');
    expect(apiRequests).toHaveLength(1);
    const made = await page.evaluate(() => (window as unknown as { __yt: { made: unknown[] } }).__yt.made);
    expect(made).toEqual([
      {
        videoId: 'aqz-KE-bpKQ',
        host: 'https://www.youtube-nocookie.com',
        playerVars: expect.objectContaining({ mute: 1, loop: 1, playlist: 'aqz-KE-bpKQ', controls: 0, playsinline: 1 }),
      },
    ]);
    const frame = page.locator('#yt > .cms-islands-video-bg > iframe');
    expect(await frame.getAttribute('title')).toBe('Background video');
    // Covers the row at 16:9 (CSS only): as wide as the row or wider, as tall or taller, centred.
    const [row, box] = [await page.locator('#yt').boundingBox(), await frame.boundingBox()];
    expect(box!.width / box!.height).toBeCloseTo(16 / 9, 2);
    expect(box!.width).toBeGreaterThanOrEqual(row!.width - 0.5);
    expect(box!.height).toBeGreaterThanOrEqual(row!.height - 0.5);
    expect(box!.x + box!.width / 2).toBeCloseTo(row!.x + row!.width / 2, 0);
    // A narrow row: the player grows with the row's height, still covering it.
    await page.setViewportSize({ width: 420, height: 800 });
    await settle(page);
    const [narrowRow, narrowBox] = [await page.locator('#yt').boundingBox(), await frame.boundingBox()];
    expect(narrowBox!.height).toBeGreaterThanOrEqual(narrowRow!.height - 0.5);
    expect(narrowBox!.width / narrowBox!.height).toBeCloseTo(16 / 9, 2);

    await scrollAway(page, '#yt');
    await expect.poll(() => state(page, '#yt')).toBe('paused');
    expect(await page.evaluate(() => (window as unknown as { __yt: { calls: string[] } }).__yt.calls)).toContain('pause');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('Vimeo: the player API on demand, background mode, do-not-track', async () => {
    opened = await newPage();
    const { page, problems } = opened;
    await allowPlayerScripts(page);
    await page.route(VIMEO_API, (route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_VIMEO_API }));
    await page.route('https://player.vimeo.com/video/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>stand-in</title>' }),
    );
    await page.goto(demoUrl(PAGE));
    await waitForIslands(page);
    await addRow(page, 'vimeo', 'https://vimeo.com/76979871');
    await expect.poll(() => state(page, '#vimeo')).toBe('playing');
    const calls = await page.evaluate(() => (window as unknown as { __vimeo: string[] }).__vimeo);
    const src = new URL(calls[0]!);
    expect(src.pathname).toBe('/video/76979871');
    expect(['background', 'muted', 'loop', 'dnt'].map((name) => src.searchParams.get(name))).toEqual(['1', '1', '1', '1']);
    expect(calls).toContain('play');
    expect(problems).toEqual([]);
  });

  it(`'Too many attempts to load YouTube api' after ${RETRIES} retries ${RETRY_MS} ms apart; the row keeps its poster`, async () => {
    opened = await openOnClock(PAGE, {}, async (page) => {
      await allowPlayerScripts(page);
      // An API script that never defines the player.
      await page.route(YOUTUBE_API, (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.YT = {};' }));
    });
    const { page, problems } = opened;
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await addRow(page, 'never', 'https://youtu.be/aqz-KE-bpKQ');
    // Frames until it has mounted (the mount runs per animation frame): the wait starts with 'loading'.
    await expect
      .poll(async () => {
        if ((await state(page, '#never')) === null) await page.clock.runFor(16);
        return state(page, '#never');
      })
      .toBe('loading');
    await page.clock.runFor(RETRIES * RETRY_MS - 200);
    expect(problems).toEqual([]);
    await page.clock.runFor(200);
    await expect.poll(() => state(page, '#never')).toBe('error');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('Too many attempts to load YouTube api');
    expect(await page.locator('#never iframe').count()).toBe(0);
  });

  it("'Missing video URL' and 'Video URL not supported': one warning each, nothing added", async () => {
    opened = await openPage(PAGE);
    const { page, problems } = opened;
    await addRow(page, 'missing', null);
    await addRow(page, 'unknown', 'https://videos.example/1');
    await page.waitForSelector('#missing[data-island-mounted]');
    await page.waitForSelector('#unknown[data-island-mounted]');
    await expect.poll(() => problems.length).toBe(2);
    expect(problems.some((line) => line.includes('Missing video URL'))).toBe(true);
    expect(problems.some((line) => line.includes('Video URL not supported'))).toBe(true);
    expect(await page.locator('#missing .cms-islands-video-bg, #unknown .cms-islands-video-bg').count()).toBe(0);
  });

  it('axe: no violations with the video playing', async () => {
    opened = await openPage(PAGE);
    const { page } = opened;
    await page.locator(FILE_ROW).scrollIntoViewIfNeeded();
    await expect.poll(() => state(page, FILE_ROW)).toBe('playing');
    expect(await axeViolations(page)).toEqual([]);
  });
});
