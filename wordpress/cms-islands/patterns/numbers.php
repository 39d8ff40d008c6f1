<?php
/**
 * Pattern: numbers with counters (README "Blocks", patterns): three figures that count up when they
 * come into view, each with what it counts.
 *
 * @package CMS_Islands
 */

defined( 'ABSPATH' ) || exit;

$cms_islands_figure = static function ( $number, $what ) {
	return '<!-- wp:column -->
<div class="wp-block-column"><!-- wp:cms-islands/counter {"number":"' . esc_attr( $number ) . '","fontSize":"x-large"} /-->

<!-- wp:paragraph -->
<p>' . esc_html( $what ) . '</p>
<!-- /wp:paragraph --></div>
<!-- /wp:column -->';
};

return array(
	'title'       => __( 'Numbers that count up', 'cms-islands' ),
	'description' => __( 'Three figures side by side, counting up when they come into view.', 'cms-islands' ),
	'keywords'    => array( __( 'statistics', 'cms-islands' ), __( 'counter', 'cms-islands' ), __( 'numbers', 'cms-islands' ) ),
	'content'     => '<!-- wp:heading -->
<h2 class="wp-block-heading">' . esc_html__( 'The studio in numbers', 'cms-islands' ) . '</h2>
<!-- /wp:heading -->

<!-- wp:columns -->
<div class="wp-block-columns">' . $cms_islands_figure( __( '12,480', 'cms-islands' ), __( 'pieces fired since we opened', 'cms-islands' ) ) . '

' . $cms_islands_figure( __( '36', 'cms-islands' ), __( 'glazes of our own', 'cms-islands' ) ) . '

' . $cms_islands_figure( __( '98 %', 'cms-islands' ), __( 'of our clay from the valley', 'cms-islands' ) ) . '</div>
<!-- /wp:columns -->',
);
