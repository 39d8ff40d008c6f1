<?php
/**
 * The page settings the bundle reads, as the plugin's build describes them from the TypeScript schemas
 * in `schema/settings.json` (README "Options and settings: one source"): sections, and in each its
 * settings with type, default, bounds or choices, label and help. The settings screen and the
 * page-settings global are built from it; nothing here lists settings by hand.
 *
 * @package CMS_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Reads schema/settings.json and schema/options.json once per request.
 */
final class CMS_Islands_Schema {

	/** The description, from the plugin's folder. */
	const SETTINGS_FILE = 'schema/settings.json';

	/** Each widget's options, from the plugin's folder. */
	const OPTIONS_FILE = 'schema/options.json';

	/**
	 * Section id => title, in the order of the file (untranslated).
	 *
	 * @return array<string, string>
	 */
	public static function sections() {
		return self::load()['sections'];
	}

	/**
	 * Setting key => its description, with `section` (its section's id) added (untranslated).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function settings() {
		return self::load()['settings'];
	}

	/**
	 * A widget's options as the plugin's build describes them in `schema/options.json` (name, attribute,
	 * type, default…), in their order; none for a widget that reads no options. The blocks print them.
	 *
	 * @param string $widget The `data-island` name.
	 * @return array<int, array<string, mixed>>
	 */
	public static function options( $widget ) {
		static $widgets = null;
		if ( null === $widgets ) {
			$widgets = array();
			$file    = CMS_ISLANDS_DIR . self::OPTIONS_FILE;
			$data    = is_readable( $file ) ? wp_json_file_decode( $file, array( 'associative' => true ) ) : null;
			foreach ( ( is_array( $data ) && isset( $data['widgets'] ) && is_array( $data['widgets'] ) ) ? $data['widgets'] : array() as $described ) {
				if ( isset( $described['widget'], $described['options'] ) && is_array( $described['options'] ) ) {
					$widgets[ $described['widget'] ] = $described['options'];
				}
			}
		}
		return $widgets[ $widget ] ?? array();
	}

	/** Whether the file was there and readable (the settings screen says so when it was not). */
	public static function is_loaded() {
		return array() !== self::load()['sections'];
	}

	/**
	 * The file, indexed.
	 *
	 * @return array{sections: array<string, string>, settings: array<string, array<string, mixed>>}
	 */
	private static function load() {
		static $loaded = null;
		if ( null !== $loaded ) {
			return $loaded;
		}
		$loaded = array(
			'sections' => array(),
			'settings' => array(),
		);
		$file   = CMS_ISLANDS_DIR . self::SETTINGS_FILE;
		$data   = is_readable( $file ) ? wp_json_file_decode( $file, array( 'associative' => true ) ) : null;
		if ( ! is_array( $data ) || ! isset( $data['sections'] ) || ! is_array( $data['sections'] ) ) {
			return $loaded;
		}
		foreach ( $data['sections'] as $section ) {
			if ( ! isset( $section['id'], $section['title'], $section['settings'] ) || ! is_array( $section['settings'] ) ) {
				continue;
			}
			$loaded['sections'][ $section['id'] ] = $section['title'];
			foreach ( $section['settings'] as $setting ) {
				if ( isset( $setting['key'], $setting['type'] ) ) {
					$loaded['settings'][ $setting['key'] ] = $setting + array( 'section' => $section['id'] );
				}
			}
		}
		return $loaded;
	}
}
