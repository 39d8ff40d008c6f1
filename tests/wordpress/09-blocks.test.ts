import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, layoutShiftTotal, waitForIslands } from '../browser/harness';
import {
  copyTestMedia,
  expectNoInlineStyles,
  openBlockPage,
  ourScripts,
  printedTag,
  publishBlocks,
  requireBlocks,
  TEST_MEDIA,
  type BlockPage,
} from './blocks';
import { phpJson, switchTheme, themes, wpUrl } from './site';

/**
 * Each block on the front end of WordPress 7.x in its block theme (README, "Blocks"): a post made of
 * the block's serialized markup (as the editor saves it) renders the widget's markup contract
 * (widgets/<family>/README.md), the widget mounts and works, axe finds nothing, and the page runs
 * under the strict Content-Security-Policy (tests/wordpress/blocks.ts) with no violation. Only the
 * bundle is loaded of ours: no block brings a script.
 */

const HOUR_S = 3600;
const DAY_S = 24 * HOUR_S;
/** The countdown ends 2 days, 3 hours and a bit from the run's start. */
const COUNTDOWN_END = new Date(Math.floor(Date.now() / 1000 + 2 * DAY_S + 3 * HOUR_S + 600) * 1000).toISOString().replace(/\.\d+Z$/, 'Z');

const image = (file: string, alt: string) =>
  `<!-- wp:image -->\n<figure class="wp-block-image"><img src="${TEST_MEDIA}/${file}" alt="${alt}" width="1500" height="1000"/></figure>\n<!-- /wp:image -->`;
const sliderSlide = (file: string, alt: string) =>
  `<!-- wp:cms-islands/slider-slide -->\n${image(file, alt)}\n<!-- /wp:cms-islands/slider-slide -->`;
/** Masonry items of different heights: their texts' lengths differ. */
const masonryItem = (words: number) =>
  `<!-- wp:cms-islands/masonry-item -->\n${paragraph(Array.from({ length: words }, (_, index) => `word${index}`).join(' '))}\n<!-- /wp:cms-islands/masonry-item -->`;

const paragraph = (text: string) => `<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`;
const slide = (text: string) => `<!-- wp:cms-islands/carousel-slide -->\n${paragraph(text)}\n<!-- /wp:cms-islands/carousel-slide -->`;

/** Each block's post: the markup the editor saves for it, with preset colours and sizes only (classes, no style attribute). */
const POSTS = {
  counter: `<!-- wp:cms-islands/counter {"from":100,"number":"12,480","textColor":"contrast","fontSize":"x-large"} /-->`,
  countdown: `<!-- wp:cms-islands/countdown {"end":"${COUNTDOWN_END}"} /-->`,
  progressBar: `<!-- wp:cms-islands/progress-bar {"value":82,"label":"Wheel throwing"} /-->`,
  popup: `<!-- wp:cms-islands/popup {"openerText":"Size guide"} -->
<!-- wp:heading -->
<h2 class="wp-block-heading">Sizes</h2>
<!-- /wp:heading -->
${paragraph('Our mugs hold 350 ml. <a href="#top">Back to the top</a>')}
<!-- /wp:cms-islands/popup -->`,
  hoverBox: `<!-- wp:cms-islands/hover-box {"flip":"vertical"} -->
<!-- wp:cms-islands/hover-box-face -->
<!-- wp:heading -->
<h2 class="wp-block-heading">Glazing workshops</h2>
<!-- /wp:heading -->
<!-- /wp:cms-islands/hover-box-face -->
<!-- wp:cms-islands/hover-box-face {"face":"back"} -->
${paragraph('Learn celadon and ash glazes, every Saturday.')}
<!-- /wp:cms-islands/hover-box-face -->
<!-- /wp:cms-islands/hover-box -->`,
  slider: `<!-- wp:cms-islands/slider {"interval":0,"label":"Landscapes"} -->
${[sliderSlide('dunes.svg', 'Sand dunes'), sliderSlide('lake.svg', 'A calm lake'), sliderSlide('dusk.svg', 'Violet dusk')].join('\n')}
<!-- /wp:cms-islands/slider -->`,
  masonry: `<!-- wp:cms-islands/masonry {"gutter":16} -->
${[60, 10, 30, 10].map(masonryItem).join('\n')}
<!-- /wp:cms-islands/masonry -->`,
  // A crafted or imported post: options the block's editor does not offer (its structure fixes them), as no selector.
  masonryCrafted: `<!-- wp:cms-islands/masonry {"gutter":16,"itemSelector":"div[","columnWidth":"}"} -->
${[60, 10, 30, 10].map(masonryItem).join('\n')}
<!-- /wp:cms-islands/masonry -->`,
  headerBanner: `<!-- wp:cms-islands/header-banner -->
${paragraph('<strong>Spring sale:</strong> free shipping over 50 €.')}
<!-- /wp:cms-islands/header-banner -->`,
  videoBackground: `<!-- wp:cms-islands/video-background {"videoUrl":"${TEST_MEDIA}/video-background-waves.webm","backgroundColor":"contrast","textColor":"base"} -->
<!-- wp:heading -->
<h2 class="wp-block-heading">Waves</h2>
<!-- /wp:heading -->
${paragraph('Every Saturday at the harbour.')}
<!-- /wp:cms-islands/video-background -->`,
  hotspots: `<!-- wp:cms-islands/hotspots {"placement":"bottom","url":"${TEST_MEDIA}/dunes.svg","alt":"Sand dunes under a low sun","width":1500,"height":1000} -->
<!-- wp:cms-islands/hotspot {"x":30,"y":40,"label":"The big dune"} -->
${paragraph('Forty metres high. <a href="#top">Climb it</a>')}
<!-- /wp:cms-islands/hotspot -->
<!-- wp:cms-islands/hotspot {"x":75,"y":60,"label":"The oasis"} -->
${paragraph('Palm trees and a well.')}
<!-- /wp:cms-islands/hotspot -->
<!-- /wp:cms-islands/hotspots -->`,
  carousel: `<!-- wp:cms-islands/carousel {"items":2,"gap":16,"label":"Workshop photos"} -->
${['The wheel', 'The kiln', 'The glazes', 'The shop'].map(slide).join('\n')}
<!-- /wp:cms-islands/carousel -->`,
} as const;

const posts = {} as Record<keyof typeof POSTS, number>;

beforeAll(() => {
  requireBlocks();
  switchTheme(themes().block);
  copyTestMedia();
  for (const [name, markup] of Object.entries(POSTS)) posts[name as keyof typeof POSTS] = publishBlocks(`The ${name} block`, markup);
});

/** Where two printed pages part (for a failure's message): the offset and a few characters of each. */
function firstDifference(expected: string, actual: string): string {
  let at = 0;
  while (at < expected.length && expected[at] === actual[at]) at += 1;
  if (at === expected.length && at === actual.length) return 'the same';
  return `they differ at ${at}: ${JSON.stringify(expected.slice(at, at + 120))} / ${JSON.stringify(actual.slice(at, at + 120))}`;
}

/** Checks every page shares: one script of ours, axe clean on the block, no console problem (violations fail in the harness). */
async function expectCleanPage(opened: BlockPage, selector: string): Promise<void> {
  expect(ourScripts(opened.html)).toHaveLength(1);
  expect(ourScripts(opened.html)[0]).toMatch(/\/assets\/[\w-]+\/cms-islands\.js\?ver=/);
  expectNoInlineStyles(opened.html);
  expect(await axeViolations(opened.page, selector)).toEqual([]);
  expect(opened.problems).toEqual([]);
}

describe('the blocks on the front end of a real WordPress (block theme)', () => {
  let opened: BlockPage | undefined;
  afterAll(() => opened?.close());

  it('counter: the final number printed with data-from, counted up from it to the number', async () => {
    opened = await openBlockPage(posts.counter);
    const { page, html } = opened;
    const tag = printedTag(html, 'data-island="counter"');
    expect(tag).toMatch(/^<p class="[^"]*" data-island="counter" data-from="100">$/);
    // The supports' preset classes: colour and size from the theme, no style attribute.
    expect(tag).toContain('has-contrast-color');
    expect(tag).toContain('has-x-large-font-size');
    expect(html).toContain('data-from="100">12,480</p>');
    const counter = page.locator('[data-island="counter"]');
    await page.waitForSelector('[data-island="counter"].counter-counting .counter-overlay');
    // Counting runs over 3000 ms on animation frames (widgets/counters/README.md); its end is a state to wait for.
    await page.waitForSelector('[data-island="counter"].counter-done', { timeout: 10_000 });
    expect(await counter.textContent()).toBe('12,480');
    await expectCleanPage(opened, '[data-island="counter"]');
    await opened.close();
  });

  it('countdown: every part printed with the time left, data-end with its offset, ticking as a timer', async () => {
    opened = await openBlockPage(posts.countdown);
    const { page, html } = opened;
    expect(printedTag(html, 'data-island="countdown"')).toContain(`data-end="${COUNTDOWN_END.replace('Z', '+00:00')}"`);
    for (const part of ['days', 'hours', 'minutes', 'seconds']) {
      expect(html).toMatch(new RegExp(`<span data-countdown="${part}">\\d+</span> <span data-countdown-label="${part}">`));
    }
    expect(html).toMatch(/<span data-countdown="days">2<\/span>/);
    expect(html).toMatch(/<span data-countdown="hours">03<\/span>/);
    const countdown = page.locator('[data-island="countdown"]');
    await page.waitForSelector('[data-island="countdown"][data-countdown-state="running"]');
    expect(await countdown.getAttribute('role')).toBe('timer');
    expect(await countdown.getAttribute('aria-label')).toMatch(/^2 days, 3 hr, \d+ min, 0 sc$/);
    const seconds = await countdown.locator('[data-countdown="seconds"]').textContent();
    // The next whole second changes the seconds part.
    await page.waitForFunction((before) => document.querySelector('[data-countdown="seconds"]')?.textContent !== before, seconds);
    await expectCleanPage(opened, '[data-island="countdown"]');
    await opened.close();
  });

  it('progress bar: a named progressbar with its value, filled to it once in view', async () => {
    opened = await openBlockPage(posts.progressBar);
    const { page, html } = opened;
    expect(printedTag(html, 'data-island="progress-bar"')).toContain('data-value="82"');
    expect(html).toMatch(/<p class="cms-islands-progress-label" id="(cms-islands-progress-\d+)">Wheel throwing <span>82%<\/span><\/p>/);
    const id = /id="(cms-islands-progress-\d+)"/.exec(html)![1];
    expect(html).toContain(`role="progressbar" aria-labelledby="${id}" aria-valuenow="82" aria-valuemin="0" aria-valuemax="100">`);
    await page.waitForSelector('[data-island="progress-bar"].is-in-view:not([data-progress-pending])');
    const fill = page.locator('[data-progress-bar-fill]');
    expect(await fill.evaluate((element) => element.style.width)).toBe('82%');
    await expectCleanPage(opened, '[data-island="progress-bar"]');
    await opened.close();
  });

  it('popup: a button opening its inner blocks in a modal dialog, closed by Escape with focus back on the button', async () => {
    opened = await openBlockPage(posts.popup);
    const { page, html } = opened;
    const target = /<div class="cms-islands-popup-content" id="(cms-islands-popup-\d+)" hidden>/.exec(html)?.[1];
    expect(target).toBeDefined();
    expect(printedTag(html, 'data-island="popup"')).toBe(
      `<button type="button" class="wp-element-button cms-islands-popup-opener" data-island="popup" data-popup-src="#${target}">`,
    );
    // A visitor's click: the popup mounts on it (README, "Mount strategies": interaction) and opens.
    await page.click('[data-island="popup"]');
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor();
    expect(await dialog.locator('h2').textContent()).toBe('Sizes');
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog[open]', { state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-island'))).toBe('popup');
    await expectCleanPage(opened, '.wp-block-cms-islands-popup');
    await opened.close();
  });

  it('hover box: the two faces as the box’s children, turned to the back while the pointer is over it', async () => {
    opened = await openBlockPage(posts.hoverBox);
    const { page, html } = opened;
    expect(printedTag(html, 'data-island="hover-box"')).toContain('data-flip="vertical"');
    expect(html).toMatch(/data-flip="vertical">\s*<div class="hover-box-front wp-block-cms-islands-hover-box-face">/);
    expect(html).toMatch(/<div class="hover-box-back wp-block-cms-islands-hover-box-face">/);
    const box = page.locator('[data-island="hover-box"]');
    await page.waitForSelector('[data-island="hover-box"][data-hover-box-face="front"]');
    // At least 250 px tall before and after (the hover box minimum height), from the block's stylesheet.
    expect((await box.boundingBox())!.height).toBeGreaterThanOrEqual(250);
    await box.hover();
    await page.waitForSelector('[data-island="hover-box"][data-hover-box-face="back"]');
    await page.mouse.move(0, 0);
    await page.waitForSelector('[data-island="hover-box"][data-hover-box-face="front"]');
    await expectCleanPage(opened, '[data-island="hover-box"]');
    await opened.close();
  });

  it('carousel: Swiper’s markup with one slide per inner block, named; Next moves it', async () => {
    opened = await openBlockPage(posts.carousel);
    const { page, html } = opened;
    const tag = printedTag(html, 'data-island="carousel"');
    expect(tag).toContain('data-items="2"');
    expect(tag).toContain('data-gap="16"');
    expect(tag).toContain('data-label="Workshop photos"');
    expect(html).toContain('<div class="swiper" tabindex="0" role="group" aria-label="Workshop photos"><div class="swiper-wrapper">');
    expect(html.match(/<div class="swiper-slide wp-block-cms-islands-carousel-slide">/g)).toHaveLength(4);
    await page.waitForSelector('[data-island="carousel"] .swiper.swiper-initialized');
    const region = page.locator('[data-island="carousel"]');
    expect(await region.getAttribute('aria-roledescription')).toBe('carousel');
    const first = page.locator('.swiper-slide').first();
    const before = (await first.boundingBox())!.x;
    await page.click('[data-island="carousel"] .swiper-button-next');
    await page.waitForFunction((x) => document.querySelector('.swiper-slide')!.getBoundingClientRect().x < x - 100, before);
    await expectCleanPage(opened, '[data-island="carousel"]');
    await opened.close();
  });

  it('slice slider: every slide printed, all but the first hidden, named; Next brings the second in', async () => {
    opened = await openBlockPage(posts.slider);
    const { page, html } = opened;
    const tag = printedTag(html, 'data-island="slider"');
    expect(tag).toMatch(/^<section /);
    expect(tag).toContain('data-interval="0"');
    expect(tag).toContain('data-label="Landscapes"');
    const slideTags = html.match(/<div\b[^>]*\bclass="slider-slide wp-block-cms-islands-slider-slide"[^>]*>/g) ?? [];
    expect(slideTags.map((slideTag) => /\shidden[\s>]/.test(slideTag))).toEqual([false, true, true]);
    await page.waitForSelector('[data-island="slider"][data-island-mounted="slider"] .slider-controls', { state: 'attached' });
    await page.getByRole('button', { name: 'Next slide' }).click();
    // The second slide is the shown one once its slices have come in (800 ms, widgets/slider/README.md).
    await page.waitForFunction(() => {
      const slides = [...document.querySelectorAll('.slider-slides > .slider-slide')];
      return slides.map((slide) => slide.hasAttribute('hidden')).join() === 'true,false,true';
    });
    await expectCleanPage(opened, '[data-island="slider"]');
    await opened.close();
  });

  it('masonry grid: a sizer and the items in the block’s columns, each packed into the shortest column', async () => {
    opened = await openBlockPage(posts.masonry);
    const { page, html } = opened;
    const tag = printedTag(html, 'data-island="masonry"');
    expect(tag).toContain('cms-islands-masonry-columns-3');
    expect(tag).toContain('data-gutter="16"');
    expect(html).toMatch(/data-gutter="16">\s*<div class="grid-sizer"><\/div>/);
    expect(html.match(/<div class="grid-item wp-block-cms-islands-masonry-item">/g)).toHaveLength(4);
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLElement>('[data-island="masonry"] .grid-item')].every((item) => item.style.position === 'absolute'),
    );
    // Three columns: the fourth item goes under the shortest of the first three (the second or the fourth word counts: 10).
    const boxes = await page.$$eval('[data-island="masonry"] .grid-item', (items) =>
      items.map((item) => {
        const box = item.getBoundingClientRect();
        return { left: Math.round(box.left), bottom: Math.round(box.bottom), top: Math.round(box.top) };
      }),
    );
    expect(new Set(boxes.slice(0, 3).map((box) => box.left)).size).toBe(3);
    expect(boxes[3]!.left).toBe(boxes[1]!.left);
    expect(boxes[3]!.top).toBeGreaterThan(boxes[1]!.bottom);
    await expectCleanPage(opened, '[data-island="masonry"]');
    await opened.close();
  });

  it('masonry grid of a crafted post: the item selector and column width its editor does not offer are not printed; the grid is laid out', async () => {
    opened = await openBlockPage(posts.masonryCrafted);
    const { page, html } = opened;
    const tag = printedTag(html, 'data-island="masonry"');
    expect(tag).toContain('data-gutter="16"');
    expect(tag).not.toMatch(/data-item-selector|data-column-width/);
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLElement>('[data-island="masonry"] .grid-item')].every((item) => item.style.position === 'absolute'),
    );
    expect(await page.getAttribute('[data-island="masonry"]', 'data-island-failed')).toBeNull();
    await expectCleanPage(opened, '[data-island="masonry"]');
    await opened.close();
  });

  describe('header banner', () => {
    const BANNER = '[data-island="header-banner"]';
    /**
     * The cookie of a close (widgets/header-banner/README.md, "Cookie"), for the version set below, and
     * the one that leaves the theme's web fonts out (tests/wordpress/fixtures/mu-plugins/cms-islands-test-fonts.php):
     * their swap moves Twenty Twenty-Five's own text by a fraction of a pixel, a shift of the theme's.
     */
    const closedCookies = () => [
      { name: 'cms_islands_banner_closed', value: '7', url: wpUrl() },
      { name: 'cms_islands_test_no_fonts', value: '1', url: wpUrl() },
    ];
    const setBanner = (version: string) =>
      phpJson(
        `update_option( 'cms_islands_settings', array( 'header_banner_enabled' => true, 'header_banner_close_btn' => true, 'header_banner_version' => ${JSON.stringify(version)} ) ); echo 'true';`,
      );
    beforeAll(() => setBanner('7'));
    afterAll(() => {
      phpJson("delete_option( 'cms_islands_settings' ); echo 'true';");
    });

    it('a named region with its close button; closed, it is gone, and stays hidden on the next page', async () => {
      opened = await openBlockPage(posts.headerBanner);
      const { page, html } = opened;
      const tag = printedTag(html, 'data-island="header-banner"');
      expect(tag).toContain('role="region"');
      expect(tag).toContain('aria-label="Announcement"');
      expect(html).toContain(
        '<button type="button" class="cms-islands-header-banner-close" data-banner-close aria-label="Close the banner">',
      );
      await page.waitForSelector(`${BANNER}[data-island-mounted="header-banner"]`);
      await expectCleanPage(opened, BANNER);
      await page.click('[data-banner-close]');
      await page.waitForSelector(`${BANNER}[hidden]`, { state: 'attached' });
      // The page's write reaches the browser's cookie store a moment later.
      await expect
        .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'cms_islands_banner_closed')?.value)
        .toBe('7');
      // The next page: printed as for everyone, and kept hidden in the browser.
      await page.reload();
      await waitForIslands(page);
      expect(await page.locator(BANNER).count()).toBe(1);
      expect(await page.locator(BANNER).isHidden()).toBe(true);
      await opened.close();
    });

    it('the server prints the same page for a visitor who closed it as for everyone: a page cache may serve it to all', async () => {
      const address = wpUrl(`?p=${posts.headerBanner}`);
      const printed = async (cookie?: string) => (await fetch(address, { headers: cookie ? { cookie } : {} })).text();
      const forEveryone = await printed();
      expect(forEveryone).toContain('data-island="header-banner"');
      for (const cookie of ['cms_islands_banner_closed=7', 'cms_islands_banner_closed=6']) {
        const forThem = await printed(cookie);
        expect(forThem === forEveryone, `${cookie}: ${firstDifference(forEveryone, forThem)}`).toBe(true);
      }
    });

    it('a visitor who closed it never sees it, even when the bundle comes after the first paints: nothing moves (layout shift 0)', async () => {
      let releaseBundle = () => {};
      const bundleHeld = new Promise<void>((resolve) => (releaseBundle = resolve));
      opened = await openBlockPage(posts.headerBanner, async (page) => {
        await page.context().addCookies(closedCookies());
        // The bundle (footer, defer) is held until the page has painted twice with all its markup parsed.
        await page.exposeFunction('cmsIslandsTestPainted', () => releaseBundle());
        await page.route(/\/wp-content\/plugins\/cms-islands\/assets\/[\w-]+\/cms-islands\.js/, async (route) => {
          await bundleHeld;
          await route.continue();
        });
        await page.addInitScript((selector) => {
          // Each frame, before it is painted: the banner's height (0: not rendered), or null before it is parsed.
          const heights: Array<number | null> = [];
          (window as unknown as { cmsIslandsTestBanner: typeof heights }).cmsIslandsTestBanner = heights;
          let parsedFrames = 0;
          const frame = () => {
            const banner = document.querySelector(selector);
            heights.push(banner ? banner.getBoundingClientRect().height : null);
            if (document.readyState !== 'loading' && ++parsedFrames === 3)
              (window as unknown as { cmsIslandsTestPainted: () => void }).cmsIslandsTestPainted();
            if (heights.length < 600) requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        }, BANNER);
      });
      const { page, html } = opened;
      expect(html).toContain('data-island="header-banner"');
      await page.waitForSelector(`${BANNER}[data-island-mounted="header-banner"][hidden]`, { state: 'attached' });
      const heights = await page.evaluate(() => (window as unknown as { cmsIslandsTestBanner: Array<number | null> }).cmsIslandsTestBanner);
      // Frames were painted with the banner parsed before the bundle came, and in none of them did it take room.
      expect(heights.filter((height) => height !== null).length).toBeGreaterThanOrEqual(3);
      expect(heights.filter((height) => height !== null && height > 0)).toEqual([]);
      expect(await layoutShiftTotal(page)).toBe(0);
      expect(opened.problems).toEqual([]);
      await opened.close();
    });

    it('a new version shows it again to a visitor who closed the old one', async () => {
      setBanner('8');
      opened = await openBlockPage(posts.headerBanner, (page) => page.context().addCookies(closedCookies()));
      const { page } = opened;
      await page.waitForSelector(`${BANNER}[data-island-mounted="header-banner"]`);
      expect(await page.locator(BANNER).isVisible()).toBe(true);
      expect(await layoutShiftTotal(page)).toBe(0);
      await opened.close();
      setBanner('7');
    });
  });

  it('video background: the row with its video’s address and its blocks; the video plays behind them', async () => {
    opened = await openBlockPage(posts.videoBackground);
    const { page, html } = opened;
    const tag = printedTag(html, 'data-island="video-background"');
    expect(tag).toContain(`data-video-url="${TEST_MEDIA}/video-background-waves.webm"`);
    expect(tag).toContain('has-contrast-background-color');
    await page.waitForSelector('[data-island="video-background"][data-video-state="playing"]');
    const video = await page.$eval('[data-island="video-background"] .cms-islands-video-bg video', (element) => ({
      src: new URL((element as HTMLVideoElement).src).pathname,
      muted: (element as HTMLVideoElement).muted,
      loop: (element as HTMLVideoElement).loop,
      paused: (element as HTMLVideoElement).paused,
    }));
    expect(video).toEqual({ src: `${TEST_MEDIA}/video-background-waves.webm`, muted: true, loop: true, paused: false });
    await expectCleanPage(opened, '[data-island="video-background"]');
    await opened.close();
  });

  it('image hotspots: the image with its size and the spots with their places; a spot’s button opens its card, Escape closes it', async () => {
    opened = await openBlockPage(posts.hotspots);
    const { page, html } = opened;
    expect(printedTag(html, 'data-island="hotspots"')).toContain('data-placement="bottom"');
    // WordPress adds its own loading attributes to images of the content: ours are checked one by one.
    const img = printedTag(html, 'class="cms-islands-hotspots-image"');
    for (const attribute of [`src="${TEST_MEDIA}/dunes.svg"`, 'alt="Sand dunes under a low sun"', 'width="1500"', 'height="1000"']) {
      expect(img).toContain(attribute);
    }
    expect(printedTag(html, 'data-x="30"')).toMatch(/data-hotspot="" data-x="30" data-y="40"/);
    expect(html).toContain('<button type="button" class="cms-islands-hotspot-button" data-hotspot-button aria-label="The big dune">');
    await page.waitForSelector('[data-island="hotspots"][data-island-mounted="hotspots"]');
    const spot = page.locator('.hotspot').first();
    // The widget places the spot from data-x/data-y: 30 % across the image.
    const [image, spotBox] = [(await page.locator('.cms-islands-hotspots-image').boundingBox())!, (await spot.boundingBox())!];
    expect(Math.round(spotBox.x + spotBox.width / 2 - image.x)).toBe(Math.round(image.width * 0.3));
    const button = spot.locator('[data-hotspot-button]');
    await button.click();
    await page.waitForSelector('.hotspot:first-child [data-hotspot-card]:not([hidden]), .hotspot [data-hotspot-card]:not([hidden])');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await axeViolations(page, '[data-island="hotspots"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.querySelector('[data-hotspot-button]')?.getAttribute('aria-expanded') === 'false');
    await expectCleanPage(opened, '[data-island="hotspots"]');
    await opened.close();
  });
});
