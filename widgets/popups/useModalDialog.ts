import { useEffect, useLayoutEffect, useRef } from 'react';
import { useIslandsStoreApi } from '../../src/core/store/react';
import { tabbableIn, useModalTabWrap } from '../../src/core/hooks/useModalTabWrap';

export interface ModalDialogArgs {
  /** The `<dialog>` (null until rendered). */
  readonly dialog: HTMLDialogElement | null;
  readonly open: boolean;
  /** Its id in the store's overlay slice: one overlay is open at a time. */
  readonly overlayId: string;
  /** Where focus goes back on close (the opener); default what had focus when it opened. */
  readonly returnFocusTo?: HTMLElement | null;
  /** The visitor or another overlay asks it to close: Escape, backdrop, a `method="dialog"` form. */
  readonly onRequestClose: () => void;
}

function showModal(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', ''); // engines without <dialog> (jsdom): shown, not modal
}

function closeDialog(dialog: HTMLDialogElement): void {
  if (!dialog.open) return;
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}

/**
 * A modal dialog on the native `<dialog>` (README, "Modal rules"): showModal makes the page behind it
 * inert and puts the dialog in the top layer; focus moves in (its `autofocus` element, else its first
 * focusable one, else the dialog), Tab and Shift+Tab wrap inside it, Escape and a click on the backdrop
 * ask to close, focus returns to the opener. The store's overlay slice keeps one overlay open at a
 * time: when another opens, this one asks to close; its scroll lock keeps the page still meanwhile.
 */
export function useModalDialog({ dialog, open, overlayId, returnFocusTo, onRequestClose }: ModalDialogArgs): void {
  const store = useIslandsStoreApi();
  const requestClose = useRef(onRequestClose);
  requestClose.current = onRequestClose;
  const returnTarget = useRef(returnFocusTo);
  returnTarget.current = returnFocusTo;

  /** What had focus when it opened, and whether focus is ours to give back when it closes. */
  const focusReturn = useRef<{ previous: HTMLElement | null; ours: boolean }>({ previous: null, ours: false });
  useModalTabWrap(open ? dialog : null);

  useLayoutEffect(() => {
    if (!dialog || !open) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    focusReturn.current = { previous: previouslyFocused, ours: false };
    // A dialog already taken out of the page (a theme re-rendering the region; the runtime releases the
    // widget in the next frame) is not shown: showModal would throw there (README, "Modal rules").
    if (!dialog.isConnected) return;
    store.getState().openOverlay(overlayId);
    showModal(dialog);
    if (!dialog.contains(document.activeElement) || document.activeElement === dialog) {
      const first = dialog.querySelector<HTMLElement>('[autofocus]') ?? tabbableIn(dialog)[0];
      if (first) first.focus();
      else {
        dialog.tabIndex = -1;
        dialog.focus();
      }
    }

    const onCancel = (event: Event) => {
      event.preventDefault(); // React state decides; the close below follows it
      requestClose.current();
    };
    const onClose = () => requestClose.current(); // a method="dialog" form, or a forced close
    const onClick = (event: MouseEvent) => {
      // The dialog has no padding: a click on the dialog itself is a click on its backdrop.
      if (event.target === dialog) requestClose.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClose);
    dialog.addEventListener('click', onClick);
    const unsubscribe = store.subscribe((state, before) => {
      if (state.openOverlayId !== before.openOverlayId && state.openOverlayId !== overlayId) requestClose.current();
    });

    return () => {
      unsubscribe();
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClose);
      dialog.removeEventListener('click', onClick);
      // Focus goes back only if it is still ours to give: another overlay may have taken it.
      const active = document.activeElement;
      focusReturn.current.ours = !active || active === document.body || dialog.contains(active);
      closeDialog(dialog);
      store.getState().closeOverlay(overlayId);
    };
  }, [dialog, open, overlayId, store]);

  // Focus returns in a passive cleanup, after the commit: React puts focus back on the element that
  // had it before a commit, which would undo a focus() made while the commit runs.
  useEffect(() => {
    if (!dialog || !open) return;
    return () => {
      const target = returnTarget.current ?? focusReturn.current.previous;
      if (focusReturn.current.ours && target?.isConnected) target.focus();
    };
  }, [dialog, open]);

  // An overlay closed by unmounting the widget gives the overlay slot back too.
  useEffect(() => () => store.getState().closeOverlay(overlayId), [store, overlayId]);
}
