<?php
/**
 * The image hotspots block (widgets/floating/README.md, "Hotspots"): the image with its printed size
 * (its box is there before it loads) and its spots, each printed by its own block. No image: nothing.
 *
 * @package CMS_Islands
 * @var array<string, mixed> $attributes The block's attributes: the widget's options and the image.
 * @var string               $content    The spots, rendered.
 */

defined( 'ABSPATH' ) || exit;

$cms_islands_url = isset( $attributes['url'] ) && is_string( $attributes['url'] ) ? trim( $attributes['url'] ) : '';
if ( '' === $cms_islands_url ) {
	return;
}
$cms_islands_alt  = isset( $attributes['alt'] ) && is_string( $attributes['alt'] ) ? $attributes['alt'] : '';
$cms_islands_size = '';
foreach ( array( 'width', 'height' ) as $cms_islands_side ) {
	if ( isset( $attributes[ $cms_islands_side ] ) && is_numeric( $attributes[ $cms_islands_side ] ) && (int) $attributes[ $cms_islands_side ] > 0 ) {
		$cms_islands_size .= ' ' . $cms_islands_side . '="' . esc_attr( (string) (int) $attributes[ $cms_islands_side ] ) . '"';
	}
}
?>
<div <?php echo CMS_Islands_Blocks::wrapper_attributes( $attributes, array( 'data-island' => 'hotspots' ) ) . CMS_Islands_Blocks::option_attributes( 'hotspots', $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped by both. ?>>
	<img class="cms-islands-hotspots-image" src="<?php echo esc_url( $cms_islands_url ); ?>" alt="<?php echo esc_attr( $cms_islands_alt ); ?>"<?php echo $cms_islands_size; // phpcs:ignore WordPress.Security.EscapeOutput -- escaped above. ?>>
	<?php echo $content; // phpcs:ignore WordPress.Security.EscapeOutput -- the spots' own rendered HTML. ?>
</div>
