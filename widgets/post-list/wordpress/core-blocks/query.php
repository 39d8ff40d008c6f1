<?php
/**
 * WordPress's Query Loop with pagination: "Load more" appends the next page's posts in place (the
 * post-list family, widgets/post-list/README.md, source `main_loop`; widgets/wordpress-blocks/README.md,
 * "Load more"). The page itself answers the widget's GET of the next page's address as the family's
 * JSON, with the posts exactly as the block prints them there.
 *
 * @package CMS_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The `render_block` filter of core/query and its JSON answer.
 */
final class CMS_Islands_Core_Query {

	/** The switch (widgets/wordpress-blocks/README.md, "Settings keys"). */
	const SETTING = 'upgrade_query_block';

	/**
	 * Which Query Loop of the page (1, 2… in render order) the widget's GET asks for: a shortcode
	 * attribute of the list (`data-atts`), which the widget sends as the query argument
	 * `atts[cms_islands_query]` of that GET only. The load-more link and the address bar keep the
	 * page's own address, so a reload or a shared link is the page.
	 */
	const MARKER = 'cms_islands_query';

	/** The query argument the post-list widget sends a list's shortcode attributes in (widgets/post-list/README.md, "Calls"). */
	const ATTS = 'atts';

	/** Query Loops rendered so far on this request (their position names them). */
	private static $rendered = 0;

	/** Output buffering level when the answer was asked for (what was printed before it is dropped). */
	private static $buffer_level = null;

	public static function init() {
		add_filter( 'render_block_core/query', array( __CLASS__, 'render' ), 20, 2 );
		// Before the post-list family's main_loop answer (priority 1), which answers list pages with its own items.
		add_action( 'template_redirect', array( __CLASS__, 'start_answer' ), 0 );
	}

	/** Whether this GET asks for one Query Loop's next page as JSON: the position it names, or 0. */
	private static function asked_position() {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a public read of a public page.
		$atts     = isset( $_GET[ self::ATTS ] ) && is_array( $_GET[ self::ATTS ] ) ? wp_unslash( $_GET[ self::ATTS ] ) : array();
		$position = isset( $atts[ self::MARKER ] ) && is_scalar( $atts[ self::MARKER ] ) ? absint( $atts[ self::MARKER ] ) : 0;
		return $position > 0 && CMS_Islands_Post_List::wants_list_json() ? $position : 0;
	}

	/** The answer is being asked for: whatever the page prints before its Query Loop is dropped. */
	public static function start_answer() {
		if ( ! self::asked_position() || ! self::enabled() ) {
			return;
		}
		remove_action( 'template_redirect', array( 'CMS_Islands_Post_List', 'main_loop' ), 1 );
		self::$buffer_level = ob_get_level();
		ob_start();
	}

	/** The switch is on and the bundle is built (a block theme renders its blocks before `wp_enqueue_scripts`). */
	private static function enabled() {
		return (bool) CMS_Islands_Settings::value( self::SETTING ) && is_readable( CMS_Islands_Assets::assets_dir() . 'cms-islands.js' );
	}

	/**
	 * A Query Loop with a next page becomes a post list with a "Load more" link to it; the loop asked for
	 * by the widget's GET is answered as JSON instead. Left as WordPress printed it: the switch off, a
	 * loop without pagination or on its last page, a loop that reloads in place itself
	 * (`enhancedPagination`), markup we do not recognise, WordPress before 6.2.
	 *
	 * @param string               $content The block's HTML.
	 * @param array<string, mixed> $block   The parsed block.
	 * @return string
	 */
	public static function render( $content, $block ) {
		++self::$rendered;
		if ( ! class_exists( 'WP_HTML_Tag_Processor' ) || ! empty( $block['attrs']['enhancedPagination'] ) || ! self::enabled() ) {
			return $content;
		}
		$items = 1 === preg_match( '#<ul[^>]*\bwp-block-post-template\b[^>]*>(.*)</ul>#s', $content, $found ) ? $found[1] : null;
		$next  = self::next_link( $content );
		if ( self::asked_position() === self::$rendered && null !== self::$buffer_level ) {
			self::answer( (string) $items, $next );
		}
		if ( null === $items || null === $next ) {
			return $content;
		}
		$tags = new WP_HTML_Tag_Processor( $content );
		if ( ! $tags->next_tag() || ! $tags->has_class( 'wp-block-query' ) ) {
			return $content;
		}
		$tags->set_attribute( 'data-island', 'post-list' );
		$tags->set_attribute( 'data-source', 'main_loop' );
		$tags->set_attribute( 'data-atts', (string) wp_json_encode( array( self::MARKER => (string) self::$rendered ) ) );
		if ( $tags->next_tag( array( 'class_name' => 'wp-block-post-template' ) ) ) {
			$tags->set_attribute( 'data-post-list-items', '' );
		}
		$more = sprintf(
			'<p class="cms-islands-load-more"><a class="wp-element-button" href="%s" data-post-list-more>%s</a></p>',
			esc_url( $next ),
			esc_html__( 'Load more', 'cms-islands' )
		);
		CMS_Islands_Assets::enqueue_core_blocks_style();
		$html = $tags->get_updated_html();
		// "Load more" shares one box with the pagination, as tall as the taller of the two from the first
		// paint: swapping them when the widget mounts moves nothing (widgets/wordpress-blocks/README.md, "Load more").
		$slot = preg_replace_callback(
			'#<nav\b[^>]*\bwp-block-query-pagination\b[^>]*>.*?</nav>#s',
			static function ( $pagination ) use ( $more ) {
				return '<div class="cms-islands-query-more">' . $pagination[0] . $more . '</div>';
			},
			$html,
			1,
			$wrapped
		);
		if ( 1 === $wrapped && is_string( $slot ) ) {
			return $slot;
		}
		// A pagination we do not find: "Load more" before the block's closing tag, inside the list.
		$end = strrpos( $html, '</div>' );
		return false === $end ? $html : substr( $html, 0, $end ) . $more . substr( $html, $end );
	}

	/**
	 * The address of the loop's "Next page" link (core/query-pagination-next), or null on the last page:
	 * the page's own address, without the widget's `atts[…]` (WordPress builds the link from the address
	 * asked for, which for the widget's GET carries them) or the query argument an older version put there.
	 */
	private static function next_link( $content ) {
		$tags = new WP_HTML_Tag_Processor( $content );
		while ( $tags->next_tag( 'a' ) ) {
			if ( $tags->has_class( 'wp-block-query-pagination-next' ) ) {
				$href = $tags->get_attribute( 'href' );
				return is_string( $href ) && '' !== $href ? remove_query_arg( array( self::ATTS, self::MARKER ), html_entity_decode( $href ) ) : null;
			}
		}
		return null;
	}

	/** The post-list family's answer (widgets/post-list/README.md, "Calls"): the posts as the block prints them here. */
	private static function answer( $items, $next ) {
		while ( ob_get_level() > self::$buffer_level ) {
			ob_end_clean();
		}
		header( 'Vary: Accept', false );
		CMS_Islands_Ajax::send_cacheable(
			array(
				'items'    => $items,
				'nextPage' => null !== $next ? esc_url_raw( $next ) : null,
				'status'   => null !== $next ? 'have-posts' : 'no-more-posts',
			),
			false
		);
	}
}

add_action( 'init', array( 'CMS_Islands_Core_Query', 'init' ) );
