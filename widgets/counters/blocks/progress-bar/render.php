<?php
/**
 * The progress bar block (widgets/counters/README.md, "Progress bars"): a label with the value, and a
 * `progressbar` named by it whose fill the widget sizes (no style attribute: `style-src 'self'`).
 *
 * @package CMS_Islands
 * @var array<string, mixed> $attributes The block's attributes: the bar's options and its label.
 */

defined( 'ABSPATH' ) || exit;

$cms_islands_value = isset( $attributes['value'] ) && is_numeric( $attributes['value'] ) ? max( 0, min( 100, (float) $attributes['value'] ) ) : 0;
$cms_islands_label = isset( $attributes['label'] ) && is_string( $attributes['label'] ) ? $attributes['label'] : '';
$cms_islands_id    = wp_unique_id( 'cms-islands-progress-' );
// 82, or 82.5: no trailing zeros.
$cms_islands_shown = rtrim( rtrim( number_format( $cms_islands_value, 2, '.', '' ), '0' ), '.' );
?>
<div <?php echo CMS_Islands_Blocks::wrapper_attributes( $attributes, array( 'data-island' => 'progress-bar' ) ) . CMS_Islands_Blocks::option_attributes( 'progress-bar', array( 'value' => (float) $cms_islands_shown ) + $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped by both. ?>>
	<p class="cms-islands-progress-label" id="<?php echo esc_attr( $cms_islands_id ); ?>"><?php echo esc_html( $cms_islands_label ); ?> <span><?php echo esc_html( $cms_islands_shown . '%' ); ?></span></p>
	<div class="cms-islands-progress-track" role="progressbar" aria-labelledby="<?php echo esc_attr( $cms_islands_id ); ?>" aria-valuenow="<?php echo esc_attr( $cms_islands_shown ); ?>" aria-valuemin="0" aria-valuemax="100"><div class="cms-islands-progress-fill" data-progress-bar-fill></div></div>
</div>
