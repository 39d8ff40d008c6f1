import type { RefObject } from 'react';
import { useDomListener } from '../../core/hooks/useDomListener';
import type { Suggestion } from './answer';
import { nextActiveIndex } from './keyboard';
import type { SearchText } from './useSearchText';

export interface ComboboxKeysRequest {
  readonly input: HTMLInputElement;
  /** The widget's own listbox, whose options are the suggestions in order. */
  readonly listbox: RefObject<HTMLElement | null>;
  readonly items: readonly Suggestion[];
  readonly text: SearchText;
  /** The list is shown (an answer, open, focus in the form), and with suggestions in it. */
  readonly shown: boolean;
  readonly listShown: boolean;
  readonly active: number;
  setActive(index: number): void;
}

/**
 * The text field's keys (README, "Keyboard"; WAI-ARIA APG combobox with listbox popup): Down and Up
 * move the active suggestion (opening the list; Alt+Down only opens it), Enter follows the active one
 * (else the form submits), Escape clears the text, and with nothing left to clear goes on to the overlay.
 */
export function useComboboxKeys({ input, listbox, items, text, shown, listShown, active, setActive }: ComboboxKeysRequest): void {
  useDomListener(input, 'keydown', (event) => {
    if (event.isComposing || (event.altKey && event.key !== 'ArrowDown')) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (items.length === 0) return;
      event.preventDefault(); // the caret stays where it is
      if (!shown) {
        text.setOpen(true);
        if (event.altKey) return; // Alt+Down opens without choosing
      }
      const next = nextActiveIndex(event.key, shown ? active : -1, items);
      if (next !== null) setActive(next);
    } else if (event.key === 'Enter') {
      if (!listShown || active < 0) return; // the form submits to the results page
      event.preventDefault();
      // A click on the link itself: it follows, and the theme's own click listeners hear it. Found in
      // our own listbox, never by its id: the ids are predictable (useId), and anything printed earlier
      // on the page with the same id would be the document's first (README, "Keyboard").
      listbox.current?.querySelectorAll<HTMLElement>(':scope > [role="option"]')[active]?.click();
    } else if (event.key === 'Escape') {
      // First Escape clears the text (and so the list); with nothing left to clear it goes on to the
      // overlay, whose dialog closes.
      if (input.value === '' && !shown) return;
      event.preventDefault();
      event.stopPropagation();
      text.clear();
    }
  });
}
