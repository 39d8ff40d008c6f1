<?php
/**
 * The countdown block (widgets/counters/README.md, "Countdown"): every part printed with the time left
 * now, so the numbers are right before the bundle and nothing moves when it mounts; `data-end` with
 * its UTC offset. An end without an offset is read in the site's time zone. No end, or one that
 * cannot be read: nothing is printed.
 *
 * @package CMS_Islands
 * @var array<string, mixed> $attributes The block's attributes: the countdown's options.
 */

defined( 'ABSPATH' ) || exit;

$cms_islands_end = isset( $attributes['end'] ) && is_string( $attributes['end'] ) ? trim( $attributes['end'] ) : '';
try {
	$cms_islands_moment = '' !== $cms_islands_end ? new DateTimeImmutable( $cms_islands_end, wp_timezone() ) : null;
} catch ( Exception $cms_islands_error ) {
	$cms_islands_moment = null;
}
if ( null === $cms_islands_moment ) {
	return;
}
$cms_islands_left     = max( 0, $cms_islands_moment->getTimestamp() - time() );
$cms_islands_settings = CMS_Islands_Settings::page_settings();
// Days as they are, the rest with two digits (widgets/counters/README.md); labels from the page settings the widget reads.
$cms_islands_parts = array(
	'days'    => array( (string) intdiv( $cms_islands_left, DAY_IN_SECONDS ), $cms_islands_settings['countdown_days'] ?? __( 'days', 'cms-islands' ) ),
	'hours'   => array( sprintf( '%02d', intdiv( $cms_islands_left % DAY_IN_SECONDS, HOUR_IN_SECONDS ) ), $cms_islands_settings['countdown_hours'] ?? __( 'hr', 'cms-islands' ) ),
	'minutes' => array( sprintf( '%02d', intdiv( $cms_islands_left % HOUR_IN_SECONDS, MINUTE_IN_SECONDS ) ), $cms_islands_settings['countdown_mins'] ?? __( 'min', 'cms-islands' ) ),
	'seconds' => array( sprintf( '%02d', $cms_islands_left % MINUTE_IN_SECONDS ), $cms_islands_settings['countdown_sec'] ?? __( 'sc', 'cms-islands' ) ),
);
$cms_islands_options = array( 'end' => $cms_islands_moment->format( DATE_ATOM ) ) + $attributes;
?>
<div <?php echo CMS_Islands_Blocks::wrapper_attributes( $attributes, array( 'data-island' => 'countdown' ) ) . CMS_Islands_Blocks::option_attributes( 'countdown', $cms_islands_options ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped by both. ?>>
<?php foreach ( $cms_islands_parts as $cms_islands_part => list( $cms_islands_number, $cms_islands_unit ) ) : ?>
	<span class="cms-islands-countdown-part"><span data-countdown="<?php echo esc_attr( $cms_islands_part ); ?>"><?php echo esc_html( $cms_islands_number ); ?></span> <span data-countdown-label="<?php echo esc_attr( $cms_islands_part ); ?>"><?php echo esc_html( (string) $cms_islands_unit ); ?></span></span>
<?php endforeach; ?>
</div>
