<?php
/**
 * The header banner's server side (widgets/header-banner/README.md, "The first paint"). The banner is
 * printed the same for every visitor, so a page cache may serve one copy to all; whether it shows is
 * decided in the browser. A visitor who closed this version of it must not see it on the first paint,
 * which may come before the bundle (footer, `defer`) runs: a tiny script in `<head>`, the same for
 * everyone, reads the cookie before the body is parsed, marks the document and adds one rule that
 * hides the banner while it is marked. The widget then sets `hidden` on it as usual.
 *
 * @package CMS_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The head script that keeps a closed banner off the first paint.
 */
final class CMS_Islands_Header_Banner {

	/** The cookie a close writes (core/cookies/versioned-cookie.ts, COOKIE_NAMES.headerBannerClosed). */
	const COOKIE = 'cms_islands_banner_closed';

	/** Set on `<html>` while the banner is closed (widgets/header-banner/markup.ts, `documentClosed`). */
	const CLOSED_ATTRIBUTE = 'data-header-banner-closed';

	/** The banner's own mark (README, "Markup contract"). */
	const BANNER_SELECTOR = "[data-island='header-banner']";

	/** The inline script's id. */
	const SCRIPT_ID = 'cms-islands-header-banner-js';

	/**
	 * The script's function, called with the cookie's name, the version, the attribute and the banner's
	 * selector. It reads the cookie as js-cookie writes it (URI-encoded); the rule is a constructed
	 * stylesheet, which a Content-Security-Policy without 'unsafe-inline' styles allows.
	 */
	const SCRIPT = <<<'JS'
(function (name, version, attribute, banner) {
  var pairs = document.cookie ? document.cookie.split('; ') : [];
  for (var i = 0; i < pairs.length; i++) {
    var at = pairs[i].indexOf('=');
    var value = null;
    try {
      value = pairs[i].slice(0, at) === name ? decodeURIComponent(pairs[i].slice(at + 1)) : null;
    } catch (error) {}
    if (value !== version) continue;
    document.documentElement.setAttribute(attribute, '');
    if ('adoptedStyleSheets' in document) {
      var sheet = new CSSStyleSheet();
      sheet.replaceSync('[' + attribute + '] ' + banner + '{display:none!important}');
      document.adoptedStyleSheets = document.adoptedStyleSheets.concat(sheet);
    }
    return;
  }
})
JS;

	/** The block editor's route to the banner's switch (README "Blocks": the block says when visitors do not see it). */
	const REST_NAMESPACE = 'cms-islands/v1';
	const REST_ROUTE     = '/header-banner';

	/** The setting that shows the banner (README's page settings: off by default). */
	const ENABLED_KEY = 'header_banner_enabled';

	/** Prints the script at the top of `<head>`; the editor's route. */
	public static function init() {
		add_action( 'wp_head', array( __CLASS__, 'print_head_script' ), 1 );
		add_action( 'rest_api_init', array( __CLASS__, 'register_route' ) );
	}

	/**
	 * GET: whether the banner is switched on, and whether this user may switch it (who may change the
	 * plugin's settings); POST `enabled`: switches it, as the settings screen would (its own checks).
	 */
	public static function register_route() {
		register_rest_route(
			self::REST_NAMESPACE,
			self::REST_ROUTE,
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( __CLASS__, 'switch_state' ),
					'permission_callback' => static function () {
						return current_user_can( 'edit_posts' );
					},
				),
				array(
					'methods'             => WP_REST_Server::EDITABLE,
					'callback'            => array( __CLASS__, 'switch_banner' ),
					'permission_callback' => static function () {
						return current_user_can( 'manage_options' );
					},
					'args'                => array(
						'enabled' => array(
							'type'     => 'boolean',
							'required' => true,
						),
					),
				),
			)
		);
	}

	/** The banner's switch as the editor reads it. */
	public static function switch_state() {
		return rest_ensure_response(
			array(
				'enabled'   => true === CMS_Islands_Settings::boolean( CMS_Islands_Settings::value( self::ENABLED_KEY ) ),
				'canSwitch' => current_user_can( 'manage_options' ),
			)
		);
	}

	/**
	 * Switches the banner on or off; the other settings keep their values.
	 *
	 * @param WP_REST_Request $request The request, with `enabled`.
	 */
	public static function switch_banner( $request ) {
		$enabled = (bool) $request->get_param( 'enabled' );
		update_option( CMS_Islands_Settings::OPTION, CMS_Islands_Settings::sanitize( array( self::ENABLED_KEY => $enabled ) ) );
		return self::switch_state();
	}

	/** The script, while the banner is switched on and the bundle is there to close it. */
	public static function print_head_script() {
		$settings = CMS_Islands_Settings::page_settings();
		$enabled  = CMS_Islands_Settings::boolean( $settings['header_banner_enabled'] ?? false );
		if ( true !== $enabled || ! is_readable( CMS_Islands_Assets::assets_dir() . 'cms-islands.js' ) ) {
			return;
		}
		$version   = isset( $settings['header_banner_version'] ) && is_scalar( $settings['header_banner_version'] ) ? (string) $settings['header_banner_version'] : '1';
		$arguments = array_map(
			static function ( $argument ) {
				return wp_json_encode( $argument, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES );
			},
			array( self::COOKIE, $version, self::CLOSED_ATTRIBUTE, self::BANNER_SELECTOR )
		);
		$attributes = array( 'id' => self::SCRIPT_ID );
		$nonce      = CMS_Islands_Assets::csp_nonce();
		if ( '' !== $nonce ) {
			$attributes['nonce'] = $nonce;
		}
		wp_print_inline_script_tag( self::SCRIPT . '(' . implode( ', ', $arguments ) . ');', $attributes );
	}
}

add_action( 'init', array( 'CMS_Islands_Header_Banner', 'init' ) );
