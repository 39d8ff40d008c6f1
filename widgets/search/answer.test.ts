import { describe, expect, it } from 'vitest';
import {
  MAX_SUGGESTIONS,
  decodeCharacterReferences,
  readSuggestions,
  resultCount,
  safeAddress,
  showsViewAll,
  thumbnailAddress,
  type Suggestion,
} from './answer';
import { nextActiveIndex } from './keyboard';
import { withPriceNodes } from './price';
import { searchUrl } from './api';
import { formField } from './structure';

const result = (title: string): Suggestion => ({ title, permalink: '/p', thumbnail: '', price: '', notFound: false });
const notFound: Suggestion = { title: 'No products found', permalink: '', thumbnail: '', price: '', notFound: true };

describe('reading the answer', () => {
  it('a bare list or {suggestions: list}; anything else is malformed (null)', () => {
    const items = [{ value: 'Mug', permalink: '/mug/', thumbnail: '/m.svg', price: '24 €' }];
    expect(readSuggestions(items)!.items).toEqual([
      { title: 'Mug', permalink: '/mug/', thumbnail: '/m.svg', price: '24 €', notFound: false },
    ]);
    expect(readSuggestions({ suggestions: items })!.items).toHaveLength(1);
    for (const bad of [null, undefined, '', 'html', 42, {}, { suggestions: 'x' }, { data: [] }, true])
      expect(readSuggestions(bad)).toBeNull();
    expect(readSuggestions([])).toEqual({ items: [], skipped: 0 });
  });

  it('the no_found flag in any spelling PHP prints makes the not-found entry, whatever else it carries', () => {
    for (const flag of [true, 1, '1', 'true', 'yes']) {
      expect(readSuggestions([{ value: 'None', no_found: flag, permalink: '/x' }])!.items[0]).toEqual({ ...notFound, title: 'None' });
    }
    expect(readSuggestions([{ no_found: true }])!.items[0]!.title).toBe('');
    expect(readSuggestions([{ value: 'Mug', permalink: '/m', no_found: false }])!.items[0]!.notFound).toBe(false);
  });

  it('items without a title or a usable address are skipped and counted', () => {
    const read = readSuggestions([
      { value: 'Mug' },
      { permalink: '/x' },
      [],
      'x',
      { value: ' ', permalink: '/x' },
      { value: 7, permalink: '/seven' },
    ])!;
    expect(read.items.map((item) => item.title)).toEqual(['7']);
    expect(read.skipped).toBe(5);
  });

  it('reads at most the number asked for, and never more than MAX_SUGGESTIONS, whatever the answer sends', () => {
    const answer = Array.from({ length: 60_000 }, (_, index) => ({ value: `Mug ${index}`, permalink: `/mug-${index}/` }));
    expect(readSuggestions(answer, 6)!.items.map((item) => item.title)).toEqual(['Mug 0', 'Mug 1', 'Mug 2', 'Mug 3', 'Mug 4', 'Mug 5']);
    expect(readSuggestions({ suggestions: answer }, 6)!.items).toHaveLength(6);
    expect(readSuggestions(answer, 10_000)!.items).toHaveLength(MAX_SUGGESTIONS);
    expect(readSuggestions(answer)!.items).toHaveLength(MAX_SUGGESTIONS);
    // Unusable items do not count towards the number: the first usable ones are shown.
    const read = readSuggestions([{ value: 'No address' }, ...answer], 2)!;
    expect(read.items.map((item) => item.title)).toEqual(['Mug 0', 'Mug 1']);
    expect(read.skipped).toBe(1);
  });

  it('addresses: http(s) and relative only', () => {
    expect(safeAddress('https://shop.test/p/')).toBe('https://shop.test/p/');
    expect(safeAddress('/p/?a=1')).toBe('/p/?a=1');
    expect(safeAddress('p/')).toBe('p/');
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'mailto:a@b',
    ]) {
      expect(safeAddress(bad)).toBe('');
    }
  });

  it("thumbnails: an address, or the src of WooCommerce's <img> HTML (never inserted)", () => {
    expect(thumbnailAddress('/t.jpg')).toBe('/t.jpg');
    expect(thumbnailAddress('<img width="300" src="https://s.test/a.jpg?x=1&amp;y=2" alt="">')).toBe('https://s.test/a.jpg?x=1&y=2');
    expect(thumbnailAddress("<img src='/b.png'>")).toBe('/b.png');
    expect(thumbnailAddress('<img src="javascript:x">')).toBe('');
    expect(thumbnailAddress('<span>no image</span>')).toBe('');
  });

  it('character references in titles are decoded; unknown ones stay as written', () => {
    expect(decodeCharacterReferences('Mug &#8211; blue &amp; white &#x2019;s &hellip;')).toBe('Mug \u2013 blue & white \u2019s \u2026');
    expect(decodeCharacterReferences('&bogus; &#0; &#xD800; &#99999999;')).toBe('&bogus; &#0; &#xD800; &#99999999;');
  });
});

describe('the view-all rule (more than two results)', () => {
  it('counts results only, never the not-found entry', () => {
    expect(showsViewAll([result('a'), result('b')])).toBe(false);
    expect(showsViewAll([result('a'), result('b'), notFound])).toBe(false);
    expect(showsViewAll([result('a'), result('b'), result('c')])).toBe(true);
    expect(resultCount([notFound])).toBe(0);
  });
});

describe('arrow keys', () => {
  const items = [result('a'), notFound, result('c')];
  it('Down from none goes to the first, Up from none to the last; both wrap and skip the not-found entry', () => {
    expect(nextActiveIndex('ArrowDown', -1, items)).toBe(0);
    expect(nextActiveIndex('ArrowDown', 0, items)).toBe(2);
    expect(nextActiveIndex('ArrowDown', 2, items)).toBe(0);
    expect(nextActiveIndex('ArrowUp', -1, items)).toBe(2);
    expect(nextActiveIndex('ArrowUp', 0, items)).toBe(2);
    expect(nextActiveIndex('ArrowUp', 2, items)).toBe(0);
  });
  it('nothing to move to, or another key: null', () => {
    expect(nextActiveIndex('ArrowDown', -1, [notFound])).toBeNull();
    expect(nextActiveIndex('ArrowDown', -1, [])).toBeNull();
    expect(nextActiveIndex('Home', 0, items)).toBeNull();
  });
});

describe('price HTML', () => {
  const html = async (source: string) => {
    const [item] = await withPriceNodes([{ ...result('Mug'), price: source }]);
    const span = document.createElement('span');
    span.append(item!.priceNodes!);
    return span.innerHTML;
  };
  it('plain text prices need no sanitizer and get no nodes', async () => {
    const items = [{ ...result('Mug'), price: '24 €' }];
    expect(await withPriceNodes(items)).toBe(items);
  });
  it("keeps WooCommerce's sale markup: inline elements with class and aria-hidden only", async () => {
    const sale =
      '<del aria-hidden="true"><span class="woocommerce-Price-amount amount"><bdi>30.00&nbsp;<span class="woocommerce-Price-currencySymbol">&euro;</span></bdi></span></del> <span class="screen-reader-text">Original price was: 30.00 €.</span><ins aria-hidden="true"><span class="amount">24.00</span></ins>';
    expect(await html(sale)).toBe(
      '<del aria-hidden="true"><span class="woocommerce-Price-amount amount"><bdi>30.00&nbsp;<span class="woocommerce-Price-currencySymbol">€</span></bdi></span></del> <span class="screen-reader-text">Original price was: 30.00 €.</span><ins aria-hidden="true"><span class="amount">24.00</span></ins>',
    );
  });
  it('drops scripts, images, forms and handlers; other elements give their text', async () => {
    expect(
      await html(
        '<a href="javascript:x" onclick="y()">24 €</a><script>alert(1)</script><img src=x onerror=alert(1)><style>*{}</style><div><b onmouseover="z()" style="color:red">!</b></div>',
      ),
    ).toBe('24 €<b>!</b>');
  });
});

describe('the call', () => {
  it('GET {ajaxurl}?action={prefix}_ajax_search with number, post_type, product_cat (when given) and query', () => {
    const url = new URL(
      searchUrl(
        '/wp-admin/admin-ajax.php',
        'shop',
        { query: 'mug & tea', number: 5, postType: 'product', productCat: '' },
        'https://s.test/x/',
      ),
    );
    expect(url.href).toBe('https://s.test/wp-admin/admin-ajax.php?action=shop_ajax_search&number=5&post_type=product&query=mug+%26+tea');
    const withCat = new URL(
      searchUrl('https://s.test/wp-admin/admin-ajax.php', 'shop', { query: 'mug', number: 5, postType: 'product', productCat: 'mugs' }),
    );
    expect(withCat.searchParams.get('product_cat')).toBe('mugs');
  });
});

describe("the call's fields", () => {
  it("post_type and product_cat are read from the form's own fields, not from a field elsewhere that names the form", () => {
    document.body.innerHTML = `
      <input form="searchform" name="post_type" value="page">
      <form id="searchform"><input name="s"><input type="hidden" name="post_type" value="product"></form>
      <input form="searchform" name="product_cat" value="elsewhere">`;
    const form = document.querySelector('form')!;
    expect(formField(form, 'post_type')).toBe('product');
    expect(formField(form, 'product_cat')).toBe('');
  });
});
