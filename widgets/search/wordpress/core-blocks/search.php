<?php
/**
 * WordPress's Search block: suggestions as the visitor types, with our search combobox
 * (widgets/wordpress-blocks/README.md; the search family, widgets/search/README.md, "Markup contract",
 * the inline field). The block's form stays the form WordPress prints: it still submits to the
 * results page.
 *
 * @package CMS_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The `render_block` filter of core/search.
 */
final class CMS_Islands_Core_Search {

	/** The switch (widgets/wordpress-blocks/README.md, "Settings keys"). */
	const SETTING = 'upgrade_search_block';

	public static function init() {
		add_filter( 'render_block_core/search', array( __CLASS__, 'render' ), 10, 2 );
	}

	/**
	 * Marks the block's outer element (`<form>`, or the `<search>` landmark holding it) as a search widget
	 * that asks every searchable post type (products too, with their price, when WooCommerce is on).
	 * Left as WordPress printed it: the switch off, no bundle, WordPress before 6.2 (no tag processor),
	 * and the "button only" block, whose field WordPress's own script expands.
	 *
	 * @param string $content The block's HTML.
	 * @return string
	 */
	public static function render( $content ) {
		if ( ! class_exists( 'WP_HTML_Tag_Processor' ) || ! CMS_Islands_Settings::value( self::SETTING ) || ! is_readable( CMS_Islands_Assets::assets_dir() . 'cms-islands.js' ) ) {
			return $content;
		}
		$tags = new WP_HTML_Tag_Processor( $content );
		if ( ! $tags->next_tag() || ! $tags->has_class( 'wp-block-search' ) || $tags->has_class( 'wp-block-search__button-only' ) || null !== $tags->get_attribute( 'data-wp-interactive' ) ) {
			return $content;
		}
		$tags->set_attribute( 'data-island', 'search' );
		// The call's post_type when the form has no post_type field of its own: every searchable type.
		$tags->set_attribute( 'data-post-type', 'any' );
		return $tags->get_updated_html();
	}
}

add_action( 'init', array( 'CMS_Islands_Core_Search', 'init' ) );
