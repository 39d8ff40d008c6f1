import { afterEach, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { axeViolations, demoUrl, layoutShiftTotal, newPage, settle, waitForIslands, type OpenedPage } from '../../tests/browser/harness';

const PAGE = '/media-embed.html';
const YOUTUBE = 'figure[data-title="Glazing a celadon bowl"]';
const NEAR = 'figure[data-load="near"]';

let opened: OpenedPage | null = null;
afterEach(async () => {
  await opened?.close();
  opened = null;
});

const isThirdParty = (request: Request) => new URL(request.url()).origin !== new URL(demoUrl('/')).origin;

/**
 * Opens the page with every third-party request counted and answered by a small stand-in page (the
 * machine is offline): YouTube's embed, Vimeo's player, the map provider, X's script.
 * `extraScriptSources` widens the page's own CSP as a site using social embeds would (widgets/media-embed/README.md).
 */
async function openCounting(options: { height?: number; extraScriptSources?: string } = {}) {
  opened = await newPage({ viewport: { width: 1280, height: options.height ?? 800 } });
  const { page } = opened;
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    if (isThirdParty(request)) thirdParty.push(request.url());
  });
  await page.route(
    (url) => url.protocol === 'https:',
    (route) =>
      route.request().url().endsWith('.js')
        ? route.fulfill({ contentType: 'text/javascript', body: FAKE_TWITTER })
        : route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>stand-in</title><p>player</p>' }),
  );
  if (options.extraScriptSources) {
    const extra = options.extraScriptSources;
    await page.route(demoUrl(PAGE), async (route) => {
      const response = await route.fetch();
      const headers = response.headers();
      headers['content-security-policy'] = headers['content-security-policy']!.replace("script-src 'self'", `script-src 'self' ${extra}`);
      await route.fulfill({ response, headers });
    });
  }
  await page.goto(demoUrl(PAGE));
  await waitForIslands(page);
  return { page, thirdParty, problems: opened.problems };
}

/** X's widgets.js stand-in: renders every `blockquote.twitter-tweet` as a marked box, as the real one would. */
const FAKE_TWITTER = `window.twttr = { widgets: { load: function (root) {
  (root || document).querySelectorAll('blockquote.twitter-tweet').forEach(function (quote) { quote.setAttribute('data-rendered', 'yes'); });
} } };
window.twttr.widgets.load();`;

async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 300) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    window.scrollTo(0, 0);
  });
  await settle(page);
}

/** Puts markup under the page's heading, as a theme's script would (through the demo theme's policy). */
async function addMarkup(page: Page, markup: string): Promise<void> {
  await page.evaluate((markup) => {
    const holder = document.createElement('div');
    holder.innerHTML = window.demoTheme.html(markup);
    document.querySelector('h1')!.after(holder);
  }, markup);
}

const mounted = (page: Page, selector: string) => page.waitForSelector(`${selector}[data-island-mounted]`);

describe('media embeds on demand', () => {
  it('no request to any third party before the click; the click adds the youtube-nocookie iframe with autoplay, titled and focused; no layout shift', async () => {
    const { page, thirdParty, problems } = await openCounting();
    await mounted(page, YOUTUBE);
    await scrollThrough(page);
    expect(thirdParty).toEqual([]);

    const facade = page.locator(`${YOUTUBE} > a`);
    expect(await facade.getAttribute('role')).toBe('button');
    expect(await page.getByRole('button', { name: 'Glazing a celadon bowl Plays from YouTube' }).count()).toBe(1);
    const before = await page.locator(YOUTUBE).boundingBox();
    await facade.click();
    const frame = page.locator(`${YOUTUBE} iframe`);
    await frame.waitFor();
    await page.waitForSelector(`${YOUTUBE}[data-embed-state="loaded"]`);
    expect(thirdParty).toHaveLength(1);
    const src = new URL(thirdParty[0]!);
    expect(src.origin + src.pathname).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    expect(src.searchParams.get('autoplay')).toBe('1');
    expect(await frame.getAttribute('title')).toBe('Glazing a celadon bowl');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
    // The iframe covers the facade's box exactly: nothing moved.
    expect(await frame.boundingBox()).toEqual(before);
    expect(await page.locator(YOUTUBE).boundingBox()).toEqual(before);
    expect(await layoutShiftTotal(page)).toBe(0);
    expect(problems).toEqual([]);
    // Last: axe-core messages every frame with its own origin as the target, which Chromium 143 warns
    // about for the (cross-origin) player frame; that line is axe's, not the page's.
    expect(await axeViolations(page)).toEqual([]);
  });

  it('keyboard: Tab to a facade, Space loads it (Vimeo, do-not-track, autoplay)', async () => {
    const { page, thirdParty } = await openCounting();
    await mounted(page, 'figure[data-title="A summer day on the coast"]');
    await page.locator('figure[data-title="A summer day on the coast"] > a').focus();
    await page.keyboard.press('Space');
    await page.waitForSelector('figure[data-title="A summer day on the coast"] iframe');
    await expect.poll(() => thirdParty.length).toBe(1);
    const src = new URL(thirdParty[0]!);
    expect(src.origin + src.pathname).toBe('https://player.vimeo.com/video/76979871');
    expect([src.searchParams.get('dnt'), src.searchParams.get('autoplay')]).toEqual(['1', '1']);
  });

  it('data-load="near": loads by itself when scrolled near, not before', async () => {
    const { page } = await openCounting({ height: 400 });
    await settle(page);
    expect(await page.locator(`${NEAR} iframe`).count()).toBe(0);
    await page.locator(NEAR).scrollIntoViewIfNeeded();
    const frame = page.locator(`${NEAR} iframe`);
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe(demoUrl('/assets/media/media-embed-map.svg'));
    expect(await frame.getAttribute('title')).toBe('Delivery area');
    // Not by the visitor's click: the focus stays where it was.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
  });

  it('a social post: the script from its host only after the click, the blockquote rendered then', async () => {
    const { page, thirdParty, problems } = await openCounting({ extraScriptSources: 'https://platform.twitter.com' });
    await addMarkup(
      page,
      '<div id="social" data-island="media-embed" data-title="A post by @example"><a href="https://x.com/example/status/20">Show the post from X</a>' +
        '<blockquote data-embed-social><p>just setting up my shop</p></blockquote></div>',
    );
    await mounted(page, '#social');
    expect(thirdParty).toEqual([]);
    await page.locator('#social > a').click();
    await page.waitForSelector('#social[data-embed-state="loaded"] blockquote.twitter-tweet[data-rendered="yes"]');
    expect(thirdParty).toEqual(['https://platform.twitter.com/widgets.js']);
    expect(await page.locator('#social > a').isHidden()).toBe(true);
    expect(problems).toEqual([]);
  });

  it("'Missing video URL' and 'Video URL not supported': one warning each, the facade stays a link", async () => {
    const { page, problems } = await openCounting();
    await addMarkup(
      page,
      '<div id="missing" data-island="media-embed"><a data-embed-facade>Video</a></div>' +
        '<div id="unknown" data-island="media-embed"><a href="https://videos.example/1">Video</a></div>',
    );
    await mounted(page, '#missing');
    await mounted(page, '#unknown');
    await expect.poll(() => problems.length).toBe(2);
    expect(problems.some((line) => line.includes('Missing video URL'))).toBe(true);
    expect(problems.some((line) => line.includes('Video URL not supported'))).toBe(true);
    expect(await page.locator('#unknown > a').getAttribute('role')).toBeNull();
  });

  it('axe: no violations before and after loading', async () => {
    const { page } = await openCounting();
    await mounted(page, YOUTUBE);
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('figure.media-embed-map:not([data-load]) > a').click();
    await page.waitForSelector('figure.media-embed-map:not([data-load]) iframe');
    expect(await axeViolations(page)).toEqual([]);
  });
});
