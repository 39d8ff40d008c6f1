/**
 * The storefront page (issue 21): a shop's home page with the widget mix of the jQuery theme's widgets
 * page, as one page a visitor lands on. The header (announcement banner, a sticky header of two rows
 * holding the main menu, the search overlay's icon and the mobile drawer's burger), the product grid,
 * its images and the footer are the benchmark's own markup; every other widget is a demo sample picked
 * by its widget's name (site/parts.ts), so it stays the markup the theme prints as families change.
 */
import type { BenchContext } from '../context';
import { renderBenchPage } from './pages';
import { partSection, type Part, type PartSpec } from './parts';

/** Marks the header's wrapper: its widgets are the ones the "header ready" figure waits for. */
export const HEADER_ATTRIBUTE = 'data-bench-header';
/** The opener the "first click before mount" run clicks (the header's burger). */
export const DRAWER_OPENER = '[data-opens="sf-mobile-menu"]';
/** The search overlay's opener in the header. */
export const SEARCH_OPENER = `[${HEADER_ATTRIBUTE}] [data-search-open]`;

/** The body's parts, top to bottom: the mix of the theme's widgets page. */
export const STOREFRONT_PARTS: readonly PartSpec[] = [
  { widget: 'slider', label: 'New this season' },
  { widget: 'tabs', label: 'Shop by room' },
  { widget: 'carousel', label: 'Best sellers' },
  { widget: 'tour', label: 'How a mug is made' },
  { widget: 'accordion', label: 'Questions' },
  { widget: 'toggle', label: 'Care' },
  { widget: 'gallery', label: 'From the workshop', prefer: /data-island="gallery"/ },
  { widget: 'popup', label: 'Lookbook', prefer: /data-popup-width/ },
  { widget: 'progress-bar', label: 'This year' },
  { widget: 'hover-box', label: 'Collections' },
  { widget: 'countdown', label: 'Winter sale' },
  { widget: 'counter', label: 'In numbers' },
  { widget: 'gallery', label: 'Customers’ tables', prefer: /wp-block-gallery/ },
  { widget: 'contact-form', label: 'Write to us' },
  { widget: 'scroll-to-top', label: 'Back to the top' },
];
/** The carousel part is printed twice (the theme's page has an image carousel and a gallery carousel). */
const REPEATED_PARTS: Readonly<Record<string, number>> = { carousel: 2 };

const PRODUCT_COLOURS = ['#b4532a', '#7ea89b', '#2d4f8a', '#6d3b5e', '#c9a227', '#4f6d3a', '#8a8f98', '#d97757'];

/** A product photo of the benchmark's own: a glazed pot on a plain ground (SVG, about 400 bytes). */
function productImage(colour: string, index: number): string {
  const width = 36 + (index % 3) * 8;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 100 100"><rect width="100" height="100" fill="#f3efe9"/><ellipse cx="50" cy="86" rx="${width / 2 + 6}" ry="4" fill="#e2dcd3"/><path d="M${50 - width / 2} 30 Q${50 - width / 2 - 6} 60 ${50 - width / 3} 84 L${50 + width / 3} 84 Q${50 + width / 2 + 6} 60 ${50 + width / 2} 30 Z" fill="${colour}"/><ellipse cx="50" cy="30" rx="${width / 2}" ry="4" fill="#00000022"/></svg>\n`;
}

/** One row of products: the page about as long as the theme's widgets page (6729 px). */
const PRODUCTS_PER_GRID = 4;

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

/** The header: banner, then a sticky header of two rows (tools row; logo, menu, search, cart, burger). */
const HEADER = `<div ${HEADER_ATTRIBUTE}>
<div class="sf-banner" data-island="header-banner" role="region" aria-label="Announcement">
  <p><strong>Winter sale:</strong> 20 % off all stoneware until Sunday. <a href="#sale">Shop the sale</a></p>
  <button type="button" class="header-banner-close" data-banner-close aria-label="Close the announcement"><span aria-hidden="true">×</span></button>
</div>
<header class="sf-header" data-island="sticky-header" data-threshold="200" data-hide-on-scroll>
  <div class="sf-header__top">
    <p>Free delivery over 50 € · Handmade in Devon</p>
    <nav aria-label="Account"><a href="#account">My account</a> <a href="#wishlist">Wishlist</a></nav>
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
.sf-banner { display: flex; align-items: center; justify-content: center; gap: 16px; min-height: 40px; margin: -24px -24px 0; padding: 0 24px; background: #1f2933; color: #fff; font-size: 14px; }
.sf-banner p { margin: 0; }
.sf-banner a { color: #fde68a; }
.sf-banner { position: relative; }
.sf-banner .header-banner-close { position: absolute; inset-block: 0; inset-inline-end: 8px; width: 32px; height: 32px; margin-block: auto; padding: 0; border: 0; background: none; color: inherit; font-size: 20px; cursor: pointer; }
.sf-header { margin: 0 -24px 24px; background: #fff; border-bottom: 1px solid var(--line); }
.sf-header__top { display: flex; justify-content: space-between; min-height: 32px; padding: 4px 24px; font-size: 13px; color: var(--muted); border-bottom: 1px solid var(--line); }
.sf-header__top p { margin: 0; }
.sf-header__top a { margin-inline-start: 16px; }
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

/** The storefront page's HTML: header, hero slider, then the widgets between product grids, then the footer. */
export function storefrontPageHtml(context: BenchContext, parts: readonly Part[]): string {
  const css = context.site.addFile('storefront.css', 'text/css; charset=utf-8', STOREFRONT_CSS);
  const images = PRODUCT_COLOURS.map((colour, index) =>
    context.site.addFile(`product-${index + 1}.svg`, 'image/svg+xml', productImage(colour, index)),
  );
  const sections: string[] = [];
  parts.forEach((part, index) => {
    sections.push(partSection(part, { copies: REPEATED_PARTS[part.spec.widget] ?? 1 }));
    // A product grid after the hero and after every fourth widget: a shop's page is mostly products.
    if (index === 0 || index % 4 === 3) sections.push(productGrid(images, index === 0 ? 'Best loved' : 'You may also like', index));
  });
  return renderBenchPage({
    title: 'Benchmark: storefront',
    body: `${HEADER}\n<h1 class="sf-sr" id="top">Kiln &amp; Co. stoneware</h1>\n${sections.filter(Boolean).join('\n')}\n${FOOTER}`,
    head: [...context.catalogue.head, `<link rel="stylesheet" href="${css}">`],
    settings: {
      ...context.catalogue.settings,
      // The banner shows (as on a shop in sale season); the promo popup is not part of this page.
      header_banner_enabled: 'yes',
      header_banner_close_btn: 'yes',
      header_banner_version: 'bench',
      enable_popup: '',
    },
  });
}
