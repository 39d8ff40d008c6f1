<?php
/**
 * Front end: enqueues the bundle with its page-settings global, gives that inline script the site's
 * CSP nonce, and keeps the scripts the bundle replaces off the page.
 *
 * @package CMS_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The bundle on the page.
 */
final class CMS_Islands_Assets {

	const HANDLE        = 'cms-islands';
	const STYLE_HANDLE  = 'cms-islands-wp';

	/**
	 * The stylesheet of the upgrades of WordPress's own blocks (css/core-blocks.css: the embed
	 * preview's facade, "Load more" beside the pagination), which the families' core-block files share.
	 */
	const CORE_BLOCKS_STYLE_HANDLE = 'cms-islands-core-blocks';
	const INLINE_ID     = 'cms-islands-js-before';
	const SETTINGS_NAME = 'cmsIslandsSettings';

	/** Hooks. */
	public static function init() {
		add_action( 'wp_enqueue_scripts', array( __CLASS__, 'enqueue' ), 20 );
		// Replaced scripts are taken off as late as possible: blocks and shortcodes enqueue them while the page renders.
		add_action( 'wp_enqueue_scripts', array( __CLASS__, 'dequeue_replaced' ), 9999 );
		add_action( 'wp_print_scripts', array( __CLASS__, 'dequeue_replaced' ), 1 );
		add_action( 'wp_print_footer_scripts', array( __CLASS__, 'dequeue_replaced' ), 1 );
		add_filter( 'wp_inline_script_attributes', array( __CLASS__, 'inline_script_attributes' ), 10, 2 );
		add_filter( 'script_loader_tag', array( __CLASS__, 'script_loader_tag' ), 10, 2 );
	}

	/**
	 * The build's hash, from `assets/build-info.php` (written by `npm run wp:build`), or '' when the
	 * files sit directly in `assets/` (copied by hand).
	 */
	public static function build_hash() {
		static $hash = null;
		if ( null === $hash ) {
			$hash = '';
			$info = CMS_ISLANDS_DIR . 'assets/build-info.php';
			if ( is_readable( $info ) ) {
				$data = include $info;
				if ( is_array( $data ) && isset( $data['hash'] ) && is_string( $data['hash'] ) && preg_match( '/^[a-f0-9]{6,64}$/', $data['hash'] ) ) {
					$hash = $data['hash'];
				}
			}
		}
		return $hash;
	}

	/**
	 * The built files' folder: `assets/<hash>/`. The hash is part of the path, so the on-demand files
	 * (which the bundle finds next to its own address, without its `?ver=`) change address with it.
	 */
	public static function assets_dir() {
		$hash = self::build_hash();
		return CMS_ISLANDS_DIR . 'assets/' . ( '' !== $hash ? $hash . '/' : '' );
	}

	/** The built files' folder's address. */
	public static function assets_url() {
		$hash = self::build_hash();
		return CMS_ISLANDS_URL . 'assets/' . ( '' !== $hash ? $hash . '/' : '' );
	}

	/** The version of the built files: their hash, else the main file's own. */
	public static function build_version() {
		if ( '' !== self::build_hash() ) {
			return self::build_hash();
		}
		$main = self::assets_dir() . 'cms-islands.js';
		return is_readable( $main ) ? substr( (string) md5_file( $main ), 0, 12 ) : CMS_ISLANDS_VERSION;
	}

	/** Enqueues the bundle (footer, `defer` where WordPress has loading strategies) and its settings. */
	public static function enqueue() {
		if ( ! is_readable( self::assets_dir() . 'cms-islands.js' ) ) {
			return; // Not built: nothing to load (the settings screen says so).
		}
		$version = self::build_version();
		// WordPress 6.3+ reads the array (footer + defer); 6.1 and 6.2 read it as "in footer": true.
		wp_enqueue_script(
			self::HANDLE,
			self::assets_url() . 'cms-islands.js',
			array(),
			$version,
			array(
				'in_footer' => true,
				'strategy'  => 'defer',
			)
		);
		// The bundle finds its on-demand files (cms-islands.*.js) next to its own address: they are in the same folder.
		$json = wp_json_encode( CMS_Islands_Settings::page_settings(), JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT );
		// A "before" script keeps the deferred strategy (an "after" one would make it blocking).
		wp_add_inline_script( self::HANDLE, 'var ' . self::SETTINGS_NAME . ' = ' . $json . ';', 'before' );

		if ( is_readable( self::assets_dir() . 'cms-islands.css' ) ) {
			wp_enqueue_style( self::HANDLE, self::assets_url() . 'cms-islands.css', array(), $version );
		}
		if ( CMS_Islands_Settings::replaces( 'replace_comment_reply' ) && is_singular() && comments_open() ) {
			wp_enqueue_style( self::STYLE_HANDLE, CMS_ISLANDS_URL . 'css/cms-islands-wp.css', array(), CMS_ISLANDS_VERSION );
		}
	}

	/** Enqueues css/core-blocks.css for an upgraded block on the page (once: WordPress keeps one per handle). */
	public static function enqueue_core_blocks_style() {
		wp_enqueue_style( self::CORE_BLOCKS_STYLE_HANDLE, CMS_ISLANDS_URL . 'css/core-blocks.css', array(), CMS_ISLANDS_VERSION );
	}

	/** Takes the replaced scripts off the queue while their replacement is on (and the bundle is there). */
	public static function dequeue_replaced() {
		if ( ! wp_script_is( self::HANDLE, 'enqueued' ) ) {
			return; // No bundle, no replacement: the originals stay.
		}
		if ( CMS_Islands_Settings::replaces( 'replace_contact_form_7' ) ) {
			wp_dequeue_script( 'contact-form-7' );
			wp_dequeue_script( 'swv' );
		}
		if ( CMS_Islands_Settings::replaces( 'replace_comment_reply' ) ) {
			wp_dequeue_script( 'comment-reply' );
		}
		if ( CMS_Islands_Settings::replaces( 'replace_wp_embed' ) ) {
			wp_dequeue_script( 'wp-embed' );
		}
	}

	/**
	 * The site's CSP nonce for our inline script, or ''. Sites that send a nonce-based
	 * Content-Security-Policy return the nonce of this response from the `cms_islands_csp_nonce` filter.
	 */
	public static function csp_nonce() {
		/**
		 * The CSP nonce of this response (base64), given to the page-settings inline script.
		 *
		 * @param string $nonce Empty: no nonce attribute.
		 */
		$nonce = (string) apply_filters( 'cms_islands_csp_nonce', '' );
		return preg_match( '/^[A-Za-z0-9+\/_=-]{1,256}$/', $nonce ) ? $nonce : '';
	}

	/**
	 * WordPress 6.4+: every inline script is printed by wp_print_inline_script_tag(); ours gets the nonce.
	 *
	 * @param array<string, mixed> $attributes The tag's attributes.
	 * @return array<string, mixed>
	 */
	public static function inline_script_attributes( $attributes ) {
		if ( isset( $attributes['id'] ) && self::INLINE_ID === $attributes['id'] && ! isset( $attributes['nonce'] ) ) {
			$nonce = self::csp_nonce();
			if ( '' !== $nonce ) {
				$attributes['nonce'] = $nonce;
			}
		}
		return $attributes;
	}

	/**
	 * WordPress before 6.4 prints the inline script itself, inside the tag this filter sees: the nonce
	 * is added there (once). Also the `defer` attribute for 6.1 and 6.2, which have no loading strategies.
	 *
	 * @param string $tag    The script tag(s) for the handle.
	 * @param string $handle The handle.
	 * @return string
	 */
	public static function script_loader_tag( $tag, $handle ) {
		if ( self::HANDLE !== $handle ) {
			return $tag;
		}
		$nonce = self::csp_nonce();
		if ( '' !== $nonce && false === strpos( $tag, ' nonce=' ) ) {
			$tag = preg_replace(
				'/<script([^>]*)\sid=([\'"])' . preg_quote( self::INLINE_ID, '/' ) . '\2/',
				'<script$1 nonce="' . esc_attr( $nonce ) . '" id=$2' . self::INLINE_ID . '$2',
				$tag,
				1
			);
		}
		if ( version_compare( get_bloginfo( 'version' ), '6.3', '<' ) && false === strpos( $tag, ' defer' ) ) {
			$tag = preg_replace( '/<script([^>]*\ssrc=)/', '<script defer$1', $tag, 1 );
		}
		return $tag;
	}
}
