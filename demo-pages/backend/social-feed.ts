import { demoSwitch } from './demo-switch';
import type { DemoAjaxAction, DemoRequest, DemoResponse, DemoRoute } from './types';
import type { DemoPage } from '../server/pages';
import { demoPageResponse } from '../server/page-response';

/**
 * The social feed calls (widgets/social-feed/README.md).
 *
 * - `POST admin-ajax.php action={prefix}_social_feed_ajax_query body= atts[account]=… atts[number]=…`
 *   answers `{html}`: the account's photo grid. The account `harbour.lights` "fails on the server"
 *   (as a real feed does when the photo site refuses the server): its grid is flagged with
 *   `data-social-feed-page`, the address of its public photo page.
 * - `GET /demo-social/<account>/` is that fake "public photo page" (on loopback; in reality a page on
 *   the photo site's host, which needs CORS: README). Its photos are in a JSON script, as real ones are.
 * - The same POST with `body` = that page's HTML answers the grid built from the photos in it.
 *
 * Switches (`social-feed.html?backend=…` or a `demo_social` cookie): `fail` (the action answers HTTP
 * 500), `page-fail` (the public page answers 404: from the page's address only, which its request
 * carries as its Referer; no cookie goes with a public page). Answers take 300 ms, so the loading state shows.
 */

interface DemoPhoto {
  readonly src: string;
  readonly alt: string;
}

const PICTURES = ['coast', 'dunes', 'dusk', 'forest', 'harbour', 'lake', 'meadow', 'peaks'] as const;
const ALTS: Record<(typeof PICTURES)[number], string> = {
  coast: 'A rocky coast under a pale sky',
  dunes: 'Sand dunes in evening light',
  dusk: 'Hills at dusk',
  forest: 'A pine forest',
  harbour: 'Boats in a small harbour',
  lake: 'A still mountain lake',
  meadow: 'A meadow of tall grass',
  peaks: 'Snowy peaks',
};

/** The accounts the demo knows; `failsOnServer` ones are flagged in the first answer. */
const ACCOUNTS: Record<string, { readonly offset: number; readonly failsOnServer: boolean }> = {
  'clay.and.kiln': { offset: 0, failsOnServer: false },
  'harbour.lights': { offset: 3, failsOnServer: true },
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const publicPagePath = (account: string) => `/demo-social/${encodeURIComponent(account)}/`;

function photosOf(account: string, count: number): DemoPhoto[] {
  const offset = ACCOUNTS[account]?.offset ?? 0;
  return Array.from({ length: count }, (_, index) => {
    const name = PICTURES[(offset + index) % PICTURES.length]!;
    return { src: `/assets/media/${name}.svg`, alt: ALTS[name] };
  });
}

/** The grid as the theme prints it (the demo page's placeholder has the same boxes, so nothing moves). */
function demoSocialGridHtml(account: string, photos: readonly DemoPhoto[]): string {
  const name = escapeHtml(account);
  const tiles = photos
    .map(
      (photo, index) =>
        `<li><a href="${publicPagePath(account)}#photo-${index + 1}"><img src="${escapeHtml(photo.src)}" width="300" height="300" alt="${escapeHtml(photo.alt)}" loading="lazy"></a></li>`,
    )
    .join('');
  return accountBlock(account, '', `<ul class="demo-social-grid" aria-label="Photos by @${name}">${tiles}</ul>`);
}

/** One account's block: its grid and a link to follow it; `attributes` flag it when the server failed. */
function accountBlock(account: string, attributes: string, grid: string): string {
  const name = escapeHtml(account);
  return `<div class="demo-social-account"${attributes}>${grid}<p class="demo-social-follow"><a href="${publicPagePath(account)}">Follow @${name}</a></p></div>`;
}

/** A grid of empty tiles: the server's placeholder and its fallback for an account it could not reach. */
function demoSocialPlaceholderHtml(account: string, count: number, flagged: boolean): string {
  const tiles = '<li></li>'.repeat(count);
  const flag = flagged ? ` data-social-feed-page="${publicPagePath(account)}"` : '';
  return accountBlock(
    account,
    flag,
    `<ul class="demo-social-grid demo-social-grid-empty" aria-label="Photos by @${escapeHtml(account)}">${tiles}</ul>`,
  );
}

/**
 * The fake public photo page: a full page of the demo site (a visitor follows "Follow @…" or a photo's
 * link to it), its photos shown (`#photo-<n>`, where the grid's links point) and kept in a JSON script
 * as real ones keep them (the feed reads them from there).
 */
function demoPublicPage(account: string): Pick<DemoPage, 'title' | 'settings' | 'body'> {
  const name = escapeHtml(account);
  const photos = photosOf(account, 12);
  const data = JSON.stringify({ account, photos }).replace(/</g, '\\u003c');
  const tiles = photos
    .map(
      (photo, index) =>
        `<li id="photo-${index + 1}"><img src="${escapeHtml(photo.src)}" width="300" height="300" alt="${escapeHtml(photo.alt)}" loading="lazy"></li>`,
    )
    .join('');
  return {
    title: `@${name}`,
    settings: {},
    body: `<link rel="stylesheet" href="/assets/social-feed.css">
<h1>@${name}</h1>
<p>The account's public photo page (a stand-in for the photo site's). <a href="/social-feed.html">Back to the social feed demo</a></p>
<ul class="demo-social-grid" aria-label="Photos by @${name}">${tiles}</ul>
<script type="application/json" id="shared-data">${data}</script>`,
  };
}

/** The photos a forwarded public page carries (null when it is not one of ours). */
function photosFromPage(html: string): DemoPhoto[] | null {
  const json = /<script type="application\/json" id="shared-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) return null;
  try {
    const photos = (JSON.parse(json) as { photos?: unknown }).photos;
    if (!Array.isArray(photos)) return null;
    return photos.filter(
      (photo): photo is DemoPhoto => typeof photo?.src === 'string' && photo.src.startsWith('/assets/') && typeof photo.alt === 'string',
    );
  } catch {
    return null;
  }
}

const count = (raw: FormDataEntryValue | null) => {
  const number = Number(raw);
  return Number.isSafeInteger(number) && number >= 1 ? Math.min(number, 12) : 6;
};

export const socialFeedAction: DemoAjaxAction = {
  action: 'social_feed_ajax_query',
  handle(fields, request): DemoResponse {
    const delayMs = 300;
    if (demoSwitch(request, 'backend', 'demo_social') === 'fail') return { status: 500, json: { message: 'Demo failure' }, delayMs };
    const account = String(fields.get('atts[account]') ?? '');
    const number = count(fields.get('atts[number]'));
    if (!(account in ACCOUNTS)) return { status: 400, json: { message: 'Unknown account' }, delayMs };
    const body = String(fields.get('body') ?? '');
    if (body.trim() === '') {
      const html = ACCOUNTS[account]!.failsOnServer
        ? demoSocialPlaceholderHtml(account, number, true)
        : demoSocialGridHtml(account, photosOf(account, number));
      return { json: { html }, delayMs };
    }
    const photos = photosFromPage(body);
    if (!photos) return { status: 400, json: { message: 'Not a public photo page' }, delayMs };
    return { json: { html: demoSocialGridHtml(account, photos.slice(0, number)) }, delayMs };
  },
};

/** `GET /demo-social/<account>/`: the fake public photo page (CORS open, as the real host would need to be). */
export const socialPublicPageRoute: DemoRoute = {
  method: 'GET',
  path: /^\/demo-social\/([a-z0-9._-]+)\/?$/,
  handle(request: DemoRequest, match): DemoResponse {
    const account = decodeURIComponent(match[1]!);
    const headers = { 'access-control-allow-origin': '*' };
    if (demoSwitch(request, 'backend', 'demo_social') === 'page-fail' || !(account in ACCOUNTS)) {
      const notFound = {
        title: 'Not found',
        settings: {},
        body: `<h1>Not found</h1><p>No public page for this account. <a href="/social-feed.html">Back to the social feed demo</a></p>`,
      };
      return { ...demoPageResponse(notFound, { status: 404, headers }), delayMs: 300 };
    }
    return { ...demoPageResponse(demoPublicPage(account), { headers }), delayMs: 300 };
  },
};
