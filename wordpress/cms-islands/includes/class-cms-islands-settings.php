<?php
/**
 * The plugin's settings: one option, `cms_islands_settings`, holding the page-settings keys of the
 * bundle (README "Page settings" and each widget family's README) and the script replacements.
 *
 * @package CMS_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Schema, reading, validation and the page-settings global.
 */
final class CMS_Islands_Settings {

	/** The option that holds everything. */
	const OPTION = 'cms_islands_settings';

	/** Allowed shape of the ajax action prefix and of version strings. */
	const PREFIX_PATTERN  = '/^[a-z][a-z0-9_]{0,39}$/';
	const VERSION_PATTERN = '/^[A-Za-z0-9._-]{1,32}$/';

	/** Longest visitor-facing text accepted (characters). */
	const MAX_TEXT = 200;

	/**
	 * Every setting: key => array( type, default, section, label, [min, max | choices] ).
	 * Types: bool, int, choice, version, prefix, text (visitor-facing; empty = the translated default), html.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function fields() {
		static $fields = null;
		if ( null !== $fields ) {
			return $fields;
		}
		$text   = static function ( $section, $label, $default ) {
			return array(
				'type'    => 'text',
				'section' => $section,
				'label'   => $label,
				'default' => $default,
			);
		};
		$bool   = static function ( $section, $label, $default ) {
			return array(
				'type'    => 'bool',
				'section' => $section,
				'label'   => $label,
				'default' => $default,
			);
		};
		$int    = static function ( $section, $label, $default, $min, $max ) {
			return array(
				'type'    => 'int',
				'section' => $section,
				'label'   => $label,
				'default' => $default,
				'min'     => $min,
				'max'     => $max,
			);
		};
		$version = static function ( $section, $label ) {
			return array(
				'type'    => 'version',
				'section' => $section,
				'label'   => $label,
				'default' => '1',
			);
		};

		$fields = array(
			// General.
			'ajax_action_prefix'        => array(
				'type'    => 'prefix',
				'section' => 'general',
				'label'   => __( 'Ajax action prefix', 'cms-islands' ),
				'default' => 'cms_islands',
			),
			'lazy_loading_offset'       => $int( 'general', __( 'Lazy loading offset (px before the viewport)', 'cms-islands' ), 300, 0, 10000 ),
			'replace_contact_form_7'    => $bool( 'general', __( 'Replace Contact Form 7’s front-end script', 'cms-islands' ), true ),
			'replace_comment_reply'     => $bool( 'general', __( 'Replace WordPress’s comment-reply script', 'cms-islands' ), true ),
			'replace_wp_embed'          => $bool( 'general', __( 'Replace WordPress’s embed script (wp-embed)', 'cms-islands' ), true ),
			// Header banner.
			'header_banner_enabled'     => $bool( 'header_banner', __( 'Show the header banner', 'cms-islands' ), false ),
			'header_banner_close_btn'   => $bool( 'header_banner', __( 'The banner has a close button', 'cms-islands' ), false ),
			'header_banner_version'     => $version( 'header_banner', __( 'Banner version (change it to show the banner again)', 'cms-islands' ) ),
			'header_banner_close_label' => $text( 'header_banner', __( 'Close button label', 'cms-islands' ), __( 'Close the banner', 'cms-islands' ) ),
			// Header and menus.
			'whb_header_clone'          => array(
				'type'    => 'html',
				'section' => 'header',
				'label'   => __( 'Compact header HTML to pin instead of the header (empty: none)', 'cms-islands' ),
				'default' => '',
			),
			'one_page_menu_offset'      => $int( 'header', __( 'One-page menu offset (px left above the section)', 'cms-islands' ), 0, -1000, 1000 ),
			'menu_submenu_toggle_label' => $text( 'header', __( 'Sub-menu button name (%s = the item’s text)', 'cms-islands' ), __( 'More %s pages', 'cms-islands' ) ),
			'disable_nanoscroller'      => $bool( 'header', __( 'Plain browser scrollbars in drawers', 'cms-islands' ), false ),
			// Promo popup.
			'enable_popup'              => $bool( 'promo_popup', __( 'Enable the promo popup', 'cms-islands' ), false ),
			'promo_popup_hide_mobile'   => $bool( 'promo_popup', __( 'Hide it below 768 px', 'cms-islands' ), true ),
			'popup_pages'               => $int( 'promo_popup', __( 'Pages viewed before it may show', 'cms-islands' ), 0, 0, 1000 ),
			'popup_event'               => array(
				'type'    => 'choice',
				'section' => 'promo_popup',
				'label'   => __( 'Show it', 'cms-islands' ),
				'default' => 'time',
				'choices' => array(
					'time'   => __( 'after a delay', 'cms-islands' ),
					'scroll' => __( 'after scrolling', 'cms-islands' ),
				),
			),
			'popup_delay'               => $int( 'promo_popup', __( 'Delay (ms)', 'cms-islands' ), 5000, 0, 600000 ),
			'popup_scroll'              => $int( 'promo_popup', __( 'Scroll distance (px)', 'cms-islands' ), 1000, 0, 100000 ),
			'promo_version'             => $version( 'promo_popup', __( 'Popup version (change it to show the popup again)', 'cms-islands' ) ),
			'promo_popup_label'         => $text( 'promo_popup', __( 'Popup name', 'cms-islands' ), __( 'Newsletter', 'cms-islands' ) ),
			// Content and lightbox popups.
			'popup_close_text'          => $text( 'popups', __( 'Close button', 'cms-islands' ), __( 'Close', 'cms-islands' ) ),
			'popup_label_text'          => $text( 'popups', __( 'Popup name', 'cms-islands' ), __( 'Popup', 'cms-islands' ) ),
			'popup_loading_text'        => $text( 'popups', __( 'Loading', 'cms-islands' ), __( 'Loading…', 'cms-islands' ) ),
			'popup_content_error_text'  => $text( 'popups', __( 'Content failed', 'cms-islands' ), __( 'The content could not be loaded', 'cms-islands' ) ),
			'popup_image_error_text'    => $text( 'popups', __( 'Image failed', 'cms-islands' ), __( 'The image could not be loaded', 'cms-islands' ) ),
			'popup_not_found_text'      => $text( 'popups', __( 'Target missing', 'cms-islands' ), __( 'Content not found', 'cms-islands' ) ),
			// Cookie notice.
			'cookies_version'           => $version( 'cookie_notice', __( 'Notice version (change it to ask again)', 'cms-islands' ) ),
			'cookie_notice_label'       => $text( 'cookie_notice', __( 'Notice name', 'cms-islands' ), __( 'Cookie notice', 'cms-islands' ) ),
			// Countdowns.
			'countdown_days'            => $text( 'countdown', __( 'Days', 'cms-islands' ), __( 'days', 'cms-islands' ) ),
			'countdown_hours'           => $text( 'countdown', __( 'Hours', 'cms-islands' ), __( 'hr', 'cms-islands' ) ),
			'countdown_mins'            => $text( 'countdown', __( 'Minutes', 'cms-islands' ), __( 'min', 'cms-islands' ) ),
			'countdown_sec'             => $text( 'countdown', __( 'Seconds', 'cms-islands' ), __( 'sc', 'cms-islands' ) ),
			'countdown_ended'           => $text( 'countdown', __( 'Ended', 'cms-islands' ), __( 'Ended', 'cms-islands' ) ),
			// Search.
			'search_suggestions_label'  => $text( 'search', __( 'Suggestion list name', 'cms-islands' ), __( 'Search suggestions', 'cms-islands' ) ),
			'search_no_suggestions'     => $text( 'search', __( 'No suggestions', 'cms-islands' ), __( 'No suggestions', 'cms-islands' ) ),
			'search_one_result'         => $text( 'search', __( 'One result', 'cms-islands' ), __( '1 result available. Use the up and down arrows to browse.', 'cms-islands' ) ),
			/* translators: {count} is replaced by the number of results in the browser; keep it as is. */
			'search_results'            => $text( 'search', __( 'Several results ({count} = how many)', 'cms-islands' ), __( '{count} results available. Use the up and down arrows to browse.', 'cms-islands' ) ),
			'search_view_all'           => $text( 'search', __( 'View-all link', 'cms-islands' ), __( 'View all results', 'cms-islands' ) ),
			// Post lists.
			/* translators: {count} is replaced by a number in the browser; keep it as is. */
			'post_list_shown'           => $text( 'post_list', __( 'After a filter ({count} = items shown)', 'cms-islands' ), __( '{count} items shown', 'cms-islands' ) ),
			/* translators: {count} is replaced by a number in the browser; keep it as is. */
			'post_list_loaded'          => $text( 'post_list', __( 'After a load ({count} = items added)', 'cms-islands' ), __( '{count} more items loaded', 'cms-islands' ) ),
			// Gallery.
			'gallery_image_error'       => $text( 'gallery', __( 'Image failed', 'cms-islands' ), __( 'The image could not be loaded', 'cms-islands' ) ),
			'gallery_label'             => $text( 'gallery', __( 'Viewer name', 'cms-islands' ), __( 'Image viewer', 'cms-islands' ) ),
			'gallery_close'             => $text( 'gallery', __( 'Close button', 'cms-islands' ), __( 'Close (Esc)', 'cms-islands' ) ),
			'gallery_previous'          => $text( 'gallery', __( 'Previous button', 'cms-islands' ), __( 'Previous image', 'cms-islands' ) ),
			'gallery_next'              => $text( 'gallery', __( 'Next button', 'cms-islands' ), __( 'Next image', 'cms-islands' ) ),
			'gallery_zoom'              => $text( 'gallery', __( 'Zoom button', 'cms-islands' ), __( 'Zoom', 'cms-islands' ) ),
			/* translators: {index} and {count} are replaced in the browser; keep them as they are. */
			'gallery_counter'           => $text( 'gallery', __( 'Counter ({index} of {count})', 'cms-islands' ), __( '{index} of {count}', 'cms-islands' ) ),
		);
		return $fields;
	}

	/** Keys that are ours only (never printed into the page-settings global). */
	public static function plugin_only_keys() {
		return array( 'replace_contact_form_7', 'replace_comment_reply', 'replace_wp_embed' );
	}

	/**
	 * The stored values over the defaults. Text fields stored empty take their (translated) default.
	 *
	 * @return array<string, mixed>
	 */
	public static function get() {
		$stored = get_option( self::OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		$values = array();
		foreach ( self::fields() as $key => $field ) {
			$value = array_key_exists( $key, $stored ) ? $stored[ $key ] : null;
			if ( null === $value || ( 'text' === $field['type'] && '' === $value ) ) {
				$value = $field['default'];
			}
			$values[ $key ] = $value;
		}
		return $values;
	}

	/** One value (after defaults). */
	public static function value( $key ) {
		$values = self::get();
		return $values[ $key ] ?? null;
	}

	/** The ajax action prefix in use. */
	public static function prefix() {
		$stored = get_option( self::OPTION, array() );
		$prefix = ( is_array( $stored ) && isset( $stored['ajax_action_prefix'] ) ) ? (string) $stored['ajax_action_prefix'] : 'cms_islands';
		return preg_match( self::PREFIX_PATTERN, $prefix ) ? $prefix : 'cms_islands';
	}

	/** Whether the replacement of one script is on (setting, then the `cms_islands_replaced_scripts` filter). */
	public static function replaces( $setting_key ) {
		$handles = array(
			'replace_contact_form_7' => 'contact-form-7',
			'replace_comment_reply'  => 'comment-reply',
			'replace_wp_embed'       => 'wp-embed',
		);
		$on = array();
		foreach ( $handles as $key => $handle ) {
			$on[ $handle ] = (bool) self::value( $key );
		}
		/**
		 * Which scripts the bundle replaces on this page (handle => bool). An entry switched off keeps
		 * the original script and leaves our widget for that markup to work beside it.
		 *
		 * @param array<string, bool> $on contact-form-7, comment-reply, wp-embed.
		 */
		$on = (array) apply_filters( 'cms_islands_replaced_scripts', $on );
		return ! empty( $on[ $handles[ $setting_key ] ] );
	}

	/**
	 * The page-settings global (README "Page settings"): every key, after the `cms_islands_settings` filter.
	 *
	 * @return array<string, mixed>
	 */
	public static function page_settings() {
		$settings = array(
			'ajaxurl' => admin_url( 'admin-ajax.php' ),
		);
		foreach ( self::get() as $key => $value ) {
			if ( ! in_array( $key, self::plugin_only_keys(), true ) ) {
				$settings[ $key ] = $value;
			}
		}
		$settings['ajax_action_prefix'] = self::prefix();
		// The contact form reads the REST root here when CF7's own `wpcf7` global is gone with its script.
		$settings['rest_url']      = esc_url_raw( rest_url() );
		$settings['cf7_namespace'] = 'contact-form-7/v1';
		$settings['cf7_cached']    = ( defined( 'WP_CACHE' ) && WP_CACHE );
		$settings['woo_installed'] = class_exists( 'WooCommerce' );

		/**
		 * The page-settings global printed before the bundle (`cmsIslandsSettings`). Themes add or
		 * change any key of README "Page settings"; values may be strings, numbers or booleans.
		 *
		 * @param array<string, mixed> $settings Every key, from the settings screen and defaults.
		 */
		$filtered = apply_filters( 'cms_islands_settings', $settings );
		return is_array( $filtered ) ? $filtered : $settings;
	}

	/**
	 * Sanitises and validates what the settings screen sent. A bad value is refused with a settings
	 * error and the stored one is kept; a key the form did not send keeps its stored value.
	 *
	 * @param mixed $input The submitted array.
	 * @return array<string, mixed>
	 */
	public static function sanitize( $input ) {
		$old   = get_option( self::OPTION, array() );
		$old   = is_array( $old ) ? $old : array();
		$input = is_array( $input ) ? $input : array();
		$clean = array();

		foreach ( self::fields() as $key => $field ) {
			$has_old = array_key_exists( $key, $old );
			if ( ! array_key_exists( $key, $input ) ) {
				if ( $has_old ) {
					$clean[ $key ] = $old[ $key ];
				}
				continue;
			}
			$raw   = $input[ $key ];
			$error = null;
			$value = self::sanitize_one( $field, $raw, $error );
			if ( null !== $error ) {
				// add_settings_error() is admin-only: an update_option() elsewhere (WP-CLI, a theme) just keeps the old value.
				if ( function_exists( 'add_settings_error' ) ) {
					add_settings_error(
						self::OPTION,
						'cms_islands_' . $key,
						/* translators: 1: the settings section's title, 2: the setting's label, 3: what is wrong with the value. */
						sprintf( __( '%1$s, %2$s: %3$s The previous value was kept.', 'cms-islands' ), CMS_Islands_Admin::section_title( $field['section'] ), $field['label'], $error ),
						'error'
					);
				}
				if ( $has_old ) {
					$clean[ $key ] = $old[ $key ];
				}
				continue;
			}
			$clean[ $key ] = $value;
		}
		return $clean;
	}

	/**
	 * One value. Sets $error (a sentence) when the value is refused.
	 *
	 * @param array<string, mixed> $field Its schema entry.
	 * @param mixed                $raw   What was sent (or, on the second pass WordPress makes when the option is new, what we stored).
	 * @param string|null          $error Out: why it was refused.
	 * @return mixed
	 */
	private static function sanitize_one( $field, $raw, &$error ) {
		if ( is_array( $raw ) || is_object( $raw ) ) {
			$error = __( 'the value is not a single value.', 'cms-islands' );
			return null;
		}
		$raw = is_string( $raw ) ? trim( wp_unslash( $raw ) ) : $raw;
		switch ( $field['type'] ) {
			case 'bool':
				return in_array( $raw, array( true, 1, '1', 'yes', 'on', 'true' ), true );
			case 'int':
				if ( is_int( $raw ) ) {
					$number = $raw;
				} elseif ( is_string( $raw ) && preg_match( '/^-?\d+$/', $raw ) ) {
					$number = (int) $raw;
				} else {
					$error = __( 'enter a whole number.', 'cms-islands' );
					return null;
				}
				if ( $number < $field['min'] || $number > $field['max'] ) {
					/* translators: 1: lowest allowed number, 2: highest allowed number. */
					$error = sprintf( __( 'enter a number from %1$d to %2$d.', 'cms-islands' ), $field['min'], $field['max'] );
					return null;
				}
				return $number;
			case 'choice':
				$raw = sanitize_key( (string) $raw );
				if ( ! array_key_exists( $raw, $field['choices'] ) ) {
					$error = __( 'choose one of the listed values.', 'cms-islands' );
					return null;
				}
				return $raw;
			case 'version':
				$raw = sanitize_text_field( (string) $raw );
				if ( ! preg_match( self::VERSION_PATTERN, $raw ) ) {
					$error = __( 'use 1 to 32 letters, digits, dots, dashes or underscores.', 'cms-islands' );
					return null;
				}
				return $raw;
			case 'prefix':
				$raw = (string) $raw;
				if ( ! preg_match( self::PREFIX_PATTERN, $raw ) ) {
					$error = __( 'use a lowercase letter, then up to 39 lowercase letters, digits or underscores.', 'cms-islands' );
					return null;
				}
				return $raw;
			case 'html':
				return wp_kses_post( (string) $raw );
			case 'text':
			default:
				$raw = sanitize_text_field( (string) $raw );
				if ( mb_strlen( $raw ) > self::MAX_TEXT ) {
					/* translators: %d: the longest text allowed, in characters. */
					$error = sprintf( __( 'use at most %d characters.', 'cms-islands' ), self::MAX_TEXT );
					return null;
				}
				return $raw;
		}
	}
}
