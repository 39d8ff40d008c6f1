import { coerceFlagAttribute, coerceFlatTexts, coerceOneOf, coerceString, type FlatTexts } from '../../core/settings/coerce';
import { field, type ShapeOf } from '../../core/settings/schema';
import { optionsParser } from '../../mount/options';
import { described, describedSettings, type FamilySchemas, type FieldTexts } from '../../core/settings/field-texts';

/** What the list holds: the call's action is `{prefix}_get_{postType}_{source}` (README, "Call"). */
export type PostType = 'blog' | 'portfolio';

/** The shortcode attributes sent back as `atts[…]`: flat names to text. */
export type Atts = FlatTexts;

// The reader lives in the core now (the social feed sends its `atts` the same way); its old name stays.
export { coerceFlatTexts as coerceAtts };

const SOURCE_NAME = /^[a-z0-9_]+$/i;

function coercePage(raw: unknown): number | undefined {
  const number = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(number) && number >= 1 ? number : undefined;
}

/** Options of a post list (README, "Options"); defaults are ours: the spec gives none. */
export const POST_LIST_OPTIONS_SCHEMA = {
  /** `data-post-type`: `blog` (default) or `portfolio`. */
  postType: field(coerceOneOf<PostType>(['blog', 'portfolio']), 'blog'),
  /** `data-source`: `main_loop` (default: a GET to the button's link) or a shortcode source name (ajax POST). */
  source: field(coerceString, 'main_loop', (value) => (SOURCE_NAME.test(value) ? undefined : 'must be a source name (letters, digits, _)')),
  /** `data-paged`: the page the server printed (default 1); the next call asks for the one after it. */
  paged: field(coercePage, 1),
  /** `data-infinite`: load when the button comes near the viewport (default off; a bare `data-infinite` is on). */
  infinite: field(coerceFlagAttribute, false),
  /** `atts` in the JSON options child (or `data-atts` as JSON): sent back with each call. */
  atts: field<Atts>(coerceFlatTexts, {}),
};
export type PostListOptions = ShapeOf<typeof POST_LIST_OPTIONS_SCHEMA>;

export const parsePostListOptions = optionsParser('post-list', POST_LIST_OPTIONS_SCHEMA);

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
const POST_LIST_OPTIONS_TEXTS: FieldTexts<PostListOptions> = {
  postType: {
    label: 'Post type',
    help: "What the list holds: part of the call's action name.",
    choices: { blog: 'Blog', portfolio: 'Portfolio' },
  },
  source: {
    label: 'Source',
    help: '`main_loop` (a GET to the load-more link) or the name of a source the server answers (an ajax POST).',
    pattern: '^[A-Za-z0-9_]+$',
  },
  paged: { label: 'Page', help: 'The page the server printed; the first call asks for the next.', minimum: 1, integer: true },
  infinite: { label: 'Infinite scroll', help: 'Load when the button comes within `lazy_loading_offset` px of the viewport.' },
  atts: {
    label: 'Shortcode attributes',
    help: 'Flat names to texts, sent back as `atts[…]` with every call: in the JSON options child, or as JSON text in `data-atts`.',
  },
};

/**
 * The visitor-facing strings of post lists, replaceable from the page-settings global (README,
 * "Settings keys"). `{count}` is replaced by a number.
 */
export const POST_LIST_SETTINGS_SCHEMA = {
  post_list_shown: field(coerceString, '{count} items shown'),
  post_list_loaded: field(coerceString, '{count} more items loaded'),
};
type PostListSettings = ShapeOf<typeof POST_LIST_SETTINGS_SCHEMA>;

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
const POST_LIST_SETTINGS_TEXTS: FieldTexts<PostListSettings> = {
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

/** What the post-list family reads, described (README, "Options and settings: one source"); build time only. */
export function schemas(): FamilySchemas {
  return {
    options: {
      'post-list': described(POST_LIST_OPTIONS_SCHEMA, POST_LIST_OPTIONS_TEXTS),
    },
    settings: {
      'post-list': describedSettings('Blog and portfolio lists', POST_LIST_SETTINGS_SCHEMA, POST_LIST_SETTINGS_TEXTS),
    },
  };
}
