import { useEffect, useId, useRef } from 'react';
import { useDomListener } from '../../core/hooks/useDomListener';
import { useServerAttributes } from '../../core/hooks/useServerAttributes';
import { isModal } from '../../core/overlay/overlay';
import { useOverlay } from '../../core/overlay/useOverlay';
import { useIslandsStore, useIslandsStoreApi } from '../../core/store/react';
import type { AttributeValues } from '../../core/dom/attributes';
import { OPENER_SELECTOR } from './structure';
import { useOverlayTriggers } from './useOverlayTriggers';
import { SEARCH_MARKUP } from './markup';

/**
 * The full-screen search overlay (README, "Overlay"): a native `<dialog>` under the overlay protocol
 * (core/overlay: one overlay at a time, scroll lock, inert page, Tab wrapping, Escape, focus back
 * to the opener). What is the search's own: focus lands in the text field, its openers (a link made a
 * button), its close buttons, and closing on scroll (a wheel or touch move outside the results, or any
 * change of the page's scroll position).
 */
export function SearchOverlay({
  element,
  dialog,
  openers,
  input,
}: {
  element: HTMLElement;
  dialog: HTMLDialogElement;
  openers: readonly HTMLElement[];
  input: HTMLInputElement;
}) {
  const store = useIslandsStoreApi();
  const overlayId = `search${useId()}`;
  const isOpen = useIslandsStore((state) => state.openOverlayId === overlayId);
  const opener = useRef<HTMLElement | null>(null);
  // Where the page stood when the overlay opened: the store's scroll position arrives a frame late,
  // so a scroll just before the click must not count as one after it.
  const scrollAtOpenPx = useRef(0);

  const close = () => store.getState().closeOverlay(overlayId);
  const open = (from: HTMLElement | null) => {
    opener.current = from;
    scrollAtOpenPx.current = window.scrollY;
    store.getState().openOverlay(overlayId);
  };

  // Opened by the browser before we mounted (an invoker command button): take it over. Shown but not
  // modal (printed `open`): closed; the overlay is only ever open as a modal.
  useEffect(() => {
    if (dialog.open && isModal(dialog)) open(null);
    else if (dialog.open) dialog.close();
    // open() reads only stable values (store, overlayId) and refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dialog]);

  useOverlay({
    id: overlayId,
    root: dialog,
    open: isOpen,
    opener: () => opener.current,
    initialFocus: input,
    // The icon re-rendered by the theme meanwhile: the opener in the widget now.
    fallbackFocus: () => element.querySelector<HTMLElement>(OPENER_SELECTOR),
    onClosed: close,
  });

  useOverlayTriggers(element, dialog, open, close);

  // The page scrolled since it opened: close.
  useEffect(
    () =>
      store.subscribe((state, previous) => {
        const scrolled = state.scroll.yPx !== previous.scroll.yPx && state.scroll.yPx !== scrollAtOpenPx.current;
        if (state.openOverlayId === overlayId && scrolled) store.getState().closeOverlay(overlayId);
      }),
    [overlayId, store],
  );

  // The page behind is locked while the overlay is open, so a scroll shows as the gesture itself.
  const closeOnScrollGesture = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(`.${SEARCH_MARKUP.classes.results}`)) return; // the results scroll
    close();
  };
  useDomListener(dialog, 'wheel', closeOnScrollGesture, { passive: true });
  useDomListener(dialog, 'touchmove', closeOnScrollGesture, { passive: true });

  const openerAttributes = (element: HTMLElement): AttributeValues => ({
    'aria-haspopup': 'dialog',
    'aria-expanded': String(isOpen),
    ...(element.localName === 'a' ? { role: 'button' } : {}),
  });
  useServerAttributes(openers.map((element) => [element, openerAttributes(element)] as const));
  return null;
}
