<?php
/**
 * One slide of the slice slider block: a `.slider-slide` holding its image (widgets/slider/README.md).
 *
 * @package CMS_Islands
 * @var array<string, mixed> $attributes The block's attributes.
 * @var string               $content    Its blocks, rendered.
 */

defined( 'ABSPATH' ) || exit;
?>
<div <?php echo CMS_Islands_Blocks::wrapper_attributes( $attributes, array( 'class' => 'slider-slide' ) ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped by WordPress. ?>><?php echo $content; // phpcs:ignore WordPress.Security.EscapeOutput -- its blocks' own rendered HTML. ?></div>
