import type { DemoRequest, DemoResponse, DemoRoute } from './types';
import { demoPageResponse, pageHeaders } from '../server/page-response';

/**
 * Popup content for the popups demo (widgets/popups/README.md, "Content popups"): the pages a
 * `data-popup-type="ajax"` opener fetches with a GET of its address and picks its piece from
 * (`data-popup-selector`), and the page a video iframe shows. Each is a full page of the demo site:
 * a visitor without scripts follows the opener's link and lands on it.
 * `?slow=<ms>` delays an answer (up to 5 s), `?fail=1` answers 500 (a full error page too),
 * `/popup-demo/empty` answers nothing (a test's case; no page links to it).
 */
const delayOf = (request: DemoRequest) => Math.min(5000, Math.max(0, Number(request.url.searchParams.get('slow')) || 0));

function popupPage(title: string, body: string, request: DemoRequest): DemoResponse {
  if (request.url.searchParams.get('fail') === '1') {
    return {
      ...demoPageResponse(
        {
          title: 'Server error',
          settings: {},
          body: '<h1>Server error</h1><p>The server could not answer this time. <a href="/popups.html">Back to the popups demo</a></p>',
        },
        { status: 500 },
      ),
      delayMs: delayOf(request),
    };
  }
  return { ...demoPageResponse({ title, settings: {}, body }), delayMs: delayOf(request) };
}

/** Delivery information: the popup shows its article, with a widget of its own (tabs), mounted when it opens. */
const DELIVERY = `<p><a href="/popups.html">Back to the popups demo</a></p>
<article id="delivery" aria-labelledby="delivery-title">
<h1 id="delivery-title">Delivery and returns</h1>
<div class="demo-tabs" data-island="tabs">
  <ul>
    <li><a href="#delivery-shipping" class="is-active" data-tab>Shipping</a></li>
    <li><a href="#delivery-returns" data-tab>Returns</a></li>
  </ul>
  <div id="delivery-shipping" class="is-active" data-tab-panel><p>Orders before 2 pm leave the same day. Free shipping over 50 €.</p></div>
  <div id="delivery-returns" data-tab-panel hidden><p>Return anything within 30 days, in its box.</p></div>
</div>
<p><a href="#delivery-title">Back to the top of this popup</a></p>
</article>`;

/** The care page: the opener picks its article (data-popup-selector="#care-guide"), never the rest. */
const CARE = `<p class="demo-care-intro">All our stoneware is made by hand. <a href="/popups.html">Back to the popups demo</a></p>
<article id="care-guide"><h1>Caring for stoneware</h1><p>Hand wash glazed pieces; never heat them empty.</p></article>`;

/**
 * The document inside the "video" iframe: no external player in the demo, a still frame and a caption.
 * A page of its own (a visitor may open the frame alone), so it has a level-one heading: its title.
 */
const VIDEO_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Making the mug</title><link rel="icon" href="data:,">
<link rel="stylesheet" href="/assets/popups-video.css"></head>
<body><main class="demo-video"><p class="demo-video__play" aria-hidden="true">▶</p><h1 class="demo-video__title">Making the mug</h1><p>A 2-minute film (a stand-in for an embedded player)</p></main></body></html>`;

export const popupRoutes: readonly DemoRoute[] = [
  { method: 'GET', path: /^\/popup-demo\/delivery$/, handle: (request) => popupPage('Delivery and returns', DELIVERY, request) },
  { method: 'GET', path: /^\/popup-demo\/care$/, handle: (request) => popupPage('Caring for stoneware', CARE, request) },
  {
    method: 'GET',
    path: /^\/popup-demo\/empty$/,
    handle: (request) => ({ headers: { 'content-type': 'text/html; charset=utf-8' }, text: '  \n', delayMs: delayOf(request) }),
  },
  // Shown in an iframe: a page of its own (no demo header), under the demo's policy all the same.
  {
    method: 'GET',
    path: /^\/popup-demo\/video$/,
    handle: (request) => ({ headers: pageHeaders(), text: VIDEO_PAGE, delayMs: delayOf(request) }),
  },
];
