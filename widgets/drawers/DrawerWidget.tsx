import { useEffect, useRef } from 'react';
import type { WidgetProps } from '../../mount/types';
import { useDomListener } from '../../src/core/hooks/useDomListener';
import { useModalTabWrap } from '../../src/core/hooks/useModalTabWrap';
import { useServerAttributes } from '../../src/core/hooks/useServerAttributes';
import { useFamilySettings, useIslandsStoreApi } from '../../src/core/store/react';
import { DRAWER_SETTINGS_SCHEMA, type DrawerOptions } from './options';
import { focusTarget, openersOf, registerOpeners } from './openers';
import { DRAWERS_MARKUP } from './markup';

/**
 * A modal drawer on the server's own `<dialog>` (README): the full-screen menu, the mobile menu, the
 * hidden shop sidebar. `showModal()` moves focus in, keeps Tab inside, makes the page inert and closes
 * on Escape; the store's overlay slice keeps ONE overlay open (opening this one closes any other) and
 * locks the page's scroll while it is open. Focus goes back to the opener, or to a shown opener of the
 * same drawer when the theme re-rendered it. The content is the server's nodes, never re-created, so
 * filters and typed values keep their state between openings.
 */
export function DrawerWidget({ element, options }: WidgetProps<DrawerOptions>) {
  if (!(element instanceof HTMLDialogElement) || !element.id) {
    throw new Error('a drawer must be a <dialog> with an id (its openers name it in data-opens)');
  }
  const dialog = element;
  const overlayId = dialog.id;
  const store = useIslandsStoreApi();
  const { disable_nanoscroller: plainScrollbars } = useFamilySettings(DRAWER_SETTINGS_SCHEMA, 'drawers');
  const opener = useRef<HTMLElement | null>(null);

  useServerAttributes([
    [dialog, { [DRAWERS_MARKUP.attributes.side]: options.side, [DRAWERS_MARKUP.attributes.scrollbar]: plainScrollbars ? null : 'thin' }],
    ...openersOf(overlayId).map((button) => [button, { 'aria-haspopup': 'dialog', 'aria-controls': overlayId }] as const),
  ]);

  useEffect(
    () =>
      registerOpeners(overlayId, (button) => {
        opener.current = button;
        store.getState().openOverlay(overlayId);
      }),
    [overlayId, store],
  );

  // The store decides; the dialog follows. Closing happens at once, opening a microtask later, so
  // the overlay being replaced is closed before this one takes the top layer and the focus.
  useEffect(() => {
    const sync = (openId: string | null) => {
      if (openId !== overlayId) {
        if (dialog.open) dialog.close();
        return;
      }
      queueMicrotask(() => {
        if (store.getState().openOverlayId !== overlayId || dialog.open || !dialog.isConnected) return;
        // The side follows the reading direction the drawer has now (dir may change after load).
        dialog.setAttribute(DRAWERS_MARKUP.attributes.direction, getComputedStyle(dialog).direction === 'rtl' ? 'rtl' : 'ltr');
        dialog.showModal();
      });
    };
    sync(store.getState().openOverlayId);
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.openOverlayId !== previous.openOverlayId) sync(state.openOverlayId);
    });
    return () => {
      unsubscribe();
      if (dialog.open) dialog.close();
      dialog.removeAttribute(DRAWERS_MARKUP.attributes.direction);
      store.getState().closeOverlay(overlayId); // never leave the page's scroll locked
    };
  }, [dialog, overlayId, store]);

  const close = () => store.getState().closeOverlay(overlayId);

  // Escape (the dialog's own cancel), a form with method=dialog, or our close(): the store follows,
  // and focus goes back unless another overlay took over.
  useDomListener(dialog, 'close', () => {
    close();
    if (store.getState().openOverlayId !== null) return;
    focusTarget(opener.current, overlayId)?.focus();
  });

  useModalTabWrap(dialog);

  useDomListener(dialog, 'click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    if (target.closest(`[${DRAWERS_MARKUP.attributes.close}]`)) {
      event.preventDefault();
      close();
      return;
    }
    if (target === dialog && event.detail > 0) {
      // A click on the backdrop lands on the dialog itself, outside its box.
      const box = dialog.getBoundingClientRect();
      const outside = event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
      if (outside) close();
      return;
    }
    const link = target.closest('a[href]');
    const plainClick = event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
    if (options.closeOnLink && link && !link.hasAttribute(DRAWERS_MARKUP.attributes.opens) && !event.defaultPrevented && plainClick)
      close();
  });
  return null;
}
