import { cpSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { compareVersions } from '../../scripts/wordpress/source';
import { NONCE } from '../../demo-pages/server/csp';
import { readmeHeader } from '../browser/readme-csp';
import { newPage, waitForIslands, type OpenedPage } from '../browser/harness';
import { phpJson, site, wpUrl } from './site';

/**
 * What the block tests share (README, "Blocks"): the WordPress they need, posts made of serialized
 * block markup, and block pages under the strict Content-Security-Policy.
 */

/** The first WordPress the plugin gives its blocks to (includes/class-cms-islands-blocks.php, MINIMUM_WORDPRESS). */
const BLOCKS_MINIMUM_WORDPRESS = '6.6';

/** Fails, saying why, on a WordPress without our blocks: the block tests run on WORDPRESS_ARCHIVE's (README, "Tests", "WordPress"). */
export function requireBlocks(): void {
  const { version } = site().wordpress;
  if (compareVersions(version, BLOCKS_MINIMUM_WORDPRESS) < 0) {
    throw new Error(
      `WordPress ${version} has no blocks of ours (they need ${BLOCKS_MINIMUM_WORDPRESS} or later): the block tests run with WORDPRESS_ARCHIVE naming a 7.x archive.`,
    );
  }
  const registered = phpJson<string[]>(
    "echo wp_json_encode( array_values( array_filter( array_keys( WP_Block_Type_Registry::get_instance()->get_all_registered() ), function ( $name ) { return 0 === strpos( $name, 'cms-islands/' ); } ) ) );",
  );
  expect(registered.length, `our blocks are registered on WordPress ${version}`).toBeGreaterThan(0);
}

/** The demo site's pictures (1500 × 1000 SVGs), served from the test site's uploads. */
export const TEST_MEDIA = '/wp-content/uploads/cms-islands-test';

/** Copies the demo site's pictures into the test site's uploads (once is enough; again does no harm). */
export function copyTestMedia(): void {
  cpSync('demo-pages/assets/media', join(site().docroot, TEST_MEDIA), { recursive: true });
}

/** Publishes a post whose content is `markup` (serialized blocks, as the editor saves them); returns its id. */
export function publishBlocks(title: string, markup: string): number {
  const id = phpJson<number | string>(
    `$id = wp_insert_post( wp_slash( array(
      'post_status'  => 'publish',
      'post_title'   => ${JSON.stringify(title)},
      'post_content' => base64_decode( '${Buffer.from(markup).toString('base64')}' ),
    ) ), true );
    echo wp_json_encode( is_wp_error( $id ) ? $id->get_error_message() : $id );`,
    true,
  );
  if (typeof id !== 'number') throw new Error(`the post was not created: ${id}`);
  return id;
}

/**
 * The README's strict header for a WordPress block-theme page: exactly its script, object, base and
 * Trusted Types rules, and `style-src 'self'` for stylesheets, with the allowance the README gives
 * for WordPress's own styles (README, "Content-Security-Policy"): every Twenty Twenty-Five page of
 * WordPress 7.1 carries about forty inline `<style>` elements (global styles, block supports) and
 * twenty `style` attributes in its templates, none of them ours. That our blocks add neither is
 * checked on their markup (`expectNoInlineStyles`). README, "Blocks".
 */
function blockPageHeader(nonce: string): string {
  return `${readmeHeader().replace(NONCE, nonce)}; style-src-elem 'self' 'unsafe-inline'; style-src-attr 'unsafe-inline'`;
}

/** Our blocks print no `style` attribute and no `<style>` element: nothing the README's own `style-src 'self'` would refuse. */
export function expectNoInlineStyles(html: string): void {
  expect(html).not.toMatch(/<[a-z]+\b[^>]*(wp-block-cms-islands|data-island=)[^>]*\sstyle=/);
  expect(html).not.toMatch(/<style\b[^>]*\bid="cms-islands/);
}

const SETTINGS_NONCE =
  /<script\b[^>]*\bnonce="([^"]+)"[^>]*\bid="cms-islands-js-before"|<script\b[^>]*\bid="cms-islands-js-before"[^>]*\bnonce="([^"]+)"/;

export interface BlockPage extends OpenedPage {
  /** The HTML the server sent, before any script ran. */
  readonly html: string;
}

/** Opens a post under `blockPageHeader` (any violation fails the test: tests/browser/harness.ts) and waits for the bundle. */
export async function openBlockPage(postId: number, prepare: (page: Page) => Promise<void> = async () => undefined): Promise<BlockPage> {
  const opened = await newPage();
  let html = '';
  await opened.page.route(
    (url) => url.searchParams.has('cms_islands_csp'),
    async (route) => {
      // The header is a document's: a call of the page's scripts to an address that kept the query
      // argument (the Query Loop's "Load more", which WordPress builds from the page's address) goes as it is.
      if (route.request().resourceType() !== 'document') {
        await route.continue();
        return;
      }
      const response = await route.fetch();
      html = await response.text();
      const match = SETTINGS_NONCE.exec(html);
      const nonce = match?.[1] ?? match?.[2];
      if (!nonce) throw new Error(`${route.request().url()} printed its settings global without a nonce`);
      await route.fulfill({ response, body: html, headers: { ...response.headers(), 'content-security-policy': blockPageHeader(nonce) } });
    },
  );
  await prepare(opened.page);
  await opened.page.goto(wpUrl(`?p=${postId}&cms_islands_csp=1`));
  await waitForIslands(opened.page);
  return { ...opened, html };
}

/** The scripts of ours the server printed (src under the plugin's folder). */
export function ourScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\bsrc="([^"]*\/wp-content\/plugins\/cms-islands\/[^"]*)"/g)].map((match) => match[1]!);
}

/** The opening tag of the first element the server printed with `attribute` (`data-island="counter"`). */
export function printedTag(html: string, attribute: string): string {
  const tag = new RegExp(`<[a-z]+\\b[^>]*\\b${attribute.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`the page printed no element with ${attribute}`);
  return tag;
}

/** A Query Loop of two posts a page, with WordPress's pagination, in a post of its own (`openBlockPage` opens posts). */
export const QUERY_BLOCK = `<!-- wp:query {"queryId":7,"query":{"perPage":2,"pages":0,"offset":0,"postType":"post","order":"desc","orderBy":"date","author":"","search":"","exclude":[],"sticky":"","inherit":false}} -->
<div class="wp-block-query"><!-- wp:post-template -->
<!-- wp:post-title {"isLink":true} /-->
<!-- /wp:post-template -->

<!-- wp:query-pagination -->
<!-- wp:query-pagination-previous /-->

<!-- wp:query-pagination-numbers /-->

<!-- wp:query-pagination-next /-->
<!-- /wp:query-pagination --></div>
<!-- /wp:query -->`;
/** The loop of the post's content (Twenty Twenty-Five's single template adds a loop of its own, "More posts", without pagination). */
export const QUERY = '.wp-block-post-content div.wp-block-query';
