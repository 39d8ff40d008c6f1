import { coerceString } from '../../core/settings/coerce';
import { field, type Schema } from '../../core/settings/schema';
import type { FieldTexts } from '../../core/settings/field-texts';

/**
 * The visitor-facing strings of the search widget, replaceable from the page-settings global
 * (README, "Settings keys"). `{count}` is replaced by the number of results.
 */
export interface SearchSettings {
  search_suggestions_label: string;
  search_no_suggestions: string;
  search_one_result: string;
  search_results: string;
  search_view_all: string;
}

export const SEARCH_SETTINGS_SCHEMA: Schema<SearchSettings> = {
  search_suggestions_label: field(coerceString, 'Search suggestions'),
  search_no_suggestions: field(coerceString, 'No suggestions'),
  search_one_result: field(coerceString, '1 result available. Use the up and down arrows to browse.'),
  search_results: field(coerceString, '{count} results available. Use the up and down arrows to browse.'),
  search_view_all: field(coerceString, 'View all results'),
};

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
export const SEARCH_SETTINGS_TEXTS: FieldTexts<SearchSettings> = {
  search_suggestions_label: { label: 'Suggestion list name', help: "The suggestion list's accessible name.", format: 'text' },
  search_no_suggestions: {
    label: 'No suggestions',
    help: 'Shown when there is nothing to suggest: an empty answer, or a call that failed.',
    format: 'text',
  },
  search_one_result: { label: 'One result', help: 'Said when one suggestion came.', format: 'text' },
  search_results: { label: 'Several results', help: 'Said when several suggestions came; {count} is how many.', format: 'text' },
  search_view_all: { label: 'View-all link', help: 'The link to the results page under the suggestions.', format: 'text' },
};

export const withCount = (template: string, count: number) => template.replace(/\{count\}/g, String(count));
