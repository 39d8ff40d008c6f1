/**
 * Vendor file: DOMPurify, the one sanitizer every HTML answer goes through (README, "HTML answers").
 * Built on its own into cms-islands.vendor-sanitizer.js (listed in widgets/index.ts) and fetched with
 * the first HTML answer, so the main bundle carries none of it. Self-contained: the caller passes the
 * page's Trusted Types policy in.
 */
import DOMPurify, { type Config } from 'dompurify';
import { LINK_SCHEMES, WEB_SCHEMES, safeUrl } from '../dom/safe-url';
import { MARKUP } from '../markup';
import { replaceForeignFrames } from './answer-frames';
import { namespaceAnswerIds } from './answer-ids';
import { isOwnAddress, keepContentStyle, urlsStayOnSite } from './answer-styles';
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
/**
 * An iframe's inline document would run in the page's origin; `formaction` overrides a form's checked
 * action; popovers and commands open the top layer over the page or work the page's own dialogs.
 */
const FORBIDDEN_ATTRIBUTES = ['srcdoc', 'formaction', 'popover', 'popovertarget', 'popovertargetaction', 'command', 'commandfor'];
/** Attributes whose value is followed or fetched: each goes through the one URL check (core/dom/safe-url.ts). */
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
    // No `allow`: an answer's frame gets no camera, microphone or location prompt of its own.
    ADD_ATTR: ['target', 'allowfullscreen', 'loading', 'referrerpolicy', 'sandbox'],
    FORBID_TAGS: FORBIDDEN_TAGS,
    FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
    // Ids and names are namespaced after the fact (answer-ids.ts), not dropped by what the page holds.
    SANITIZE_DOM: false,
  },
  'inline-text': {
    // WooCommerce's price: `<span class="woocommerce-Price-amount amount"><bdi>…`, a sale as `<del>… <ins>…`.
    ALLOWED_TAGS: ['span', 'bdi', 'del', 'ins', 's', 'strong', 'em', 'b', 'i', 'small', 'sub', 'sup', 'mark'],
    ALLOWED_ATTR: ['class', 'aria-hidden'],
    ALLOW_DATA_ATTR: false,
    FORBID_TAGS: FORBIDDEN_TAGS,
    SANITIZE_DOM: false,
  },
};

/** Images may show an inline `data:` picture (a placeholder); nothing else may carry `data:`. */
const DATA_IMAGE = /^data:image\/(?:png|gif|jpe?g|webp|avif);/i;

/**
 * Referrer policies that send another host no more than the browser's default
 * (`strict-origin-when-cross-origin`): never the page's path. `unsafe-url`, `no-referrer-when-downgrade`,
 * `origin` and `origin-when-cross-origin` are dropped, and the page's own policy applies.
 */
const KEPT_REFERRER_POLICIES = new Set(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']);

/** SVG elements whose `href` may point anywhere: a link, a picture. Any other reference stays on the site. */
const SVG_LINKS_ANYWHERE = new Set(['a', 'image']);
const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/**
 * Where a link, area or form opens: only a new tab (`_blank`), which then gets no handle on this page
 * (`noopener`) and no address of it (`noreferrer`). `_self`, `_parent`, `_top` and named windows are dropped.
 */
function openInNewTabOnly(node: Element): void {
  const target = node.getAttribute('target');
  if (target === null) return;
  if (target.trim().toLowerCase() !== '_blank') {
    node.removeAttribute('target');
    return;
  }
  node.setAttribute('target', '_blank');
  const kept = (node.getAttribute('rel') ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((token) => token && token !== 'opener');
  node.setAttribute('rel', [...new Set([...kept, 'noopener', 'noreferrer'])].join(' '));
}

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  for (const [name, schemes] of Object.entries(URL_ATTRIBUTES)) {
    const value = node.getAttribute(name);
    if (value === null) continue;
    if (name === 'src' && node.localName === 'img' && DATA_IMAGE.test(value.trim())) continue;
    if (safeUrl(value, document.baseURI, schemes) === null) node.removeAttribute(name);
  }
  openInNewTabOnly(node);
  // An open dialog is lifted out of the flow over what follows by the browser's own style; closed, it
  // shows only when a widget opens it on the visitor's click (a drawer: widgets/drawers).
  if (node.localName === 'dialog') node.removeAttribute('open');
  const policy = node.getAttribute('referrerpolicy');
  if (policy !== null && !KEPT_REFERRER_POLICIES.has(policy.trim().toLowerCase())) node.removeAttribute('referrerpolicy');
  if (node.hasAttribute('style')) keepContentStyle(node as Element & ElementCSSInlineStyle);
  if (node.namespaceURI === SVG_NAMESPACE) {
    // A gradient's or pattern's `href`, and `url()` in fill, filter, mask…, fetch the document they name.
    for (const { name, value } of [...node.attributes]) {
      const isReference = (name === 'href' || name === 'xlink:href') && !SVG_LINKS_ANYWHERE.has(node.localName);
      if ((isReference && !isOwnAddress(value)) || (name !== 'style' && !urlsStayOnSite(value))) node.removeAttribute(name);
    }
  }
});

/** `pick`'s element alone, in a fragment of its own; an empty fragment when it matches nothing or is no selector. */
function picked(fragment: DocumentFragment, pick: string): DocumentFragment {
  const only = document.createDocumentFragment();
  try {
    const found = fragment.querySelector(pick);
    if (found) only.append(found);
  } catch {
    // not a selector: nothing is picked
  }
  return only;
}

/**
 * The answer as nodes of this page, with nothing that runs: no script, no handler, no `javascript:`
 * or `data:` address, no `srcdoc`, no `meta`/`base`, no SVG animation or MathML; and nothing that
 * takes over the page around it (README, "HTML answers"): its ids and names in a namespace of their
 * own, links that open only new tabs without a handle on this page, no frame from elsewhere, styles
 * that stay in the answer's box. Parsed in an inert document: nothing loads or runs while it is
 * cleaned. `pick`, a CSS selector written against the answer as the server printed it (ids
 * unprefixed), keeps only the element it matches. Widgets inside get `data-island-answer`.
 */
function sanitize(html: string, profile: HtmlProfile, policy: HtmlPolicy | null, pick = ''): DocumentFragment {
  const clean = DOMPurify.sanitize(html, {
    ...PROFILES[profile],
    RETURN_DOM_FRAGMENT: true,
    // Our own policy (the page's CSP allows only its name); null where the browser has no Trusted Types.
    // The library's type names the browser's TrustedTypePolicy, which TypeScript's DOM types lack.
    TRUSTED_TYPES_POLICY: policy as Config['TRUSTED_TYPES_POLICY'],
  });
  const answer = pick ? picked(clean, pick) : clean;
  replaceForeignFrames(answer);
  namespaceAnswerIds(answer);
  for (const widget of answer.querySelectorAll(`[${MARKUP.widget}]`)) widget.setAttribute(MARKUP.answer, '');
  return answer;
}

const sanitizerVendor = { sanitize };
export type SanitizerVendor = typeof sanitizerVendor;

export default sanitizerVendor;
