<?php
/**
 * Settings → CMS Islands: one screen through the Settings API (its nonce, its capability check).
 *
 * @package CMS_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The settings screen.
 */
final class CMS_Islands_Admin {

	const PAGE  = 'cms-islands';
	const GROUP = 'cms_islands';

	/** Hooks. */
	public static function init() {
		add_action( 'admin_menu', array( __CLASS__, 'menu' ) );
		add_action( 'admin_init', array( __CLASS__, 'register' ) );
		add_filter( 'plugin_action_links_' . plugin_basename( CMS_ISLANDS_FILE ), array( __CLASS__, 'action_links' ) );
	}

	/** The screen under Settings. */
	public static function menu() {
		add_options_page(
			__( 'CMS Islands', 'cms-islands' ),
			__( 'CMS Islands', 'cms-islands' ),
			'manage_options',
			self::PAGE,
			array( __CLASS__, 'render' )
		);
	}

	/** A "Settings" link on the Plugins screen. */
	public static function action_links( $links ) {
		$url = admin_url( 'options-general.php?page=' . self::PAGE );
		array_unshift( $links, '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Settings', 'cms-islands' ) . '</a>' );
		return $links;
	}

	/** A section's title, translated. */
	public static function section_title( $section ) {
		$sections = CMS_Islands_Schema::sections();
		// phpcs:ignore WordPress.WP.I18n.NonSingularStringLiteralText -- the English titles come from schema/settings.json.
		return isset( $sections[ $section ] ) ? __( $sections[ $section ], 'cms-islands' ) : '';
	}

	/** The option, its sections (those of schema/settings.json) and their fields (CMS_Islands_Settings::fields()). */
	public static function register() {
		register_setting(
			self::GROUP,
			CMS_Islands_Settings::OPTION,
			array(
				'type'              => 'array',
				'sanitize_callback' => array( 'CMS_Islands_Settings', 'sanitize' ),
				'default'           => array(),
				'show_in_rest'      => false,
			)
		);
		$fields = CMS_Islands_Settings::fields();
		foreach ( array_keys( CMS_Islands_Schema::sections() ) as $id ) {
			$in_section = wp_list_filter( $fields, array( 'section' => $id ) );
			if ( array() === $in_section ) {
				continue;
			}
			$has_texts = array() !== wp_list_filter( $in_section, array( 'format' => 'text' ) );
			add_settings_section(
				'cms_islands_' . str_replace( '-', '_', $id ),
				self::section_title( $id ),
				static function () use ( $id, $has_texts ) {
					if ( CMS_Islands_Settings::SHARED_SECTION === $id ) {
						echo '<p>' . esc_html__( 'The ajax prefix names the calls this plugin answers ({prefix}_ajax_search…). Each replaced script is taken off the page while CMS Islands handles its markup; switch a replacement off to keep the original script.', 'cms-islands' ) . '</p>';
					}
					if ( $has_texts ) {
						echo '<p class="description">' . esc_html__( 'Texts left empty use the translated default shown in the field.', 'cms-islands' ) . '</p>';
					}
				},
				self::PAGE
			);
			foreach ( $in_section as $key => $field ) {
				add_settings_field(
					'cms_islands_' . $key,
					esc_html( $field['label'] ),
					array( __CLASS__, 'render_field' ),
					self::PAGE,
					'cms_islands_' . str_replace( '-', '_', $id ),
					array(
						'key'       => $key,
						'field'     => $field,
						'label_for' => 'cms-islands-' . str_replace( '_', '-', $key ),
					)
				);
			}
		}
	}

	/** One field, by its type and format; names are `cms_islands_settings[<key>]`; its help below it. */
	public static function render_field( $args ) {
		$key    = $args['key'];
		$field  = $args['field'];
		$id     = $args['label_for'];
		$name   = CMS_Islands_Settings::OPTION . '[' . $key . ']';
		$stored = get_option( CMS_Islands_Settings::OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		$value  = array_key_exists( $key, $stored ) ? $stored[ $key ] : ( 'text' === $field['format'] ? '' : $field['default'] );

		if ( 'boolean' === $field['type'] ) {
			// The hidden 0 is sent when the box is unticked.
			printf( '<input type="hidden" name="%1$s" value="0"><input type="checkbox" id="%2$s" name="%1$s" value="1" %3$s>', esc_attr( $name ), esc_attr( $id ), checked( (bool) $value, true, false ) );
		} elseif ( 'integer' === $field['type'] || 'number' === $field['type'] ) {
			printf(
				'<input type="number" class="small-text" id="%1$s" name="%2$s" value="%3$s" step="%4$s"%5$s%6$s>',
				esc_attr( $id ),
				esc_attr( $name ),
				esc_attr( (string) $value ),
				'integer' === $field['type'] ? '1' : 'any',
				isset( $field['minimum'] ) ? ' min="' . esc_attr( (string) $field['minimum'] ) . '"' : '',
				isset( $field['maximum'] ) ? ' max="' . esc_attr( (string) $field['maximum'] ) . '"' : ''
			);
		} elseif ( isset( $field['choices'] ) ) {
			printf( '<select id="%1$s" name="%2$s">', esc_attr( $id ), esc_attr( $name ) );
			foreach ( $field['choices'] as $choice => $label ) {
				printf( '<option value="%1$s" %2$s>%3$s</option>', esc_attr( $choice ), selected( $value, $choice, false ), esc_html( $label ) );
			}
			echo '</select>';
		} elseif ( 'html' === $field['format'] ) {
			printf( '<textarea class="large-text code" rows="3" id="%1$s" name="%2$s">%3$s</textarea>', esc_attr( $id ), esc_attr( $name ), esc_textarea( (string) $value ) );
		} elseif ( 'text' === $field['format'] ) {
			printf(
				'<input type="text" class="regular-text" id="%1$s" name="%2$s" value="%3$s" placeholder="%4$s" maxlength="%5$d">',
				esc_attr( $id ),
				esc_attr( $name ),
				esc_attr( (string) $value ),
				esc_attr( (string) $field['default'] ),
				(int) CMS_Islands_Settings::MAX_TEXT
			);
		} else {
			printf( '<input type="text" class="regular-text code" id="%1$s" name="%2$s" value="%3$s">', esc_attr( $id ), esc_attr( $name ), esc_attr( (string) $value ) );
		}
		if ( '' !== $field['help'] ) {
			// `code` in the help (README style) is shown as code.
			echo '<p class="description">' . preg_replace( '/`([^`]+)`/', '<code>$1</code>', esc_html( $field['help'] ) ) . '</p>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped just before.
		}
	}

	/** The screen. */
	public static function render() {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage these settings.', 'cms-islands' ), 403 );
		}
		echo '<div class="wrap"><h1>' . esc_html( get_admin_page_title() ) . '</h1>';
		if ( ! CMS_Islands_Schema::is_loaded() ) {
			echo '<div class="notice notice-error"><p>' . esc_html__( 'The description of the settings (schema/settings.json) is missing from the plugin’s folder: only the script replacements can be set. Install the plugin again from its release zip (npm run wp:zip).', 'cms-islands' ) . '</p></div>';
		}
		if ( ! is_readable( CMS_Islands_Assets::assets_dir() . 'cms-islands.js' ) ) {
			echo '<div class="notice notice-warning"><p>' . esc_html__( 'The built script is missing from the plugin’s assets folder: nothing is loaded on the site. Install the plugin from its release zip (npm run wp:zip).', 'cms-islands' ) . '</p></div>';
		}
		echo '<form action="' . esc_url( admin_url( 'options.php' ) ) . '" method="post">';
		settings_fields( self::GROUP );
		do_settings_sections( self::PAGE );
		submit_button();
		echo '</form></div>';
	}
}
