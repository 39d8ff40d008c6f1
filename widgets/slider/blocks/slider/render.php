<?php
/**
 * The slice slider block (widgets/slider/README.md): every slide printed, all but the first `hidden`,
 * so the slider has its final box before the bundle; named, as the region the widget makes of it.
 *
 * @package CMS_Islands
 * @var array<string, mixed> $attributes The block's attributes: the slider's options.
 * @var string               $content    The slides, rendered (each its `.slider-slide`).
 */

defined( 'ABSPATH' ) || exit;

$cms_islands_label = isset( $attributes['label'] ) && is_string( $attributes['label'] ) && '' !== $attributes['label']
	? $attributes['label']
	: __( 'Slideshow', 'cms-islands' );
// All but the first slide hidden (the widget shows one at a time; before it, the first one shows).
$cms_islands_slides = new WP_HTML_Tag_Processor( $content );
$cms_islands_first  = true;
while ( $cms_islands_slides->next_tag( array( 'class_name' => 'slider-slide' ) ) ) {
	if ( ! $cms_islands_first ) {
		$cms_islands_slides->set_attribute( 'hidden', true );
	}
	$cms_islands_first = false;
}
?>
<section <?php echo CMS_Islands_Blocks::wrapper_attributes( $attributes, array( 'data-island' => 'slider' ) ) . CMS_Islands_Blocks::option_attributes( 'slider', array( 'label' => $cms_islands_label ) + $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped by both. ?>>
	<div class="slider-slides"><?php echo $cms_islands_slides->get_updated_html(); // phpcs:ignore WordPress.Security.EscapeOutput -- the slides' own rendered HTML. ?></div>
</section>
