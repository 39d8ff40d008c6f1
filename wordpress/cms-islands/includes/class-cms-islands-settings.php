<?php
/**
 * The plugin's settings: one option, `cms_islands_settings`, holding the page-settings keys of the
 * bundle (as schema/settings.json describes them: README "Options and settings: one source") and the
 * script replacements.
 *
 * @package CMS_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Fields, reading, validation and the page-settings global.
 */
final class CMS_Islands_Settings {

	/** The option that holds everything. */
	const OPTION = 'cms_islands_settings';

	/** The section of the settings every widget shares (schema/settings.json), where the plugin's own switches go too. */
	const SHARED_SECTION = 'shared';

	/** The types of setting the screen offers (schema/settings.json `type`); the parity test checks none is missing. */
	const SCREEN_TYPES = array( 'boolean', 'integer', 'number', 'string' );

	/** The ajax action prefix when the description is missing or the stored one is refused. */
	const FALLBACK_PREFIX = 'cms_islands';

	/** Longest visitor-facing text accepted (characters). */
	const MAX_TEXT = 200;

	/**
	 * The words a boolean setting takes, in any case (README, "Page settings"): the bundle reads the
	 * same ones (core/settings/coerce.ts; tests/unit/wordpress/boolean-words.test.ts keeps them equal).
	 */
	const TRUE_WORDS  = array( '1', 'yes', 'true', 'on' );
	const FALSE_WORDS = array( '0', 'no', 'false', 'off', '' );

	/**
	 * Every setting of the screen: the page settings of schema/settings.json the plugin does not print
	 * from WordPress itself, then the plugin's own switches. key => array( type, format, section,
	 * label, help, default, [minimum, maximum | choices | pattern] ), labels, help, choices and texts'
	 * defaults translated.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function fields() {
		static $fields = null;
		if ( null !== $fields ) {
			return $fields;
		}
		$fields = array();
		foreach ( CMS_Islands_Schema::settings() as $key => $setting ) {
			$on_screen = ! isset( $setting['screen'] ) || false !== $setting['screen'];
			if ( $on_screen && in_array( $setting['type'], self::SCREEN_TYPES, true ) ) {
				$fields[ $key ] = self::field( $setting );
			}
		}
		$switch = static function ( $label ) {
			return array(
				'type'    => 'boolean',
				'format'  => '',
				'section' => self::SHARED_SECTION,
				'label'   => $label,
				'help'    => '',
				'default' => true,
			);
		};
		$fields['replace_contact_form_7'] = $switch( __( 'Replace Contact Form 7’s front-end script', 'cms-islands' ) );
		$fields['replace_comment_reply']  = $switch( __( 'Replace WordPress’s comment-reply script', 'cms-islands' ) );
		$fields['replace_wp_embed']       = $switch( __( 'Replace WordPress’s embed script (wp-embed)', 'cms-islands' ) );
		return $fields;
	}

	/**
	 * One field of the screen from its description in schema/settings.json.
	 *
	 * @param array<string, mixed> $setting Its description.
	 * @return array<string, mixed>
	 */
	private static function field( $setting ) {
		$field = array(
			'type'    => $setting['type'],
			'format'  => $setting['format'] ?? '',
			'section' => $setting['section'],
			'label'   => self::translated( $setting['label'] ?? $setting['key'] ),
			'help'    => self::translated( $setting['help'] ?? '' ),
			'default' => $setting['default'] ?? null,
		);
		if ( 'text' === $field['format'] && is_string( $field['default'] ) && '' !== $field['default'] ) {
			$field['default'] = self::translated( $field['default'] );
		}
		foreach ( array( 'minimum', 'maximum', 'pattern' ) as $rule ) {
			if ( isset( $setting[ $rule ] ) ) {
				$field[ $rule ] = $setting[ $rule ];
			}
		}
		if ( isset( $setting['enum'] ) && is_array( $setting['enum'] ) ) {
			$field['choices'] = array();
			foreach ( $setting['enum'] as $choice ) {
				$field['choices'][ $choice ] = self::translated( $setting['enumLabels'][ $choice ] ?? $choice );
			}
		}
		return $field;
	}

	/** A text of schema/settings.json in the site's language (text domain `cms-islands`). */
	private static function translated( $text ) {
		// phpcs:ignore WordPress.WP.I18n.NonSingularStringLiteralText -- the English texts come from schema/settings.json.
		return __( (string) $text, 'cms-islands' );
	}

	/** Keys that are ours only (never printed into the page-settings global). */
	public static function plugin_only_keys() {
		return array( 'replace_contact_form_7', 'replace_comment_reply', 'replace_wp_embed' );
	}

	/**
	 * The stored values over the defaults. Text fields stored empty take their (translated) default; a
	 * boolean saved by code that skipped the screen's checks (`update_option()` from WP-CLI or a theme)
	 * is read with the screen's words, and one it cannot read takes the default, as the bundle does.
	 *
	 * @return array<string, mixed>
	 */
	public static function get() {
		$stored = get_option( self::OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		$values = array();
		foreach ( self::fields() as $key => $field ) {
			$value = array_key_exists( $key, $stored ) ? $stored[ $key ] : null;
			if ( 'boolean' === $field['type'] && null !== $value ) {
				$value = self::boolean( $value );
			}
			if ( null === $value || ( 'text' === $field['format'] && '' === $value ) ) {
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

	/** The ajax action prefix in use: the stored one when it has the form the description asks for. */
	public static function prefix() {
		$settings = CMS_Islands_Schema::settings();
		$setting  = $settings['ajax_action_prefix'] ?? array();
		$fallback = isset( $setting['default'] ) ? (string) $setting['default'] : self::FALLBACK_PREFIX;
		$stored   = get_option( self::OPTION, array() );
		$prefix   = ( is_array( $stored ) && isset( $stored['ajax_action_prefix'] ) ) ? (string) $stored['ajax_action_prefix'] : $fallback;
		return isset( $setting['pattern'] ) && preg_match( self::pcre( $setting['pattern'] ), $prefix ) ? $prefix : self::FALLBACK_PREFIX;
	}

	/** A pattern of schema/settings.json (JavaScript syntax, which PCRE reads) as a PCRE pattern. */
	private static function pcre( $pattern ) {
		return '/' . str_replace( '/', '\\/', (string) $pattern ) . '/';
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
	 * One value, by its type and rules in schema/settings.json. Sets $error (a sentence) when the value is refused.
	 *
	 * @param array<string, mixed> $field Its entry of fields().
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
			case 'boolean':
				return self::sanitize_boolean( $raw, $error );
			case 'integer':
			case 'number':
				return self::sanitize_number( $field, $raw, $error );
			default:
				return self::sanitize_text( $field, $raw, $error );
		}
	}

	/**
	 * A boolean from what people type: true/false, yes/no, on/off, 1/0 (or empty), in any case; null for
	 * anything else.
	 *
	 * @param mixed $raw A stored or sent value.
	 * @return bool|null
	 */
	public static function boolean( $raw ) {
		if ( is_bool( $raw ) ) {
			return $raw;
		}
		$word = is_int( $raw ) ? (string) $raw : ( is_string( $raw ) ? strtolower( trim( $raw ) ) : null );
		if ( in_array( $word, self::TRUE_WORDS, true ) ) {
			return true;
		}
		if ( in_array( $word, self::FALSE_WORDS, true ) ) {
			return false;
		}
		return null;
	}

	/**
	 * A boolean setting as sent: one of the words of boolean(), else refused saying which words it takes.
	 *
	 * @param mixed       $raw   What was sent.
	 * @param string|null $error Out: why it was refused.
	 * @return bool|null
	 */
	private static function sanitize_boolean( $raw, &$error ) {
		$value = self::boolean( $raw );
		if ( null === $value ) {
			$error = __( 'enter yes or no (or true or false, on or off, 1 or 0).', 'cms-islands' );
		}
		return $value;
	}

	/**
	 * A whole number or a number within the field's bounds.
	 *
	 * @param array<string, mixed> $field Its entry of fields().
	 * @param mixed                $raw   What was sent.
	 * @param string|null          $error Out: why it was refused.
	 * @return int|float|null
	 */
	private static function sanitize_number( $field, $raw, &$error ) {
		$whole = 'integer' === $field['type'];
		// At most 15 digits: JavaScript reads whole numbers exactly up to 2^53 − 1 (16 digits).
		if ( $whole && ( is_int( $raw ) || ( is_string( $raw ) && preg_match( '/^-?\d{1,15}$/', $raw ) ) ) ) {
			$number = (int) $raw;
		} elseif ( ! $whole && is_numeric( $raw ) && is_finite( (float) $raw ) ) {
			$number = 0 + $raw;
		} else {
			$error = $whole ? __( 'enter a whole number.', 'cms-islands' ) : __( 'enter a number.', 'cms-islands' );
			return null;
		}
		$minimum = $field['minimum'] ?? null;
		$maximum = $field['maximum'] ?? null;
		if ( ( null !== $minimum && $number < $minimum ) || ( null !== $maximum && $number > $maximum ) ) {
			if ( null === $maximum ) {
				/* translators: %s: lowest allowed number. */
				$error = sprintf( __( 'enter a number of at least %s.', 'cms-islands' ), $minimum );
			} elseif ( null === $minimum ) {
				/* translators: %s: highest allowed number. */
				$error = sprintf( __( 'enter a number of at most %s.', 'cms-islands' ), $maximum );
			} else {
				/* translators: 1: lowest allowed number, 2: highest allowed number. */
				$error = sprintf( __( 'enter a number from %1$s to %2$s.', 'cms-islands' ), $minimum, $maximum );
			}
			return null;
		}
		return $number;
	}

	/**
	 * One of the choices, markup (kept through WordPress's post rules), a text of the field's form, or visitor-facing words.
	 *
	 * @param array<string, mixed> $field Its entry of fields().
	 * @param mixed                $raw   What was sent.
	 * @param string|null          $error Out: why it was refused.
	 * @return string|null
	 */
	private static function sanitize_text( $field, $raw, &$error ) {
		if ( isset( $field['choices'] ) ) {
			$raw = sanitize_key( (string) $raw );
			if ( ! array_key_exists( $raw, $field['choices'] ) ) {
				$error = __( 'choose one of the listed values.', 'cms-islands' );
				return null;
			}
			return $raw;
		}
		if ( 'html' === $field['format'] ) {
			return wp_kses_post( (string) $raw );
		}
		if ( isset( $field['pattern'] ) ) {
			// The pattern is the whole rule: what matches it is safe as it is.
			$raw = (string) $raw;
			if ( ! preg_match( self::pcre( $field['pattern'] ), $raw ) ) {
				/* translators: %s: the setting's help, which says what form the value takes. */
				$error = sprintf( __( 'the value does not have the form asked for. %s', 'cms-islands' ), $field['help'] );
				return null;
			}
			return $raw;
		}
		$raw = sanitize_text_field( (string) $raw );
		if ( mb_strlen( $raw ) > self::MAX_TEXT ) {
			/* translators: %d: the longest text allowed, in characters. */
			$error = sprintf( __( 'use at most %d characters.', 'cms-islands' ), self::MAX_TEXT );
			return null;
		}
		return $raw;
	}
}
