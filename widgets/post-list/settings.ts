import { coerceString } from '../../core/settings/coerce';
import { field, type Schema } from '../../core/settings/schema';
import type { FieldTexts } from '../../core/settings/field-texts';

/**
 * The visitor-facing strings of post lists, replaceable from the page-settings global (README,
 * "Settings keys"). `{count}` is replaced by a number.
 */
export interface PostListSettings {
  post_list_shown: string;
  post_list_loaded: string;
}

export const POST_LIST_SETTINGS_SCHEMA: Schema<PostListSettings> = {
  post_list_shown: field(coerceString, '{count} items shown'),
  post_list_loaded: field(coerceString, '{count} more items loaded'),
};

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
export const POST_LIST_SETTINGS_TEXTS: FieldTexts<PostListSettings> = {
  post_list_shown: {
    label: 'After a filter',
    help: 'Said after a filter is chosen; {count} is the number of items shown.',
    format: 'text',
  },
  post_list_loaded: {
    label: 'After a load',
    help: 'Said after a load the visitor did not click for (infinite scroll), or when none of the new items passes the filter; {count} is the number added.',
    format: 'text',
  },
};

export const withCount = (template: string, count: number) => template.replace(/\{count\}/g, String(count));
