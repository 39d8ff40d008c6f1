<?php
/**
 * One item of the masonry grid block: a `.grid-item` holding its blocks (widgets/masonry/README.md).
 *
 * @package CMS_Islands
 * @var array<string, mixed> $attributes The block's attributes.
 * @var string               $content    Its blocks, rendered.
 */

defined( 'ABSPATH' ) || exit;
?>
<div <?php echo CMS_Islands_Blocks::wrapper_attributes( $attributes, array( 'class' => 'grid-item' ) ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped by WordPress. ?>><?php echo $content; // phpcs:ignore WordPress.Security.EscapeOutput -- its blocks' own rendered HTML. ?></div>
