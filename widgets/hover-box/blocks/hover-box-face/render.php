<?php
/**
 * A face of the hover box block: `.hover-box-front` or `.hover-box-back` (widgets/hover-box/README.md).
 *
 * @package CMS_Islands
 * @var array<string, mixed> $attributes The block's attributes: which face.
 * @var string               $content    Its blocks, rendered.
 */

defined( 'ABSPATH' ) || exit;

$cms_islands_face = isset( $attributes['face'] ) && 'back' === $attributes['face'] ? 'back' : 'front';
?>
<div <?php echo CMS_Islands_Blocks::wrapper_attributes( $attributes, array( 'class' => 'hover-box-' . $cms_islands_face ) ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped by WordPress. ?>><?php echo $content; // phpcs:ignore WordPress.Security.EscapeOutput -- its blocks' own rendered HTML. ?></div>
