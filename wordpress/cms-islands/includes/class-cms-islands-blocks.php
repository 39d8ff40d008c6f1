<?php
/**
 * The blocks (README "Blocks"): one per content widget, server-rendered in the widget's markup
 * contract by each block's render.php, so the front end loads nothing but the bundle. Each block's
 * block.json (written by the plugin's build from the widget's options) names the one editor script and
 * its own stylesheet, both registered here as files.
 *
 * @package CMS_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Registers the blocks and prints their options as the widgets' data attributes.
 */
final class CMS_Islands_Blocks {

	/** The editor script every block.json names (built by `npm run wp:build` into build/). */
	const EDITOR_HANDLE = 'cms-islands-blocks-editor';

	/** The editor script's file, without `.js` / `.asset.php`. */
	const EDITOR_FILE = 'build/cms-islands-blocks';

	/**
	 * The first WordPress whose editor has everything the blocks use: blocks of apiVersion 3 (6.3) and
	 * the `react-jsx-runtime` script the editor script is built against (6.6).
	 */
	const MINIMUM_WORDPRESS = '6.6';

	/** The block patterns' category in the inserter (README "Blocks", patterns). */
	const PATTERN_CATEGORY = 'cms-islands';

	/** Hooks. */
	public static function init() {
		add_action( 'init', array( __CLASS__, 'register' ) );
	}

	/** Whether this WordPress gets the blocks. */
	public static function supported() {
		return version_compare( get_bloginfo( 'version' ), self::MINIMUM_WORDPRESS, '>=' );
	}

	/** The editor script, each block's stylesheet, and every block of blocks/. */
	public static function register() {
		if ( ! self::supported() ) {
			return;
		}
		$editor = self::register_editor_script();
		foreach ( glob( CMS_ISLANDS_DIR . 'blocks/*/block.json' ) as $metadata ) {
			$folder = dirname( $metadata );
			$slug   = basename( $folder );
			if ( is_readable( $folder . '/style.css' ) ) {
				// A plain file, not `file:./style.css`: WordPress inlines small block stylesheets given as
				// paths, and an inline <style> breaks `style-src 'self'` (README "Content-Security-Policy").
				wp_register_style( 'cms-islands-block-' . $slug, CMS_ISLANDS_URL . 'blocks/' . $slug . '/style.css', array(), CMS_ISLANDS_VERSION );
			}
			// Without a built editor script (a copy of the source), the blocks still render; the editor shows them as unsupported.
			register_block_type( $folder, $editor ? array() : array( 'editor_script_handles' => array() ) );
		}
		self::register_patterns();
	}

	/**
	 * The plugin's block patterns, in their own category: each `patterns/*.php` returns its title,
	 * description, keywords and content (block markup of our blocks and core's), its texts translated.
	 * WordPress finds a theme's patterns by itself, a plugin's never: registered here, by glob (no list).
	 */
	private static function register_patterns() {
		register_block_pattern_category(
			self::PATTERN_CATEGORY,
			array(
				'label'       => __( 'CMS Islands', 'cms-islands' ),
				'description' => __( 'Ready-made sections built with the CMS Islands blocks.', 'cms-islands' ),
			)
		);
		foreach ( glob( CMS_ISLANDS_DIR . 'patterns/*.php' ) ?: array() as $file ) {
			$pattern = include $file;
			if ( ! is_array( $pattern ) || empty( $pattern['title'] ) || empty( $pattern['content'] ) ) {
				continue;
			}
			register_block_pattern( 'cms-islands/' . basename( $file, '.php' ), $pattern + array( 'categories' => array( self::PATTERN_CATEGORY ) ) );
		}
	}

	/** Registers the built editor script with the handles and version its `.asset.php` lists; false when not built. */
	private static function register_editor_script() {
		$asset_file = CMS_ISLANDS_DIR . self::EDITOR_FILE . '.asset.php';
		if ( ! is_readable( $asset_file ) || ! is_readable( CMS_ISLANDS_DIR . self::EDITOR_FILE . '.js' ) ) {
			return false;
		}
		$asset = include $asset_file;
		if ( ! is_array( $asset ) || ! isset( $asset['dependencies'], $asset['version'] ) ) {
			return false;
		}
		wp_register_script( self::EDITOR_HANDLE, CMS_ISLANDS_URL . self::EDITOR_FILE . '.js', $asset['dependencies'], $asset['version'], true );
		wp_set_script_translations( self::EDITOR_HANDLE, 'cms-islands', CMS_ISLANDS_DIR . 'languages' );
		return true;
	}

	/**
	 * The widget's options among the block's attributes, as its data attributes (` data-gap="16"`),
	 * escaped. An option at its default is left out (the widget takes the default itself), and so is
	 * one with no value; booleans are printed `true`/`false`. Options the block's structure fixes (its
	 * definition's `structuralOptions`, README "Blocks") are never printed: its editor cannot set
	 * them, so a value in a saved post's attributes came from elsewhere (a crafted or imported post).
	 *
	 * @param string               $widget     The `data-island` name whose options (schema/options.json) to print.
	 * @param array<string, mixed> $attributes The block's attributes.
	 * @param string[]             $structural Options the block's structure fixes.
	 * @return string
	 */
	public static function option_attributes( $widget, $attributes, $structural = array() ) {
		$printed = '';
		foreach ( CMS_Islands_Schema::options( $widget ) as $option ) {
			$name = $option['name'];
			if ( in_array( $name, $structural, true ) || ! isset( $attributes[ $name ] ) || ! is_scalar( $attributes[ $name ] ) ) {
				continue;
			}
			$value = $attributes[ $name ];
			if ( array_key_exists( 'default', $option ) && self::same( $value, $option['default'] ) ) {
				continue;
			}
			if ( is_bool( $value ) ) {
				$value = $value ? 'true' : 'false';
			}
			$printed .= ' ' . esc_attr( $option['attribute'] ) . '="' . esc_attr( (string) $value ) . '"';
		}
		return $printed;
	}

	/**
	 * Whether a value equals an option's default (numbers as numbers: 3.0 is 3).
	 *
	 * @param mixed $value   The attribute's value.
	 * @param mixed $default The option's default.
	 */
	private static function same( $value, $default ) {
		if ( is_numeric( $value ) && is_numeric( $default ) && ! is_bool( $value ) ) {
			return (float) $value === (float) $default;
		}
		return $value === $default;
	}

	/**
	 * The block's wrapper attributes (block supports' classes and styles) with its anchor as `id`, and
	 * the extra attributes given.
	 *
	 * @param array<string, mixed>  $attributes The block's attributes.
	 * @param array<string, string> $extra      More attributes (`class` is added to the supports' classes).
	 * @return string
	 */
	public static function wrapper_attributes( $attributes, $extra = array() ) {
		if ( ! empty( $attributes['anchor'] ) && is_string( $attributes['anchor'] ) ) {
			$extra['id'] = $attributes['anchor'];
		}
		return get_block_wrapper_attributes( $extra );
	}
}
