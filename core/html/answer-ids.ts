/**
 * An answer's ids and names live in a namespace of their own (README, "HTML answers"): none of them
 * can become a `window` or `document` property, or be the element a widget of the page finds by id
 * (a popup's target, the search's options, `respond`, `div-comment-2`), whatever the page holds now or
 * creates later. Part of the sanitizer's own file (sanitizer-vendor.ts).
 */
import { decodeFragment } from '../dom/url-fragment';

/** Put before every id and name of an answer: DOMPurify's `SANITIZE_NAMED_PROPS` prefix (and GitHub's). */
const ANSWER_ID_PREFIX = 'user-content-';

/** Controls whose `name` is what the form sends: kept as it is, so an answer's form still submits. */
const SUBMITTED_CONTROLS = new Set(['input', 'select', 'textarea', 'button']);

/**
 * Attributes that tie an element to others by id (or, `usemap`, to a map by name). Always rewritten:
 * an answer's label, list or ARIA reference can only ever name an element of the answer, never take
 * over a control of the page (a label that clicks the page's checkbox).
 */
const ASSOCIATIONS = [
  'for',
  'list',
  'headers',
  'aria-activedescendant',
  'aria-controls',
  'aria-describedby',
  'aria-details',
  'aria-errormessage',
  'aria-flowto',
  'aria-labelledby',
  'aria-owns',
];

/** `#id` as a whole value, in a link or a data attribute (a nested widget's target). */
const FRAGMENT = /^#(.+)$/s;
/** `url(#id)` in an SVG paint or clip reference, quoted or not. */
const FRAGMENT_URL = /url\(\s*(["']?)#([^"')\s]+)\1\s*\)/g;

/** Own properties only: a page element's id, listed among the window's named properties, is no built-in. */
const hasOwn = (scopes: readonly object[], name: string) => scopes.some((scope) => Object.hasOwn(scope, name));

/**
 * A name a form control may not keep: one of the window's properties (its globals and its own
 * members), the document's, or a form's (`action`, `submit`, `elements`), which the control would
 * shadow in scripts that read them.
 */
function shadowsBuiltIn(name: string): boolean {
  const windowScopes = [window, Window.prototype, EventTarget.prototype, Object.prototype];
  return hasOwn(windowScopes, name) || name in Object.getPrototypeOf(document) || name in HTMLFormElement.prototype;
}

const prefixed = (value: string) => ANSWER_ID_PREFIX + value;

/**
 * Gives every id and name in `root` the answer prefix, and rewrites the references to them so the
 * answer still works: labels, lists, table headers and ARIA references always (they then name only the
 * answer's elements), `usemap`, and `#id` links, SVG `url(#id)` and data attributes whose whole value is
 * `#id` when the answer itself has that id (else they still name the page's element, as a link to a
 * section of the page does). A submitted control keeps its `name`, unless it shadows a built-in.
 */
export function namespaceAnswerIds(root: DocumentFragment): void {
  const elements = [...root.querySelectorAll('*')];
  const own = new Set<string>();
  for (const element of elements) {
    if (element.id) own.add(element.id);
    const name = element.getAttribute('name');
    if (name && !SUBMITTED_CONTROLS.has(element.localName)) own.add(name);
  }
  const ownFragment = (value: string) => {
    const match = FRAGMENT.exec(value);
    return match?.[1] && own.has(decodeFragment(match[1])) ? `#${prefixed(match[1])}` : value;
  };
  for (const element of elements) {
    if (element.id) element.id = prefixed(element.id);
    const name = element.getAttribute('name');
    if (name !== null) {
      if (!SUBMITTED_CONTROLS.has(element.localName)) element.setAttribute('name', prefixed(name));
      else if (shadowsBuiltIn(name)) element.removeAttribute('name');
    }
    for (const attribute of ASSOCIATIONS) {
      const value = element.getAttribute(attribute);
      if (value !== null) element.setAttribute(attribute, value.trim().split(/\s+/).filter(Boolean).map(prefixed).join(' '));
    }
    const map = element.getAttribute('usemap');
    if (map?.startsWith('#')) element.setAttribute('usemap', `#${prefixed(map.slice(1))}`);
    else if (map !== null) element.removeAttribute('usemap');
    for (const attribute of ['href', 'xlink:href']) {
      const value = element.getAttribute(attribute);
      if (value !== null && ownFragment(value) !== value) element.setAttribute(attribute, ownFragment(value));
    }
    const data = (element as HTMLElement | SVGElement).dataset;
    for (const [key, value = ''] of Object.entries(data)) if (ownFragment(value) !== value) data[key] = ownFragment(value);
    for (const { name: attribute, value } of [...element.attributes]) {
      if (!value.includes('url(')) continue;
      const rewritten = value.replace(FRAGMENT_URL, (whole, quote: string, id: string) =>
        own.has(decodeFragment(id)) ? `url(${quote}#${prefixed(id)}${quote})` : whole,
      );
      if (rewritten !== value) element.setAttribute(attribute, rewritten);
    }
  }
}
