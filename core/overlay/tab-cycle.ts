import { MARKUP } from '../markup';

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

/** A radio button Tab does not stop on: another of its group is checked (Tab reaches the checked one only). */
function skippedRadio(element: HTMLElement): boolean {
  if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || element.checked || !element.name) return false;
  const group = element.form?.elements.namedItem(element.name);
  return group instanceof RadioNodeList && [...group].some((radio) => radio instanceof HTMLInputElement && radio.checked);
}

/**
 * The controls Tab reaches inside a container, in order: shown ones, not taken out by tabindex=-1 or
 * inert, nor the radio buttons of a group whose checked one is the stop, nor the protocol's guards.
 */
export function tabbableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.hasAttribute(MARKUP.focusGuard) &&
      !element.closest('[inert]') &&
      !skippedRadio(element) &&
      // jsdom lays nothing out: there every element counts as shown.
      (typeof element.checkVisibility !== 'function' || element.checkVisibility({ visibilityProperty: true })),
  );
}

/**
 * Tab and Shift+Tab wrapping inside a modal container (a keydown listener's body; the APG dialog
 * pattern): Tab on the last control goes to the first, Shift+Tab on the first to the last, and either
 * from the container itself (focused as it opened) or from outside it comes in. With nothing to reach
 * inside, focus stays put. What the browser moves past these edges on its own (out of a frame, a
 * tab order the markup reorders) the focus guards bring back (focus-guards.ts).
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
