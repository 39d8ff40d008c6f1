<?php
/**
 * Removes what the plugin stored, on every site of a network: its settings option, and what the embed
 * previews kept (widgets/wordpress-blocks/README.md, "The embed preview"): the oEmbed answers, one
 * option `cms_islands_embed_<md5 of the address>` each, and the posters copied into the uploads folder.
 * The plugin is not loaded here: the names are CMS_Islands_Core_Embed's CACHE_PREFIX and POSTER_DIR.
 *
 * @package CMS_Islands
 */

defined( 'ABSPATH' ) || exit;
defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

/** Removes the current site's settings, kept oEmbed answers and poster copies. */
function cms_islands_uninstall_site() {
	global $wpdb;
	delete_option( 'cms_islands_settings' );
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- once, on uninstall: no API lists options by prefix.
	$kept = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( 'cms_islands_embed_' ) . '%' ) );
	foreach ( $kept as $name ) {
		delete_option( $name );
	}
	$ours    = trailingslashit( wp_get_upload_dir()['basedir'] ) . 'cms-islands';
	$posters = $ours . '/embed-posters';
	if ( ! is_dir( $posters ) ) {
		return;
	}
	foreach ( (array) glob( $posters . '/*' ) as $file ) {
		if ( is_string( $file ) && is_file( $file ) ) {
			wp_delete_file( $file );
		}
	}
	// phpcs:disable WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- our own folders, only once empty.
	rmdir( $posters );
	if ( is_dir( $ours ) && array() === array_diff( (array) scandir( $ours ), array( '.', '..' ) ) ) {
		rmdir( $ours );
	}
	// phpcs:enable
}

cms_islands_uninstall_site();

if ( is_multisite() ) {
	foreach ( get_sites( array( 'fields' => 'ids' ) ) as $cms_islands_site_id ) {
		switch_to_blog( $cms_islands_site_id );
		cms_islands_uninstall_site();
		restore_current_blog();
	}
}
