<?php
/**
 * Post lists (widgets/post-list/README.md): the shortcode attributes a list sends back, the query
 * they make, and the markup of one item.
 *
 * @package CMS_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Queries and item markup for blog and portfolio lists.
 */
final class CMS_Islands_Posts {

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
	 * One page of a list: `{items, nextPage, status}` (README "Calls"). nextPage is the next page's
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
}
