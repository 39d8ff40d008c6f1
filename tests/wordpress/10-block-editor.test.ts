import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { newPage, type OpenedPage } from '../browser/harness';
import { logIn, phpJson } from './site';
import { copyTestMedia, openBlockPage, printedTag, requireBlocks, TEST_MEDIA } from './blocks';
import {
  canvas,
  editorProblems,
  expectValid,
  insertFromInserter,
  newPost,
  publish,
  reopen,
  screenshot,
  screenshotInserter,
  skipWelcomeGuide,
} from './editor';

/**
 * Each block in the real block editor of WordPress 7.x (README, "Blocks"): inserted from the
 * inserter, its inspector's controls change the preview, the post is published, opened again with
 * every block valid and no console problem, and the front end shows the change with the widget
 * mounted.
 */

let editor: OpenedPage | undefined;
let page: Page;

beforeAll(async () => {
  requireBlocks();
  skipWelcomeGuide();
  copyTestMedia();
  editor = await newPage({ viewport: { width: 1400, height: 1000 } });
  page = editor.page;
  await logIn(page);
});
afterAll(() => editor?.close());

const inspector = () => page.locator('.block-editor-block-inspector');
const field = (label: string): Locator => inspector().getByLabel(label, { exact: true });
/** A number field of the inspector (a slider's too has one), by its label. */
const numberField = (label: string): Locator => inspector().getByRole('spinbutton', { name: label, exact: true });

/** Selects a block by its name in the list view (the document overview), for its inspector; a child block `inside` its parent. */
async function selectInListView(title: string, inside?: string): Promise<void> {
  // The header's button toggles the list: pressed only when it is closed, so a list left open (or a
  // close that missed) does not turn this press into closing it.
  const list = page.locator('.editor-list-view-sidebar');
  if (!(await list.isVisible())) await page.click('button[aria-label="Document Overview"]');
  await list.waitFor();
  if (inside) {
    // The list shows the top blocks: the parent's row is opened (ArrowRight, as in any tree) to reach its children.
    await list
      .getByRole('link')
      .filter({ hasText: new RegExp(`^${inside}$`) })
      .first()
      .click();
    await page.keyboard.press('ArrowRight');
  }
  await list
    .getByRole('link')
    .filter({ hasText: new RegExp(`^${title}$`) })
    .first()
    .click();
  // The list's own close button: the editor has other buttons named "Close" (notices, panels).
  await list.getByRole('button', { name: 'Close', exact: true }).click();
  await list.waitFor({ state: 'hidden' });
}

/**
 * Transforms the selected block from its toolbar's block switcher (the toolbar shows once the pointer
 * moves, as for a person: @wordpress/e2e-test-utils-playwright's transformBlockTo does the same).
 */
async function transform(from: string, to: string): Promise<void> {
  await page.mouse.move(50, 50);
  await page.mouse.move(100, 100);
  // The switcher is the toolbar's first button, named (as its menu) after the selected block's title in WordPress 7.1.
  await page.getByRole('toolbar', { name: 'Block tools' }).getByRole('button', { name: from, exact: true }).first().click();
  await page.getByRole('menu', { name: from }).getByRole('menuitem', { name: to }).click();
}

/** Publishes, reopens the post (every block valid, no console problem), and returns its id. */
async function publishAndReopen(name: string): Promise<{ id: number; attributes: Record<string, unknown> }> {
  const { id } = await publish(page);
  const blocks = await reopen(page, id);
  expectValid(blocks);
  const block = blocks.find((candidate) => candidate.name === name);
  expect(block, `${name} in the saved post`).toBeDefined();
  expect(editorProblems(editor!.problems)).toEqual([]);
  return { id, attributes: block!.attributes };
}

describe('the blocks in the real block editor', () => {
  it('counter: its number and start change the server preview, saved and shown on the front end', async () => {
    await newPost(page);
    await screenshotInserter(page);
    await insertFromInserter(page, 'Counter', 'cms-islands/counter');
    const preview = canvas(page).locator('[data-island="counter"]');
    await expect.poll(() => preview.textContent()).toBe('1,000');
    await field('Number').fill('2,026');
    await numberField('Start').fill('1990');
    await expect.poll(() => preview.textContent()).toBe('2,026');
    await expect.poll(() => preview.getAttribute('data-from')).toBe('1990');
    await screenshot(page, 'inspector-counter');
    const { id, attributes } = await publishAndReopen('cms-islands/counter');
    expect(attributes).toMatchObject({ number: '2,026', from: 1990 });
    const front = await openBlockPage(id);
    expect(printedTag(front.html, 'data-island="counter"')).toContain('data-from="1990"');
    expect(front.html).toContain('data-from="1990">2,026</p>');
    await front.page.waitForSelector('[data-island="counter"][data-island-mounted="counter"]');
    expect(front.problems).toEqual([]);
    await front.close();
  });

  it('countdown: a new one counts to a week ahead; its end changes the preview, saved with its offset', async () => {
    await newPost(page);
    await insertFromInserter(page, 'Countdown', 'cms-islands/countdown');
    const days = canvas(page).locator('[data-countdown="days"]');
    await expect.poll(() => days.textContent()).toMatch(/^[67]$/);
    // Three days and two hours ahead, in the editor's (the site's: UTC) time.
    const end = new Date(Date.now() + (3 * 24 + 2) * 3600 * 1000).toISOString().slice(0, 16);
    await field('End').fill(end);
    await expect.poll(() => days.textContent()).toBe('3');
    await screenshot(page, 'inspector-countdown');
    const { id, attributes } = await publishAndReopen('cms-islands/countdown');
    expect(attributes.end).toBe(end);
    const front = await openBlockPage(id);
    expect(printedTag(front.html, 'data-island="countdown"')).toContain(`data-end="${end}:00+00:00"`);
    await front.page.waitForSelector('[data-island="countdown"][data-countdown-state="running"]');
    expect(front.problems).toEqual([]);
    await front.close();
  });

  it('progress bar: its label and value change the preview, saved and filled on the front end', async () => {
    await newPost(page);
    await insertFromInserter(page, 'Progress bar', 'cms-islands/progress-bar');
    const label = canvas(page).locator('.cms-islands-progress-label');
    await expect.poll(() => label.textContent()).toBe('Progress 50%');
    await field('Label').fill('Kiln firing');
    await numberField('Value').fill('64');
    await expect.poll(() => label.textContent()).toBe('Kiln firing 64%');
    await screenshot(page, 'inspector-progress-bar');
    const { id, attributes } = await publishAndReopen('cms-islands/progress-bar');
    expect(attributes).toMatchObject({ label: 'Kiln firing', value: 64 });
    const front = await openBlockPage(id);
    expect(printedTag(front.html, 'data-island="progress-bar"')).toContain('data-value="64"');
    await front.page.waitForSelector('[data-island="progress-bar"].is-in-view');
    expect(await front.page.locator('[data-progress-bar-fill]').evaluate((element) => element.style.width)).toBe('64%');
    expect(front.problems).toEqual([]);
    await front.close();
  });

  it('popup: the button’s text and content edited in place; an address in the inspector replaces the content', async () => {
    await newPost(page);
    await insertFromInserter(page, 'Popup', 'cms-islands/popup');
    const frame = canvas(page);
    await frame.locator('.cms-islands-popup-opener').fill('Size guide');
    await frame.locator('.cms-islands-popup-editor-content h2').fill('Sizes');
    // An address: the preview says what opens instead of the content; cleared, the content is back.
    await frame.locator('.cms-islands-popup-opener').click();
    await field('Source').fill('/wp-content/uploads/vase.jpg');
    await expect.poll(() => frame.locator('.cms-islands-popup-editor-source').textContent()).toBe('Opens /wp-content/uploads/vase.jpg');
    expect(await frame.locator('.cms-islands-popup-editor-content').count()).toBe(0);
    await screenshot(page, 'inspector-popup');
    await field('Source').fill('');
    await frame.locator('.cms-islands-popup-editor-content h2').waitFor();
    await field('Name').fill('Size guide for mugs');
    const { id, attributes } = await publishAndReopen('cms-islands/popup');
    expect(attributes).toMatchObject({ openerText: 'Size guide', popupLabel: 'Size guide for mugs' });
    const front = await openBlockPage(id);
    const opener = printedTag(front.html, 'data-island="popup"');
    expect(opener).toContain('data-popup-label="Size guide for mugs"');
    // The popup mounts on the visitor's click (interaction strategy) and opens.
    await front.page.click('[data-island="popup"]');
    await front.page.locator('dialog[open] h2').waitFor();
    expect(await front.page.locator('dialog[open] h2').textContent()).toBe('Sizes');
    expect(await front.page.locator('dialog[open]').getAttribute('aria-label')).toBe('Size guide for mugs');
    expect(front.problems).toEqual([]);
    await front.close();
  });

  it('hover box: both faces edited side by side; its turn chosen in the inspector, saved and turning on the front end', async () => {
    await newPost(page);
    await insertFromInserter(page, 'Hover box', 'cms-islands/hover-box');
    const frame = canvas(page);
    await frame.locator('.hover-box-front h2').fill('Glazing workshops');
    await frame.locator('.hover-box-back p').fill('Every Saturday.');
    // Back to the box itself for its inspector.
    await selectInListView('Hover box');
    await field('Flip').selectOption('vertical');
    await expect.poll(() => frame.locator('.wp-block-cms-islands-hover-box').getAttribute('data-flip')).toBe('vertical');
    await screenshot(page, 'inspector-hover-box');
    const { id, attributes } = await publishAndReopen('cms-islands/hover-box');
    expect(attributes).toMatchObject({ flip: 'vertical' });
    const front = await openBlockPage(id);
    expect(printedTag(front.html, 'data-island="hover-box"')).toContain('data-flip="vertical"');
    await front.page.waitForSelector('[data-island="hover-box"][data-hover-box-face="front"]');
    await front.page.hover('[data-island="hover-box"]');
    await front.page.waitForSelector('[data-island="hover-box"][data-hover-box-face="back"]');
    expect(front.problems).toEqual([]);
    await front.close();
  });

  it('carousel: slides in a row; slides in view from the inspector change the row, saved and run by Swiper', async () => {
    await newPost(page);
    await insertFromInserter(page, 'Carousel', 'cms-islands/carousel');
    const frame = canvas(page);
    const slides = frame.locator('.cms-islands-carousel-editor-track > .wp-block-cms-islands-carousel-slide');
    await expect.poll(() => slides.count()).toBe(3);
    await selectInListView('Carousel');
    // Slides in view, as the row shows them: the canvas narrows while the list view is open (two at
    // most below 1025 px, the block's stylesheet), so the count is awaited, not measured once.
    const track = frame.locator('.cms-islands-carousel-editor-track');
    const inView = async () => Math.round((await track.boundingBox())!.width / (await slides.first().boundingBox())!.width);
    await expect.poll(inView).toBe(3);
    await numberField('Slides in view').fill('2');
    await expect.poll(() => frame.locator('.wp-block-cms-islands-carousel').getAttribute('data-items')).toBe('2');
    await expect.poll(inView).toBe(2);
    await screenshot(page, 'inspector-carousel');
    const { id, attributes } = await publishAndReopen('cms-islands/carousel');
    expect(attributes).toMatchObject({ items: 2 });
    const front = await openBlockPage(id);
    expect(printedTag(front.html, 'data-island="carousel"')).toContain('data-items="2"');
    // No name given: the region is named "Carousel" (widgets/carousel/README.md, "Name"), and so is its scroll container.
    expect(printedTag(front.html, 'data-island="carousel"')).toContain('data-label="Carousel"');
    await front.page.waitForSelector('[data-island="carousel"] .swiper.swiper-initialized');
    expect(front.problems).toEqual([]);
    await front.close();
  });

  it('slice slider: slides edited in a row; its interval from the inspector said under them, saved and shown on the front end', async () => {
    await newPost(page);
    await insertFromInserter(page, 'Slice slider', 'cms-islands/slider');
    const frame = canvas(page);
    await expect.poll(() => frame.locator('.cms-islands-slider-editor-track > .slider-slide').count()).toBe(2);
    await selectInListView('Slice slider');
    const summary = frame.locator('.wp-block-cms-islands-slider .cms-islands-editor-summary');
    await expect.poll(() => summary.textContent()).toBe('The next slide comes in every 5 seconds.');
    await numberField('Autoplay interval').fill('0');
    await expect.poll(() => summary.textContent()).toBe('The slides change only when visitors move them.');
    await field('Name').fill('Landscapes');
    await screenshot(page, 'inspector-slider');
    const { id, attributes } = await publishAndReopen('cms-islands/slider');
    expect(attributes).toMatchObject({ interval: 0, label: 'Landscapes' });
    const front = await openBlockPage(id);
    const tag = printedTag(front.html, 'data-island="slider"');
    expect(tag).toContain('data-interval="0"');
    expect(tag).toContain('data-label="Landscapes"');
    await front.page.waitForSelector('[data-island="slider"][data-island-mounted="slider"]', { state: 'attached' });
    expect(front.problems).toEqual([]);
    await front.close();
  });

  it('masonry grid: its columns and gutter from the inspector change the rows, saved and laid out on the front end', async () => {
    await newPost(page);
    await insertFromInserter(page, 'Masonry grid', 'cms-islands/masonry');
    const frame = canvas(page);
    const grid = frame.locator('.wp-block-cms-islands-masonry');
    await expect.poll(() => frame.locator('.wp-block-cms-islands-masonry > .grid-item').count()).toBe(3);
    await selectInListView('Masonry grid');
    const itemWidth = async () => (await frame.locator('.wp-block-cms-islands-masonry > .grid-item').first().boundingBox())!.width;
    // The editor's frame is narrower than 1025 px: three columns show as the tablet's two there; one column is a row each.
    const threeColumns = await itemWidth();
    await numberField('Columns').fill('1');
    await numberField('Gutter').fill('24');
    await expect.poll(() => grid.getAttribute('class')).toContain('cms-islands-masonry-columns-1');
    await expect.poll(() => grid.getAttribute('data-gutter')).toBe('24');
    await expect.poll(itemWidth).toBeGreaterThan(threeColumns * 1.3);
    await screenshot(page, 'inspector-masonry');
    const { id, attributes } = await publishAndReopen('cms-islands/masonry');
    expect(attributes).toMatchObject({ columns: 1, gutter: 24 });
    const front = await openBlockPage(id);
    const tag = printedTag(front.html, 'data-island="masonry"');
    expect(tag).toContain('cms-islands-masonry-columns-1');
    expect(tag).toContain('data-gutter="24"');
    await front.page.waitForSelector('[data-island="masonry"][data-island-mounted="masonry"]', { state: 'attached' });
    expect(front.problems).toEqual([]);
    await front.close();
  });

  it('header banner: its name from the inspector names the region, saved and shown while switched on', async () => {
    phpJson("update_option( 'cms_islands_settings', array( 'header_banner_enabled' => true ) ); echo 'true';");
    try {
      await newPost(page);
      await insertFromInserter(page, 'Header banner', 'cms-islands/header-banner');
      const frame = canvas(page);
      await frame
        .locator('.wp-block-cms-islands-header-banner p[data-type="core/paragraph"]')
        .fill('Spring sale: free shipping over 50 €.');
      await selectInListView('Header banner');
      await field('Name').fill('Spring sale');
      await expect
        .poll(() => frame.locator('.wp-block-cms-islands-header-banner .cms-islands-editor-summary').textContent())
        .toBe('Region named “Spring sale”');
      await screenshot(page, 'inspector-header-banner');
      const { id, attributes } = await publishAndReopen('cms-islands/header-banner');
      expect(attributes).toMatchObject({ label: 'Spring sale' });
      const front = await openBlockPage(id);
      expect(printedTag(front.html, 'data-island="header-banner"')).toContain('aria-label="Spring sale"');
      await front.page.waitForSelector('[data-island="header-banner"][data-island-mounted="header-banner"]');
      expect(front.problems).toEqual([]);
      await front.close();
    } finally {
      phpJson("delete_option( 'cms_islands_settings' ); echo 'true';");
    }
  });

  it('video background: its address from the inspector plays a file behind the blocks, saved and playing on the front end', async () => {
    await newPost(page);
    await insertFromInserter(page, 'Video background', 'cms-islands/video-background');
    const frame = canvas(page);
    const summary = frame.locator('.wp-block-cms-islands-video-background .cms-islands-editor-summary');
    await expect.poll(() => summary.textContent()).toBe('No video yet: give its address in the block’s settings.');
    await frame.locator('.wp-block-cms-islands-video-background h2').fill('Waves');
    await selectInListView('Video background');
    const url = `${TEST_MEDIA}/video-background-waves.webm`;
    await field('Video address').fill(url);
    await expect.poll(() => summary.textContent()).toBe(`Video: ${url}`);
    await expect.poll(() => frame.locator('.cms-islands-video-background-preview').getAttribute('src')).toBe(url);
    await screenshot(page, 'inspector-video-background');
    const { id, attributes } = await publishAndReopen('cms-islands/video-background');
    expect(attributes).toMatchObject({ videoUrl: url });
    const front = await openBlockPage(id);
    expect(printedTag(front.html, 'data-island="video-background"')).toContain(`data-video-url="${url}"`);
    await front.page.waitForSelector('[data-island="video-background"][data-video-state="playing"]');
    expect(front.problems).toEqual([]);
    await front.close();
  });

  it('image hotspots: an image by its address, a spot moved from its inspector, saved and opening its card on the front end', async () => {
    await newPost(page);
    await insertFromInserter(page, 'Image hotspots', 'cms-islands/hotspots');
    const frame = canvas(page);
    await frame.getByRole('button', { name: 'Insert from URL' }).click();
    await page.getByPlaceholder('Paste or type URL').fill(`${TEST_MEDIA}/lake.svg`);
    await page.keyboard.press('Enter');
    const marker = frame.locator('.cms-islands-hotspots-editor-marker').first();
    await expect.poll(() => marker.evaluate((element) => (element as HTMLElement).style.left)).toBe('30%');
    await frame.locator('.cms-islands-hotspot-editor p[data-type="core/paragraph"]').fill('A calm lake.');
    await selectInListView('Hotspot', 'Image hotspots');
    await numberField('Across').fill('70');
    await field('Button name').fill('The lake');
    await expect.poll(() => marker.evaluate((element) => (element as HTMLElement).style.left)).toBe('70%');
    await screenshot(page, 'inspector-hotspots');
    await selectInListView('Image hotspots');
    await field('Alternative text').fill('A calm lake below the hills');
    const { id, attributes } = await publishAndReopen('cms-islands/hotspots');
    // The size was read from the image once it loaded in the editor.
    expect(attributes).toMatchObject({ url: `${TEST_MEDIA}/lake.svg`, alt: 'A calm lake below the hills', width: 1500, height: 1000 });
    const front = await openBlockPage(id);
    expect(front.html).toContain('width="1500" height="1000"');
    expect(printedTag(front.html, 'data-x="70"')).toContain('data-y="40"');
    await front.page.waitForSelector('[data-island="hotspots"][data-island-mounted="hotspots"]');
    await front.page.getByRole('button', { name: 'The lake' }).click();
    await front.page.waitForSelector('[data-hotspot-card]:not([hidden])');
    expect(front.problems).toEqual([]);
    await front.close();
  });

  it('transforms: a core gallery becomes a carousel of its images, and back, every block valid', async () => {
    await newPost(page);
    // The gallery is the transform's input, put in as the editor would parse it; the transform itself is the toolbar's.
    await page.evaluate((media) => {
      type Blocks = { createBlock(name: string, attributes?: object, inner?: unknown[]): { clientId: string } };
      const wp = (
        window as unknown as { wp: { blocks: Blocks; data: { dispatch(store: string): { insertBlocks(blocks: unknown[]): void } } } }
      ).wp;
      const images = ['dunes', 'lake', 'dusk'].map((name) =>
        wp.blocks.createBlock('core/image', { url: `${media}/${name}.svg`, alt: name }),
      );
      wp.data.dispatch('core/block-editor').insertBlocks([wp.blocks.createBlock('core/gallery', {}, images)]);
    }, TEST_MEDIA);
    await selectInListView('Gallery');
    await transform('Gallery', 'Carousel');
    const frame = canvas(page);
    await expect.poll(() => frame.locator('.wp-block-cms-islands-carousel-slide img').count()).toBe(3);
    await transform('Carousel', 'Gallery');
    await expect.poll(() => frame.locator('.wp-block-gallery img').count()).toBe(3);
    await transform('Gallery', 'Masonry grid');
    await expect.poll(() => frame.locator('.wp-block-cms-islands-masonry .grid-item img').count()).toBe(3);
    const { id } = await publishAndReopen('cms-islands/masonry');
    const front = await openBlockPage(id);
    expect(front.html.match(/<div class="grid-item wp-block-cms-islands-masonry-item">/g)).toHaveLength(3);
    await front.page.waitForSelector('[data-island="masonry"][data-island-mounted="masonry"]', { state: 'attached' });
    expect(front.problems).toEqual([]);
    await front.close();
  });
});
