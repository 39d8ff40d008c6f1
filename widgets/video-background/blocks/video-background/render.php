<?php
/**
 * The video background block (widgets/video-background/README.md): the row and its blocks, with the
 * video's address; the poster is the row's own background (the block supports'). Without an address
 * the row is printed as a plain row (the widget would only warn).
 *
 * @package CMS_Islands
 * @var array<string, mixed> $attributes The block's attributes: the widget's options.
 * @var string               $content    The row's blocks, rendered.
 */

defined( 'ABSPATH' ) || exit;

$cms_islands_has_video = isset( $attributes['videoUrl'] ) && is_string( $attributes['videoUrl'] ) && '' !== trim( $attributes['videoUrl'] );
$cms_islands_extra     = $cms_islands_has_video ? array( 'data-island' => 'video-background' ) : array();
?>
<div <?php echo CMS_Islands_Blocks::wrapper_attributes( $attributes, $cms_islands_extra ) . CMS_Islands_Blocks::option_attributes( 'video-background', $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped by both. ?>>
	<?php echo $content; // phpcs:ignore WordPress.Security.EscapeOutput -- the row's blocks' own rendered HTML. ?>
</div>
