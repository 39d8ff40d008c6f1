import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeViolations, newPage, type OpenedPage } from '../browser/harness';
import { logIn, phpJson } from './site';
import { copyTestMedia, expectNoInlineStyles, openBlockPage, printedTag, requireBlocks, TEST_MEDIA } from './blocks';
import {
  canvas,
  editorProblems,
  expectValid,
  insertFromInserter,
  newPost,
  openListView,
  setPanel,
  publish,
  reopen,
  screenshot,
  screenshotInserter,
  screenshotPreview,
  screenshotSite,
  skipWelcomeGuide,
  validityInEditor,
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

/**
 * The words the inspector shows a site builder: its text and every field's placeholder. None names the
 * markup contract (a data attribute, a setting's key, what "the server printed"), an attribute of an
 * element the block has not (an opener's `href`), or shows a code mark (README, "Blocks", the editor's words).
 */
async function inspectorWords(): Promise<string> {
  const placeholders = await inspector()
    .locator('[placeholder]')
    .evaluateAll((fields) => fields.map((element) => element.getAttribute('placeholder') ?? ''));
  return [await inspector().innerText(), ...placeholders].join('\n');
}
const DEVELOPER_WORDS = /data-[a-z]|`|\b[a-z]+_[a-z_]+\b|server printed|\bhref\b|aria-label/;

/** Selects a block by its name in the list view (the document overview), for its inspector; a child block `inside` its parent. */
async function selectInListView(title: string, inside?: string): Promise<void> {
  const list = await openListView(page);
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

/** No block selected (as a click on the empty canvas leaves it): an inserted pattern goes at the end, no toolbar shows. */
async function clearSelection(): Promise<void> {
  await page.evaluate(() =>
    (window as unknown as { wp: { data: { dispatch(store: string): { clearSelectedBlock(): void } } } }).wp.data
      .dispatch('core/block-editor')
      .clearSelectedBlock(),
  );
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

/** What the editor tells a site builder to do with the block being edited: out of place in a preview, where nothing can be done. */
const EDITING_DIRECTIONS = /choose one in the block’s settings|Click the image to place a spot|Show it on the site/;

/** Our blocks the inserter offers at the top level, by title and name. */
const INSERTER_BLOCKS = [
  ['Carousel', 'cms-islands/carousel'],
  ['Slice slider', 'cms-islands/slider'],
  ['Countdown', 'cms-islands/countdown'],
  ['Counter', 'cms-islands/counter'],
  ['Progress bar', 'cms-islands/progress-bar'],
  ['Popup', 'cms-islands/popup'],
  ['Hover box', 'cms-islands/hover-box'],
  ['Masonry grid', 'cms-islands/masonry'],
  ['Image hotspots', 'cms-islands/hotspots'],
  ['Video background', 'cms-islands/video-background'],
  ['Header banner', 'cms-islands/header-banner'],
] as const;

/** The demo's video in the site's media library (an attachment of the copied file, as an upload makes it); once. */
function mediaLibraryVideo(): { id: number; url: string } {
  return phpJson(
    `$file = wp_upload_dir()['basedir'] . '/cms-islands-test/video-background-waves.webm';
    $found = get_posts( array( 'post_type' => 'attachment', 'title' => 'Waves', 'post_status' => 'inherit', 'fields' => 'ids' ) );
    $id = $found ? $found[0] : wp_insert_attachment( array( 'post_title' => 'Waves', 'post_mime_type' => 'video/webm', 'post_status' => 'inherit' ), $file );
    echo wp_json_encode( array( 'id' => $id, 'url' => wp_get_attachment_url( $id ) ) );`,
  );
}

/** In WordPress's media modal (opened by a picker): the library's tab, the attachment, its Select button. */
async function pickFromMediaLibrary(attachment: number): Promise<void> {
  const modal = page.locator('.media-modal:visible');
  await modal.waitFor();
  await modal.getByRole('tab', { name: 'Media Library' }).click();
  await modal.locator(`.attachments .attachment[data-id="${attachment}"]`).click();
  await modal.locator('.media-button-select').click();
  await modal.waitFor({ state: 'hidden' });
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

  it('countdown: a new one counts to a week ahead; its end is read in the site’s time zone, which the sidebar names', async () => {
    const zone = 'Europe/Paris';
    phpJson(`update_option( 'timezone_string', '${zone}' ); echo 'true';`);
    // Published on Paris's clock, the post's date is an hour or two ahead of every post published
    // after the zone is set back: it would be the newest post of every later list (a Query Loop's
    // first page in 11-core-blocks), so it goes with the zone.
    let published = 0;
    try {
      await newPost(page);
      await insertFromInserter(page, 'Countdown', 'cms-islands/countdown');
      const days = canvas(page).locator('[data-countdown="days"]');
      await expect.poll(() => days.textContent()).toMatch(/^[67]$/);
      // The field takes a date and a time, no offset: the sidebar says whose clock they are read on.
      const words = await inspectorWords();
      expect(words).toContain(`in the site’s time zone, ${zone}`);
      expect(words).not.toMatch(/UTC offset|\+01:00|\bZ\b/);
      expect(words).not.toMatch(DEVELOPER_WORDS);
      // Three days and two hours ahead on the site's clock, as a site builder reads it there.
      const end = phpJson<string>("echo wp_json_encode( wp_date( 'Y-m-d\\TH:i', time() + ( 3 * 24 + 2 ) * 3600 ) );");
      await field('End').fill(end);
      await expect.poll(() => days.textContent()).toBe('3');
      await screenshot(page, 'inspector-countdown');
      const { id, attributes } = await publishAndReopen('cms-islands/countdown');
      published = id;
      expect(attributes.end).toBe(end);
      const withOffset = phpJson<string>(
        `echo wp_json_encode( ( new DateTimeImmutable( '${end}', wp_timezone() ) )->format( DATE_ATOM ) );`,
      );
      expect(withOffset).toMatch(/\+0[12]:00$/);
      const front = await openBlockPage(id);
      expect(printedTag(front.html, 'data-island="countdown"')).toContain(`data-end="${withOffset}"`);
      await front.page.waitForSelector('[data-island="countdown"][data-countdown-state="running"]');
      expect(await front.page.locator('[data-countdown="days"]').textContent()).toBe('3');
      expect(front.problems).toEqual([]);
      await front.close();
    } finally {
      phpJson(`update_option( 'timezone_string', '' ); ${published ? `wp_delete_post( ${published}, true ); ` : ''}echo 'true';`);
    }
  });

  it('progress bar: its label and value change the preview, saved and filled on the front end', async () => {
    await newPost(page);
    await insertFromInserter(page, 'Progress bar', 'cms-islands/progress-bar');
    const label = canvas(page).locator('.cms-islands-progress-label');
    await expect.poll(() => label.textContent()).toBe('Progress 50%');
    await field('Label').fill('Kiln firing');
    await numberField('Value').fill('64');
    await expect.poll(() => label.textContent()).toBe('Kiln firing 64%');
    // The editor shows the bar filled to its value (the site's fills when it comes into view).
    const filled = async () => {
      const track = (await canvas(page).locator('.cms-islands-progress-track').boundingBox())!;
      const fill = (await canvas(page).locator('.cms-islands-progress-fill').boundingBox())!;
      return Math.round((fill.width / track.width) * 100);
    };
    await expect.poll(filled).toBe(64);
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
    // Empty, the source is the blocks inside (the button has no address); the name is the button's text.
    expect(await field('Source').getAttribute('placeholder')).toBe('Empty: the blocks inside the popup');
    expect(await field('Name').getAttribute('placeholder')).toBe('Empty: the button’s text');
    expect(await inspectorWords()).not.toMatch(DEVELOPER_WORDS);
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

  it('carousel: slides in a row, the sidebar in a site builder’s words; slides in view change the row, saved and run by Swiper', async () => {
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
    expect(await numberField('Slides in view on tablets').getAttribute('placeholder')).toBe('Like wide screens, at most 2');
    expect(await numberField('Autoplay interval').getAttribute('placeholder')).toBe('Empty: the Autoplay switch decides');
    expect(await inspectorWords()).not.toMatch(DEVELOPER_WORDS);
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

  it('slice slider: slides edited side by side within the canvas; its interval from the inspector said under them, saved and shown on the front end', async () => {
    await newPost(page);
    await insertFromInserter(page, 'Slice slider', 'cms-islands/slider');
    const frame = canvas(page);
    const slides = frame.locator('.cms-islands-slider-editor-track > .slider-slide');
    await expect.poll(() => slides.count()).toBe(2);
    // Every slide whole inside the block (none cut off past the canvas), before and after the first gets its image.
    const block = frame.locator('.wp-block-cms-islands-slider');
    const slidesInside = async () => {
      const outer = (await block.boundingBox())!;
      const boxes = await Promise.all([0, 1].map(async (index) => (await slides.nth(index).boundingBox())!));
      return boxes.every((box) => box.x >= outer.x - 1 && box.x + box.width <= outer.x + outer.width + 1);
    };
    // Awaited, not measured once: the canvas lays the row out as the block's stylesheet comes (as the carousel's count above).
    await expect.poll(slidesInside).toBe(true);
    // Its image given as the image block's placeholder gives it (a narrow placeholder's own URL field covers its button).
    await page.evaluate((url) => {
      type Block = { name: string; clientId: string; innerBlocks: Block[] };
      const data = (
        window as unknown as {
          wp: {
            data: {
              select(store: string): { getBlocks(): Block[] };
              dispatch(store: string): { updateBlockAttributes(id: string, attributes: object): void };
            };
          };
        }
      ).wp.data;
      const slider = data
        .select('core/block-editor')
        .getBlocks()
        .find((candidate) => candidate.name === 'cms-islands/slider')!;
      const image = slider.innerBlocks[0]!.innerBlocks[0]!;
      data.dispatch('core/block-editor').updateBlockAttributes(image.clientId, { url, alt: 'Sand dunes' });
    }, `${TEST_MEDIA}/dunes.svg`);
    await slides.first().locator('img').waitFor();
    const widths = async () => Promise.all([0, 1].map(async (index) => Math.round((await slides.nth(index).boundingBox())!.width)));
    await expect.poll(async () => Math.abs((await widths())[0]! - (await widths())[1]!)).toBeLessThanOrEqual(2);
    await expect.poll(slidesInside).toBe(true);
    await selectInListView('Slice slider');
    expect(await inspectorWords()).not.toMatch(DEVELOPER_WORDS);
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

  it('header banner: off for the site, the canvas says so and switches it on; its name names the region, saved and shown', async () => {
    phpJson("delete_option( 'cms_islands_settings' ); echo 'true';");
    const enabled = () =>
      phpJson<boolean>(
        "echo wp_json_encode( true === CMS_Islands_Settings::boolean( CMS_Islands_Settings::value( 'header_banner_enabled' ) ) );",
      );
    try {
      await newPost(page);
      await insertFromInserter(page, 'Header banner', 'cms-islands/header-banner');
      const frame = canvas(page);
      // Off by default (widgets/header-banner/README.md): said on the banner itself, with the switch at hand.
      const off = frame.locator('.wp-block-cms-islands-header-banner .cms-islands-header-banner-off');
      await expect.poll(() => off.textContent()).toContain('Visitors do not see this banner yet');
      // The note lies within the banner, its border and padding included (none past the block's edge).
      const banner = (await frame.locator('.wp-block-cms-islands-header-banner').boundingBox())!;
      const note = (await off.boundingBox())!;
      expect(note.x + note.width).toBeLessThanOrEqual(banner.x + banner.width + 1);
      await screenshot(page, 'inspector-header-banner-off');
      await off.getByRole('button', { name: 'Show it on the site' }).click();
      await off.waitFor({ state: 'detached' });
      expect(enabled()).toBe(true);
      await frame
        .locator('.wp-block-cms-islands-header-banner p[data-type="core/paragraph"]')
        .fill('Spring sale: free shipping over 50 €.');
      await selectInListView('Header banner');
      expect(await inspector().getByRole('checkbox', { name: 'Show on the site' }).isChecked()).toBe(true);
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

  it('video background: its video picked from the media library plays behind the blocks, saved and playing on the front end', async () => {
    const video = mediaLibraryVideo();
    await newPost(page);
    await insertFromInserter(page, 'Video background', 'cms-islands/video-background');
    const frame = canvas(page);
    const summary = frame.locator('.wp-block-cms-islands-video-background .cms-islands-editor-summary');
    await expect.poll(() => summary.textContent()).toBe('No video yet: choose one in the block’s settings.');
    await frame.locator('.wp-block-cms-islands-video-background h2').fill('Waves');
    await selectInListView('Video background');
    expect(await inspectorWords()).not.toMatch(DEVELOPER_WORDS);
    await inspector().getByRole('button', { name: 'Choose a video' }).click();
    await pickFromMediaLibrary(video.id);
    await expect.poll(() => summary.textContent()).toBe(`Video: ${video.url}`);
    await expect.poll(() => frame.locator('.cms-islands-video-background-preview').getAttribute('src')).toBe(video.url);
    expect(await field('Video').inputValue()).toBe(video.url);
    await screenshot(page, 'inspector-video-background');
    const { id, attributes } = await publishAndReopen('cms-islands/video-background');
    expect(attributes).toMatchObject({ videoUrl: video.url });
    const front = await openBlockPage(id);
    expect(printedTag(front.html, 'data-island="video-background"')).toContain(`data-video-url="${video.url}"`);
    await front.page.waitForSelector('[data-island="video-background"][data-video-state="playing"]');
    expect(front.problems).toEqual([]);
    await front.close();
  });

  it('image hotspots: settings before the image; spots placed by a click, dragged, moved by arrow keys, saved and opening their cards', async () => {
    await newPost(page);
    await insertFromInserter(page, 'Image hotspots', 'cms-islands/hotspots');
    const frame = canvas(page);
    // The block's own settings are there before an image is chosen.
    await field('Side of the cards').selectOption('bottom');
    await frame.getByRole('button', { name: 'Insert from URL' }).click();
    await page.getByPlaceholder('Paste or type URL').fill(`${TEST_MEDIA}/lake.svg`);
    await page.keyboard.press('Enter');
    const image = frame.locator('.cms-islands-hotspots-editor-image img');
    await image.waitFor();
    const markers = frame.locator('.cms-islands-hotspots-editor-marker');
    const place = (index: number) =>
      markers
        .nth(index)
        .evaluate((element) => [parseFloat((element as HTMLElement).style.left), parseFloat((element as HTMLElement).style.top)]);
    await expect.poll(() => place(0)).toEqual([30, 40]);
    // A click on the image places a new spot there, selected for its card and name.
    const box = (await image.boundingBox())!;
    await image.click({ position: { x: box.width * 0.7, y: box.height * 0.2 } });
    await expect.poll(() => markers.count()).toBe(2);
    const near = async (index: number, x: number, y: number) => {
      const [left, top] = await place(index);
      return Math.abs(left! - x) <= 1 && Math.abs(top! - y) <= 1;
    };
    await expect.poll(() => near(1, 70, 20)).toBe(true);
    await expect.poll(() => numberField('Across').inputValue()).toMatch(/^(69|70|71)(\.\d)?$/);
    await field('Button name').fill('The boathouse');
    // The first spot dragged to the middle of the image.
    const first = (await markers.nth(0).boundingBox())!;
    await page.mouse.move(first.x + first.width / 2, first.y + first.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.45, { steps: 5 });
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => near(0, 50, 50)).toBe(true);
    // Selected, it moves by arrow keys too: a percent a press.
    await markers.nth(0).focus();
    const [before] = await place(0);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await place(0))[0]).toBeCloseTo(before! + 2, 5);
    // The percent fields stay for precision: the selected spot's.
    await numberField('Across').fill('70');
    await numberField('Down').fill('40');
    await field('Button name').fill('The lake');
    await expect.poll(() => place(0)).toEqual([70, 40]);
    await screenshot(page, 'inspector-hotspots');
    await frame.locator('.cms-islands-hotspot-editor p[data-type="core/paragraph"]').first().fill('A calm lake.');
    await selectInListView('Image hotspots');
    await field('Alternative text').fill('A calm lake below the hills');
    const { id, attributes } = await publishAndReopen('cms-islands/hotspots');
    // The size was read from the image once it loaded in the editor.
    expect(attributes).toMatchObject({
      url: `${TEST_MEDIA}/lake.svg`,
      alt: 'A calm lake below the hills',
      width: 1500,
      height: 1000,
      placement: 'bottom',
    });
    const front = await openBlockPage(id);
    expect(front.html).toContain('width="1500" height="1000"');
    expect(printedTag(front.html, 'data-x="70"')).toContain('data-y="40"');
    await front.page.waitForSelector('[data-island="hotspots"][data-island-mounted="hotspots"]');
    expect(await front.page.getByRole('button', { name: 'The boathouse' }).count()).toBe(1);
    await front.page.getByRole('button', { name: 'The lake' }).click();
    await front.page.waitForSelector('[data-hotspot-card]:not([hidden])');
    expect(front.problems).toEqual([]);
    await front.close();
  });

  it('transforms: a core gallery becomes a carousel of its images, and back with its caption and columns, every block valid', async () => {
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
      const gallery = wp.blocks.createBlock('core/gallery', { caption: 'A walk along the shore', columns: 2 }, images);
      wp.data.dispatch('core/block-editor').insertBlocks([gallery]);
    }, TEST_MEDIA);
    await selectInListView('Gallery');
    await transform('Gallery', 'Carousel');
    const frame = canvas(page);
    await expect.poll(() => frame.locator('.wp-block-cms-islands-carousel-slide img').count()).toBe(3);
    await transform('Carousel', 'Gallery');
    await expect.poll(() => frame.locator('.wp-block-gallery img').count()).toBe(3);
    // The gallery's own caption and columns come back with its images.
    await expect.poll(() => frame.locator('.wp-block-gallery > figcaption').textContent()).toBe('A walk along the shore');
    expect(await frame.locator('.wp-block-gallery').getAttribute('class')).toContain('columns-2');
    await transform('Gallery', 'Masonry grid');
    await expect.poll(() => frame.locator('.wp-block-cms-islands-masonry .grid-item img').count()).toBe(3);
    const { id } = await publishAndReopen('cms-islands/masonry');
    const front = await openBlockPage(id);
    expect(front.html.match(/<div class="grid-item wp-block-cms-islands-masonry-item">/g)).toHaveLength(3);
    await front.page.waitForSelector('[data-island="masonry"][data-island-mounted="masonry"]', { state: 'attached' });
    expect(front.problems).toEqual([]);
    await front.close();
  });

  it('inserter previews: every block of ours shows a preview in the inserter', async () => {
    await newPost(page);
    await setPanel(page, 'isInserterOpened', true);
    // A preview shows the block, with nothing to switch: the header banner's asks the site nothing of its switch.
    const switchReads: string[] = [];
    const onRequest = (request: { url(): string }) => {
      if (decodeURIComponent(request.url()).includes('cms-islands/v1/header-banner')) switchReads.push(request.url());
    };
    page.on('request', onRequest);
    const missing: string[] = [];
    const directions: string[] = [];
    for (const [title, name] of INSERTER_BLOCKS) {
      await page.fill('.block-editor-inserter__search input', title);
      const item = page.locator(`.editor-block-list-item-${name.replace('/', '-')}`).first();
      const preview = page.locator('.block-editor-inserter__preview-container');
      // WordPress says "No preview available." for a block without an example.
      const missingText = preview.locator('.block-editor-inserter__preview-content-missing');
      const shown = preview.locator('.block-editor-block-preview__container').or(missingText);
      // A preview shows the block as it looks, in a frame of its own.
      const previewFrame = page.frameLocator('.block-editor-inserter__preview-container iframe');
      const drawn = previewFrame.locator(`.wp-block-${name.replace('/', '-')}`);
      // The results are searched again as the words settle: hovered again while no preview of this block
      // is there (none, or the one before's), until the block is drawn in it (or WordPress says it has none).
      const ofThisBlock = preview.locator('.block-editor-block-card').getByText(title, { exact: true });
      await expect
        .poll(async () => {
          if ((await shown.count()) === 0 || (await ofThisBlock.count()) === 0) {
            // Away (over the empty canvas) and back onto the block.
            await page.mouse.move(900, 800);
            await item.hover();
          }
          return (await missingText.count()) + (await drawn.count());
        })
        .toBeGreaterThan(0);
      if ((await missingText.count()) > 0) missing.push(title);
      // Without the editor's directions to the block being edited.
      else {
        directions.push(
          ...(await previewFrame.locator('body').innerText())
            .split('\n')
            .filter((line) => EDITING_DIRECTIONS.test(line))
            .map((line) => `${title}: ${line}`),
        );
      }
      await screenshotPreview(page, `preview-${name.split('/')[1]}`);
    }
    page.off('request', onRequest);
    await setPanel(page, 'isInserterOpened', false);
    expect(missing).toEqual([]);
    expect(switchReads).toEqual([]);
    expect(directions).toEqual([]);
  });

  it('patterns: the CMS Islands category holds at least five, each inserted valid, published, mounted and axe clean on the site', async () => {
    const registered = phpJson<Array<{ name: string; title: string }>>(
      "echo wp_json_encode( array_values( array_map( function ( $pattern ) { return array( 'name' => $pattern['name'], 'title' => $pattern['title'] ); }, array_filter( WP_Block_Patterns_Registry::get_instance()->get_all_registered(), function ( $pattern ) { return in_array( 'cms-islands', $pattern['categories'] ?? array(), true ); } ) ) ) );",
    );
    expect(registered.length).toBeGreaterThanOrEqual(5);
    await newPost(page);
    await setPanel(page, 'isInserterOpened', true);
    await page.getByRole('tab', { name: 'Patterns' }).click();
    await page
      .getByRole('tab', { name: 'CMS Islands' })
      .or(page.getByRole('button', { name: 'CMS Islands' }))
      .first()
      .click();
    const inserted: string[] = [];
    for (const { title } of registered) {
      // Nothing selected: the pattern goes at the end of the post, after the ones before it.
      await clearSelection();
      await page.getByRole('option', { name: title, exact: true }).click();
      // Inserted, it is valid: no block the editor could not read back from the pattern's markup.
      const validity = await validityInEditor(page);
      expect(validity.invalid, `${title}: invalid blocks`).toEqual([]);
      inserted.push(title);
    }
    await setPanel(page, 'isInserterOpened', false);
    const names = (await validityInEditor(page)).names;
    for (const name of ['cms-islands/countdown', 'cms-islands/carousel', 'cms-islands/hover-box', 'cms-islands/counter']) {
      expect(names, `a pattern uses ${name}`).toContain(name);
    }
    // For the picture: nothing selected (no toolbar) and the editor's "inserted" notices dismissed (a click does).
    await clearSelection();
    for (const notice of await page.locator('.components-snackbar').all()) await notice.click().catch(() => undefined);
    await screenshot(page, 'patterns');
    const { id } = await publish(page);
    expectValid(await reopen(page, id));
    expect(editorProblems(editor!.problems)).toEqual([]);
    const front = await openBlockPage(id);
    const islands = await front.page
      .locator('[data-island]')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-island')));
    expect(islands.length).toBeGreaterThanOrEqual(registered.length);
    // Every island mounts once near the viewport: the page is walked down to its end.
    await front.page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
    });
    await front.page.waitForFunction(() =>
      [...document.querySelectorAll('[data-island]')].every(
        (element) =>
          element.getAttribute('data-island-mounted') === element.getAttribute('data-island') ||
          element.getAttribute('data-island') === 'popup',
      ),
    );
    expectNoInlineStyles(front.html);
    expect(await axeViolations(front.page, '.wp-block-post-content')).toEqual([]);
    await screenshotSite(front.page, 'patterns-site');
    expect(front.problems).toEqual([]);
    await front.close();
    expect(inserted).toHaveLength(registered.length);
  });
});
