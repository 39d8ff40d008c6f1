import { parseServerHtml } from '../../src/core/trusted-types';

/**
 * WooCommerce prints a product's price as HTML (`<span class="woocommerce-Price-amount amount"><bdi>…`,
 * a sale as `<del>…</del> <ins>…</ins>` with screen-reader sentences). The answer's `price` is parsed
 * through the Trusted Types policy (parseServerHtml) and REBUILT from inline text formatting only
 * (README, "Answer"): the elements below, with only `class` and `aria-hidden` kept; any other element
 * gives just its text, and elements that are not text at all (scripts, images, forms…) are dropped.
 */
const INLINE_TEXT_ELEMENTS = new Set(['span', 'bdi', 'del', 'ins', 's', 'strong', 'em', 'b', 'i', 'small', 'sub', 'sup', 'mark']);
const DROPPED_ELEMENTS = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'img',
  'picture',
  'video',
  'audio',
  'canvas',
  'input',
  'button',
  'select',
  'textarea',
  'form',
  'link',
  'meta',
  'head',
  'title',
]);
const KEPT_ATTRIBUTES = ['class', 'aria-hidden'] as const;

/** A fragment of inline text formatting only, built with DOM calls from the parsed price. */
export function priceFragment(html: string, doc: Document = document): DocumentFragment {
  const out = doc.createDocumentFragment();
  if (!html.includes('<') && !html.includes('&')) {
    out.append(html);
    return out;
  }
  copyInline(parseServerHtml(html), out, doc, 0);
  return out;
}

/** Deep enough for any real price; anything deeper is flattened to text. */
const MAX_DEPTH = 8;

function copyInline(from: ParentNode, to: Node, doc: Document, depth: number): void {
  for (const node of from.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) {
      to.appendChild(doc.createTextNode(node.textContent ?? ''));
      continue;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) continue; // comments, processing instructions
    const element = node as Element;
    const tag = element.localName;
    if (DROPPED_ELEMENTS.has(tag)) continue;
    if (!INLINE_TEXT_ELEMENTS.has(tag) || depth >= MAX_DEPTH) {
      if (depth >= MAX_DEPTH) to.appendChild(doc.createTextNode(element.textContent ?? ''));
      else copyInline(element, to, doc, depth); // unwrapped: its inline children still count
      continue;
    }
    const copy = doc.createElement(tag);
    for (const name of KEPT_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value !== null) copy.setAttribute(name, value);
    }
    copyInline(element, copy, doc, depth + 1);
    to.appendChild(copy);
  }
}
