<?php
/**
 * The masonry grid block (widgets/masonry/README.md): a `.grid-sizer` (the column width, so the grid
 * follows resizes in percentages) and the items, each its `.grid-item`; the number of columns as a
 * class the block's stylesheet sizes them by. The item selector and the column width are the
 * block's structure (its block.ts, `structuralOptions`): never printed from attributes.
 *
 * @package CMS_Islands
 * @var array<string, mixed> $attributes The block's attributes: the grid's options and its columns.
 * @var string               $content    The items, rendered.
 */

defined( 'ABSPATH' ) || exit;

$cms_islands_columns = isset( $attributes['columns'] ) && is_numeric( $attributes['columns'] ) ? max( 1, min( 6, (int) $attributes['columns'] ) ) : 3;
?>
<div <?php echo CMS_Islands_Blocks::wrapper_attributes( $attributes, array( 'class' => 'cms-islands-masonry-columns-' . $cms_islands_columns, 'data-island' => 'masonry' ) ) . CMS_Islands_Blocks::option_attributes( 'masonry', $attributes, array( 'itemSelector', 'columnWidth' ) ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped by both. ?>>
	<div class="grid-sizer"></div>
	<?php echo $content; // phpcs:ignore WordPress.Security.EscapeOutput -- the items' own rendered HTML. ?>
</div>
