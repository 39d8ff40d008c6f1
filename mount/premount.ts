/**
 * The small helpers a family's premount uses (README, "Before a widget mounts"): what the page must
 * show before the family's file has come, applied by the main bundle to each part of the page it
 * scans. What they change is remembered, so that `unmount()` gives the server's markup back, as it
 * does for mounted widgets.
 */

/** The attributes premounts changed, by element, with the value the server printed (null: none). */
const printed = new Map<Element, Map<string, string | null>>();
/** The document listeners premounts added, each with its type: removed when the runtime lets go of the whole page. */
const documentListeners = new Map<(event: Event) => void, string>();

/** The elements of `root` that match `selector`: `root` itself first when it does, then its descendants. */
export function matchingIn<Found extends Element = HTMLElement>(root: ParentNode, selector: string): Found[] {
  const found = [...root.querySelectorAll<Found>(selector)];
  return root instanceof Element && root.matches(selector) ? [root as Found, ...found] : found;
}

/** Remembers an attribute as the server printed it, before a premount first changes it. */
export function keepPrinted(element: Element, name: string): void {
  let attributes = printed.get(element);
  if (!attributes) printed.set(element, (attributes = new Map()));
  if (!attributes.has(name)) attributes.set(name, element.getAttribute(name));
}

/** Sets the attributes an element does not carry yet: what the server or the theme printed wins. */
export function addMissingAttributes(element: Element, values: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(values)) {
    if (element.hasAttribute(name)) continue;
    keepPrinted(element, name);
    element.setAttribute(name, value);
  }
}

/** Adds a listener to the document, once however often it is asked for, for as long as the runtime holds the page. */
export function listenOnDocument(type: string, listener: (event: Event) => void): void {
  if (documentListeners.has(listener)) return;
  documentListeners.set(listener, type);
  document.addEventListener(type, listener);
}

/** Puts back what premounts changed on the elements `mine` picks, and forgets them. */
function restoreWhere(mine: (element: Element) => boolean): void {
  for (const [element, attributes] of printed) {
    if (!mine(element)) continue;
    for (const [name, value] of attributes) {
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
    }
    printed.delete(element);
  }
}

/**
 * Lets go of elements taken out of the page (the runtime's removal of markup): given back as printed
 * and forgotten, so this memory does not keep them, and their detached trees, for the page's life.
 */
export function restoreRemoved(): void {
  restoreWhere((element) => !element.isConnected);
}

/**
 * Puts back what premounts changed inside `subtree` (and forgets elements no longer on the page); for
 * the whole document, their document listeners go too.
 */
export function restorePrinted(subtree: ParentNode): void {
  restoreWhere((element) => !element.isConnected || subtree.contains(element));
  if (subtree !== document) return;
  for (const [listener, type] of documentListeners) document.removeEventListener(type, listener);
  documentListeners.clear();
}
