<?php
/**
 * One spot of the image hotspots block (widgets/floating/README.md, "Hotspots"): its place in percent
 * (the widget sets it as the spot's left and top: no style attribute), a named button, and the card it
 * opens, right after it, hidden until then.
 *
 * @package CMS_Islands
 * @var array<string, mixed> $attributes The block's attributes: its place and its button's name.
 * @var string               $content    The card's blocks, rendered.
 */

defined( 'ABSPATH' ) || exit;

$cms_islands_percent = static function ( $value ) {
	return is_numeric( $value ) ? (string) max( 0, min( 100, (float) $value ) ) : '50';
};
$cms_islands_label   = isset( $attributes['label'] ) && is_string( $attributes['label'] ) && '' !== trim( $attributes['label'] ) ? $attributes['label'] : __( 'Details', 'cms-islands' );
$cms_islands_extra   = array(
	'class'        => 'hotspot',
	'data-hotspot' => '',
	'data-x'       => $cms_islands_percent( $attributes['x'] ?? null ),
	'data-y'       => $cms_islands_percent( $attributes['y'] ?? null ),
);
?>
<div <?php echo CMS_Islands_Blocks::wrapper_attributes( $attributes, $cms_islands_extra ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped by WordPress. ?>>
	<button type="button" class="cms-islands-hotspot-button" data-hotspot-button aria-label="<?php echo esc_attr( $cms_islands_label ); ?>"><span aria-hidden="true">+</span></button>
	<div class="cms-islands-hotspot-card" data-hotspot-card hidden><?php echo $content; // phpcs:ignore WordPress.Security.EscapeOutput -- the card's own rendered HTML. ?></div>
</div>
