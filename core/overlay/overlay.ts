import type { IslandsStore } from '../store/store';
import { pageElementById } from '../dom/element-by-id';
import { addFocusGuards } from './focus-guards';
import { makePageInert } from './inert-page';
import { keepTabInside, tabbableIn } from './tab-cycle';

/**
 * Why an overlay closed without its family closing it: Escape, a click on its backdrop, its `<dialog>`
 * closed by the browser (a `method="dialog"` form), the store told it to (`closeOverlay` from a
 * script), or another overlay opened (`replaced`: focus is that one's then).
 */
type OverlayCloseReason = 'escape' | 'backdrop' | 'dialog' | 'store' | 'replaced';

/** What a family tells the protocol about one overlay as it opens (README, "Overlays"). */
export interface OverlaySpec {
  readonly store: IslandsStore;
  /** Its id in the store's overlay slice: one overlay is open at a time. */
  readonly id: string;
  /**
   * The modal element. A `<dialog>` is shown with showModal(), which makes the page behind it inert;
   * any other element (a vendor's own root) is shown by its family, and the page beside it is made inert.
   */
  readonly root: HTMLElement;
  /** Where focus goes back; default: what had focus as it opened. */
  readonly opener?: HTMLElement | null;
  /** Where focus lands as it opens; default: its `[autofocus]` control, else its first control, else itself. */
  readonly initialFocus?: HTMLElement | null;
  /** Where focus goes back in the family's eyes, read as it closes (the gallery: the image shown last); before the opener. */
  readonly returnFocusTo?: () => HTMLElement | null | undefined;
  /** Where focus goes when the opener is gone (the theme re-rendered it): say, the same opener found again. */
  readonly fallbackFocus?: () => HTMLElement | null | undefined;
  /** A click on the backdrop (outside the root's box) closes it. */
  readonly closeOnBackdrop?: boolean;
  /** Escape or the backdrop: default, it closes at once; a family that animates out closes when done. */
  readonly onDismiss?: (reason: 'escape' | 'backdrop') => void;
  /** It closed without the family closing it: the family's state follows. */
  readonly onClosed?: (reason: OverlayCloseReason) => void;
}

export interface OverlaySession {
  /** The family closes it: everything is undone and focus goes back (unless another overlay took it). */
  close(): void;
  /**
   * Closes it like close() but leaves focus where it is, and returns the function that gives it back:
   * for a React cleanup, which must not move focus while React commits (useOverlay.ts).
   */
  end(): () => void;
}

const CLOSED: OverlaySession = { close: () => {}, end: () => () => {} };

const shown = (element: HTMLElement | null | undefined): element is HTMLElement =>
  !!element && element.isConnected && (typeof element.checkVisibility !== 'function' || element.checkVisibility());

/** The dialog is open as a modal (showModal, or an invoker command button), not merely shown. */
export function isModal(dialog: HTMLDialogElement): boolean {
  try {
    return dialog.matches(':modal');
  } catch {
    return false; // an engine without :modal
  }
}

function showModal(dialog: HTMLDialogElement): void {
  if (dialog.open && !isModal(dialog)) dialog.close(); // printed open, or shown by a script: modal now
  if (dialog.open) return; // opened modal before its widget mounted (an invoker command button)
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', ''); // engines without <dialog> (jsdom): shown, not modal
}

/** A click on the root itself, outside its box: on a `<dialog>`'s backdrop. Only a pointer's click (detail > 0) counts. */
function onBackdrop(root: HTMLElement, event: MouseEvent): boolean {
  if (event.target !== root || event.detail === 0) return false;
  const box = root.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

/**
 * Opens one overlay under THE overlay protocol (README, "Overlays"): the store's one-open-overlay rule
 * (it becomes the open one, any other closes), the store's scroll lock (scroll-lock.ts), an inert page
 * behind it, focus in, Tab and Shift+Tab wrapping inside, Escape, and focus back to the opener (or, if
 * the theme re-rendered it, to the family's fallback) when it closes, unless another overlay took
 * over. A root already taken out of the page (the theme re-rendered the region before the runtime
 * released the widget) is not opened: nothing is shown, locked or thrown.
 */
export function showOverlay(spec: OverlaySpec): OverlaySession {
  const { store, id, root } = spec;
  if (!root.isConnected) return CLOSED;
  const dialog = root instanceof HTMLDialogElement ? root : null;
  const focused = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  const opener = spec.opener ?? focused;

  // First the store: the overlay it replaces closes now, before this one takes the top layer and focus.
  if (store.getState().openOverlayId !== id) store.getState().openOverlay(id);
  const undo: Array<() => void> = [];
  if (dialog) showModal(dialog);
  else undo.push(makePageInert(root));
  if (!root.hasAttribute('tabindex')) {
    root.tabIndex = -1; // so focus can land on the root itself, never a Tab stop
    undo.push(() => root.removeAttribute('tabindex'));
  }
  const landing = spec.initialFocus ?? root.querySelector<HTMLElement>('[autofocus]') ?? tabbableIn(root)[0] ?? root;
  undo.push(addFocusGuards(root, landing));
  const active = document.activeElement;
  if (spec.initialFocus || !root.contains(active) || active === root) landing.focus({ preventScroll: landing === root });

  let ended = false;
  const end = (): (() => void) => {
    if (ended) return () => {};
    ended = true;
    for (const step of undo.reverse()) step();
    const active = document.activeElement;
    const ours = !active || active === document.body || root.contains(active);
    if (dialog?.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
    if (store.getState().openOverlayId === id) store.getState().closeOverlay(id);
    return () => {
      // Focus is given back only when it is still ours to give: no other overlay has taken it.
      if (!ours || store.getState().openOverlayId !== null) return;
      const sameId = opener?.id ? pageElementById(opener.id, opener) : null;
      [spec.returnFocusTo?.(), opener, sameId, spec.fallbackFocus?.()].find(shown)?.focus();
    };
  };
  const finish = (reason: OverlayCloseReason) => {
    if (ended) return;
    end()();
    spec.onClosed?.(reason);
  };
  const dismiss = (reason: 'escape' | 'backdrop') => (spec.onDismiss ? spec.onDismiss(reason) : finish(reason));

  const listen = <E extends Event>(target: EventTarget, type: string, listener: (event: E) => void) => {
    target.addEventListener(type, listener as EventListener);
    undo.push(() => target.removeEventListener(type, listener as EventListener));
  };
  listen<KeyboardEvent>(root, 'keydown', (event) => {
    // A <dialog> hears Escape as its cancel event; any other root, here.
    if (!dialog && event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      dismiss('escape');
    } else keepTabInside(root, event);
  });
  if (dialog) {
    listen(dialog, 'cancel', (event) => {
      event.preventDefault(); // closed below, at once, the same way as every other close
      dismiss('escape');
    });
    listen(dialog, 'close', () => finish('dialog'));
  }
  if (spec.closeOnBackdrop) listen<MouseEvent>(root, 'click', (event) => onBackdrop(root, event) && dismiss('backdrop'));
  // Focus that lands outside while it is open (a click on the page beside a root that is no dialog,
  // a screen reader's cursor) comes back.
  listen<FocusEvent>(document, 'focusin', (event) => {
    if (event.target instanceof Node && event.target !== document && !root.contains(event.target)) landing.focus({ preventScroll: true });
  });
  const unsubscribe = store.subscribe((state) => {
    if (state.openOverlayId !== id) finish(state.openOverlayId === null ? 'store' : 'replaced');
  });
  undo.push(unsubscribe);

  return { close: () => end()(), end };
}
