import { MARKUP } from '../markup';
import { decodeFragment } from './url-fragment';

/**
 * Elements matching `selector` inside a widget, leaving out those that belong to a widget nested in it
 * (a tab set inside a tab panel keeps its own tabs).
 */
export function ownElements<E extends Element = HTMLElement>(widget: HTMLElement, selector: string): E[] {
  return [...widget.querySelectorAll<E>(selector)].filter((found) => isOwnElement(widget, found));
}

/** Whether `element`, inside `widget`, belongs to it and not to a widget nested in it. */
export function isOwnElement(widget: HTMLElement, element: Element): boolean {
  if (!widget.contains(element)) return false;
  // The nearest widget around the element: ours, or (for widgets found by selector, with no
  // data-island of their own) one outside us. Only a widget nested inside ours takes it away.
  const owner = element.parentElement?.closest(`[${MARKUP.widget}]`);
  return !owner || owner === widget || !widget.contains(owner);
}

/** The id a link's `href="#id"` points at, if any. */
export function hashTarget(link: Element): string | null {
  const href = link.getAttribute('href');
  if (!href || !href.startsWith('#') || href.length < 2) return null;
  return decodeFragment(href.slice(1));
}
