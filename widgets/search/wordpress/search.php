<?php
/**
 * Search as you type (widgets/search/README.md, "Answer"): `GET {prefix}_ajax_search`.
 *
 * @package CMS_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The search family's call.
 */
final class CMS_Islands_Search {

	/** The fewest and most suggestions one call may ask for, and how many when it does not say. */
	const SEARCH_MIN    = 1;
	const SEARCH_MAX    = 20;
	const SEARCH_NUMBER = 8;

	/** Its action, for visitors and logged-in users alike. */
	public static function init() {
		CMS_Islands_Ajax::listen( 'ajax_search', array( __CLASS__, 'search' ) );
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
		$text      = CMS_Islands_Ajax::field( 'query' );
		$number    = CMS_Islands_Ajax::field( 'number' );
		$number    = '' === $number ? self::SEARCH_NUMBER : max( self::SEARCH_MIN, min( self::SEARCH_MAX, absint( $number ) ) );
		$post_type = sanitize_key( CMS_Islands_Ajax::field( 'post_type' ) );
		$allowed   = self::search_post_types();

		if ( '' === $post_type || 'any' === $post_type ) {
			$types = $allowed;
		} elseif ( in_array( $post_type, $allowed, true ) ) {
			$types = array( $post_type );
		} else {
			CMS_Islands_Ajax::error( __( 'This post type cannot be searched.', 'cms-islands' ) );
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
			$category  = sanitize_title( CMS_Islands_Ajax::field( 'product_cat' ) );
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
			// Every suggestion's thumbnail (its attachment and meta) in one query, not two per suggestion.
			update_post_thumbnail_cache( $query );
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
		CMS_Islands_Ajax::send_cacheable( $items );
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
}

add_action( 'init', array( 'CMS_Islands_Search', 'init' ) );
