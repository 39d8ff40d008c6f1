import { useEffect, useLayoutEffect, useRef } from 'react';
import type { WidgetProps } from '../../mount/types';
import { useDomListener } from '../../src/core/hooks/useDomListener';
import { useServerAttributes } from '../../src/core/hooks/useServerAttributes';
import { useOverlay } from '../../src/core/overlay/useOverlay';
import { useFamilySettings, useIslandsStore, useIslandsStoreApi } from '../../src/core/store/react';
import { DRAWER_SETTINGS_SCHEMA, type DrawerOptions } from './options';
import { OPENER_ATTRIBUTE, openersOf, registerOpeners, shownOpenerOf } from './openers';

/** Marks the elements inside a drawer that close it. */
const CLOSE_ATTRIBUTE = 'data-drawer-close';
/** Set when the drawer opens: `ltr` or `rtl`, the side it slides from (README). */
const DIRECTION_ATTRIBUTE = 'data-drawer-dir';

/**
 * A modal drawer on the server's own `<dialog>` (README): the full-screen menu, the mobile menu, the
 * hidden shop sidebar. The store decides (open = the store's overlay is the dialog's id) and the
 * overlay protocol does the rest (src/core/overlay: one overlay at a time, scroll lock, inert page,
 * focus in and back, Tab wrapping, Escape, the backdrop). What is the drawers' own: the openers
 * anywhere on the page, the side it slides from, and closing on a close button or a followed link.
 * The content is the server's nodes, never re-created, so filters and typed values keep their state.
 */
export function DrawerWidget({ element, options }: WidgetProps<DrawerOptions>) {
  if (!(element instanceof HTMLDialogElement) || !element.id) {
    throw new Error('a drawer must be a <dialog> with an id (its openers name it in data-opens)');
  }
  const dialog = element;
  const overlayId = dialog.id;
  const store = useIslandsStoreApi();
  const open = useIslandsStore((state) => state.openOverlayId === overlayId);
  const { disable_nanoscroller: plainScrollbars } = useFamilySettings(DRAWER_SETTINGS_SCHEMA, 'drawers');
  /** The button that asked last, taken as the drawer opens: a later opening by a script has none. */
  const opener = useRef<HTMLElement | null>(null);

  useServerAttributes([
    [dialog, { 'data-drawer': options.side, 'data-drawer-scrollbar': plainScrollbars ? null : 'thin' }],
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

  // The side follows the reading direction the drawer has as it opens (dir may change after load);
  // set before the protocol's showModal (this effect comes first).
  useLayoutEffect(() => {
    if (!open) return;
    dialog.setAttribute(DIRECTION_ATTRIBUTE, getComputedStyle(dialog).direction === 'rtl' ? 'rtl' : 'ltr');
    return () => dialog.removeAttribute(DIRECTION_ATTRIBUTE);
  }, [open, dialog]);

  const close = () => store.getState().closeOverlay(overlayId);
  useOverlay({
    id: overlayId,
    root: dialog,
    open,
    opener: () => {
      const button = opener.current;
      opener.current = null;
      return button;
    },
    fallbackFocus: () => shownOpenerOf(overlayId),
    closeOnBackdrop: true,
    onClosed: close,
  });

  useDomListener(dialog, 'click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    if (target.closest(`[${CLOSE_ATTRIBUTE}]`)) {
      event.preventDefault();
      close();
      return;
    }
    const link = target.closest('a[href]');
    const plainClick = event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
    if (options.closeOnLink && link && !link.hasAttribute(OPENER_ATTRIBUTE) && !event.defaultPrevented && plainClick) close();
  });
  return null;
}
