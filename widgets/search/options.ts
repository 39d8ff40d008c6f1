import { coerceNumber, coerceString } from '../../core/settings/coerce';
import { atLeast, field, type Schema } from '../../core/settings/schema';
import { optionsParser } from '../../mount/options';
import { MAX_SUGGESTIONS } from './answer';
import type { FieldTexts } from '../../core/settings/field-texts';

/** Options of a search widget (README, "Options"); every default is ours: the spec gives none. */
export interface SearchOptions {
  /** `data-number`: how many suggestions to ask for (the call's `number`), and the most shown. */
  number: number;
  /** `data-min-chars`: texts shorter than this (trimmed) ask nothing. */
  minChars: number;
  /** `data-debounce`: ms of quiet typing before the call goes out. */
  debounce: number;
  /** `data-post-type`: the call's `post_type` when the form has no `post_type` field. */
  postType: string;
}

const DEFAULT_NUMBER = 8;
const DEFAULT_MIN_CHARS = 3;
const DEFAULT_DEBOUNCE_MS = 250;

const between = (low: number, high: number) => (value: number) =>
  value < low || value > high || !Number.isInteger(value) ? `must be a whole number from ${low} to ${high}` : undefined;

export const SEARCH_OPTIONS_SCHEMA: Schema<SearchOptions> = {
  number: field(coerceNumber, DEFAULT_NUMBER, between(1, MAX_SUGGESTIONS)),
  minChars: field(coerceNumber, DEFAULT_MIN_CHARS, between(1, 20)),
  debounce: field(coerceNumber, DEFAULT_DEBOUNCE_MS, atLeast(0)),
  postType: field(coerceString, 'product', (value) => (/^[a-z0-9_-]+$/i.test(value) ? undefined : 'must be a post type name')),
};

export const parseSearchOptions = optionsParser('search', SEARCH_OPTIONS_SCHEMA);

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
export const SEARCH_OPTIONS_TEXTS: FieldTexts<SearchOptions> = {
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
