import type { FamilyMarkup } from '../../core/markup';

/** The markup names of search (README). Public: themes print the openers and style the rest. */
export const SEARCH_MARKUP = {
  attributes: {
    /** An opener of the search overlay (a link to the results page until the widget mounts). */
    open: 'data-search-open',
    /** A close button inside the overlay's dialog. */
    close: 'data-search-close',
    /** On the results panel: `inline` (under an inline form) or `overlay`. */
    mode: 'data-search-mode',
    /** On the form: `idle`, `loading`, `ready` or `failed` (README, "States"). */
    state: 'data-search-state',
  },
  classes: {
    /** The panel of suggestions the widget adds after the form. */
    results: 'cms-islands-search-results',
    /** Its spinner (with the core's spinner attribute). */
    spinner: 'cms-islands-search-spinner',
    /** The listbox and each option, its thumbnail, title and price. */
    list: 'cms-islands-search-list',
    option: 'cms-islands-search-option',
    thumbnail: 'cms-islands-search-thumbnail',
    title: 'cms-islands-search-title',
    price: 'cms-islands-search-price',
    /** On the option under the keyboard. */
    active: 'is-active',
    /** On the answer's "nothing found" entry. */
    notFound: 'is-not-found',
    /** The text shown when there is no suggestion, and the link to every result. */
    empty: 'cms-islands-search-empty',
    all: 'cms-islands-search-all',
  },
} as const satisfies FamilyMarkup;
