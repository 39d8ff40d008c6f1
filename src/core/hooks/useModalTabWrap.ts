import { useDomListener } from './useDomListener';

const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** The controls Tab reaches inside a container, in order: shown ones, not taken out by tabindex=-1 or inert. */
export function tabbableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.closest('[inert]') &&
      // jsdom lays nothing out: there every element counts as shown.
      (typeof element.checkVisibility !== 'function' || element.checkVisibility({ visibilityProperty: true })),
  );
}

/**
 * Tab and Shift+Tab wrapping inside a modal container (a keydown listener's body): Tab on the last
 * control goes to the first, Shift+Tab on the first to the last, and either from the container itself
 * (focused as it opened) or from outside it comes in. With nothing to reach inside, focus stays put.
 * For modals that are not a `<dialog>` (the gallery's PhotoSwipe lightbox) as well as for those that are.
 */
export function keepTabInside(container: HTMLElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const controls = tabbableIn(container);
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) {
    event.preventDefault(); // nothing to reach inside: focus stays where it is, in the container
    return;
  }
  const active = document.activeElement;
  const outside = active === container || !container.contains(active);
  if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  }
}

/**
 * Keeps Tab inside an open modal `<dialog>`. `showModal()` makes the page inert, but Tab past the last
 * control leaves for the browser's own UI; the APG dialog pattern wants it to wrap to the first (and
 * Shift+Tab from the first to the last). Every modal family (search overlay, drawers, popups) uses this.
 */
export function useModalTabWrap(dialog: HTMLDialogElement | null): void {
  useDomListener(dialog, 'keydown', (event) => {
    if (dialog) keepTabInside(dialog, event);
  });
}
