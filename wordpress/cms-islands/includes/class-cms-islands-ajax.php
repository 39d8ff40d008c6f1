<?php
/**
 * The server side of the bundle's calls, shared by the families' (README "Page settings" →
 * ajax_action_prefix; each family's calls are its file in includes/families/, kept in the family's
 * folder, widgets/<family>/wordpress/): the actions' names, reading a field, and the answers.
 *
 * Public reads only: the answers hold published content that any visitor may see, and are the same
 * for everyone, so they need no per-visitor nonce and may be cached (a nonce would make cached pages
 * fail their calls once it expires).
 *
 * @package CMS_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * What every family's ajax action shares.
 */
final class CMS_Islands_Ajax {

	/**
	 * Answers `{prefix}_{$name}` for visitors and logged-in users alike.
	 *
	 * @param string   $name     The action's name after the prefix (`ajax_search`).
	 * @param callable $callback What answers it.
	 */
	public static function listen( $name, $callback ) {
		$action = CMS_Islands_Settings::prefix() . '_' . $name;
		add_action( 'wp_ajax_' . $action, $callback );
		add_action( 'wp_ajax_nopriv_' . $action, $callback );
	}

	/** A request field, unslashed, as text ('' when missing or not text). */
	public static function field( $name ) {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- public read, see the file's comment.
		$raw = isset( $_REQUEST[ $name ] ) ? wp_unslash( $_REQUEST[ $name ] ) : '';
		return is_scalar( $raw ) ? sanitize_text_field( (string) $raw ) : '';
	}

	/**
	 * Sends a public JSON answer that shared caches and browsers may keep for `cms_islands_cache_seconds`
	 * (default 300; 0: not cached), then ends the request. Not wp_send_json(): in an ajax request it
	 * ends through wp_die(), which sends no-cache headers. Logged-in visitors' answers are not marked public.
	 *
	 * @param mixed $data   The answer.
	 * @param bool  $shared Whether shared caches may keep it (false: the browser only, `private`).
	 */
	public static function send_cacheable( $data, $shared = true ) {
		/**
		 * How long (s) shared caches and browsers may keep public answers (search, list pages).
		 *
		 * @param int $seconds
		 */
		$seconds = (int) apply_filters( 'cms_islands_cache_seconds', 300 );
		if ( ! headers_sent() ) {
			status_header( 200 );
			header( 'Content-Type: application/json; charset=' . get_option( 'blog_charset' ) );
			if ( $seconds > 0 && ! is_user_logged_in() ) {
				header_remove( 'Expires' );
				header_remove( 'Pragma' );
				header( 'Cache-Control: ' . ( $shared ? 'public' : 'private' ) . ', max-age=' . $seconds );
			}
		}
		echo wp_json_encode( $data );
		exit;
	}

	/** An error answer (HTTP 400): `{status: "error", message}`. */
	public static function error( $message ) {
		wp_send_json(
			array(
				'status'  => 'error',
				'message' => $message,
			),
			400
		);
	}
}
