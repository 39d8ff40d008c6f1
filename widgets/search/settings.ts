import { coerceString } from '../../src/core/settings/coerce';
import { field, type Schema } from '../../src/core/settings/schema';

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

export const withCount = (template: string, count: number) => template.replace(/\{count\}/g, String(count));
