<?php
/**
 * The header banner block (widgets/header-banner/README.md): printed while the banner is switched on,
 * the same for every visitor, so that a page cache may serve it to all. Whether this visitor closed it
 * is decided in the browser: the family's head script (widgets/header-banner/wordpress/header-banner.php,
 * includes/families/ in the plugin) keeps a closed banner off the first paint, and the widget hides
 * it. The close button when visitors may close it, named from the settings.
 *
 * @package CMS_Islands
 * @var array<string, mixed> $attributes The block's attributes: its region's name.
 * @var string               $content    The announcement, rendered.
 */

defined( 'ABSPATH' ) || exit;

$cms_islands_settings = CMS_Islands_Settings::page_settings();
$cms_islands_on       = static function ( $key ) use ( $cms_islands_settings ) {
	return isset( $cms_islands_settings[ $key ] ) && true === CMS_Islands_Settings::boolean( $cms_islands_settings[ $key ] );
};
if ( ! $cms_islands_on( 'header_banner_enabled' ) ) {
	return;
}
$cms_islands_label = isset( $attributes['label'] ) && is_string( $attributes['label'] ) && '' !== $attributes['label'] ? $attributes['label'] : __( 'Announcement', 'cms-islands' );
$cms_islands_close = isset( $cms_islands_settings['header_banner_close_label'] ) && '' !== $cms_islands_settings['header_banner_close_label']
	? (string) $cms_islands_settings['header_banner_close_label']
	: __( 'Close the banner', 'cms-islands' );
?>
<div <?php echo CMS_Islands_Blocks::wrapper_attributes( $attributes, array( 'data-island' => 'header-banner', 'role' => 'region', 'aria-label' => $cms_islands_label ) ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped by WordPress. ?>>
	<?php echo $content; // phpcs:ignore WordPress.Security.EscapeOutput -- the announcement's own rendered HTML. ?>
	<?php if ( $cms_islands_on( 'header_banner_close_btn' ) ) : ?>
	<button type="button" class="cms-islands-header-banner-close" data-banner-close aria-label="<?php echo esc_attr( $cms_islands_close ); ?>"><span aria-hidden="true">×</span></button>
	<?php endif; ?>
</div>
