import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../mount/types';
import { useFamilySettings } from '../../core/store/react';
import { useDomListener } from '../../core/hooks/useDomListener';
import { useServerAttributes } from '../../core/hooks/useServerAttributes';
import { useOverlay } from '../../core/overlay/useOverlay';
import type { PopupOptions } from './options';
import { PopupContent } from './PopupContent';
import { releaseInlineTarget } from './inline-targets';
import { openerSource, popupLabel, resolvePopupSource } from './popup-source';
import { POPUP_TEXTS_SCHEMA } from './settings';
import { POPUPS_MARKUP } from './markup';

/** A click the browser should handle itself: a new tab or window, or a download. */
const isModifiedClick = (event: MouseEvent) => event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;

/**
 * A content or lightbox popup (README): the element is its opener (a link or button); the popup is
 * a modal `<dialog>` added to the page while open, showing inline content, an image, an iframe or
 * HTML fetched from our server.
 */
export function PopupWidget({ element, options }: WidgetProps<PopupOptions>) {
  const texts = useFamilySettings(POPUP_TEXTS_SCHEMA, 'popup');
  const overlayId = `popup${useId()}`;
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);

  const source = useMemo(() => resolvePopupSource(openerSource(element, options), options.popupType), [element, options]);
  const label = useMemo(() => popupLabel(element, options), [element, options]);
  const caption = options.popupTitle || element.getAttribute('title') || '';

  useServerAttributes([[element, { 'aria-haspopup': 'dialog' }]]);
  useDomListener(element, 'click', (event) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    setOpen(true);
  });

  const close = useCallback(() => setOpen(false), []);
  useOverlay({ id: overlayId, root: open ? dialog : null, open, opener: () => element, closeOnBackdrop: true, onClosed: close });

  // Inline content this opener took goes back to its place when the opener goes.
  const takenId = useRef<string | null>(null);
  const onInlineTaken = useCallback((id: string) => {
    takenId.current ??= id;
  }, []);
  useEffect(
    () => () => {
      if (takenId.current !== null) releaseInlineTarget(takenId.current, takenId);
    },
    [],
  );

  if (!open) return null;
  return createPortal(
    <dialog
      ref={setDialog}
      className={`${POPUPS_MARKUP.classes.popup} ${POPUPS_MARKUP.classes.kindPrefix}${source.kind}`}
      aria-label={label || texts.popup_label_text}
    >
      <button type="button" className={POPUPS_MARKUP.classes.close} aria-label={texts.popup_close_text} onClick={close}>
        <span aria-hidden="true">×</span>
      </button>
      <div className={POPUPS_MARKUP.classes.body}>
        <PopupContent
          source={source}
          texts={texts}
          label={label}
          caption={caption}
          widthPx={options.popupWidth}
          heightPx={options.popupHeight}
          opener={element}
          onInlineTaken={onInlineTaken}
          holderKey={takenId}
          selector={options.popupSelector}
        />
      </div>
    </dialog>,
    document.body,
  );
}
