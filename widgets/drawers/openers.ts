import { DRAWERS_MARKUP } from './markup';

/**
 * The buttons that open drawers: any element with `data-opens="{dialog id}"`, anywhere on the page,
 * found by ONE delegated click listener for the whole family (so an opener the theme re-renders, or
 * adds later, works without a listener of its own).
 */

type OpenHandler = (opener: HTMLElement) => void;
const handlers = new Map<string, OpenHandler>();

function onClick(event: MouseEvent): void {
  const opener = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${DRAWERS_MARKUP.attributes.opens}]`) : null;
  const handler = opener ? handlers.get(opener.getAttribute(DRAWERS_MARKUP.attributes.opens) ?? '') : undefined;
  if (!opener || !handler) return;
  event.preventDefault(); // an opener may be a link to the drawer (`href="#id"`) that works without script
  handler(opener);
}

export function registerOpeners(dialogId: string, handler: OpenHandler): () => void {
  if (handlers.size === 0) document.addEventListener('click', onClick);
  handlers.set(dialogId, handler);
  return () => {
    if (handlers.get(dialogId) === handler) handlers.delete(dialogId);
    if (handlers.size === 0) document.removeEventListener('click', onClick);
  };
}

export function openersOf(dialogId: string): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(`[${DRAWERS_MARKUP.attributes.opens}]`)].filter(
    (opener) => opener.getAttribute(DRAWERS_MARKUP.attributes.opens) === dialogId,
  );
}

/** A shown opener of the drawer: where focus goes back when the one used was re-rendered meanwhile. */
export function shownOpenerOf(dialogId: string): HTMLElement | null {
  return openersOf(dialogId).find((opener) => typeof opener.checkVisibility !== 'function' || opener.checkVisibility()) ?? null;
}
