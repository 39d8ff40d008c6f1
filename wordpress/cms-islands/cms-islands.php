<?php
/**
 * Plugin Name:       CMS Islands
 * Plugin URI:        https://github.com/cms-islands/cms-islands
 * Description:       One small script that makes the theme's server-rendered pages interactive (tabs, accordions, carousels, menus, search as you type, popups, comment replies, embeds, Contact Form 7 forms, load-more lists…), with the server side of its calls and a settings screen. No theme code needed.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      8.0
 * Author:            CMS Islands
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       cms-islands
 *
 * @package CMS_Islands
 */

defined( 'ABSPATH' ) || exit;

define( 'CMS_ISLANDS_VERSION', '0.1.0' );
define( 'CMS_ISLANDS_FILE', __FILE__ );
define( 'CMS_ISLANDS_DIR', plugin_dir_path( __FILE__ ) );
define( 'CMS_ISLANDS_URL', plugin_dir_url( __FILE__ ) );

require_once CMS_ISLANDS_DIR . 'includes/class-cms-islands-schema.php';
require_once CMS_ISLANDS_DIR . 'includes/class-cms-islands-settings.php';
require_once CMS_ISLANDS_DIR . 'includes/class-cms-islands-assets.php';
require_once CMS_ISLANDS_DIR . 'includes/class-cms-islands-ajax.php';
require_once CMS_ISLANDS_DIR . 'includes/class-cms-islands-admin.php';
require_once CMS_ISLANDS_DIR . 'includes/class-cms-islands-blocks.php';
require_once CMS_ISLANDS_DIR . 'includes/class-cms-islands-purge.php';
// Each widget family's server side is a file of its own (its calls: search, menu dropdowns, post
// lists), kept in the family's folder (widgets/<family>/wordpress/<family>.php) and put here by the
// plugin's build; a family with none has no file. Each hooks its actions at init: translations
// (text domain `cms-islands`) may be used from then on (WordPress 6.7 warns before), and the theme's
// filters (`cms_islands_post_list_sources`…) are in place.
foreach ( glob( CMS_ISLANDS_DIR . 'includes/families/*.php' ) ?: array() as $cms_islands_family_file ) {
	require_once $cms_islands_family_file;
}
// WordPress's own blocks, upgraded with our families (widgets/wordpress-blocks/README.md): one file a
// block, kept by the family whose markup it prints (widgets/<family>/wordpress/core-blocks/).
foreach ( glob( CMS_ISLANDS_DIR . 'includes/core-blocks/*.php' ) ?: array() as $cms_islands_block_file ) {
	require_once $cms_islands_block_file;
}

CMS_Islands_Assets::init();
CMS_Islands_Blocks::init();
CMS_Islands_Purge::init();
if ( is_admin() ) {
	CMS_Islands_Admin::init();
}
