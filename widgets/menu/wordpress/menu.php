<?php
/**
 * Mega-menu dropdowns (widgets/menu/README.md): `POST {prefix}_load_html_dropdowns`.
 *
 * @package CMS_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The menu family's call.
 */
final class CMS_Islands_Menu {

	/** Most placeholder ids one dropdown call may ask for. */
	const MAX_DROPDOWNS = 50;

	/** Its action, for visitors and logged-in users alike. */
	public static function init() {
		CMS_Islands_Ajax::listen( 'load_html_dropdowns', array( __CLASS__, 'dropdowns' ) );
	}

	/**
	 * `POST {prefix}_load_html_dropdowns`: ids[] → `{status, data: {id: html}, message}`
	 * (widgets/menu/README.md). Only ids the theme maps with `cms_islands_dropdowns` are answered.
	 */
	public static function dropdowns() {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- public read, see the file's comment.
		$raw = isset( $_POST['ids'] ) ? wp_unslash( $_POST['ids'] ) : array();
		$ids = array();
		foreach ( (array) $raw as $id ) {
			if ( is_scalar( $id ) ) {
				$id = sanitize_text_field( (string) $id );
				if ( '' !== $id ) {
					$ids[ $id ] = true;
				}
			}
		}
		$ids = array_slice( array_keys( $ids ), 0, self::MAX_DROPDOWNS );
		if ( ! $ids ) {
			wp_send_json(
				array(
					'status'  => 'error',
					'data'    => new stdClass(),
					'message' => __( 'No dropdown ids were sent.', 'cms-islands' ),
				)
			);
			return;
		}
		/**
		 * Where each mega-menu placeholder's HTML comes from: id => a published reusable block
		 * (`array( 'block' => 123 )`), a menu (`array( 'menu' => 'location-or-menu' )`), or HTML.
		 *
		 * @param array<string, mixed> $map Empty by default.
		 * @param string[]             $ids The ids asked for.
		 */
		$map  = (array) apply_filters( 'cms_islands_dropdowns', array(), $ids );
		$data = array();
		foreach ( $ids as $id ) {
			if ( array_key_exists( $id, $map ) ) {
				$html = self::dropdown_html( $map[ $id ] );
				if ( null !== $html ) {
					$data[ $id ] = $html;
				}
			}
		}
		wp_send_json(
			array(
				'status'  => 'success',
				'data'    => (object) $data,
				'message' => '',
			)
		);
	}

	/** The HTML of one dropdown source, or null when there is none to show. */
	private static function dropdown_html( $source ) {
		if ( is_string( $source ) ) {
			return $source; // The theme's own HTML.
		}
		if ( ! is_array( $source ) ) {
			return null;
		}
		if ( isset( $source['block'] ) ) {
			$block = get_post( absint( $source['block'] ) );
			if ( ! $block || 'wp_block' !== $block->post_type || 'publish' !== $block->post_status || '' !== $block->post_password ) {
				return null;
			}
			return do_shortcode( do_blocks( $block->post_content ) );
		}
		if ( isset( $source['menu'] ) && is_scalar( $source['menu'] ) ) {
			$menu      = (string) $source['menu'];
			$locations = get_nav_menu_locations();
			$args      = array(
				'echo'        => false,
				'container'   => false,
				'fallback_cb' => false,
			);
			// Only a location with a menu, or a menu that exists: wp_nav_menu() would otherwise print the first menu it finds.
			$object = isset( $locations[ $menu ] ) ? wp_get_nav_menu_object( $locations[ $menu ] ) : wp_get_nav_menu_object( $menu );
			if ( ! $object ) {
				return null;
			}
			$args['menu'] = $object;
			$html = wp_nav_menu( $args );
			return is_string( $html ) && '' !== $html ? $html : null;
		}
		return null;
	}
}

add_action( 'init', array( 'CMS_Islands_Menu', 'init' ) );
