import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { phpJson, wpUrl } from './site';

/**
 * The real block editor, driven as a person would (README, "Blocks"): logged in, the inserter opened
 * and searched, the block clicked, its inspector's controls changed, the post published. What
 * @wordpress/e2e-test-utils-playwright does, on our one Chromium and vitest: that package is a set of
 * Playwright Test fixtures and brings @playwright/test, a second Playwright beside playwright-core.
 */

/** WordPress 7.1's own warning about its global styles in the editor's frame: printed with our plugin off too. */
const CORE_EDITOR_WARNING = /^warning: global-styles-css-custom-properties-inline-css was added to the iframe incorrectly/;

/** The editor's console problems that are ours to answer for (every one but WordPress's own warning above). */
export const editorProblems = (problems: readonly string[]): string[] => problems.filter((line) => !CORE_EDITOR_WARNING.test(line));

/** The editor opens without its welcome guide (a preference of the admin's, as the guide's close button saves it). */
export function skipWelcomeGuide(): void {
  phpJson(
    `global $wpdb;
    update_user_meta( 1, $wpdb->get_blog_prefix() . 'persisted_preferences', array( 'core/edit-post' => array( 'welcomeGuide' => false ), '_modified' => gmdate( 'c' ) ) );
    echo 'true';`,
  );
}

/** The editor's canvas (apiVersion 3 blocks are edited in its iframe). */
export const canvas = (page: Page): FrameLocator => page.frameLocator('iframe[name="editor-canvas"]');

/** A new post in the editor, ready. */
export async function newPost(page: Page): Promise<void> {
  await page.goto(wpUrl('wp-admin/post-new.php'));
  await page.waitForSelector('iframe[name="editor-canvas"]');
  await page.waitForFunction(() => {
    const wp = (window as unknown as { wp?: { data?: { select(store: string): { isCleanNewPost?(): boolean } } } }).wp;
    return wp?.data?.select('core/editor').isCleanNewPost?.() === true;
  });
}

/** With BLOCK_SCREENSHOTS_DIR set: the inserter opened at our collection of blocks, as a picture for the README. */
export async function screenshotInserter(page: Page): Promise<void> {
  if (!process.env.BLOCK_SCREENSHOTS_DIR) return;
  await setPanel(page, 'isInserterOpened', true);
  const collection = page.locator('.block-editor-inserter__panel-header').filter({ hasText: 'CMS Islands' });
  await collection.scrollIntoViewIfNeeded();
  await screenshot(page, 'inserter');
  await setPanel(page, 'isInserterOpened', false);
}

/** With BLOCK_SCREENSHOTS_DIR set: the inserter's preview of the hovered block, once its pictures have loaded. */
export async function screenshotPreview(page: Page, name: string): Promise<void> {
  const dir = process.env.BLOCK_SCREENSHOTS_DIR;
  if (!dir) return;
  const popover = page.locator('.block-editor-inserter__preview-container__popover');
  const preview = page.frameLocator('.block-editor-inserter__preview-container iframe');
  await expect
    .poll(() => preview.locator('img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)))
    .toBe(true);
  await popover.screenshot({ path: join(dir, `${name}.png`) });
}

/** With BLOCK_SCREENSHOTS_DIR set: a page of the site, whole, at a desktop's width and at a phone's (`<name>-phone.png`). */
export async function screenshotSite(page: Page, name: string): Promise<void> {
  const dir = process.env.BLOCK_SCREENSHOTS_DIR;
  if (!dir) return;
  const before = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(dir, `${name}-phone.png`), fullPage: true });
  if (before) await page.setViewportSize(before);
}

/** Inserts a block from the inserter: opened, searched for its title, the block clicked. */
export async function insertFromInserter(page: Page, title: string, name: string): Promise<void> {
  await setPanel(page, 'isInserterOpened', true);
  await page.fill('.block-editor-inserter__search input', title);
  // The first match: our collection may list the block again below the search results.
  const item = page.locator(`.editor-block-list-item-${name.replace('/', '-')}`).first();
  await item.waitFor();
  await item.click();
  // The inserter closes itself on small screens only: closed here so the inspector has the room.
  await setPanel(page, 'isInserterOpened', false);
  await page.waitForSelector('.block-editor-block-inspector');
}

/** The editor's own record of its side panels (the `core/editor` store of WordPress 7.x), read in the page. */
interface EditorWindow {
  wp: { data: { select(store: 'core/editor'): Record<EditorPanel, () => boolean> } };
}
type EditorPanel = 'isInserterOpened' | 'isListViewOpened';
const PANEL_TOGGLES: Record<EditorPanel, string> = { isInserterOpened: 'Block Inserter', isListViewOpened: 'Document Overview' };
/** A press of a header toggle shows in the editor's state within this, or it was missed. */
const PANEL_ANSWERS_WITHIN_MS = 5_000;
const PANEL_PRESSES = 3;

/**
 * Opens or closes a side panel (the block inserter, the list view) from its toggle in the editor's
 * header, as a person does. The toggle is pressed only while the editor's own state says otherwise,
 * and its answer waited for; a press the editor missed (a busy machine, a panel still closing) is
 * pressed again, up to three times.
 */
export async function setPanel(page: Page, panel: EditorPanel, open: boolean): Promise<void> {
  const isOpen = () => page.evaluate((name) => (window as unknown as EditorWindow).wp.data.select('core/editor')[name](), panel);
  for (let press = 0; (await isOpen()) !== open; press += 1) {
    if (press === PANEL_PRESSES)
      throw new Error(`"${PANEL_TOGGLES[panel]}" pressed ${PANEL_PRESSES} times: the editor still says ${panel}() is ${!open}`);
    await page.click(`button[aria-label="${PANEL_TOGGLES[panel]}"]`);
    await page
      .waitForFunction(
        ([name, wanted]) => (window as unknown as EditorWindow).wp.data.select('core/editor')[name]() === wanted,
        [panel, open] as const,
        { timeout: PANEL_ANSWERS_WITHIN_MS },
      )
      .catch(() => undefined);
  }
}

/** Opens the list view (the document overview); returns it, shown. */
export async function openListView(page: Page): Promise<Locator> {
  await setPanel(page, 'isListViewOpened', true);
  const list = page.locator('.editor-list-view-sidebar');
  await list.waitFor();
  return list;
}

interface PublishedPost {
  readonly id: number;
}

/** Publishes the post from the editor's own buttons; returns its id once WordPress says it is published and saved. */
export async function publish(page: Page): Promise<PublishedPost> {
  await page.click('.editor-post-publish-panel__toggle');
  await page.click('.editor-post-publish-panel .editor-post-publish-button');
  const id = await page.waitForFunction(() => {
    type Editor = { isCurrentPostPublished(): boolean; isSavingPost(): boolean; isEditedPostDirty(): boolean; getCurrentPostId(): number };
    const editor = (window as unknown as { wp: { data: { select(store: string): Editor } } }).wp.data.select('core/editor');
    return editor.isCurrentPostPublished() && !editor.isSavingPost() && !editor.isEditedPostDirty() ? editor.getCurrentPostId() : 0;
  });
  return { id: (await id.jsonValue()) as number };
}

interface BlockState {
  readonly name: string;
  readonly isValid: boolean;
  readonly attributes: Record<string, unknown>;
  readonly innerBlocks: BlockState[];
}

/** Opens the saved post in the editor again; returns its blocks once parsed, every one's validity with it. */
export async function reopen(page: Page, id: number): Promise<BlockState[]> {
  await page.goto(wpUrl(`wp-admin/post.php?post=${id}&action=edit`));
  await page.waitForSelector('iframe[name="editor-canvas"]');
  const blocks = await page.waitForFunction(() => {
    type Blocks = { getBlocks(): BlockState[] };
    const found = (window as unknown as { wp: { data: { select(store: string): Blocks } } }).wp.data
      .select('core/block-editor')
      .getBlocks();
    const plain = (block: BlockState): BlockState => ({
      name: block.name,
      isValid: block.isValid,
      attributes: block.attributes,
      innerBlocks: block.innerBlocks.map(plain),
    });
    return found.length > 0 ? found.map(plain) : null;
  });
  return (await blocks.jsonValue()) as BlockState[];
}

/**
 * The blocks in the editor now (as inserted, before any save): the names of those the editor found
 * invalid, and every block's name.
 */
export async function validityInEditor(page: Page): Promise<{ invalid: string[]; names: string[] }> {
  return page.evaluate(() => {
    type Block = { name: string; isValid: boolean; innerBlocks: Block[] };
    const blocks = (window as unknown as { wp: { data: { select(store: string): { getBlocks(): Block[] } } } }).wp.data
      .select('core/block-editor')
      .getBlocks();
    const flat = (list: Block[]): Block[] => list.flatMap((block) => [block, ...flat(block.innerBlocks)]);
    const all = flat(blocks);
    return { invalid: all.filter((block) => !block.isValid).map((block) => block.name), names: all.map((block) => block.name) };
  });
}

/** Every block and inner block, flat. */
const allBlocks = (blocks: readonly BlockState[]): BlockState[] => blocks.flatMap((block) => [block, ...allBlocks(block.innerBlocks)]);

/** Expects every block of the reopened post valid (no "This block contains unexpected or invalid content"). */
export function expectValid(blocks: readonly BlockState[]): void {
  expect(
    allBlocks(blocks)
      .filter((block) => !block.isValid)
      .map((block) => block.name),
  ).toEqual([]);
}

/**
 * With BLOCK_SCREENSHOTS_DIR set, the editor test saves its inserter and inspectors there as PNGs (the
 * README's "Blocks" pictures: `BLOCK_SCREENSHOTS_DIR=docs/blocks npm run test:wordpress`). An
 * inspector's picture is taken at the editor's desktop width and again at its phone preview
 * (`<name>-phone.png`: the editor's own Preview → Mobile, the canvas a phone's width).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.BLOCK_SCREENSHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`) });
  if (!name.startsWith('inspector-') && name !== 'patterns') return;
  const device = (type: string) =>
    page.evaluate((next) => {
      type Editor = { setDeviceType(type: string): void };
      (window as unknown as { wp: { data: { dispatch(store: string): Editor } } }).wp.data.dispatch('core/editor').setDeviceType(next);
    }, type);
  await device('Mobile');
  // The phone canvas is a narrower frame, laid out again (its server previews fetched again) before the picture.
  await page.waitForFunction(() => (document.querySelector('iframe[name="editor-canvas"]')?.getBoundingClientRect().width ?? 1000) < 500);
  await page.waitForFunction(() => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe[name="editor-canvas"]')?.contentDocument;
    return frame !== null && frame !== undefined && frame.querySelector('.components-spinner') === null;
  });
  await page.screenshot({ path: join(dir, `${name}-phone.png`) });
  await device('Desktop');
}
