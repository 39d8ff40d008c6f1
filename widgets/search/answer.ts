import { safeUrl } from '../../core/dom/safe-url';
/**
 * Reading the search call's answer (widgets/search/README.md, "Answer"): a list of suggestion items
 * `{value, permalink, thumbnail, price, no_found}`, bare or wrapped as `{suggestions: [...]}` (the
 * shape WordPress themes print for the autocomplete plugin they used). Anything else is malformed.
 * Items that cannot be shown (no title, an address that is not http(s) or relative) are left out.
 */

export interface Suggestion {
  /** The title, as text (character references WordPress leaves in titles decoded). */
  readonly title: string;
  /** Where the suggestion leads; empty for the not-found entry. */
  readonly permalink: string;
  /** The image address; empty when there is none. */
  readonly thumbnail: string;
  /** WooCommerce's price HTML, or plain text; empty when none. */
  readonly price: string;
  /** An HTML price as clean inline nodes (price.ts); a copy of them is shown. */
  readonly priceNodes?: DocumentFragment;
  /** The not-found entry: shown, never followed, not counted as a result. */
  readonly notFound: boolean;
}

export interface ReadAnswer {
  readonly items: readonly Suggestion[];
  /** How many items of the answer were left out as unusable (among those read). */
  readonly skipped: number;
}

/**
 * The most suggestions a widget ever shows, whatever it asked for and however long the answer is
 * (README, "Answer"): also the largest `data-number` it may ask for.
 */
export const MAX_SUGGESTIONS = 100;

/**
 * A list of items, or null when the answer is not a list at all (malformed). At most `limit` items
 * (the call's `number`, never more than MAX_SUGGESTIONS) are read: the rest of an answer that sends
 * more than it was asked for is ignored, so a huge answer costs no more than a short one.
 */
export function readSuggestions(answer: unknown, limit: number = MAX_SUGGESTIONS): ReadAnswer | null {
  const list = Array.isArray(answer)
    ? answer
    : answer && typeof answer === 'object' && Array.isArray((answer as { suggestions?: unknown }).suggestions)
      ? (answer as { suggestions: unknown[] }).suggestions
      : null;
  if (!list) return null;
  const wanted = Math.max(0, Math.min(limit, MAX_SUGGESTIONS));
  const items: Suggestion[] = [];
  let skipped = 0;
  for (const raw of list) {
    if (items.length >= wanted) break;
    const item = readItem(raw);
    if (item) items.push(item);
    else skipped += 1;
  }
  return { items, skipped };
}

function readItem(raw: unknown): Suggestion | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const record = raw as Record<string, unknown>;
  const notFound = isSet(record.no_found);
  const title = decodeCharacterReferences(textOf(record.value)).trim();
  const permalink = safeAddress(textOf(record.permalink));
  if (notFound) return { title, permalink: '', thumbnail: '', price: '', notFound: true };
  if (!title || !permalink) return null;
  return { title, permalink, thumbnail: thumbnailAddress(textOf(record.thumbnail)), price: textOf(record.price), notFound: false };
}

/** `true`, 1, "1", "yes", "true" (PHP prints flags many ways). */
function isSet(flag: unknown): boolean {
  if (flag === true || flag === 1) return true;
  return typeof flag === 'string' && ['1', 'true', 'yes'].includes(flag.trim().toLowerCase());
}

function textOf(raw: unknown): string {
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return '';
}

/**
 * An address we may put in `href` or `src`: http(s), or relative to the page. `javascript:`,
 * `data:` and other schemes are refused (empty string).
 */
export function safeAddress(raw: string): string {
  const address = raw.trim();
  // The one URL check decides, as the browser would parse the address (core/dom/safe-url.ts).
  return safeUrl(address) === null ? '' : address;
}

/**
 * The thumbnail as an address. WooCommerce's `get_image()` prints an `<img>` element instead: its
 * `src` is taken (by pattern, not parsed: nothing of it is ever inserted).
 */
export function thumbnailAddress(raw: string): string {
  const text = raw.trim();
  if (!text.startsWith('<')) return safeAddress(text);
  const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(text);
  return src ? safeAddress(decodeCharacterReferences(src[1] ?? src[2] ?? src[3] ?? '')) : '';
}

const NAMED_REFERENCES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '\u2026',
  ndash: '\u2013',
  mdash: '\u2014',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  laquo: '\u00ab',
  raquo: '\u00bb',
  times: '\u00d7',
  euro: '\u20ac',
  pound: '\u00a3',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
};

/**
 * WordPress titles come texturized and escaped (`Mug &#8211; blue`, `Salt &amp; pepper`): the
 * references are decoded so the text reads right. The result is still only ever shown as text.
 */
export function decodeCharacterReferences(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : whole;
    }
    return NAMED_REFERENCES[name.toLowerCase()] ?? whole;
  });
}

/** README: the view-all link appears when there are more than two results. */
const VIEW_ALL_MIN_RESULTS = 3;

/** Results are the suggestions that are not the not-found entry. */
export const resultCount = (items: readonly Suggestion[]) => items.filter((item) => !item.notFound).length;

export const showsViewAll = (items: readonly Suggestion[]) => resultCount(items) >= VIEW_ALL_MIN_RESULTS;
