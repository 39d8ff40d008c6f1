<?php
/**
 * Removes what the plugin stored: its one option (on every site of a network).
 *
 * @package CMS_Islands
 */

defined( 'ABSPATH' ) || exit;
defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'cms_islands_settings' );

if ( is_multisite() ) {
	foreach ( get_sites( array( 'fields' => 'ids' ) ) as $cms_islands_site_id ) {
		switch_to_blog( $cms_islands_site_id );
		delete_option( 'cms_islands_settings' );
		restore_current_blog();
	}
}
