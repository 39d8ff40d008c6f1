import { readFileSync } from 'node:fs';
import { escapeHtml } from '../server/pages';
import { demoPageResponse } from '../server/page-response';
import type { DemoResponse, DemoRoute } from './types';

/**
 * The other side of an embedded WordPress post, for the embeds demo: the document inside the iframe
 * (at `<permalink>/embed/`, as WordPress serves it), the post its links open, and a foreign frame
 * that knows an embed's secret. The fixture printed the address of the site it was captured on;
 * here the same paths are served by the demo server.
 */
const FIXTURE_HOST = 'http://127.0.0.1:8787';
const EMBED_BODY_FIXTURE = new URL('../../tests/fixtures/wordpress/embed-iframe-body.html', import.meta.url);
/** A plain "W" badge in place of the site icon, so nothing is fetched from outside. */
const SITE_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#3858e9"/><text x="16" y="22" font-family="sans-serif" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">W</text></svg>',
)}`;

const html = (text: string): DemoResponse => ({ headers: { 'content-type': 'text/html; charset=utf-8' }, text });

/**
 * What WordPress's embed template does inside the iframe (wp-embed-template.js), reduced to what the
 * host page sees: read the secret from the address's `#?secret=` (the last one; it may be added
 * after loading), post the document's height, answer "ready" with the height again, and hand clicked
 * links to the host instead of following them.
 */
const EMBEDDED_PAGE_SCRIPT = `(function () {
  var secret = '';
  function send(message, value) {
    if (secret) window.parent.postMessage({ message: message, value: value, secret: secret }, '*');
  }
  function sendHeight() {
    send('height', Math.ceil(document.body.getBoundingClientRect().height));
  }
  function readSecret() {
    var found = /.*secret=([A-Za-z0-9]{10})/.exec(window.location.hash);
    if (!found) return setTimeout(readSecret, 100);
    secret = found[1];
    sendHeight();
  }
  if (window.self === window.top) return;
  readSecret();
  window.addEventListener('load', sendHeight);
  window.addEventListener('resize', sendHeight);
  window.addEventListener('message', function (event) {
    if (event.source === window.parent && event.data && event.data.message === 'ready' && event.data.secret === secret) sendHeight();
  });
  document.addEventListener('click', function (event) {
    var link = event.target.closest('[href]');
    if (!link || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    send('link', link.getAttribute('href'));
  });
})();`;

const EMBED_CSS = `body { margin: 0; font: 14px/1.5 system-ui, sans-serif; color: #1f2933; background: #fff; }
.wp-embed { padding: 20px 24px; border: 1px solid #d9e2ec; border-radius: 6px; }
.wp-embed-heading { margin: 0 0 8px; font-size: 20px; font-weight: 700; }
.wp-embed-heading a { color: #1f2933; text-decoration: none; }
.wp-embed-excerpt p { margin: 0 0 16px; color: #52606d; }
.wp-embed-footer { display: flex; justify-content: space-between; align-items: center; }
.wp-embed-site-title a { display: flex; gap: 8px; align-items: center; color: #1f2933; font-weight: 600; text-decoration: none; }
.wp-embed-share-dialog-open { border: 0; background: none; font-size: 18px; cursor: pointer; }
.dashicons-share::before { content: "\\21AA"; }`;

/** GET /embed-target/embed/: the embedded document, with the fixture's body as WordPress printed it. */
const embeddedPostRoute: DemoRoute = {
  method: 'GET',
  path: /^\/embed-target\/embed\/$/,
  handle(request) {
    const body = readFileSync(EMBED_BODY_FIXTURE, 'utf8')
      .replaceAll(FIXTURE_HOST, request.url.origin)
      .replace(/ src="[^"]*w-logo-blue\.png" srcset="[^"]*"/, ` src="${SITE_ICON}"`);
    return html(`<!doctype html>
<html lang="en" class="no-js">
<head><meta charset="utf-8"><title>Embed target · CF7 Rig</title><style>${EMBED_CSS}</style></head>
<body class="single single-post">
${body}
<script>${EMBEDDED_PAGE_SCRIPT}</script>
</body>
</html>`);
  },
};

/** GET /embed-target/: the post itself, where the embed's links lead: a full page of the demo site. */
const embedTargetPostRoute: DemoRoute = {
  method: 'GET',
  path: /^\/embed-target\/$/,
  handle() {
    return demoPageResponse({
      title: 'Embed target',
      settings: {},
      body: `<h1>Embed target</h1><p>This excerpt is what the embed card shows.</p>
<p>You arrived here from a link inside an embedded post. <a href="/embeds.html">Back to the embeds demo</a></p>`,
    });
  },
};

/**
 * GET /demo/embeds/foreign-frame?secret=…: a frame from "another site" that has learned an embed's
 * secret and posts it to the host. The host must ignore it: the message does not come from the
 * window of the iframe that carries the secret.
 */
const foreignFrameRoute: DemoRoute = {
  method: 'GET',
  path: /^\/demo\/embeds\/foreign-frame$/,
  handle(request) {
    const secret = request.url.searchParams.get('secret') ?? '';
    return html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A foreign frame</title>
<style>body { margin: 0; padding: 12px; font: 14px/1.5 system-ui, sans-serif; background: #fff7ed; }</style></head>
<body><p>A frame from another site that knows the secret <code>${escapeHtml(secret)}</code>.</p>
<button type="button" id="forge">Post it: make the embed 1000 px tall</button>
<script>
document.getElementById('forge').addEventListener('click', function () {
  window.parent.postMessage({ message: 'height', value: 1000, secret: ${JSON.stringify(secret).replace(/</g, '\\u003c')} }, '*');
  this.textContent = 'Posted. The embed above should not have changed.';
});
</script></body></html>`);
  },
};

export const embedRoutes: readonly DemoRoute[] = [embeddedPostRoute, embedTargetPostRoute, foreignFrameRoute];
