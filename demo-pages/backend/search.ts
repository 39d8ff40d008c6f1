import { demoSwitch } from './demo-switch';
import type { DemoAjaxAction, DemoRequest, DemoResponse } from './types';

/**
 * The search-as-you-type action (`{prefix}_ajax_search`, widgets/search/README.md): a small ceramics
 * shop (42 products with thumbnails and WooCommerce price HTML, in 7 categories) and 10 blog posts.
 * Titles match case-insensitively; `number` limits the list; `product_cat` filters products; no match
 * answers the not-found entry, as WordPress themes do.
 *
 * Switches (for the demo and the tests), from the page's own address (`search.html?backend=…`, read
 * from the Referer) or a `demo_search` cookie: `slow` (1500 ms) or `slow-<ms>`, `fail` (HTTP 500),
 * `malformed` (an HTML page with status 200), `wrapped` (the `{suggestions: […]}` shape).
 */

interface Product {
  readonly title: string;
  readonly slug: string;
  readonly category: string;
  readonly price: number;
  /** Sale price, when on sale. */
  readonly sale?: number;
}

const THUMBNAIL: Record<string, string> = {
  mugs: 'mug',
  plates: 'plate',
  bowls: 'bowl',
  vases: 'vase',
  teapots: 'teapot',
  candles: 'candle',
  linen: 'linen',
};

const product = (title: string, category: string, price: number, sale?: number): Product => ({
  title,
  slug: title
    .toLowerCase()
    .replace(/&#?[a-z0-9]+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, ''),
  category,
  price,
  ...(sale === undefined ? {} : { sale }),
});

const DEMO_PRODUCTS: readonly Product[] = [
  product('Stoneware mug', 'mugs', 24),
  product('Celadon mug', 'mugs', 26, 21),
  product('Speckled espresso cup', 'mugs', 16),
  product('Cobalt tumbler', 'mugs', 22),
  product('Plum espresso cup', 'mugs', 16),
  product('Ash-glaze latte mug', 'mugs', 28),
  product('Oatmeal mug &#8211; large', 'mugs', 30, 25),
  product('Stoneware dinner plate', 'plates', 32),
  product('Celadon side plate', 'plates', 21),
  product('Speckled pasta plate', 'plates', 34),
  product('Rustic serving platter', 'plates', 68, 54),
  product('Charcoal dessert plate', 'plates', 19),
  product('Sand &amp; sea dinner set', 'plates', 180, 149),
  product('Stoneware cereal bowl', 'bowls', 22),
  product('Celadon noodle bowl', 'bowls', 29),
  product('Speckled salad bowl', 'bowls', 58),
  product('Nesting prep bowls (set of 3)', 'bowls', 45),
  product('Ash-glaze soup bowl', 'bowls', 26, 20),
  product('Footed fruit bowl', 'bowls', 72),
  product('Matcha bowl', 'bowls', 38),
  product('Bud vase', 'vases', 18),
  product('Tall cylinder vase', 'vases', 64),
  product('Celadon bottle vase', 'vases', 52, 44),
  product('Speckled amphora vase', 'vases', 88),
  product('Ribbed stoneware vase', 'vases', 56),
  product('Ikebana vase', 'vases', 74),
  product('Stoneware teapot', 'teapots', 86),
  product('Celadon teapot', 'teapots', 92, 79),
  product('Kyusu side-handle teapot', 'teapots', 98),
  product('Tea cup pair', 'teapots', 34),
  product('Teapot warmer', 'teapots', 27),
  product('Stoneware candle holder', 'candles', 21),
  product('Beeswax pillar candle', 'candles', 14),
  product('Fig &amp; cedar scented candle', 'candles', 32, 26),
  product('Tealight lantern', 'candles', 29),
  product('Taper candles (set of 4)', 'candles', 12),
  product('Linen napkins (set of 4)', 'linen', 36),
  product('Linen tablecloth', 'linen', 92, 76),
  product('Waffle tea towel', 'linen', 15),
  product('Linen apron', 'linen', 48),
  product('Stoneware-coloured table runner', 'linen', 39),
  product('Quilted pot holder', 'linen', 11),
];

const DEMO_POSTS: readonly string[] = [
  'How our stoneware is fired',
  'Caring for celadon glazes',
  'Five ways to style a bud vase',
  'Behind the wheel: a day in the studio',
  'Why speckled clay looks the way it does',
  'Choosing a teapot for loose-leaf tea',
  'Setting a summer table with linen',
  'The story of our ash glaze',
  'Candles, scent and slow evenings',
  'Mug shapes, explained',
];

const euros = (amount: number) =>
  `<span class="woocommerce-Price-amount amount"><bdi>${amount.toFixed(2)}&nbsp;<span class="woocommerce-Price-currencySymbol">&euro;</span></bdi></span>`;

/** WooCommerce's get_price_html(): a sale is <del> and <ins> with screen-reader sentences. */
function priceHtml({ price, sale }: Product): string {
  if (sale === undefined) return euros(price);
  return (
    `<del aria-hidden="true">${euros(price)}</del> <span class="screen-reader-text">Original price was: ${price.toFixed(2)}&nbsp;&euro;.</span>` +
    `<ins aria-hidden="true">${euros(sale)}</ins><span class="screen-reader-text">Current price is: ${sale.toFixed(2)}&nbsp;&euro;.</span>`
  );
}

const plainTitle = (title: string) => title.replace(/&amp;/g, '&').replace(/&#8211;/g, '\u2013');

const SLOW_MS = 1500;

function searchAnswer(fields: FormData, request: DemoRequest): DemoResponse {
  const flag = demoSwitch(request, 'backend', 'demo_search');
  const slow = /^slow(?:-(\d+))?$/.exec(flag);
  const delayMs = slow ? Math.min(Number(slow[1] ?? SLOW_MS), 10_000) : 0;
  if (flag === 'fail') return { status: 500, text: 'Internal Server Error', headers: { 'content-type': 'text/plain' } };
  if (flag === 'malformed') {
    return { text: '<!doctype html><p>Fatal error: Allowed memory size exhausted</p>', headers: { 'content-type': 'text/html' } };
  }

  const query = String(fields.get('query') ?? '')
    .trim()
    .toLowerCase();
  const number = Math.max(1, Math.min(Number(fields.get('number')) || 20, 100));
  const postType = String(fields.get('post_type') ?? 'product');
  const category = String(fields.get('product_cat') ?? '');
  const base = request.url.origin;

  const products = DEMO_PRODUCTS.filter(
    (item) => plainTitle(item.title).toLowerCase().includes(query) && (!category || item.category === category),
  ).map((item) => ({
    value: item.title,
    permalink: `${base}/search.html?product=${item.slug}`,
    thumbnail: `${base}/assets/search/${THUMBNAIL[item.category]}.svg`,
    price: priceHtml(item),
  }));
  const posts = DEMO_POSTS.filter((title) => title.toLowerCase().includes(query)).map((title) => ({
    value: title,
    permalink: `${base}/search.html?post=${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    thumbnail: `${base}/assets/search/post.svg`,
    price: '',
  }));
  const found = (postType === 'post' ? posts : postType === 'product' ? products : [...products, ...posts]).slice(0, number);
  const notFound = postType === 'post' ? 'No posts found' : 'No products found';
  const suggestions = found.length ? found : [{ value: notFound, no_found: true, permalink: '', thumbnail: '', price: '' }];
  return { json: flag === 'wrapped' ? { suggestions } : suggestions, delayMs };
}

export const searchAjaxAction: DemoAjaxAction = { action: 'ajax_search', handle: searchAnswer };
