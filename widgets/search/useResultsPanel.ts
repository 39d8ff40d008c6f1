import { useLayoutEffect } from 'react';
import { useDomListener } from '../../core/hooks/useDomListener';
import { makeElement, useInsertedElement } from '../../core/hooks/useInsertedElement';
import { useIslandsStore } from '../../core/store/react';
import { MARKUP, VISUALLY_HIDDEN_CLASS } from '../../core/markup';
import { SEARCH_MARKUP } from './markup';

export type SearchMode = 'overlay' | 'inline';

/**
 * The elements the combobox adds to the form (README, "Markup contract"): the results panel and a
 * visually hidden status region at its end, the spinner after the text field. Inline, the panel hangs
 * under the text field wherever the form puts it; a press in it never takes focus from the field.
 */
export function useResultsPanel(form: HTMLFormElement, input: HTMLInputElement, mode: SearchMode, shown: boolean) {
  const panel = useInsertedElement(
    () => makeElement('div', SEARCH_MARKUP.classes.results, { [SEARCH_MARKUP.attributes.mode]: mode }),
    (element) => form.append(element),
  );
  const status = useInsertedElement(
    () => makeElement('div', VISUALLY_HIDDEN_CLASS, { role: 'status' }),
    (element) => form.append(element),
  );
  const spinner = useInsertedElement(
    () => makeElement('span', SEARCH_MARKUP.classes.spinner, { [MARKUP.spinner]: '', 'aria-hidden': 'true' }),
    (element) => input.after(element),
  );
  // Inline, one layout read when it opens (and when the viewport's width changes).
  const viewportWidthPx = useIslandsStore((state) => state.viewport.widthPx);
  useLayoutEffect(() => {
    if (!shown || mode !== 'inline') return;
    const offsetPx = input.getBoundingClientRect().bottom - form.getBoundingClientRect().top;
    panel.style.insetBlockStart = `${Math.round(offsetPx)}px`;
  }, [shown, mode, input, form, panel, viewportWidthPx]);
  // A press in the panel must not take focus from the text field (the list would close before the click).
  useDomListener(panel, 'mousedown', (event) => event.preventDefault());
  return { panel, status, spinner };
}
