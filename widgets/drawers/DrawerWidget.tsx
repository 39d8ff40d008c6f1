import { useEffect, useLayoutEffect, useRef } from 'react';
import type { WidgetProps } from '../../mount/types';
import { pageElementById } from '../../core/dom/element-by-id';
import { isFromHtmlAnswer } from '../../core/html/html-answer';
import { useDomListener } from '../../core/hooks/useDomListener';
import { useServerAttributes } from '../../core/hooks/useServerAttributes';
import { useOverlay } from '../../core/overlay/useOverlay';
import { useFamilySettings, useIslandsStore, useIslandsStoreApi } from '../../core/store/react';
import { DRAWER_SETTINGS_SCHEMA, type DrawerOptions } from './options';
import { openersOf, registerOpeners, shownOpenerOf } from './openers';
import { DRAWERS_MARKUP } from './markup';

/**
 * A modal drawer on the server's own `<dialog>` (README): the full-screen menu, the mobile menu, the
 * hidden shop sidebar. The store decides (open = the store's overlay is the dialog's id) and the
 * overlay protocol does the rest (core/overlay: one overlay at a time, scroll lock, inert page,
 * focus in and back, Tab wrapping, Escape, the backdrop). What is the drawers' own: the openers
 * anywhere on the page, the side it slides from, and closing on a close button or a followed link.
 * The content is the server's nodes, never re-created, so filters and typed values keep their state.
 */
export function DrawerWidget({ element, options }: WidgetProps<DrawerOptions>) {
  if (!(element instanceof HTMLDialogElement) || !element.id) {
    throw new Error('a drawer must be a <dialog> with an id (its openers name it in data-opens)');
  }
  // Its id is what its openers and the store name it by: an HTML answer's drawer may not take the id
  // of an element of the page's own markup (README, "Markup contract"), or the page's openers would open it.
  if (isFromHtmlAnswer(element) && pageElementById(element.id, null)) {
    throw new Error(`a drawer from an HTML answer has the id of an element of the page (#${element.id}): switched off`);
  }
  const dialog = element;
  const overlayId = dialog.id;
  const store = useIslandsStoreApi();
  const open = useIslandsStore((state) => state.openOverlayId === overlayId);
  const { disable_nanoscroller: plainScrollbars } = useFamilySettings(DRAWER_SETTINGS_SCHEMA, 'drawers');
  /** The button that asked last, taken as the drawer opens: a later opening by a script has none. */
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

  // The side follows the reading direction the drawer has as it opens (dir may change after load);
  // set before the protocol's showModal (this effect comes first).
  useLayoutEffect(() => {
    if (!open) return;
    dialog.setAttribute(DRAWERS_MARKUP.attributes.direction, getComputedStyle(dialog).direction === 'rtl' ? 'rtl' : 'ltr');
    return () => dialog.removeAttribute(DRAWERS_MARKUP.attributes.direction);
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
    if (target.closest(`[${DRAWERS_MARKUP.attributes.close}]`)) {
      event.preventDefault();
      close();
      return;
    }
    const link = target.closest('a[href]');
    const plainClick = event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
    if (options.closeOnLink && link && !link.hasAttribute(DRAWERS_MARKUP.attributes.opens) && !event.defaultPrevented && plainClick)
      close();
  });
  return null;
}
