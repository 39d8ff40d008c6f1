<?php
/**
 * Pattern: a carousel of products (README "Blocks", patterns): a picture, a name and a price a slide.
 *
 * @package CMS_Islands
 */

defined( 'ABSPATH' ) || exit;

$cms_islands_slide = static function ( $image, $name, $price ) {
	return '<!-- wp:cms-islands/carousel-slide -->
<!-- wp:image -->
<figure class="wp-block-image"><img src="' . esc_url( CMS_ISLANDS_URL . 'patterns/images/' . $image ) . '" alt=""/></figure>
<!-- /wp:image -->

<!-- wp:heading {"level":3} -->
<h3 class="wp-block-heading">' . esc_html( $name ) . '</h3>
<!-- /wp:heading -->

<!-- wp:paragraph -->
<p>' . esc_html( $price ) . '</p>
<!-- /wp:paragraph -->
<!-- /wp:cms-islands/carousel-slide -->';
};

return array(
	'title'       => __( 'Product carousel', 'cms-islands' ),
	'description' => __( 'A heading over a carousel of products: a picture, a name and a price on each slide.', 'cms-islands' ),
	'keywords'    => array( __( 'shop', 'cms-islands' ), __( 'products', 'cms-islands' ), __( 'slider', 'cms-islands' ) ),
	'content'     => '<!-- wp:heading -->
<h2 class="wp-block-heading">' . esc_html__( 'New in the shop', 'cms-islands' ) . '</h2>
<!-- /wp:heading -->

<!-- wp:cms-islands/carousel {"gap":16,"label":"' . esc_attr__( 'New in the shop', 'cms-islands' ) . '"} -->
' . $cms_islands_slide( 'lake.svg', __( 'Lake blue mug', 'cms-islands' ), __( '24 €', 'cms-islands' ) ) . '

' . $cms_islands_slide( 'dunes.svg', __( 'Sand bowl', 'cms-islands' ), __( '32 €', 'cms-islands' ) ) . '

' . $cms_islands_slide( 'dusk.svg', __( 'Dusk vase', 'cms-islands' ), __( '58 €', 'cms-islands' ) ) . '

' . $cms_islands_slide( 'coast.svg', __( 'Coast plate', 'cms-islands' ), __( '28 €', 'cms-islands' ) ) . '
<!-- /wp:cms-islands/carousel -->',
);
