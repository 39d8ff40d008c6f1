import { coerceBoolean } from '../../core/settings/coerce';
import { field, type ShapeOf } from '../../core/settings/schema';
import { describedSettings, type FamilySchemas, type FieldTexts } from '../../core/settings/field-texts';

/**
 * The switches of the upgrades of WordPress's own blocks (widgets/wordpress-blocks/README.md), one a
 * block. The bundle reads one: the manifest's selector for WordPress's Gallery block (widgets/index.ts,
 * `setting`) is used only while it is on. The plugin reads them all to decide what its `render_block`
 * filters change (each in the family that gives the block its markup: its wordpress/core-blocks/,
 * the plugin's includes/core-blocks/). Defaults: on, the upgrades a site gets by activating the
 * plugin; but WordPress's Tabs and Accordion blocks, which work on their own (their Interactivity API
 * script): our behaviour on their markup is an option, off by default.
 */
export const WORDPRESS_BLOCKS_SETTINGS_SCHEMA = {
  upgrade_search_block: field(coerceBoolean, true),
  upgrade_query_block: field(coerceBoolean, true),
  upgrade_embed_block: field(coerceBoolean, true),
  upgrade_gallery_block: field(coerceBoolean, true),
  upgrade_tabs_blocks: field(coerceBoolean, false),
};
type WordPressBlocksSettings = ShapeOf<typeof WORDPRESS_BLOCKS_SETTINGS_SCHEMA>;

/** The name the switches' one console warning uses (a malformed value: the default, and one warning). */
export const WORDPRESS_BLOCKS_SECTION = 'wordpress-blocks';

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
const WORDPRESS_BLOCKS_SETTINGS_TEXTS: FieldTexts<WordPressBlocksSettings> = {
  upgrade_search_block: {
    label: 'Search block: suggestions as you type',
    help: "WordPress's Search block suggests posts (and products with their price, with WooCommerce) as the visitor types, as our search does. Off: the block only sends the visitor to the results page.",
  },
  upgrade_query_block: {
    label: 'Query Loop: load more',
    help: 'A Query Loop with pagination gets a "Load more" link that adds the next page under the posts shown, without leaving the page; without scripts WordPress\'s pagination stays. Off: the pagination WordPress prints. Loops with their own "reload the list in place" setting are left to WordPress.',
  },
  upgrade_embed_block: {
    label: 'Video embeds: load on click',
    help: 'YouTube and Vimeo embeds show a preview with the title and a picture the site serves itself (a copy of the video’s thumbnail); nothing is asked of the video site until the visitor clicks. Off: the video site’s player loads with the page.',
  },
  upgrade_gallery_block: {
    label: 'Gallery block: lightbox',
    help: "Images of WordPress's Gallery block that link to their file open in our lightbox (PhotoSwipe). Images using WordPress's own “Enlarge on click” keep it. Off: the links lead to the image files.",
  },
  upgrade_tabs_blocks: {
    label: 'Tabs and Accordion blocks: our keyboard',
    help: "WordPress's Tabs and Accordion blocks work with our tabs and accordion instead of WordPress's own script: a tab opens as the arrow keys reach it, Home and End, the address's #hash opens its tab, arrows follow right-to-left text, Up and Down move between the accordion's headings. Off (the default): WordPress's own behaviour.",
  },
};

/** The switches of the upgrades of WordPress's own blocks, described (README, "Options and settings: one source"); build time only. */
export function schemas(): FamilySchemas {
  return {
    settings: {
      [WORDPRESS_BLOCKS_SECTION]: describedSettings(
        "WordPress's own blocks",
        WORDPRESS_BLOCKS_SETTINGS_SCHEMA,
        WORDPRESS_BLOCKS_SETTINGS_TEXTS,
      ),
    },
  };
}
