/**
 * Vendor file: DOMPurify, the one sanitizer every HTML answer goes through (README, "HTML answers").
 * Built on its own into cms-islands.vendor-sanitizer.js (listed in widgets/index.ts) and fetched with
 * the first HTML answer, so the main bundle carries none of it. Self-contained: the caller passes the
 * page's Trusted Types policy in.
 */
import DOMPurify, { type Config } from 'dompurify';
import { LINK_SCHEMES, WEB_SCHEMES, safeUrl } from '../dom/safe-url';
import type { HtmlProfile } from './profiles';

/** The policy the sanitizer hands the raw answer to, so DOMParser accepts it under enforced Trusted Types. */
export interface HtmlPolicy {
  createHTML(input: string): unknown;
  createScriptURL(input: string): unknown;
}

/**
 * Never kept, whatever the profile: what moves the page elsewhere (`meta` refresh, `base`), restyles
 * it (`style`, `link`), or reparses differently once inserted (`noscript`, `template`), and plugins.
 */
const FORBIDDEN_TAGS = ['style', 'link', 'meta', 'base', 'noscript', 'template', 'object', 'embed', 'frame', 'frameset'];
/** An iframe's inline document would run in the page's origin; `formaction` overrides a form's checked action. */
const FORBIDDEN_ATTRIBUTES = ['srcdoc', 'formaction'];
/** Attributes whose value is followed or fetched: each goes through the one URL check (src/core/dom/safe-url.ts). */
const URL_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  href: LINK_SCHEMES,
  'xlink:href': LINK_SCHEMES,
  action: WEB_SCHEMES,
  src: WEB_SCHEMES,
  poster: WEB_SCHEMES,
  cite: WEB_SCHEMES,
};

const PROFILES: Readonly<Record<HtmlProfile, Config>> = {
  content: {
    USE_PROFILES: { html: true, svg: true },
    // Embedded videos and maps in content; `srcdoc` is refused and `src` must be a web address.
    ADD_TAGS: ['iframe'],
    ADD_ATTR: ['target', 'allow', 'allowfullscreen', 'loading', 'referrerpolicy'],
    FORBID_TAGS: FORBIDDEN_TAGS,
    FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
  },
  'inline-text': {
    // WooCommerce's price: `<span class="woocommerce-Price-amount amount"><bdi>…`, a sale as `<del>… <ins>…`.
    ALLOWED_TAGS: ['span', 'bdi', 'del', 'ins', 's', 'strong', 'em', 'b', 'i', 'small', 'sub', 'sup', 'mark'],
    ALLOWED_ATTR: ['class', 'aria-hidden'],
    ALLOW_DATA_ATTR: false,
    FORBID_TAGS: FORBIDDEN_TAGS,
  },
};

/** Images may show an inline `data:` picture (a placeholder); nothing else may carry `data:`. */
const DATA_IMAGE = /^data:image\/(?:png|gif|jpe?g|webp|avif);/i;

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  for (const [name, schemes] of Object.entries(URL_ATTRIBUTES)) {
    const value = node.getAttribute(name);
    if (value === null) continue;
    if (name === 'src' && node.localName === 'img' && DATA_IMAGE.test(value.trim())) continue;
    if (safeUrl(value, document.baseURI, schemes) === null) node.removeAttribute(name);
  }
});

/**
 * The answer as nodes of this page, with nothing that runs: no script, no handler, no `javascript:`
 * or `data:` address, no `srcdoc`, no `meta`/`base`, no SVG animation or MathML. Parsed in an inert
 * document: nothing loads or runs while it is cleaned.
 */
function sanitize(html: string, profile: HtmlProfile, policy: HtmlPolicy | null): DocumentFragment {
  return DOMPurify.sanitize(html, {
    ...PROFILES[profile],
    RETURN_DOM_FRAGMENT: true,
    // Our own policy (the page's CSP allows only its name); null where the browser has no Trusted Types.
    // The library's type names the browser's TrustedTypePolicy, which TypeScript's DOM types lack.
    TRUSTED_TYPES_POLICY: policy as Config['TRUSTED_TYPES_POLICY'],
  });
}

const sanitizerVendor = { sanitize };
export type SanitizerVendor = typeof sanitizerVendor;

export default sanitizerVendor;
