import { loadHtmlSanitizer } from '../../core/html/html-answer';
import { warn } from '../../core/log';
import type { Suggestion } from './answer';

/**
 * WooCommerce prints a product's price as HTML (`<span class="woocommerce-Price-amount amount"><bdi>…`,
 * a sale as `<del>…</del> <ins>…</ins>` with screen-reader sentences). Such a price goes through the
 * one sanitizer's `inline-text` profile (README, "Answer"): inline text formatting only, with only
 * `class` and `aria-hidden` kept; other elements give their text; scripts, images, forms… are dropped.
 */
const hasMarkup = (price: string) => price.includes('<') || price.includes('&');

/**
 * The answer's items with each HTML price also as clean nodes (`priceNodes`). An answer of plain-text
 * prices never fetches the sanitizer; should its file fail to load, the prices are left out (with one
 * warning) rather than shown as raw markup.
 */
export async function withPriceNodes(items: readonly Suggestion[]): Promise<readonly Suggestion[]> {
  if (!items.some((item) => hasMarkup(item.price))) return items;
  try {
    const toNodes = await loadHtmlSanitizer();
    return items.map((item) => (hasMarkup(item.price) ? { ...item, priceNodes: toNodes(item.price, 'inline-text') } : item));
  } catch (error) {
    warn(`search: prices are left out: ${error instanceof Error ? error.message : String(error)}`);
    return items.map((item) => (hasMarkup(item.price) ? { ...item, price: '' } : item));
  }
}
