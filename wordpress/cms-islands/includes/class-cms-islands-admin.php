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

	/** A section's title. */
	public static function section_title( $section ) {
		$sections = self::sections();
		return isset( $sections[ $section ] ) ? $sections[ $section ][0] : '';
	}

	/** Section titles and what they say. */
	private static function sections() {
		return array(
			'general'       => array( __( 'General', 'cms-islands' ), __( 'The ajax prefix names the calls this plugin answers ({prefix}_ajax_search…). Each replaced script is taken off the page while CMS Islands handles its markup; switch a replacement off to keep the original script.', 'cms-islands' ) ),
			'header_banner' => array( __( 'Header banner', 'cms-islands' ), '' ),
			'header'        => array( __( 'Header and menus', 'cms-islands' ), '' ),
			'promo_popup'   => array( __( 'Promo popup', 'cms-islands' ), '' ),
			'popups'        => array( __( 'Content and lightbox popups', 'cms-islands' ), '' ),
			'cookie_notice' => array( __( 'Cookie notice', 'cms-islands' ), '' ),
			'countdown'     => array( __( 'Countdowns', 'cms-islands' ), '' ),
			'search'        => array( __( 'Search', 'cms-islands' ), '' ),
			'post_list'     => array( __( 'Blog and portfolio lists', 'cms-islands' ), '' ),
			'gallery'       => array( __( 'Gallery lightbox', 'cms-islands' ), '' ),
		);
	}

	/** The option, its sections and fields. */
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
		foreach ( self::sections() as $id => $section ) {
			$text = $section[1];
			add_settings_section(
				'cms_islands_' . $id,
				$section[0],
				static function () use ( $id, $text ) {
					if ( '' !== $text ) {
						echo '<p>' . esc_html( $text ) . '</p>';
					}
					if ( in_array( $id, array( 'header_banner', 'promo_popup', 'popups', 'cookie_notice', 'countdown', 'search', 'post_list', 'gallery' ), true ) ) {
						echo '<p class="description">' . esc_html__( 'Texts left empty use the translated default shown in the field.', 'cms-islands' ) . '</p>';
					}
				},
				self::PAGE
			);
		}
		foreach ( CMS_Islands_Settings::fields() as $key => $field ) {
			add_settings_field(
				'cms_islands_' . $key,
				esc_html( $field['label'] ),
				array( __CLASS__, 'render_field' ),
				self::PAGE,
				'cms_islands_' . $field['section'],
				array(
					'key'       => $key,
					'field'     => $field,
					'label_for' => 'cms-islands-' . str_replace( '_', '-', $key ),
				)
			);
		}
	}

	/** One field; names are `cms_islands_settings[<key>]`. */
	public static function render_field( $args ) {
		$key    = $args['key'];
		$field  = $args['field'];
		$id     = $args['label_for'];
		$name   = CMS_Islands_Settings::OPTION . '[' . $key . ']';
		$stored = get_option( CMS_Islands_Settings::OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		$value  = array_key_exists( $key, $stored ) ? $stored[ $key ] : ( 'text' === $field['type'] ? '' : $field['default'] );

		switch ( $field['type'] ) {
			case 'bool':
				// The hidden 0 is sent when the box is unticked.
				printf( '<input type="hidden" name="%1$s" value="0"><input type="checkbox" id="%2$s" name="%1$s" value="1" %3$s>', esc_attr( $name ), esc_attr( $id ), checked( (bool) $value, true, false ) );
				break;
			case 'int':
				printf(
					'<input type="number" class="small-text" id="%1$s" name="%2$s" value="%3$s" step="1" min="%4$d" max="%5$d">',
					esc_attr( $id ),
					esc_attr( $name ),
					esc_attr( (string) $value ),
					(int) $field['min'],
					(int) $field['max']
				);
				break;
			case 'choice':
				printf( '<select id="%1$s" name="%2$s">', esc_attr( $id ), esc_attr( $name ) );
				foreach ( $field['choices'] as $choice => $label ) {
					printf( '<option value="%1$s" %2$s>%3$s</option>', esc_attr( $choice ), selected( $value, $choice, false ), esc_html( $label ) );
				}
				echo '</select>';
				break;
			case 'html':
				printf( '<textarea class="large-text code" rows="3" id="%1$s" name="%2$s">%3$s</textarea>', esc_attr( $id ), esc_attr( $name ), esc_textarea( (string) $value ) );
				break;
			case 'text':
				printf(
					'<input type="text" class="regular-text" id="%1$s" name="%2$s" value="%3$s" placeholder="%4$s" maxlength="%5$d">',
					esc_attr( $id ),
					esc_attr( $name ),
					esc_attr( (string) $value ),
					esc_attr( $field['default'] ),
					(int) CMS_Islands_Settings::MAX_TEXT
				);
				break;
			default: // version, prefix.
				printf( '<input type="text" class="regular-text code" id="%1$s" name="%2$s" value="%3$s">', esc_attr( $id ), esc_attr( $name ), esc_attr( (string) $value ) );
		}
	}

	/** The screen. */
	public static function render() {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage these settings.', 'cms-islands' ), 403 );
		}
		echo '<div class="wrap"><h1>' . esc_html( get_admin_page_title() ) . '</h1>';
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
