import { coerceFlagAttribute, coerceFlatTexts, coerceOneOf, coerceString, type FlatTexts } from '../../core/settings/coerce';
import { field, type Schema } from '../../core/settings/schema';
import { optionsParser } from '../../mount/options';
import type { FieldTexts } from '../../core/settings/field-texts';

/** What the list holds: the call's action is `{prefix}_get_{postType}_{source}` (README, "Call"). */
export type PostType = 'blog' | 'portfolio';

/** The shortcode attributes sent back as `atts[…]`: flat names to text. */
export type Atts = FlatTexts;

// The reader lives in the core now (the social feed sends its `atts` the same way); its old name stays.
export { coerceFlatTexts as coerceAtts };

/** Options of a post list (README, "Options"); defaults are ours: the spec gives none. */
export interface PostListOptions {
  /** `data-post-type`: `blog` (default) or `portfolio`. */
  postType: PostType;
  /** `data-source`: `main_loop` (default: a GET to the button's link) or a shortcode source name (ajax POST). */
  source: string;
  /** `data-paged`: the page the server printed (default 1); the next call asks for the one after it. */
  paged: number;
  /** `data-infinite`: load when the button comes near the viewport (default off; a bare `data-infinite` is on). */
  infinite: boolean;
  /** `atts` in the JSON options child (or `data-atts` as JSON): sent back with each call. */
  atts: Atts;
}

const SOURCE_NAME = /^[a-z0-9_]+$/i;

function coercePage(raw: unknown): number | undefined {
  const number = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(number) && number >= 1 ? number : undefined;
}

export const POST_LIST_OPTIONS_SCHEMA: Schema<PostListOptions> = {
  postType: field(coerceOneOf<PostType>(['blog', 'portfolio']), 'blog'),
  source: field(coerceString, 'main_loop', (value) => (SOURCE_NAME.test(value) ? undefined : 'must be a source name (letters, digits, _)')),
  paged: field(coercePage, 1),
  infinite: field(coerceFlagAttribute, false),
  atts: field(coerceFlatTexts, {}),
};

export const parsePostListOptions = optionsParser('post-list', POST_LIST_OPTIONS_SCHEMA);

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
export const POST_LIST_OPTIONS_TEXTS: FieldTexts<PostListOptions> = {
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
