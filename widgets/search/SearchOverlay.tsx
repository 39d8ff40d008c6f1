import { useEffect, useId, useRef } from 'react';
import { useDomListener } from '../../src/core/hooks/useDomListener';
import { useModalTabWrap } from '../../src/core/hooks/useModalTabWrap';
import { useServerAttributes } from '../../src/core/hooks/useServerAttributes';
import { useIslandsStore, useIslandsStoreApi } from '../../src/core/store/react';
import type { AttributeValues } from '../../src/core/dom/attributes';
import { SEARCH_MARKUP } from './markup';

function isModal(dialog: HTMLDialogElement): boolean {
  try {
    return dialog.matches(':modal');
  } catch {
    return false; // a browser without :modal has no invoker commands either
  }
}

/**
 * The full-screen search overlay (README, "Overlay"): a native `<dialog>` opened with showModal, so
 * focus moves in and stays in, the page behind is inert and Escape closes it; one overlay at a time
 * through the store. It closes on Escape, on a close button, and on scroll (a wheel or touch move
 * outside the results, or any change of the page's scroll position); focus goes back to the opener.
 */
export function SearchOverlay({
  dialog,
  openers,
  closers,
  input,
}: {
  dialog: HTMLDialogElement;
  openers: readonly HTMLElement[];
  closers: readonly HTMLElement[];
  input: HTMLInputElement;
}) {
  const store = useIslandsStoreApi();
  const overlayId = `search${useId()}`;
  const isOpen = useIslandsStore((state) => state.openOverlayId === overlayId);
  const opener = useRef<HTMLElement | null>(null);
  // Where the page stood when the overlay opened: the store's scroll position arrives a frame late,
  // so a scroll just before the click must not count as one after it.
  const scrollAtOpenPx = useRef(0);

  const close = () => {
    if (dialog.open) dialog.close(); // the close event does the rest
  };
  const open = (from: HTMLElement) => {
    opener.current = from;
    scrollAtOpenPx.current = window.scrollY;
    if (!dialog.open) dialog.showModal();
    store.getState().openOverlay(overlayId);
    input.focus();
  };

  // Opened by the browser before we mounted (an invoker command button): take it over.
  useEffect(() => {
    if (dialog.open) {
      if (!isModal(dialog)) dialog.close();
      else {
        scrollAtOpenPx.current = window.scrollY;
        store.getState().openOverlay(overlayId);
      }
    }
  }, [dialog, overlayId, store]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      event.preventDefault(); // a link to the results page (what works before the script) opens the overlay instead
      open(event.currentTarget as HTMLElement);
    };
    const onKey = (event: KeyboardEvent) => {
      // A link made a button answers Space as buttons do.
      if (event.key === ' ' && (event.currentTarget as HTMLElement).localName === 'a') {
        event.preventDefault();
        open(event.currentTarget as HTMLElement);
      }
    };
    for (const element of openers) {
      element.addEventListener('click', onClick);
      element.addEventListener('keydown', onKey);
    }
    return () => {
      for (const element of openers) {
        element.removeEventListener('click', onClick);
        element.removeEventListener('keydown', onKey);
      }
    };
    // open() reads only stable values (dialog, input, store, overlayId) and refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openers]);

  useEffect(() => {
    const onClick = () => close();
    for (const element of closers) element.addEventListener('click', onClick);
    return () => {
      for (const element of closers) element.removeEventListener('click', onClick);
    };
    // close() reads only the dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [closers]);

  useDomListener(dialog, 'close', () => {
    store.getState().closeOverlay(overlayId);
    const back = opener.current;
    const focus = document.activeElement;
    // Back to the opener, unless another overlay has taken focus meanwhile.
    if (back?.isConnected && (!focus || focus === document.body || dialog.contains(focus))) back.focus();
  });

  // Another overlay opened (one at a time), or the page scrolled: close.
  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (!dialog.open) return;
        const scrolled = state.scroll.yPx !== previous.scroll.yPx && state.scroll.yPx !== scrollAtOpenPx.current;
        if (state.openOverlayId !== overlayId || scrolled) dialog.close();
      }),
    [dialog, overlayId, store],
  );

  // Tab wraps inside the open overlay (README, "Overlay"), as the dialog pattern asks.
  useModalTabWrap(dialog);

  // The page behind is locked while the overlay is open, so a scroll shows as the gesture itself.
  const closeOnScrollGesture = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(`.${SEARCH_MARKUP.classes.results}`)) return; // the results scroll
    close();
  };
  useDomListener(dialog, 'wheel', closeOnScrollGesture, { passive: true });
  useDomListener(dialog, 'touchmove', closeOnScrollGesture, { passive: true });

  // Unmounted while open: close it and give the page back.
  useEffect(
    () => () => {
      if (dialog.open) dialog.close();
      store.getState().closeOverlay(overlayId);
    },
    [dialog, overlayId, store],
  );

  const openerAttributes = (element: HTMLElement): AttributeValues => ({
    'aria-haspopup': 'dialog',
    'aria-expanded': String(isOpen),
    ...(element.localName === 'a' ? { role: 'button' } : {}),
  });
  useServerAttributes(openers.map((element) => [element, openerAttributes(element)] as const));
  return null;
}
