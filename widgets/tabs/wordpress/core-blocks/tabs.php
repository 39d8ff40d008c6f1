<?php
/**
 * WordPress's Tabs and Accordion blocks (7.1, Interactivity API) with our tabs and accordion instead,
 * an option off by default (widgets/wordpress-blocks/README.md, "Tabs and accordions"). Switched on,
 * the block's markup loses WordPress's directives (so its Interactivity API script never handles the
 * block: one implementation per block) and gets our families' markup contract
 * (widgets/tabs/README.md, widgets/accordion/README.md) with the state WordPress would have printed.
 *
 * @package CMS_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The `render_block` filters of core/tabs and core/accordion.
 */
final class CMS_Islands_Core_Tabs {

	/** The switch (widgets/wordpress-blocks/README.md, "Settings keys"). */
	const SETTING = 'upgrade_tabs_blocks';

	/** WordPress's view script modules of the two blocks, not needed once ours take them. */
	const VIEW_MODULES = array( '@wordpress/block-library/tabs/view', '@wordpress/block-library/accordion/view' );

	public static function init() {
		// Before WordPress processes the directives of an interactive block (priority 100 of the same filter).
		add_filter( 'render_block_core/tabs', array( __CLASS__, 'tabs' ), 20, 2 );
		add_filter( 'render_block_core/accordion', array( __CLASS__, 'accordion' ), 20, 2 );
	}

	/** The switch is on, the bundle is built, WordPress has the tag processor. */
	private static function enabled() {
		return class_exists( 'WP_HTML_Tag_Processor' ) && CMS_Islands_Settings::value( self::SETTING ) && is_readable( CMS_Islands_Assets::assets_dir() . 'cms-islands.js' );
	}

	/** Removes every `data-wp-*` directive of the tag the processor is on. */
	private static function drop_directives( WP_HTML_Tag_Processor $tags ) {
		foreach ( (array) $tags->get_attribute_names_with_prefix( 'data-wp-' ) as $name ) {
			$tags->remove_attribute( $name );
		}
	}

	/** WordPress's view modules of these blocks stay out of the page. */
	private static function leave_out_view_modules() {
		if ( function_exists( 'wp_dequeue_script_module' ) ) {
			foreach ( self::VIEW_MODULES as $module ) {
				wp_dequeue_script_module( $module );
			}
		}
	}

	/**
	 * Tabs: `data-island="tabs"`, the tab list `data-tab-list`, each tab `data-tab`, each panel
	 * `data-tab-panel`; the active ones (the block's `activeTabIndex`) `is-active`, the other panels `hidden`.
	 *
	 * @param string               $content The block's HTML.
	 * @param array<string, mixed> $block   The parsed block.
	 * @return string
	 */
	public static function tabs( $content, $block ) {
		if ( ! self::enabled() ) {
			return $content;
		}
		$active = isset( $block['attrs']['activeTabIndex'] ) ? (int) $block['attrs']['activeTabIndex'] : 0;
		$tags   = new WP_HTML_Tag_Processor( $content );
		if ( ! $tags->next_tag() || ! $tags->has_class( 'wp-block-tabs' ) ) {
			return $content;
		}
		self::drop_directives( $tags );
		$tags->set_attribute( 'data-island', 'tabs' );
		$tab   = 0;
		$panel = 0;
		while ( $tags->next_tag() ) {
			self::drop_directives( $tags );
			$role = $tags->get_attribute( 'role' );
			if ( 'tablist' === $role ) {
				$tags->set_attribute( 'data-tab-list', '' );
			} elseif ( 'tab' === $role ) {
				$tags->set_attribute( 'data-tab', '' );
				if ( $tab++ === $active ) {
					$tags->add_class( 'is-active' );
				}
			} elseif ( 'tabpanel' === $role ) {
				$tags->set_attribute( 'data-tab-panel', '' );
				if ( $panel++ === $active ) {
					$tags->add_class( 'is-active' );
					$tags->remove_attribute( 'hidden' );
				} else {
					$tags->set_attribute( 'hidden', true );
				}
			}
		}
		self::leave_out_view_modules();
		return $tags->get_updated_html();
	}

	/**
	 * Accordion: `data-island="accordion"` (`data-multiple` unless the block closes the others), each
	 * heading's button `data-accordion-trigger`, each panel `data-accordion-panel`, `hidden` unless its
	 * item opens by default.
	 *
	 * @param string               $content The block's HTML.
	 * @param array<string, mixed> $block   The parsed block.
	 * @return string
	 */
	public static function accordion( $content, $block ) {
		if ( ! self::enabled() ) {
			return $content;
		}
		$tags = new WP_HTML_Tag_Processor( $content );
		if ( ! $tags->next_tag() || ! $tags->has_class( 'wp-block-accordion' ) ) {
			return $content;
		}
		self::drop_directives( $tags );
		$tags->set_attribute( 'data-island', 'accordion' );
		$tags->set_attribute( 'data-multiple', empty( $block['attrs']['autoclose'] ) ? 'true' : 'false' );
		$open = false;
		while ( $tags->next_tag() ) {
			if ( $tags->has_class( 'wp-block-accordion-item' ) ) {
				$context = json_decode( (string) $tags->get_attribute( 'data-wp-context' ), true );
				$open    = is_array( $context ) && ! empty( $context['openByDefault'] );
			}
			self::drop_directives( $tags );
			if ( $tags->has_class( 'wp-block-accordion-heading__toggle' ) ) {
				$tags->set_attribute( 'data-accordion-trigger', '' );
				$tags->remove_attribute( 'aria-expanded' );
			} elseif ( $tags->has_class( 'wp-block-accordion-panel' ) ) {
				$tags->set_attribute( 'data-accordion-panel', '' );
				if ( $open ) {
					$tags->remove_attribute( 'hidden' );
				} else {
					$tags->set_attribute( 'hidden', true );
				}
			}
		}
		self::leave_out_view_modules();
		return $tags->get_updated_html();
	}
}

add_action( 'init', array( 'CMS_Islands_Core_Tabs', 'init' ) );
