import { useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useServerAttributes } from '../../core/hooks/useServerAttributes';
import { useFamilySettings } from '../../core/store/react';
import type { AttributeValues } from '../../core/dom/attributes';
import { resultCount, showsViewAll } from './answer';
import { type SearchOptions, SEARCH_SETTINGS_SCHEMA, withCount, type SearchSettings } from './options';
import { resultsPageUrl } from './structure';
import { SuggestionList, optionId } from './SuggestionList';
import { useComboboxKeys } from './useComboboxKeys';
import { useResultsPanel, type SearchMode } from './useResultsPanel';
import { useSearchText } from './useSearchText';
import { useSuggestions, type SuggestionsState } from './useSuggestions';
import { SEARCH_MARKUP } from './markup';

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
  const idBase = useId();
  const listboxId = `${idBase}listbox`;
  const listbox = useRef<HTMLDivElement>(null);
  const text = useSearchText(form, input, options);
  const suggestions = useSuggestions(text.url, options.number, options.debounce);
  // The active option belongs to one answer: a new answer starts with none.
  const [activeFor, setActiveFor] = useState({ answerId: -1, index: -1 });
  const active = activeFor.answerId === suggestions.answerId ? activeFor.index : -1;
  const setActive = (index: number) => setActiveFor({ answerId: suggestions.answerId, index });

  const { items, phase } = suggestions;
  const answered = phase === 'ready' || phase === 'failed' || (phase === 'loading' && items.length > 0);
  const shown = text.open && text.focused && answered;
  const listShown = shown && items.length > 0;
  useComboboxKeys({ input, listbox, items, text, shown, listShown, active, setActive });
  const { panel, status, spinner } = useResultsPanel(form, input, mode, shown);

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
  return (
    <>
      {createPortal(
        <>
          <SuggestionList
            listRef={listbox}
            idBase={idBase}
            listboxId={listboxId}
            label={settings.search_suggestions_label}
            items={phase === 'failed' ? [] : items}
            active={active}
            query={text.query}
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
      {createPortal(shown ? announcement(suggestions, settings) : '', status)}
    </>
  );
}
