import type { DemoResponse, DemoRoute } from './types';

/**
 * Popup content for the popups demo (widgets/popups/README.md, "Content popups"): HTML fragments a
 * `data-popup-type="ajax"` opener fetches with a GET of its address, and the page a video iframe shows.
 * `?slow=<ms>` delays an answer (up to 5 s), `?fail=1` answers 500, `/popup-demo/empty` answers nothing.
 */
const html = (text: string, request: { url: URL }): DemoResponse => {
  const slow = Math.min(5000, Math.max(0, Number(request.url.searchParams.get('slow')) || 0));
  if (request.url.searchParams.get('fail') === '1') {
    return { status: 500, headers: { 'content-type': 'text/html; charset=utf-8' }, text: '<p>Internal Server Error</p>', delayMs: slow };
  }
  return { headers: { 'content-type': 'text/html; charset=utf-8' }, text, delayMs: slow };
};

/** Delivery information: server HTML with a widget of its own (tabs), mounted when the popup opens. */
const DELIVERY = `<h2 id="delivery-title">Delivery and returns</h2>
<div class="demo-tabs" data-island="tabs">
  <ul>
    <li><a href="#delivery-shipping" class="is-active" data-tab>Shipping</a></li>
    <li><a href="#delivery-returns" data-tab>Returns</a></li>
  </ul>
  <div id="delivery-shipping" class="is-active" data-tab-panel><p>Orders before 2 pm leave the same day. Free shipping over 50 €.</p></div>
  <div id="delivery-returns" data-tab-panel hidden><p>Return anything within 30 days, in its box.</p></div>
</div>
<p><a href="#delivery-title">Back to the top of this popup</a></p>`;

/** What a theme's popup page would print around the piece the opener picks with data-popup-selector. */
const CARE_PAGE = `<!doctype html><html><head><title>Care</title></head><body>
<header>Site header the popup must not show</header>
<article id="care-guide"><h2>Caring for stoneware</h2><p>Hand wash glazed pieces; never heat them empty.</p></article>
</body></html>`;

/** The document inside the "video" iframe: no external player in the demo, a still frame and a caption. */
const VIDEO_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Making the mug</title>
<link rel="stylesheet" href="/assets/popups-video.css"></head>
<body><main class="demo-video"><p class="demo-video__play" aria-hidden="true">▶</p><p>Making the mug: a 2-minute film (a stand-in for an embedded player)</p></main></body></html>`;

export const popupRoutes: readonly DemoRoute[] = [
  { method: 'GET', path: /^\/popup-demo\/delivery$/, handle: (request) => html(DELIVERY, request) },
  { method: 'GET', path: /^\/popup-demo\/care$/, handle: (request) => html(CARE_PAGE, request) },
  { method: 'GET', path: /^\/popup-demo\/empty$/, handle: (request) => html('  \n', request) },
  { method: 'GET', path: /^\/popup-demo\/video$/, handle: (request) => html(VIDEO_PAGE, request) },
];
