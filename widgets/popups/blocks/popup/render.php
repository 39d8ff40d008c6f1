<?php
/**
 * The popup block (widgets/popups/README.md, "Content and lightbox popups"): a button, the opener,
 * and the inner blocks as its inline content, hidden until the popup shows it. With an address in
 * its options the button opens that instead (an image, a page in a frame, or server HTML), and the
 * inner blocks are not printed.
 *
 * @package CMS_Islands
 * @var array<string, mixed> $attributes The block's attributes: the popup's options and the button's text.
 * @var string               $content    The popup's content, rendered.
 */

defined( 'ABSPATH' ) || exit;

$cms_islands_target = wp_unique_id( 'cms-islands-popup-' );
$cms_islands_source = isset( $attributes['popupSrc'] ) && is_string( $attributes['popupSrc'] ) ? trim( $attributes['popupSrc'] ) : '';
$cms_islands_inline = '' === $cms_islands_source;
$cms_islands_text   = isset( $attributes['openerText'] ) && is_string( $attributes['openerText'] ) && '' !== trim( $attributes['openerText'] )
	? $attributes['openerText']
	: __( 'Open', 'cms-islands' );
$cms_islands_options = array( 'popupSrc' => $cms_islands_inline ? '#' . $cms_islands_target : $cms_islands_source ) + $attributes;
?>
<div <?php echo CMS_Islands_Blocks::wrapper_attributes( $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped by WordPress. ?>>
	<button type="button" class="wp-element-button cms-islands-popup-opener" data-island="popup"<?php echo CMS_Islands_Blocks::option_attributes( 'popup', $cms_islands_options ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped there. ?>><?php echo esc_html( $cms_islands_text ); ?></button>
	<?php if ( $cms_islands_inline ) : ?>
	<div class="cms-islands-popup-content" id="<?php echo esc_attr( $cms_islands_target ); ?>" hidden><?php echo $content; // phpcs:ignore WordPress.Security.EscapeOutput -- the inner blocks' own rendered HTML. ?></div>
	<?php endif; ?>
</div>
