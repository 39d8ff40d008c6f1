<?php
/**
 * The server side of the bundle's calls (README "Page settings" → ajax_action_prefix; the search,
 * menu and post-list READMEs): admin-ajax actions for visitors and the main_loop JSON answer.
 *
 * Public reads only: the answers hold published content that any visitor may see, and are the same
 * for everyone, so they need no per-visitor nonce and may be cached (a nonce would make cached pages
 * fail their calls once it expires).
 *
 * @package CMS_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Ajax actions.
 */
final class CMS_Islands_Ajax {

	/** Search: the fewest and most suggestions one call may ask for, and how many when it does not say. */
	const SEARCH_MIN    = 1;
	const SEARCH_MAX    = 20;
	const SEARCH_NUMBER = 8;

	/** Highest page a list call may ask for (ours). */
	const MAX_PAGE = 100000;

	/** Most placeholder ids one dropdown call may ask for. */
	const MAX_DROPDOWNS = 50;

	/** The query flag that asks a list page for its JSON answer (besides `Accept: application/json`). */
	const LIST_FLAG = 'cms_islands_list';

	/** Hooks: every action for visitors and logged-in users alike. */
	public static function init() {
		$prefix  = CMS_Islands_Settings::prefix();
		$actions = array(
			$prefix . '_ajax_search'          => array( __CLASS__, 'search' ),
			$prefix . '_load_html_dropdowns' => array( __CLASS__, 'dropdowns' ),
		);
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
				$actions[ "{$prefix}_get_{$kind}_{$source}" ] = static function () use ( $kind, $source ) {
					self::post_list( $kind, $source );
				};
			}
		}
		foreach ( $actions as $action => $callback ) {
			add_action( 'wp_ajax_' . $action, $callback );
			add_action( 'wp_ajax_nopriv_' . $action, $callback );
		}
		add_action( 'template_redirect', array( __CLASS__, 'main_loop' ), 1 );
	}

	/** A request field, unslashed, as text ('' when missing or not text). */
	private static function field( $name ) {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- public read, see the file's comment.
		$raw = isset( $_REQUEST[ $name ] ) ? wp_unslash( $_REQUEST[ $name ] ) : '';
		return is_scalar( $raw ) ? sanitize_text_field( (string) $raw ) : '';
	}

	/**
	 * Sends a public JSON answer that shared caches and browsers may keep for `cms_islands_cache_seconds`
	 * (default 300; 0: not cached), then ends the request. Not wp_send_json(): in an ajax request it
	 * ends through wp_die(), which sends no-cache headers. Logged-in visitors' answers are not marked public.
	 *
	 * @param mixed $data   The answer.
	 * @param bool  $shared Whether shared caches may keep it (false: the browser only, `private`).
	 */
	private static function send_cacheable( $data, $shared = true ) {
		/**
		 * How long (s) shared caches and browsers may keep public answers (search, list pages).
		 *
		 * @param int $seconds
		 */
		$seconds = (int) apply_filters( 'cms_islands_cache_seconds', 300 );
		if ( ! headers_sent() ) {
			status_header( 200 );
			header( 'Content-Type: application/json; charset=' . get_option( 'blog_charset' ) );
			if ( $seconds > 0 && ! is_user_logged_in() ) {
				header_remove( 'Expires' );
				header_remove( 'Pragma' );
				header( 'Cache-Control: ' . ( $shared ? 'public' : 'private' ) . ', max-age=' . $seconds );
			}
		}
		echo wp_json_encode( $data );
		exit;
	}

	/** An error answer (HTTP 400): `{status: "error", message}`. */
	private static function error( $message ) {
		wp_send_json(
			array(
				'status'  => 'error',
				'message' => $message,
			),
			400
		);
	}

	/** Post types search may look in: public, searchable, minus attachments; `cms_islands_search_post_types`. */
	public static function search_post_types() {
		$types = array_values( array_diff( get_post_types( array( 'public' => true, 'exclude_from_search' => false ) ), array( 'attachment' ) ) );
		/**
		 * Post types `{prefix}_ajax_search` may answer from (only public ones are kept).
		 *
		 * @param string[] $types
		 */
		$types = (array) apply_filters( 'cms_islands_search_post_types', $types );
		return array_values(
			array_filter(
				$types,
				static function ( $type ) {
					$object = is_string( $type ) ? get_post_type_object( $type ) : null;
					return $object && $object->public;
				}
			)
		);
	}

	/**
	 * `GET {prefix}_ajax_search`: query, number, post_type, product_cat → the suggestion items
	 * (widgets/search/README.md "Answer").
	 */
	public static function search() {
		$text      = self::field( 'query' );
		$number    = self::field( 'number' );
		$number    = '' === $number ? self::SEARCH_NUMBER : max( self::SEARCH_MIN, min( self::SEARCH_MAX, absint( $number ) ) );
		$post_type = sanitize_key( self::field( 'post_type' ) );
		$allowed   = self::search_post_types();

		if ( '' === $post_type || 'any' === $post_type ) {
			$types = $allowed;
		} elseif ( in_array( $post_type, $allowed, true ) ) {
			$types = array( $post_type );
		} else {
			self::error( __( 'This post type cannot be searched.', 'cms-islands' ) );
			return;
		}

		$items = array();
		if ( '' !== $text && $types ) {
			$args = array(
				's'                   => $text,
				'post_type'           => $types,
				'posts_per_page'      => $number,
				'no_found_rows'       => true,
				'ignore_sticky_posts' => true,
			);
			$tax_query = array();
			$category  = sanitize_title( self::field( 'product_cat' ) );
			if ( '' !== $category && in_array( 'product', $types, true ) && taxonomy_exists( 'product_cat' ) ) {
				$args['post_type'] = 'product';
				$tax_query[]       = array(
					'taxonomy' => 'product_cat',
					'field'    => 'slug',
					'terms'    => $category,
				);
			}
			if ( in_array( 'product', (array) $args['post_type'], true ) && taxonomy_exists( 'product_visibility' ) ) {
				// WooCommerce's own search rules: products hidden from search (and, when the shop says so, out of stock) never show.
				$hidden = array( 'exclude-from-search' );
				if ( 'yes' === get_option( 'woocommerce_hide_out_of_stock_items' ) ) {
					$hidden[] = 'outofstock';
				}
				$tax_query[] = array(
					'taxonomy' => 'product_visibility',
					'field'    => 'name',
					'terms'    => $hidden,
					'operator' => 'NOT IN',
				);
			}
			if ( $tax_query ) {
				$args['tax_query'] = $tax_query; // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query
			}
			/**
			 * The search query.
			 *
			 * @param array<string, mixed> $args WP_Query arguments.
			 */
			$args = (array) apply_filters( 'cms_islands_search_query_args', $args );
			// Whatever a filter did: published, no password, at most `number`.
			$args['post_status']    = 'publish';
			$args['has_password']   = false;
			$args['posts_per_page'] = $number;

			$query = new WP_Query( $args );
			foreach ( $query->posts as $post ) {
				if ( 'publish' !== $post->post_status || '' !== $post->post_password ) {
					continue;
				}
				/**
				 * One suggestion: value (title, escaped), permalink, thumbnail (URL), price (HTML).
				 *
				 * @param array<string, mixed> $item
				 * @param WP_Post              $post
				 */
				$items[] = apply_filters( 'cms_islands_search_item', self::suggestion( $post ), $post );
			}
		}

		if ( ! $items ) {
			$items[] = array(
				'value'     => esc_html( self::not_found_text( $types ) ),
				'no_found'  => true,
				'permalink' => '',
				'thumbnail' => '',
				'price'     => '',
			);
		}
		self::send_cacheable( $items );
	}

	/** The not-found entry's text: the post type's own "not found" label when one type was searched. */
	private static function not_found_text( $types ) {
		if ( 1 === count( $types ) ) {
			if ( 'product' === $types[0] ) {
				return __( 'No products found', 'cms-islands' );
			}
			if ( 'post' === $types[0] ) {
				return __( 'No posts found', 'cms-islands' );
			}
			$object = get_post_type_object( $types[0] );
			if ( $object && ! empty( $object->labels->not_found ) ) {
				return rtrim( (string) $object->labels->not_found, '.' );
			}
		}
		return __( 'Nothing found', 'cms-islands' );
	}

	/** One suggestion item. */
	private static function suggestion( WP_Post $post ) {
		$thumbnail = '';
		$price     = '';
		if ( 'product' === $post->post_type && function_exists( 'wc_get_product' ) ) {
			$product = wc_get_product( $post );
			if ( $product ) {
				$price     = self::price_html( $product->get_price_html() );
				$thumbnail = (string) get_the_post_thumbnail_url( $post, 'woocommerce_thumbnail' );
			}
		}
		if ( '' === $thumbnail ) {
			$thumbnail = (string) get_the_post_thumbnail_url( $post, 'thumbnail' );
		}
		return array(
			// Shown as text by the widget, which decodes character references.
			'value'     => esc_html( wp_strip_all_tags( get_the_title( $post ) ) ),
			'permalink' => esc_url_raw( get_permalink( $post ) ),
			'thumbnail' => $thumbnail ? esc_url_raw( $thumbnail ) : '',
			'price'     => $price,
		);
	}

	/** WooCommerce's price HTML, kept to the inline formatting the widget rebuilds. */
	private static function price_html( $html ) {
		$attributes = array(
			'class'       => true,
			'aria-hidden' => true,
		);
		$allowed    = array();
		foreach ( array( 'span', 'bdi', 'del', 'ins', 's', 'strong', 'em', 'b', 'i', 'small', 'sub', 'sup', 'mark' ) as $tag ) {
			$allowed[ $tag ] = $attributes;
		}
		return wp_kses( (string) $html, $allowed );
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

	/**
	 * `POST {prefix}_get_{blog|portfolio}_{source}`: paged, atts[…] → `{items, nextPage, status}`.
	 *
	 * @param string $kind   blog or portfolio.
	 * @param string $source The source name.
	 */
	public static function post_list( $kind, $source ) {
		if ( '' === CMS_Islands_Posts::post_type( $kind ) ) {
			self::error( __( 'This site has no such list.', 'cms-islands' ) );
			return;
		}
		// Past MAX_PAGE no list has posts; the cap keeps WP_Query's offset from overflowing.
		$paged = max( 1, min( self::MAX_PAGE, absint( self::field( 'paged' ) ) ) );
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- public read, see the file's comment.
		$atts = CMS_Islands_Posts::sanitize_atts( isset( $_REQUEST['atts'] ) ? wp_unslash( $_REQUEST['atts'] ) : array() );
		wp_send_json( CMS_Islands_Posts::page( $kind, $source, $atts, $paged ) );
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
		$last  = $paged >= (int) $wp_query->max_num_pages;
		$next  = $last ? null : remove_query_arg( self::LIST_FLAG, get_pagenum_link( $paged + 1, false ) );
		// Told apart from the HTML page by `Accept` alone, the answer is kept by the browser only: some
		// CDNs ignore `Vary: Accept` and would serve it as the page. With the query flag it has an address of its own.
		self::send_cacheable(
			array(
				'items'    => CMS_Islands_Posts::items_html( $posts, array(), 'blog' ),
				'nextPage' => $next ? esc_url_raw( $next ) : null,
				'status'   => $last ? 'no-more-posts' : 'have-posts',
			),
			isset( $_GET[ self::LIST_FLAG ] ) // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		);
	}
}
