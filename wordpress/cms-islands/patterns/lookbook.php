<?php
/**
 * Pattern: a lookbook picture with hotspots (README "Blocks", patterns): two spots on a landscape,
 * each opening a card.
 *
 * @package CMS_Islands
 */

defined( 'ABSPATH' ) || exit;

$cms_islands_spot = static function ( $x, $y, $label, $card ) {
	return '<!-- wp:cms-islands/hotspot {"x":' . (int) $x . ',"y":' . (int) $y . ',"label":"' . esc_attr( $label ) . '"} -->
<!-- wp:paragraph -->
<p>' . esc_html( $card ) . '</p>
<!-- /wp:paragraph -->
<!-- /wp:cms-islands/hotspot -->';
};

return array(
	'title'       => __( 'Lookbook with hotspots', 'cms-islands' ),
	'description' => __( 'A picture with spots on it; each opens a card that tells about that part.', 'cms-islands' ),
	'keywords'    => array( __( 'lookbook', 'cms-islands' ), __( 'image', 'cms-islands' ), __( 'points', 'cms-islands' ) ),
	'content'     => '<!-- wp:heading -->
<h2 class="wp-block-heading">' . esc_html__( 'Where our clay comes from', 'cms-islands' ) . '</h2>
<!-- /wp:heading -->

<!-- wp:cms-islands/hotspots {"url":"' . esc_url( CMS_ISLANDS_URL . 'patterns/images/meadow.svg' ) . '","alt":"' . esc_attr__( 'A meadow in the valley under a pale sky', 'cms-islands' ) . '","width":1500,"height":1000} -->
' . $cms_islands_spot( 30, 70, __( 'The clay pit', 'cms-islands' ), __( 'Red clay, dug by hand each spring.', 'cms-islands' ) ) . '

' . $cms_islands_spot( 70, 35, __( 'The kiln', 'cms-islands' ), __( 'Wood fired, three days a firing.', 'cms-islands' ) ) . '
<!-- /wp:cms-islands/hotspots -->',
);
