import { defineWidget } from '../../mount/types';
import { parseSearchOptions, type SearchOptions } from './options';
import { SearchWidget } from './SearchWidget';
import styleCss from './style.css?inline';

/** Search: the full-screen overlay and inline fields, with suggestions as you type (WAI-ARIA combobox). */
export const searchWidget = defineWidget<SearchOptions>({
  parseOptions: parseSearchOptions,
  style: styleCss,
  component: SearchWidget,
});

export const widgets = { search: searchWidget };
