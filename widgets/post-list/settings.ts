import { coerceString } from '../../src/core/settings/coerce';
import { field, type Schema } from '../../src/core/settings/schema';

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

export const withCount = (template: string, count: number) => template.replace(/\{count\}/g, String(count));
