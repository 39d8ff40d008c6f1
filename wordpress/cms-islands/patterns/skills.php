<?php
/**
 * Pattern: skills with progress bars (README "Blocks", patterns): each bar fills to its value when it
 * comes into view.
 *
 * @package CMS_Islands
 */

defined( 'ABSPATH' ) || exit;

$cms_islands_bar = static function ( $label, $value ) {
	return '<!-- wp:cms-islands/progress-bar {"value":' . (int) $value . ',"label":"' . esc_attr( $label ) . '"} /-->';
};

return array(
	'title'       => __( 'Skills with progress bars', 'cms-islands' ),
	'description' => __( 'A heading and three bars that fill to their value when they come into view.', 'cms-islands' ),
	'keywords'    => array( __( 'skills', 'cms-islands' ), __( 'progress', 'cms-islands' ), __( 'percent', 'cms-islands' ) ),
	'content'     => '<!-- wp:heading -->
<h2 class="wp-block-heading">' . esc_html__( 'What our classes teach', 'cms-islands' ) . '</h2>
<!-- /wp:heading -->

' . $cms_islands_bar( __( 'Wheel throwing', 'cms-islands' ), 82 ) . '

' . $cms_islands_bar( __( 'Hand building', 'cms-islands' ), 64 ) . '

' . $cms_islands_bar( __( 'Glazing', 'cms-islands' ), 48 ),
);
