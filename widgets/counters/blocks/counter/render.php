<?php
/**
 * The counter block (widgets/counters/README.md, "Counter"): the final number as the element's text,
 * in the editor's format (prefix, separators, suffix), so it is right before the bundle counts.
 *
 * @package CMS_Islands
 * @var array<string, mixed> $attributes The block's attributes: the counter's options and its number.
 */

defined( 'ABSPATH' ) || exit;

$cms_islands_number = isset( $attributes['number'] ) && is_scalar( $attributes['number'] ) ? trim( (string) $attributes['number'] ) : '';
if ( '' === $cms_islands_number ) {
	return;
}
?>
<p <?php echo CMS_Islands_Blocks::wrapper_attributes( $attributes, array( 'data-island' => 'counter' ) ) . CMS_Islands_Blocks::option_attributes( 'counter', $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped by both. ?>><?php echo esc_html( $cms_islands_number ); ?></p>
