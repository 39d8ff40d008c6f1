import type { DemoAjaxAction, DemoRequest } from './types';

/**
 * `{prefix}_load_html_dropdowns` for the shop header demo: the mega-menu HTML of each placeholder id
 * asked for, as `{ status: 'success', data: { id: html } }`. Switches, in the query of the page that
 * calls (its Referer): `?dropdowns=slow` answers after 3 s, `fail` with HTTP 500, `error` with
 * status "error" and a message, `garbage` with an HTML page instead of JSON, `missing` leaves the
 * first id out of the answer.
 */

const link = (href: string, text: string) => `<li><a href="${href}">${text}</a></li>`;

const column = (title: string, links: ReadonlyArray<readonly [string, string]>) =>
  `<div class="shop-mega__column"><h3 class="shop-mega__title">${title}</h3><ul>${links.map(([href, text]) => link(href, text)).join('')}</ul></div>`;

/** The mega menus the demo page's placeholders name. Each is a row of link columns and a promo card. */
const MEGA_MENUS: Record<string, string> = {
  'mega-shop': `<div class="shop-mega__grid">
${column('Tableware', [
  ['#plates', 'Plates'],
  ['#bowls', 'Bowls'],
  ['#mugs', 'Mugs &amp; cups'],
  ['#serving', 'Serving dishes'],
  ['#sets', 'Dinner sets'],
])}
${column('Kitchen', [
  ['#baking', 'Baking dishes'],
  ['#jars', 'Jars &amp; storage'],
  ['#utensils', 'Utensil holders'],
  ['#mortars', 'Mortars'],
])}
${column('Home', [
  ['#vases', 'Vases'],
  ['#planters', 'Planters'],
  ['#candles', 'Candle holders'],
  ['#lamps', 'Lamps'],
])}
<div class="shop-mega__column">
  <h3 class="shop-mega__title">Picked for you</h3>
  <div class="shop-mega__picks" data-island="tabs">
    <ul>
      <li><a href="#mega-picks-new" class="is-active" data-tab>New</a></li>
      <li><a href="#mega-picks-best" data-tab>Best sellers</a></li>
    </ul>
    <div id="mega-picks-new" class="is-active" data-tab-panel><ul>${link('#celadon-cup', 'Celadon cup')}${link('#ash-glaze-bowl', 'Ash-glaze bowl')}</ul></div>
    <div id="mega-picks-best" data-tab-panel hidden><ul>${link('#stoneware-mug', 'Stoneware mug')}${link('#cobalt-tumbler', 'Cobalt tumbler')}</ul></div>
  </div>
</div>
<a class="shop-mega__promo" href="#summer-sale">
  <img src="/assets/shop-menus-promo.svg" alt="" width="240" height="150">
  <span class="shop-mega__promo-text"><strong>Summer glazes</strong> 20% off until Sunday</span>
</a>
</div>`,
  'mega-gifts': `<div class="shop-mega__grid shop-mega__grid--small">
${column('By budget', [
  ['#under-25', 'Under 25 €'],
  ['#under-50', 'Under 50 €'],
  ['#gift-cards', 'Gift cards'],
])}
${column('By occasion', [
  ['#wedding', 'Wedding'],
  ['#housewarming', 'Housewarming'],
  ['#birthday', 'Birthday'],
])}
</div>`,
};

function switchOf(request: DemoRequest): string {
  try {
    return new URL(request.headers.get('referer') ?? '').searchParams.get('dropdowns') ?? '';
  } catch {
    return '';
  }
}

export const loadHtmlDropdownsAction: DemoAjaxAction = {
  action: 'load_html_dropdowns',
  handle(fields, request) {
    const ids = fields.getAll('ids[]').map(String);
    const mode = switchOf(request);
    if (mode === 'fail') return { status: 500, text: 'Internal Server Error', headers: { 'content-type': 'text/html' }, delayMs: 200 };
    if (mode === 'garbage')
      return { text: '<!doctype html><p>There has been a critical error.</p>', headers: { 'content-type': 'text/html' } };
    if (mode === 'error') return { json: { status: 'error', message: 'Dropdowns are switched off on this site.' }, delayMs: 200 };
    const data: Record<string, string> = {};
    ids.forEach((id, index) => {
      if (mode === 'missing' && index === 0) return;
      const html = MEGA_MENUS[id];
      if (html) data[id] = html;
    });
    return { json: { status: 'success', data, message: '' }, delayMs: mode === 'slow' ? 3000 : 250 };
  },
};
