<?php
/**
 * The carousel block: Swiper's markup (widgets/carousel/README.md), named, scrolling natively until
 * the widget runs; each inner block is a slide that prints its own `.swiper-slide`.
 *
 * @package CMS_Islands
 * @var array<string, mixed> $attributes The block's attributes: the carousel's options.
 * @var string               $content    The slides, rendered.
 */

defined( 'ABSPATH' ) || exit;

// A focusable scroll container needs a name (widgets/carousel/README.md, "Before the bundle"), and so
// does the region the widget makes of the block (its "Name": data-label, as no heading is printed).
$cms_islands_label = isset( $attributes['label'] ) && is_string( $attributes['label'] ) && '' !== $attributes['label']
	? $attributes['label']
	: __( 'Carousel', 'cms-islands' );
?>
<div <?php echo CMS_Islands_Blocks::wrapper_attributes( $attributes, array( 'data-island' => 'carousel' ) ) . CMS_Islands_Blocks::option_attributes( 'carousel', array( 'label' => $cms_islands_label ) + $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped by both. ?>>
	<div class="swiper" tabindex="0" role="group" aria-label="<?php echo esc_attr( $cms_islands_label ); ?>"><div class="swiper-wrapper"><?php echo $content; // phpcs:ignore WordPress.Security.EscapeOutput -- the inner blocks' own rendered HTML. ?></div></div>
</div>
