<?php
/**
 * Blog and portfolio lists (widgets/post-list/README.md): `POST {prefix}_get_{blog|portfolio}_{source}`,
 * the main_loop JSON answer of a list page, the shortcode attributes a list sends back, the query they
 * make, and the markup of one item.
 *
 * @package CMS_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The post-list family's calls, queries and item markup.
 */
final class CMS_Islands_Post_List {

	/** Highest page a list call may ask for (ours). */
	const MAX_PAGE = 100000;

	/** The query flag that asks a list page for its JSON answer (besides `Accept: application/json`). */
	const LIST_FLAG = 'cms_islands_list';

	/** Most items one call may ask for. */
	const MAX_PER_PAGE = 50;

	/** orderby values a list may ask for. */
	const ORDERBY = array( 'date', 'title', 'modified', 'menu_order', 'comment_count' );

	/** The post type of a list kind (`blog` or `portfolio`), or '' when the site has none. */
	public static function post_type( $kind ) {
		if ( 'blog' === $kind ) {
			return 'post';
		}
		/**
		 * The portfolio post type (default `portfolio`).
		 *
		 * @param string $post_type
		 */
		$type   = (string) apply_filters( 'cms_islands_portfolio_post_type', 'portfolio' );
		$object = post_type_exists( $type ) ? get_post_type_object( $type ) : null;
		return ( $object && $object->public ) ? $type : '';
	}

	/** The taxonomy whose slugs are an item's categories (`data-categories`). */
	public static function taxonomy( $kind ) {
		if ( 'blog' === $kind ) {
			return 'category';
		}
		/**
		 * The portfolio's category taxonomy (default `project-cat`).
		 *
		 * @param string $taxonomy
		 */
		return (string) apply_filters( 'cms_islands_portfolio_taxonomy', 'project-cat' );
	}

	/**
	 * The shortcode attributes, through an allow-list: posts_per_page, category, orderby, order.
	 *
	 * @param mixed $raw `atts` as sent (unslashed).
	 * @return array<string, string|int>
	 */
	public static function sanitize_atts( $raw ) {
		$raw  = is_array( $raw ) ? $raw : array();
		$atts = array(
			'posts_per_page' => (int) get_option( 'posts_per_page', 10 ),
			'category'       => '',
			'orderby'        => 'date',
			'order'          => 'DESC',
		);
		if ( isset( $raw['posts_per_page'] ) && is_scalar( $raw['posts_per_page'] ) ) {
			$atts['posts_per_page'] = absint( $raw['posts_per_page'] );
		}
		$atts['posts_per_page'] = max( 1, min( self::MAX_PER_PAGE, $atts['posts_per_page'] ) );
		if ( isset( $raw['category'] ) && is_scalar( $raw['category'] ) ) {
			$slugs            = array_filter( array_map( 'sanitize_title', explode( ',', (string) $raw['category'] ) ) );
			$atts['category'] = implode( ',', array_slice( $slugs, 0, 20 ) );
		}
		if ( isset( $raw['orderby'] ) && in_array( $raw['orderby'], self::ORDERBY, true ) ) {
			$atts['orderby'] = $raw['orderby'];
		}
		if ( isset( $raw['order'] ) && is_scalar( $raw['order'] ) && in_array( strtoupper( (string) $raw['order'] ), array( 'ASC', 'DESC' ), true ) ) {
			$atts['order'] = strtoupper( (string) $raw['order'] );
		}
		return $atts;
	}

	/**
	 * One page of a list: `{items, nextPage, status}` (widgets/post-list/README.md, "Calls"). nextPage is the next page's
	 * number, or null with status `no-more-posts` at the end.
	 *
	 * @param string               $kind   blog or portfolio.
	 * @param string               $source The source name of the action.
	 * @param array<string, mixed> $atts   Sanitised attributes.
	 * @param int                  $paged  The page asked for, from 1.
	 * @return array<string, mixed>
	 */
	public static function page( $kind, $source, $atts, $paged ) {
		$args = array(
			'post_type'           => self::post_type( $kind ),
			'posts_per_page'      => $atts['posts_per_page'],
			'paged'               => $paged,
			'orderby'             => $atts['orderby'],
			'order'               => $atts['order'],
			'ignore_sticky_posts' => true,
		);
		if ( '' !== $atts['category'] && taxonomy_exists( self::taxonomy( $kind ) ) ) {
			$args['tax_query'] = array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query
				array(
					'taxonomy' => self::taxonomy( $kind ),
					'field'    => 'slug',
					'terms'    => explode( ',', $atts['category'] ),
				),
			);
		}
		/**
		 * The query of a list page.
		 *
		 * @param array<string, mixed> $args   WP_Query arguments.
		 * @param array<string, mixed> $atts   The list's sanitised attributes.
		 * @param string               $kind   blog or portfolio.
		 * @param string               $source The action's source name.
		 */
		$args = (array) apply_filters( 'cms_islands_post_list_query_args', $args, $atts, $kind, $source );
		// Whatever a filter did: only published posts without a password, never more than one page.
		$args['post_status']    = 'publish';
		$args['has_password']   = false;
		$args['paged']          = $paged;
		$args['posts_per_page'] = max( 1, min( self::MAX_PER_PAGE, (int) ( $args['posts_per_page'] ?? $atts['posts_per_page'] ) ) );

		$query = new WP_Query( $args );
		// Every item's thumbnail (its attachment and meta) in one query, not two per item.
		update_post_thumbnail_cache( $query );
		$items = self::items_html( $query->posts, $atts, $kind );
		$last  = $paged >= (int) $query->max_num_pages;
		return array(
			'items'    => $items,
			'nextPage' => $last ? null : $paged + 1,
			'status'   => $last ? 'no-more-posts' : 'have-posts',
		);
	}

	/**
	 * The HTML of the items (only published posts without a password are ever printed).
	 *
	 * @param WP_Post[]            $posts The posts.
	 * @param array<string, mixed> $atts  The list's attributes.
	 * @param string               $kind  blog or portfolio.
	 */
	public static function items_html( $posts, $atts, $kind ) {
		$html      = '';
		$portfolio = self::post_type( 'portfolio' );
		foreach ( $posts as $post ) {
			if ( ! $post instanceof WP_Post || 'publish' !== $post->post_status || '' !== $post->post_password ) {
				continue;
			}
			// A main loop may mix types: each item takes its categories from its own type's taxonomy.
			$item_kind = ( '' !== $portfolio && $portfolio === $post->post_type ) ? 'portfolio' : $kind;
			$html     .= self::item_html( $post, $atts, $item_kind ) . "\n";
		}
		return $html;
	}

	/**
	 * One item. The theme's `cms-islands/post-list-item.php` template when it has one (the post is
	 * set up as in the loop; `$args` carries atts and kind), else ours; then the
	 * `cms_islands_post_list_item_html` filter.
	 *
	 * @param WP_Post              $post The post.
	 * @param array<string, mixed> $atts The list's attributes.
	 * @param string               $kind blog or portfolio.
	 */
	public static function item_html( $post, $atts, $kind ) {
		$html     = '';
		$template = locate_template( 'cms-islands/post-list-item.php' );
		if ( $template ) {
			$GLOBALS['post'] = $post; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- set up as in the loop, restored below.
			setup_postdata( $post );
			ob_start();
			load_template( $template, false, array( 'atts' => $atts, 'kind' => $kind ) );
			$html = (string) ob_get_clean();
			wp_reset_postdata();
		} else {
			$html = self::default_item_html( $post, $kind );
		}
		/**
		 * The HTML of one list item. Keep `data-categories` (slugs, space separated) for the filters.
		 *
		 * @param string               $html The item.
		 * @param WP_Post              $post The post.
		 * @param array<string, mixed> $atts The list's attributes.
		 * @param string               $kind blog or portfolio.
		 */
		return (string) apply_filters( 'cms_islands_post_list_item_html', $html, $post, $atts, $kind );
	}

	/** Our item markup: thumbnail, title link, excerpt; every value escaped. */
	private static function default_item_html( WP_Post $post, $kind ) {
		$terms = get_the_terms( $post, self::taxonomy( $kind ) );
		$slugs = ( is_array( $terms ) ) ? wp_list_pluck( $terms, 'slug' ) : array();
		$link  = get_permalink( $post );
		$title = wp_strip_all_tags( get_the_title( $post ) );
		$out   = sprintf(
			'<article id="post-%1$d" class="%2$s" data-categories="%3$s">',
			(int) $post->ID,
			esc_attr( implode( ' ', get_post_class( 'cms-islands-post', $post ) ) ),
			esc_attr( implode( ' ', $slugs ) )
		);
		if ( has_post_thumbnail( $post ) ) {
			$out .= sprintf(
				'<a class="cms-islands-post-thumbnail" href="%1$s" aria-hidden="true" tabindex="-1">%2$s</a>',
				esc_url( $link ),
				get_the_post_thumbnail( $post, 'medium_large', array( 'loading' => 'lazy', 'alt' => '' ) )
			);
		}
		$out .= sprintf( '<h2 class="entry-title"><a href="%1$s">%2$s</a></h2>', esc_url( $link ), esc_html( $title ) );
		$excerpt = wp_strip_all_tags( get_the_excerpt( $post ) );
		if ( '' !== $excerpt ) {
			$out .= sprintf( '<div class="entry-summary"><p>%s</p></div>', esc_html( $excerpt ) );
		}
		return $out . '</article>';
	}

	/** Its actions, one per list kind and source, and the main_loop answer. */
	public static function init() {
		/**
		 * The post-list sources answered by `{prefix}_get_blog_{source}` and `{prefix}_get_portfolio_{source}`.
		 *
		 * @param string[] $sources Default: shortcode.
		 */
		$sources = (array) apply_filters( 'cms_islands_post_list_sources', array( 'shortcode' ) );
		foreach ( $sources as $source ) {
			$source = sanitize_key( (string) $source );
			if ( '' === $source || 'main_loop' === $source ) {
				continue;
			}
			foreach ( array( 'blog', 'portfolio' ) as $kind ) {
				CMS_Islands_Ajax::listen(
					"get_{$kind}_{$source}",
					static function () use ( $kind, $source ) {
						self::post_list( $kind, $source );
					}
				);
			}
		}
		add_action( 'template_redirect', array( __CLASS__, 'main_loop' ), 1 );
	}

	/**
	 * `POST {prefix}_get_{blog|portfolio}_{source}`: paged, atts[…] → `{items, nextPage, status}`.
	 *
	 * @param string $kind   blog or portfolio.
	 * @param string $source The source name.
	 */
	public static function post_list( $kind, $source ) {
		if ( '' === self::post_type( $kind ) ) {
			CMS_Islands_Ajax::error( __( 'This site has no such list.', 'cms-islands' ) );
			return;
		}
		// Past MAX_PAGE no list has posts; the cap keeps WP_Query's offset from overflowing.
		$paged = max( 1, min( self::MAX_PAGE, absint( CMS_Islands_Ajax::field( 'paged' ) ) ) );
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- public read, see the file's comment.
		$atts = self::sanitize_atts( isset( $_REQUEST['atts'] ) ? wp_unslash( $_REQUEST['atts'] ) : array() );
		wp_send_json( self::page( $kind, $source, $atts, $paged ) );
	}

	/** Whether this front-end GET asks for the list's JSON (the widget's `Accept`, or the query flag). */
	public static function wants_list_json() {
		if ( isset( $_GET[ self::LIST_FLAG ] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended
			return true;
		}
		$accept = isset( $_SERVER['HTTP_ACCEPT'] ) ? strtolower( sanitize_text_field( wp_unslash( $_SERVER['HTTP_ACCEPT'] ) ) ) : '';
		return false !== strpos( $accept, 'application/json' ) && false === strpos( $accept, 'text/html' );
	}

	/**
	 * main_loop: the GET of the load-more link (`/page/2/`, an archive's next page) answered as
	 * `{items, nextPage, status}`, nextPage being the next page's link. Pages past the end (WordPress's
	 * 404) answer `no-more-posts`.
	 */
	public static function main_loop() {
		global $wp_query;
		if ( is_admin() || ! $wp_query instanceof WP_Query || ( 'GET' !== ( $_SERVER['REQUEST_METHOD'] ?? 'GET' ) ) ) {
			return;
		}
		$is_list = $wp_query->is_home() || $wp_query->is_archive() || $wp_query->is_search() || ( $wp_query->is_404() && (int) get_query_var( 'paged' ) > 1 );
		if ( ! $is_list || ! self::wants_list_json() ) {
			return;
		}
		header( 'Vary: Accept', false );
		$paged = max( 1, (int) get_query_var( 'paged' ) );
		// A page past the end (WordPress's 404, or a page number so large its offset overflowed) has no items.
		$posts = ( $wp_query->is_404() || $paged > max( 1, (int) $wp_query->max_num_pages ) ) ? array() : $wp_query->posts;
		update_post_thumbnail_cache( $wp_query );
		$last  = $paged >= (int) $wp_query->max_num_pages;
		$next  = $last ? null : remove_query_arg( self::LIST_FLAG, get_pagenum_link( $paged + 1, false ) );
		// Told apart from the HTML page by `Accept` alone, the answer is kept by the browser only: some
		// CDNs ignore `Vary: Accept` and would serve it as the page. With the query flag it has an address of its own.
		CMS_Islands_Ajax::send_cacheable(
			array(
				'items'    => self::items_html( $posts, array(), 'blog' ),
				'nextPage' => $next ? esc_url_raw( $next ) : null,
				'status'   => $last ? 'no-more-posts' : 'have-posts',
			),
			isset( $_GET[ self::LIST_FLAG ] ) // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		);
	}
}

add_action( 'init', array( 'CMS_Islands_Post_List', 'init' ) );
