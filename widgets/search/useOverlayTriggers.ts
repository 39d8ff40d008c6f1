import { useDomListener } from '../../core/hooks/useDomListener';
import { isOwnElement } from '../../core/dom/own-elements';
import { OPENER_SELECTOR } from './structure';
import { SEARCH_MARKUP } from './markup';

/** The opener of this widget an event came from (an OPENER_SELECTOR element it owns), or null. */
function ownOpenerOf(element: HTMLElement, target: EventTarget | null): HTMLElement | null {
  const opener = target instanceof Element ? target.closest<HTMLElement>(OPENER_SELECTOR) : null;
  return opener && isOwnElement(element, opener) ? opener : null;
}

/**
 * The overlay's openers and close buttons (README, "Markup contract"): a click on an opener opens it
 * (a link to the results page, what works before the script, opens the overlay instead), and so does
 * Space on a link made a button, as on buttons; a click on a close button closes it. One listener each
 * on the widget and on its dialog, not one per element: an opener or close button the theme renders
 * again later (a new element in the old one's place) works as the printed one did.
 */
export function useOverlayTriggers(
  element: HTMLElement,
  dialog: HTMLDialogElement,
  open: (from: HTMLElement) => void,
  close: () => void,
): void {
  useDomListener(element, 'click', (event) => {
    const opener = ownOpenerOf(element, event.target);
    if (!opener) return;
    event.preventDefault();
    open(opener);
  });
  useDomListener(element, 'keydown', (event) => {
    const opener = ownOpenerOf(element, event.target);
    if (event.key !== ' ' || !opener || opener.localName !== 'a') return;
    event.preventDefault();
    open(opener);
  });
  useDomListener(dialog, 'click', (event) => {
    if (event.target instanceof Element && event.target.closest(`[${SEARCH_MARKUP.attributes.close}]`)) close();
  });
}
