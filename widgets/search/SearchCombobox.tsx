import { useCallback, useId, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useDomListener } from '../../src/core/hooks/useDomListener';
import { makeElement, useInsertedElement } from '../../src/core/hooks/useInsertedElement';
import { useServerAttributes } from '../../src/core/hooks/useServerAttributes';
import { useFamilySettings, useIslandsStore, useSettings } from '../../src/core/store/react';
import type { AttributeValues } from '../../src/core/dom/attributes';
import { resultCount, showsViewAll } from './answer';
import { searchUrl } from './api';
import { nextActiveIndex } from './keyboard';
import type { SearchOptions } from './options';
import { SEARCH_SETTINGS_SCHEMA, withCount, type SearchSettings } from './settings';
import { formField, resultsPageUrl } from './structure';
import { SuggestionList, optionId } from './SuggestionList';
import { useSuggestions, type SuggestionsState } from './useSuggestions';
import { MARKUP, VISUALLY_HIDDEN_CLASS } from '../../src/core/markup';
import { SEARCH_MARKUP } from './markup';

export type SearchMode = 'overlay' | 'inline';

/** What the live region says (politely) once an answer is shown. */
function announcement(state: SuggestionsState, settings: SearchSettings): string {
  if (state.phase === 'failed') return settings.search_no_suggestions;
  if (state.phase !== 'ready') return '';
  const count = resultCount(state.items);
  if (count === 0) return state.items.find((item) => item.notFound)?.title || settings.search_no_suggestions;
  return count === 1 ? settings.search_one_result : withCount(settings.search_results, count);
}

/**
 * The text field as a WAI-ARIA APG combobox with a listbox popup (README, "Keyboard"), asking the
 * search call as the visitor types. The form stays a plain form: Enter without an active suggestion,
 * and every failure, submit it to the results page as printed.
 */
export function SearchCombobox({
  form,
  input,
  options,
  mode,
}: {
  form: HTMLFormElement;
  input: HTMLInputElement;
  options: SearchOptions;
  mode: SearchMode;
}) {
  const settings = useFamilySettings(SEARCH_SETTINGS_SCHEMA, 'search');
  const { ajaxurl, ajax_action_prefix: prefix } = useSettings();
  const idBase = useId();
  const listboxId = `${idBase}listbox`;

  const [url, setUrl] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const suggestions = useSuggestions(url, options.number, options.debounce);
  // The active option belongs to one answer: a new answer starts with none.
  const [activeFor, setActiveFor] = useState({ answerId: -1, index: -1 });
  const active = activeFor.answerId === suggestions.answerId ? activeFor.index : -1;
  const setActive = (index: number) => setActiveFor({ answerId: suggestions.answerId, index });

  const { items, phase } = suggestions;
  const answered = phase === 'ready' || phase === 'failed' || (phase === 'loading' && items.length > 0);
  const shown = open && focused && answered;
  const listShown = shown && items.length > 0;

  const callFor = useCallback(
    (text: string) =>
      text.length < options.minChars
        ? null
        : searchUrl(ajaxurl, prefix, {
            query: text,
            number: options.number,
            postType: formField(form, 'post_type') || options.postType,
            productCat: formField(form, 'product_cat'),
          }),
    [ajaxurl, prefix, form, options.minChars, options.number, options.postType],
  );
  const readText = () => {
    const text = input.value.trim();
    setQuery(text);
    setUrl(callFor(text));
  };

  // Typing, and a category select or other field of the form changing, ask again.
  useDomListener(form, 'input', () => {
    readText();
    setOpen(true);
  });
  useDomListener(form, 'change', (event) => {
    if (event.target !== input) readText();
  });
  useDomListener(form, 'focusin', () => setFocused(true));
  useDomListener(form, 'focusout', (event) => {
    const next = event.relatedTarget;
    if (next instanceof Node && form.contains(next)) return;
    setFocused(false);
    setOpen(false);
  });

  useDomListener(input, 'keydown', (event) => {
    if (event.isComposing || (event.altKey && event.key !== 'ArrowDown')) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (items.length === 0) return;
      event.preventDefault(); // the caret stays where it is
      if (!shown) {
        setOpen(true);
        if (event.altKey) return; // Alt+Down opens without choosing
      }
      const next = nextActiveIndex(event.key, shown ? active : -1, items);
      if (next !== null) setActive(next);
    } else if (event.key === 'Enter') {
      if (!listShown || active < 0) return; // the form submits to the results page
      event.preventDefault();
      // A click on the link itself: it follows, and the theme's own click listeners hear it.
      document.getElementById(optionId(idBase, active))?.click();
    } else if (event.key === 'Escape') {
      // First Escape clears the text (and so the list); with nothing left to clear it goes on to the
      // overlay, whose dialog closes (README, "Keyboard").
      if (input.value === '' && !shown) return;
      event.preventDefault();
      event.stopPropagation();
      input.value = '';
      setQuery('');
      setUrl(null);
      setOpen(false);
    }
  });

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
  // Inline, the panel hangs under the text field wherever the form puts it: one layout read when it opens.
  const viewportWidthPx = useIslandsStore((state) => state.viewport.widthPx);
  useLayoutEffect(() => {
    if (!shown || mode !== 'inline') return;
    const offsetPx = input.getBoundingClientRect().bottom - form.getBoundingClientRect().top;
    panel.style.insetBlockStart = `${Math.round(offsetPx)}px`;
  }, [shown, mode, input, form, panel, viewportWidthPx]);
  // A press in the panel must not take focus from the text field (the list would close before the click).
  useDomListener(panel, 'mousedown', (event) => event.preventDefault());

  const inputAttributes: AttributeValues = {
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': String(listShown),
    'aria-controls': listboxId,
    'aria-activedescendant': listShown && active >= 0 ? optionId(idBase, active) : null,
    autocomplete: 'off',
  };
  useServerAttributes([
    [input, inputAttributes],
    [form, { [SEARCH_MARKUP.attributes.state]: phase }],
    [panel, { hidden: shown ? null : '', 'aria-busy': phase === 'loading' ? 'true' : null }],
    [spinner, { hidden: phase === 'loading' ? null : '' }],
  ]);

  const empty = phase === 'failed' || (phase === 'ready' && items.length === 0);
  const text = shown ? announcement(suggestions, settings) : '';
  return (
    <>
      {createPortal(
        <>
          <SuggestionList
            idBase={idBase}
            listboxId={listboxId}
            label={settings.search_suggestions_label}
            items={phase === 'failed' ? [] : items}
            active={active}
            query={query}
            notFoundText={settings.search_no_suggestions}
          />
          {empty ? <p className={SEARCH_MARKUP.classes.empty}>{settings.search_no_suggestions}</p> : null}
          {phase !== 'failed' && showsViewAll(items) ? (
            <a className={SEARCH_MARKUP.classes.all} href={resultsPageUrl(form)}>
              {settings.search_view_all}
            </a>
          ) : null}
        </>,
        panel,
      )}
      {createPortal(text, status)}
    </>
  );
}
