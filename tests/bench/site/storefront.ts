/**
 * The storefront page (issues 21 and 34): a shop's home page carrying the widget instances of the
 * jQuery theme's widgets page, as one page a visitor lands on. The header (a sticky header of two rows
 * holding 3 menus, an inline search field and the search overlay's icon, the mobile drawer's burger and
 * the off-canvas sidebar's opener), the product grids, their images and the footer are the benchmark's
 * own markup; every other widget is a demo sample picked by its widget's name (site/parts.ts), copied
 * to the theme's count, so it stays the markup the theme prints as families change.
 *
 * The per-instance case (cases/instances.ts) prints the same page with one family's widgets alone
 * alive (liveWidget): the others' markup stays, renamed out of the bundle's sight (site/storefront-instances.ts, keepAlive), so
 * the page looks and lays out the same and only that family's roots cost script.
 */
import type { BenchContext } from '../context';
import { renderBenchPage } from './pages';
import { copyNumbers, partSection, type Part } from './parts';
import { keepAlive } from './storefront-instances';

/** Marks the header's wrapper: its widgets are the ones the "header ready" figure waits for. */
export const HEADER_ATTRIBUTE = 'data-bench-header';
/** The opener the "first click before mount" run clicks (the header's burger). */
export const DRAWER_OPENER = '[data-opens="sf-mobile-menu"]';
/** The search overlay's opener in the header. */
export const SEARCH_OPENER = `[${HEADER_ATTRIBUTE}] [data-search-open]`;

const PRODUCT_COLOURS = ['#b4532a', '#7ea89b', '#2d4f8a', '#6d3b5e', '#c9a227', '#4f6d3a', '#8a8f98', '#d97757'];

/** A product photo of the benchmark's own: a glazed pot on a plain ground (SVG, about 400 bytes). */
function productImage(colour: string, index: number): string {
  const width = 36 + (index % 3) * 8;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 100 100"><rect width="100" height="100" fill="#f3efe9"/><ellipse cx="50" cy="86" rx="${width / 2 + 6}" ry="4" fill="#e2dcd3"/><path d="M${50 - width / 2} 30 Q${50 - width / 2 - 6} 60 ${50 - width / 3} 84 L${50 + width / 3} 84 Q${50 + width / 2 + 6} 60 ${50 + width / 2} 30 Z" fill="${colour}"/><ellipse cx="50" cy="30" rx="${width / 2}" ry="4" fill="#00000022"/></svg>\n`;
}

/** One row of products. */
const PRODUCTS_PER_GRID = 4;
/** The second product grid follows this part (from 0): half-way down the page. */
const PRODUCT_GRID_AFTER_PART = 7;

function productGrid(images: readonly string[], heading: string, from: number): string {
  const names = ['Stoneware mug', 'Celadon cup', 'Cobalt tumbler', 'Plum bowl', 'Ochre vase', 'Moss plate', 'Ash jug', 'Terracotta pot'];
  const items = Array.from({ length: PRODUCTS_PER_GRID }, (_, index) => images[(index + from) % images.length]!)
    .map((src, index) => {
      const name = names[(index + from) % names.length]!;
      const price = 16 + (((index + from) * 7) % 40);
      return `<li class="sf-product"><a href="#product-${index + from}"><img src="${src}" width="480" height="480" alt="${name}" loading="lazy"><span class="sf-product__name">${name}</span></a><span class="sf-product__price">${price} €</span><button type="button" class="sf-button">Add to cart</button></li>`;
    })
    .join('\n');
  return `<section class="sf-section"><h2>${heading}</h2><ul class="sf-products">\n${items}\n</ul></section>`;
}

/**
 * The header: a sticky header of two rows (tools row: the account menu and the inline search field;
 * main row: burger, logo, main menu, the sidebar's opener, the search overlay and the cart), then the
 * mobile drawer (its menu the third) and the off-canvas sidebar.
 */
const HEADER = `<div ${HEADER_ATTRIBUTE}>
<header class="sf-header" data-island="sticky-header" data-threshold="200" data-hide-on-scroll>
  <div class="sf-header__top">
    <p>Free delivery over 50 € · Handmade in Devon</p>
    <form class="sf-inline-search" data-island="search" role="search" action="/search.html" method="get">
      <label for="sf-inline-search-field" class="sf-sr">Search the shop</label>
      <input type="search" id="sf-inline-search-field" name="s" placeholder="Search the shop">
      <input type="hidden" name="post_type" value="product">
      <button type="submit">Search</button>
    </form>
    <nav class="sf-account" data-island="menu" aria-label="Account">
      <ul class="sf-nav__list">
        <li>
          <a href="#account">My account</a>
          <button type="button" class="sf-nav__toggle" data-submenu-toggle aria-expanded="false" aria-controls="sf-sub-account"><span class="sf-sr">My account: more pages</span></button>
          <ul id="sf-sub-account" class="sf-sub" data-submenu hidden>
            <li><a href="#orders">Orders</a></li>
            <li><a href="#addresses">Addresses</a></li>
            <li><a href="#wishlist">Wishlist</a></li>
          </ul>
        </li>
        <li><a href="#help">Help</a></li>
      </ul>
    </nav>
  </div>
  <div class="sf-header__main">
    <button type="button" class="sf-icon sf-burger" data-opens="sf-mobile-menu" aria-haspopup="dialog" aria-controls="sf-mobile-menu">
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><path d="M3 6h18M3 12h18M3 18h18"/></svg><span class="sf-sr">Menu</span>
    </button>
    <a class="sf-logo" href="#top">Kiln &amp; Co.</a>
    <nav class="sf-nav" data-island="menu" aria-label="Main">
      <ul class="sf-nav__list">
        <li><a href="#new">New in</a></li>
        <li>
          <a href="#tableware">Tableware</a>
          <button type="button" class="sf-nav__toggle" data-submenu-toggle aria-expanded="false" aria-controls="sf-sub-tableware"><span class="sf-sr">Tableware: more pages</span></button>
          <ul id="sf-sub-tableware" class="sf-sub" data-submenu hidden>
            <li><a href="#plates">Plates</a></li>
            <li><a href="#bowls">Bowls</a></li>
            <li><a href="#mugs">Mugs and cups</a></li>
          </ul>
        </li>
        <li>
          <a href="#kitchen">Kitchen</a>
          <button type="button" class="sf-nav__toggle" data-submenu-toggle aria-expanded="false" aria-controls="sf-sub-kitchen"><span class="sf-sr">Kitchen: more pages</span></button>
          <ul id="sf-sub-kitchen" class="sf-sub" data-submenu hidden>
            <li><a href="#baking">Baking dishes</a></li>
            <li><a href="#storage">Storage jars</a></li>
          </ul>
        </li>
        <li><a href="#journal">Journal</a></li>
        <li><a href="#visit">Visit us</a></li>
      </ul>
    </nav>
    <div class="sf-tools">
      <button type="button" class="sf-icon" data-opens="sf-sidebar" aria-haspopup="dialog" aria-controls="sf-sidebar">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true"><path d="M4 6h16M7 12h10M10 18h4"/></svg><span class="sf-sr">Shop by category</span>
      </button>
      <div class="sf-search" data-island="search" data-number="8">
        <a class="sf-icon" href="/search.html?s=&amp;post_type=product" data-search-open aria-label="Search">
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true"><circle cx="10.5" cy="10.5" r="6.5"/><path d="M15.5 15.5 21 21"/></svg>
        </a>
        <dialog class="sf-search__overlay" aria-label="Search the shop">
          <button type="button" class="sf-icon" data-search-close aria-label="Close search">&times;</button>
          <form role="search" action="/search.html" method="get">
            <label for="sf-search-field">Search for products</label>
            <input type="search" id="sf-search-field" name="s" placeholder="Mugs, vases, teapots…">
            <input type="hidden" name="post_type" value="product">
            <button type="submit">Search</button>
          </form>
        </dialog>
      </div>
      <a class="sf-icon sf-cart" href="#cart"><svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true"><path d="M6 7h12l-1 13H7z"/><path d="M9 7a3 3 0 0 1 6 0"/></svg><span class="sf-sr">Cart, 2 items</span></a>
    </div>
  </div>
</header>
</div>
<dialog id="sf-mobile-menu" class="sf-drawer" data-island="mobile-menu" aria-label="Menu">
  <button type="button" class="sf-icon" data-drawer-close><span aria-hidden="true">×</span><span class="sf-sr">Close menu</span></button>
  <nav data-island="menu" data-open-on="click" aria-label="Main, mobile">
    <ul>
      <li><a href="#new">New in</a></li>
      <li>
        <a href="#tableware">Tableware</a>
        <button type="button" data-submenu-toggle aria-expanded="false" aria-controls="sf-mobile-sub-tableware"><span class="sf-sr">Tableware: more pages</span></button>
        <ul id="sf-mobile-sub-tableware" data-submenu hidden>
          <li><a href="#plates">Plates</a></li>
          <li><a href="#bowls">Bowls</a></li>
        </ul>
      </li>
      <li><a href="#journal">Journal</a></li>
      <li><a href="#visit">Visit us</a></li>
    </ul>
  </nav>
</dialog>
<dialog id="sf-sidebar" class="sf-drawer" data-island="off-canvas" aria-labelledby="sf-sidebar-title">
  <h2 id="sf-sidebar-title">Shop by category</h2>
  <button type="button" class="sf-icon" data-drawer-close><span aria-hidden="true">×</span><span class="sf-sr">Close categories</span></button>
  <ul>
    <li><a href="#plates">Plates (24)</a></li>
    <li><a href="#bowls">Bowls (18)</a></li>
    <li><a href="#mugs">Mugs and cups (31)</a></li>
    <li><a href="#vases">Vases (12)</a></li>
    <li><a href="#baking">Baking dishes (9)</a></li>
  </ul>
</dialog>`;

const FOOTER = `<footer class="sf-footer" id="visit">
  <section><h2>Customer care</h2><ul><li><a href="#delivery">Delivery and returns</a></li><li><a href="#care">Care instructions</a></li></ul></section>
  <section><h2>The studio</h2><p>12 Kiln Lane, open Wednesday to Saturday, 10:00 to 18:00.</p></section>
  <section><h2>Follow us</h2><ul><li><a href="#journal">Journal</a></li><li><a href="#newsletter">Newsletter</a></li></ul></section>
</footer>`;

/** The page's own stylesheet: the header and grid of a plain shop theme (the widgets keep the demo theme's CSS). */
const STOREFRONT_CSS = `.demo-header { display: none; }
.demo-main { max-width: 1200px; }
.sf-sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
[${HEADER_ATTRIBUTE}] { margin: -24px -24px 24px; }
.sf-header { background: #fff; border-bottom: 1px solid var(--line); }
.sf-header__top { display: flex; align-items: center; gap: 24px; min-height: 40px; padding: 4px 24px; font-size: 13px; color: var(--muted); border-bottom: 1px solid var(--line); }
.sf-header__top p { margin: 0 auto 0 0; }
.sf-inline-search { display: flex; gap: 4px; }
.sf-inline-search input, .sf-inline-search button { height: 28px; font: inherit; }
.sf-account .sf-nav__list a { font-weight: 400; }
.sf-header__main { display: flex; align-items: center; gap: 24px; min-height: 68px; padding: 0 24px; }
.sf-logo { font: 700 22px/1 Georgia, serif; color: var(--ink); text-decoration: none; }
.sf-icon { display: inline-flex; align-items: center; justify-content: center; min-width: 40px; height: 40px; border: 0; background: none; color: var(--ink); cursor: pointer; }
.sf-icon svg { fill: none; stroke: currentColor; stroke-width: 1.8; }
.sf-nav__list { display: flex; gap: 20px; margin: 0; padding: 0; list-style: none; }
.sf-nav__list > li { position: relative; display: flex; align-items: center; }
.sf-nav__list a { color: var(--ink); text-decoration: none; font-weight: 600; }
.sf-nav__toggle { width: 20px; height: 20px; border: 0; background: none; cursor: pointer; }
.sf-nav__toggle::before { content: '▾'; }
.sf-sub { position: absolute; top: 100%; left: 0; z-index: 20; min-width: 200px; margin: 0; padding: 8px 0; list-style: none; background: #fff; border: 1px solid var(--line); }
.sf-sub a { display: block; padding: 6px 16px; font-weight: 400; }
.sf-tools { display: flex; gap: 4px; margin-inline-start: auto; min-width: 84px; }
.sf-search__overlay { width: 100%; max-width: 100%; height: 100%; max-height: 100%; margin: 0; border: 0; padding: 48px; }
.sf-drawer { width: 320px; height: 100%; max-height: 100%; margin: 0; border: 0; padding: 24px; }
.sf-section { margin: 48px 0; }
.sf-products { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 24px; margin: 0; padding: 0; list-style: none; }
.sf-product img { display: block; width: 100%; height: auto; aspect-ratio: 1; }
.sf-product a { color: var(--ink); text-decoration: none; }
.sf-product__name { display: block; margin-top: 8px; font-weight: 600; }
.sf-product__price { display: block; color: var(--muted); }
.sf-button { margin-top: 8px; padding: 6px 12px; border: 1px solid var(--ink); background: #fff; cursor: pointer; }
.sf-footer { display: grid; grid-template-columns: repeat(3, 1fr); gap: 24px; margin: 48px -24px -24px; padding: 32px 24px; background: var(--bg-soft); }
`;

export interface StorefrontPageOptions {
  /**
   * The per-instance case's page: only this widget's roots stay the bundle's (the first `liveInstances`
   * of them in the page's order, or all); every other `data-island` on the page, the header's included,
   * is renamed (keepAlive), and WordPress galleries are upgraded only on a page whose live widget
   * is the gallery with every instance alive.
   */
  liveWidget?: string;
  liveInstances?: number;
}

/** The storefront page's HTML: header, hero slider, then the widgets between product grids, then the footer. */
export function storefrontPageHtml(context: BenchContext, parts: readonly Part[], options: StorefrontPageOptions = {}): string {
  const css = context.site.addFile('storefront.css', 'text/css; charset=utf-8', STOREFRONT_CSS);
  const images = PRODUCT_COLOURS.map((colour, index) =>
    context.site.addFile(`product-${index + 1}.svg`, 'image/svg+xml', productImage(colour, index)),
  );
  const copyNumber = copyNumbers();
  const sections: string[] = [];
  parts.forEach((part, index) => {
    sections.push(partSection(part, { copyNumber }));
    // A product grid after the hero and one half-way: the page about as long as the theme's (6729 px).
    if (index === 0 || index === PRODUCT_GRID_AFTER_PART)
      sections.push(productGrid(images, index === 0 ? 'Best loved' : 'You may also like', index));
  });
  let body = `${HEADER}\n<h1 class="sf-sr" id="top">Kiln &amp; Co. stoneware</h1>\n${sections.filter(Boolean).join('\n')}\n${FOOTER}`;
  const { liveWidget, liveInstances = Infinity } = options;
  if (liveWidget !== undefined) body = keepAlive(body, liveWidget, liveInstances).html;
  const galleriesUpgraded = liveWidget === undefined || (liveWidget === 'gallery' && liveInstances === Infinity);
  return renderBenchPage({
    title: liveWidget === undefined ? 'Benchmark: storefront' : `Benchmark: storefront, ${liveWidget} alone`,
    body,
    head: [...context.catalogue.head, `<link rel="stylesheet" href="${css}">`],
    settings: {
      ...context.catalogue.settings,
      // WordPress's Gallery blocks are galleries of the page (widgets/wordpress-blocks/README.md).
      upgrade_gallery_block: galleriesUpgraded ? '1' : '',
      // The promo popup is not part of this page.
      enable_popup: '',
    },
  });
}
