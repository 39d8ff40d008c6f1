import { useLayoutEffect, useRef } from 'react';
import { POPUPS_MARKUP } from './markup';

/** A close button the server printed: `[data-popup-close]` inside the dialog. */
const CLOSE_SELECTOR = `[${POPUPS_MARKUP.attributes.close}]`;

/**
 * The dialog's close button: the server's `[data-popup-close]` if it printed one, else one added as
 * the dialog's first child (removed again on unmount), named by the popup_close_text setting.
 */
export function useCloseButton(dialog: HTMLDialogElement | null, label: string, onClose: () => void): void {
  const latest = useRef(onClose);
  latest.current = onClose;
  useLayoutEffect(() => {
    if (!dialog) return;
    let button = dialog.querySelector<HTMLElement>(CLOSE_SELECTOR);
    let added: HTMLButtonElement | null = null;
    if (!button) {
      added = document.createElement('button');
      added.type = 'button';
      added.className = POPUPS_MARKUP.classes.close;
      added.setAttribute('aria-label', label);
      const cross = document.createElement('span');
      cross.setAttribute('aria-hidden', 'true');
      cross.textContent = '×';
      added.append(cross);
      dialog.prepend(added);
      button = added;
    }
    const onClick = (event: Event) => {
      event.preventDefault();
      latest.current();
    };
    button.addEventListener('click', onClick);
    return () => {
      button.removeEventListener('click', onClick);
      added?.remove();
    };
  }, [dialog, label]);
}
