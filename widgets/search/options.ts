import { coerceNumber, coerceString } from '../../core/settings/coerce';
import { atLeast, field, type ShapeOf } from '../../core/settings/schema';
import { optionsParser } from '../../mount/options';
import { MAX_SUGGESTIONS } from './answer';
import { described, describedSettings, type FamilySchemas, type FieldTexts } from '../../core/settings/field-texts';

const DEFAULT_NUMBER = 8;
const DEFAULT_MIN_CHARS = 3;
const DEFAULT_DEBOUNCE_MS = 250;

const between = (low: number, high: number) => (value: number) =>
  value < low || value > high || !Number.isInteger(value) ? `must be a whole number from ${low} to ${high}` : undefined;

/** Options of a search widget (README, "Options"); every default is ours: the spec gives none. */
export const SEARCH_OPTIONS_SCHEMA = {
  /** `data-number`: how many suggestions to ask for (the call's `number`), and the most shown. */
  number: field(coerceNumber, DEFAULT_NUMBER, between(1, MAX_SUGGESTIONS)),
  /** `data-min-chars`: texts shorter than this (trimmed) ask nothing. */
  minChars: field(coerceNumber, DEFAULT_MIN_CHARS, between(1, 20)),
  /** `data-debounce`: ms of quiet typing before the call goes out. */
  debounce: field(coerceNumber, DEFAULT_DEBOUNCE_MS, atLeast(0)),
  /** `data-post-type`: the call's `post_type` when the form has no `post_type` field. */
  postType: field(coerceString, 'product', (value) => (/^[a-z0-9_-]+$/i.test(value) ? undefined : 'must be a post type name')),
};
export type SearchOptions = ShapeOf<typeof SEARCH_OPTIONS_SCHEMA>;

export const parseSearchOptions = optionsParser('search', SEARCH_OPTIONS_SCHEMA);

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
const SEARCH_OPTIONS_TEXTS: FieldTexts<SearchOptions> = {
  number: {
    label: 'Suggestions',
    help: "How many suggestions to ask for (the call's `number`), and the most shown.",
    minimum: 1,
    maximum: MAX_SUGGESTIONS,
    integer: true,
  },
  minChars: {
    label: 'Minimum length',
    help: 'Typed text shorter than this (trimmed) asks nothing.',
    minimum: 1,
    maximum: 20,
    integer: true,
  },
  debounce: { label: 'Debounce', help: 'Quiet time after the last keystroke before the call goes out, ms.', minimum: 0 },
  postType: { label: 'Post type', help: "The call's `post_type` when the form has no `post_type` field.", pattern: '^[A-Za-z0-9_-]+$' },
};

/**
 * The visitor-facing strings of the search widget, replaceable from the page-settings global
 * (README, "Settings keys"). `{count}` is replaced by the number of results.
 */
export const SEARCH_SETTINGS_SCHEMA = {
  search_suggestions_label: field(coerceString, 'Search suggestions'),
  search_no_suggestions: field(coerceString, 'No suggestions'),
  search_one_result: field(coerceString, '1 result available. Use the up and down arrows to browse.'),
  search_results: field(coerceString, '{count} results available. Use the up and down arrows to browse.'),
  search_view_all: field(coerceString, 'View all results'),
};
export type SearchSettings = ShapeOf<typeof SEARCH_SETTINGS_SCHEMA>;

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
const SEARCH_SETTINGS_TEXTS: FieldTexts<SearchSettings> = {
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

/** What the search family reads, described (README, "Options and settings: one source"); build time only. */
export function schemas(): FamilySchemas {
  return {
    options: {
      search: described(SEARCH_OPTIONS_SCHEMA, SEARCH_OPTIONS_TEXTS),
    },
    settings: {
      search: describedSettings('Search', SEARCH_SETTINGS_SCHEMA, SEARCH_SETTINGS_TEXTS),
    },
  };
}
