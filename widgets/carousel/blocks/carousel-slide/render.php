<?php
/**
 * One slide of the carousel block: a `.swiper-slide` holding its blocks (widgets/carousel/README.md).
 *
 * @package CMS_Islands
 * @var array<string, mixed> $attributes The block's attributes.
 * @var string               $content    Its blocks, rendered.
 */

defined( 'ABSPATH' ) || exit;
?>
<div <?php echo CMS_Islands_Blocks::wrapper_attributes( $attributes, array( 'class' => 'swiper-slide' ) ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped by WordPress. ?>><?php echo $content; // phpcs:ignore WordPress.Security.EscapeOutput -- the inner blocks' own rendered HTML. ?></div>
