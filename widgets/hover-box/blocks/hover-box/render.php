<?php
/**
 * The hover box block (widgets/hover-box/README.md): the box, and its two faces (inner blocks that
 * print `.hover-box-front` and `.hover-box-back` as its direct children).
 *
 * @package CMS_Islands
 * @var array<string, mixed> $attributes The block's attributes: the box's options.
 * @var string               $content    The faces, rendered.
 */

defined( 'ABSPATH' ) || exit;
?>
<div <?php echo CMS_Islands_Blocks::wrapper_attributes( $attributes, array( 'data-island' => 'hover-box' ) ) . CMS_Islands_Blocks::option_attributes( 'hover-box', $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped by both. ?>><?php echo $content; // phpcs:ignore WordPress.Security.EscapeOutput -- the faces' own rendered HTML. ?></div>
