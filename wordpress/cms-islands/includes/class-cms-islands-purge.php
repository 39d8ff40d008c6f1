<?php
/**
 * Purging a full-page cache (README, "A busy site"): opt-in. When the site returns an address from
 * the `cms_islands_purge_url` filter (its Varnish, for example `http://127.0.0.1:6081/`), the plugin
 * sends one `BAN` there, with the site's host name in `X-Ban-Host`, at the end of a request that
 * changed what visitors see: a post published, changed, unpublished, trashed or deleted; a comment
 * shown or taken off; the plugin's settings saved; a plugin or theme activated or updated (the bundle's address changes with
 * each build). The VCL the plugin ships (docs/varnish.vcl) then drops every page and answer it kept
 * for that host. Without the filter nothing is sent, and pages and answers show a change once their
 * cache lifetime has passed.
 *
 * @package CMS_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The purge: what calls for one, and the one request that sends it.
 */
final class CMS_Islands_Purge {

	/** Longest wait for the cache's answer (s): a save never hangs on a cache that is down. */
	const TIMEOUT_SECONDS = 3;

	/** Whether this request changed something visitors see. */
	private static $due = false;

	/** Its hooks. */
	public static function init() {
		add_action( 'transition_post_status', array( __CLASS__, 'post_changed' ), 10, 3 );
		add_action( 'before_delete_post', array( __CLASS__, 'post_deleted' ) );
		add_action( 'comment_post', array( __CLASS__, 'comment_posted' ), 10, 2 );
		add_action( 'transition_comment_status', array( __CLASS__, 'comment_changed' ), 10, 2 );
		add_action( 'update_option_' . CMS_Islands_Settings::OPTION, array( __CLASS__, 'due' ) );
		add_action( 'add_option_' . CMS_Islands_Settings::OPTION, array( __CLASS__, 'due' ) );
		add_action( 'activated_plugin', array( __CLASS__, 'due' ) );
		add_action( 'deactivated_plugin', array( __CLASS__, 'due' ) );
		add_action( 'switch_theme', array( __CLASS__, 'due' ) );
		add_action( 'upgrader_process_complete', array( __CLASS__, 'due' ) );
		add_action( 'shutdown', array( __CLASS__, 'send' ) );
	}

	/** The cache's address from `cms_islands_purge_url` ('' : no purge). */
	public static function url() {
		/**
		 * Where to send the purge (`BAN`) when visitors' pages change: the full-page cache's address,
		 * as WordPress's server reaches it. Empty (the default): no purge is sent.
		 *
		 * @param string $url
		 */
		$url = (string) apply_filters( 'cms_islands_purge_url', '' );
		// Usually on loopback or a private network: any http(s) address the site's code gives.
		return '' === $url ? '' : esc_url_raw( $url, array( 'http', 'https' ) );
	}

	/** Marks this request as one that changed what visitors see. */
	public static function due() {
		self::$due = true;
	}

	/**
	 * A post's status changed, or a post was saved again (WordPress calls this on every save): only
	 * what visitors may see counts, before or after.
	 *
	 * @param string  $new_status The status now.
	 * @param string  $old_status The status before.
	 * @param WP_Post $post       The post.
	 */
	public static function post_changed( $new_status, $old_status, $post ) {
		if ( ( 'publish' === $new_status || 'publish' === $old_status ) && self::viewable( $post ) ) {
			self::due();
		}
	}

	/**
	 * A post deleted without passing through the trash.
	 *
	 * @param int $post_id The post.
	 */
	public static function post_deleted( $post_id ) {
		$post = get_post( $post_id );
		if ( $post && 'publish' === $post->post_status && self::viewable( $post ) ) {
			self::due();
		}
	}

	/**
	 * A new comment, shown at once when approved.
	 *
	 * @param int        $comment_id The comment.
	 * @param int|string $approved   1 when approved.
	 */
	public static function comment_posted( $comment_id, $approved ) {
		if ( 1 === (int) $approved ) {
			self::due();
		}
	}

	/**
	 * A comment approved, or taken off the page.
	 *
	 * @param string $new_status The status now.
	 * @param string $old_status The status before.
	 */
	public static function comment_changed( $new_status, $old_status ) {
		if ( 'approved' === $new_status || 'approved' === $old_status ) {
			self::due();
		}
	}

	/** Whether visitors may see posts of this post's type (revisions, menus' items and the like are not). */
	private static function viewable( $post ) {
		return $post instanceof WP_Post && 'revision' !== $post->post_type && is_post_type_viewable( $post->post_type );
	}

	/** Sends the purge, once, at the end of a request that called for it. */
	public static function send() {
		if ( ! self::$due ) {
			return;
		}
		self::$due = false;
		$url       = self::url();
		if ( '' === $url ) {
			return;
		}
		$host = (string) wp_parse_url( home_url(), PHP_URL_HOST );
		wp_remote_request(
			$url,
			array(
				'method'  => 'BAN',
				'headers' => array( 'X-Ban-Host' => $host ),
				'timeout' => self::TIMEOUT_SECONDS,
			)
		);
	}
}
