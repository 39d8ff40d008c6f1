import { defineWidget } from '../../mount/types';
import { parseSearchOptions, type SearchOptions } from './options';
import { SearchWidget } from './SearchWidget';
import styleCss from './style.css?inline';

/**
 * Search as you type, in the overlay and inline (README). The manifest builds this family into its
 * own file, cms-islands.widget-search.js (it brings the HTTP client); until it arrives the opener is
 * a link to the results page and the forms submit there.
 *
 * Search: the full-screen overlay and inline fields, with suggestions as you type (WAI-ARIA combobox).
 */
export const searchWidget = defineWidget<SearchOptions>({
  parseOptions: parseSearchOptions,
  style: styleCss,
  component: SearchWidget,
});

export const widgets = { search: searchWidget };
