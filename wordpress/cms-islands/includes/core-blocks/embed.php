<?php
/**
 * WordPress's Embed block, YouTube and Vimeo: a click-to-load preview (widgets/wordpress-blocks/README.md,
 * "The embed preview"; the media-embed family, widgets/media-embed/README.md). The title and the poster
 * come from the provider's oEmbed answer, asked by the server; the poster is a copy the site serves, so
 * the visitor's browser asks nothing of the video site before the click.
 *
 * @package CMS_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The `render_block` filter of core/embed and the server's copy of each video's title and poster.
 */
final class CMS_Islands_Core_Embed {

	/** The switch (widgets/wordpress-blocks/README.md, "Settings keys"). */
	const SETTING = 'upgrade_embed_block';

	/** Providers (the block's `providerNameSlug`) => the host the player loads from, as the facade's note names it. */
	const PROVIDERS = array(
		'youtube' => 'youtube-nocookie.com',
		'vimeo'   => 'player.vimeo.com',
	);

	/** Option name prefix of each address's kept answer (non-autoloaded). */
	const CACHE_PREFIX = 'cms_islands_embed_';

	/** A failed oEmbed answer or poster is asked again after this long (seconds). */
	const RETRY_SECONDS = DAY_IN_SECONDS;

	/** The largest poster copied (bytes). */
	const POSTER_MAX_BYTES = 2 * MB_IN_BYTES;

	/** How long the server waits for the provider (seconds). */
	const FETCH_TIMEOUT_SECONDS = 10;

	/** The folder of the posters, under the uploads folder. */
	const POSTER_DIR = 'cms-islands/embed-posters';

	/** Poster types kept => their file extension. */
	const POSTER_TYPES = array(
		'image/jpeg' => 'jpg',
		'image/png'  => 'png',
		'image/webp' => 'webp',
	);

	/** The stylesheet that lays the facade over the block's box. */
	const STYLE_HANDLE = 'cms-islands-core-blocks';

	public static function init() {
		add_filter( 'render_block_core/embed', array( __CLASS__, 'render' ), 10, 2 );
	}

	/**
	 * The block's wrapper becomes a media embed with a facade; anything else (another provider, the switch
	 * off, no bundle on the page, markup we do not recognise) is returned as WordPress printed it.
	 *
	 * @param string               $content The block's HTML.
	 * @param array<string, mixed> $block   The parsed block.
	 * @return string
	 */
	public static function render( $content, $block ) {
		$attrs    = isset( $block['attrs'] ) && is_array( $block['attrs'] ) ? $block['attrs'] : array();
		$provider = isset( $attrs['providerNameSlug'] ) ? (string) $attrs['providerNameSlug'] : '';
		$url      = isset( $attrs['url'] ) ? (string) $attrs['url'] : '';
		if ( ! isset( self::PROVIDERS[ $provider ] ) || ! in_array( wp_parse_url( $url, PHP_URL_SCHEME ), array( 'http', 'https' ), true ) || ! self::enabled() ) {
			return $content;
		}
		$wrapper = '#<div class="wp-block-embed__wrapper">.*?</div>#s';
		if ( 1 !== preg_match( $wrapper, $content ) ) {
			return $content;
		}
		$video = self::video( $url );
		$title = '' !== $video['title'] ? $video['title'] : self::fallback_title( $provider );
		$html  = self::facade( $url, $provider, $title, $video );
		wp_enqueue_style( self::STYLE_HANDLE, CMS_ISLANDS_URL . 'css/core-blocks.css', array(), CMS_ISLANDS_VERSION );
		return (string) preg_replace_callback(
			$wrapper,
			static function () use ( $html ) {
				return $html;
			},
			$content,
			1
		);
	}

	/**
	 * The switch is on and the bundle is built (without it a facade would only be a link). Not "enqueued":
	 * a block theme renders its blocks before `wp_enqueue_scripts`.
	 */
	private static function enabled() {
		return (bool) CMS_Islands_Settings::value( self::SETTING ) && is_readable( CMS_Islands_Assets::assets_dir() . 'cms-islands.js' );
	}

	/** "YouTube video", "Vimeo video": the title when the provider gave none. */
	private static function fallback_title( $provider ) {
		/* translators: %s: the video site's name (YouTube, Vimeo). */
		return sprintf( __( '%s video', 'cms-islands' ), 'youtube' === $provider ? 'YouTube' : 'Vimeo' );
	}

	/**
	 * The block's wrapper as a media embed: the facade link, the poster, the title and a note.
	 *
	 * @param array{title: string, poster: string, width: int, height: int} $video What the server kept.
	 */
	private static function facade( $url, $provider, $title, $video ) {
		$host   = self::PROVIDERS[ $provider ];
		$poster = '';
		if ( '' !== $video['poster'] ) {
			$uploads = wp_get_upload_dir();
			$poster  = sprintf(
				'<img src="%s" width="%d" height="%d" alt="" loading="lazy" decoding="async">',
				esc_url( trailingslashit( $uploads['baseurl'] ) . $video['poster'] ),
				$video['width'],
				$video['height']
			);
		}
		/* translators: %s: the host the video plays from (youtube-nocookie.com). */
		$note = sprintf( __( 'Plays from %s when you click', 'cms-islands' ), $host );
		return sprintf(
			'<div class="wp-block-embed__wrapper cms-islands-embed" data-island="media-embed" data-provider="%1$s" data-title="%2$s"><a class="media-embed-facade" href="%3$s">%4$s<span class="media-embed-title">%5$s</span><span class="media-embed-play"></span><span class="media-embed-note">%6$s</span></a></div>',
			esc_attr( $provider ),
			esc_attr( $title ),
			esc_url( $url ),
			$poster,
			esc_html( $title ),
			esc_html( $note )
		);
	}

	/**
	 * The video's title and poster (a path under the uploads folder), asked of the provider once and
	 * kept; a failure is kept too, and asked again after RETRY_SECONDS.
	 *
	 * @return array{title: string, poster: string, width: int, height: int}
	 */
	public static function video( $url ) {
		$option = self::CACHE_PREFIX . md5( $url );
		$kept   = get_option( $option );
		if ( is_array( $kept ) && ( ! empty( $kept['complete'] ) || time() - (int) ( $kept['asked'] ?? 0 ) < self::RETRY_SECONDS ) ) {
			return self::shape( $kept );
		}
		$video = array(
			'title'    => '',
			'poster'   => '',
			'width'    => 0,
			'height'   => 0,
			'asked'    => time(),
			'complete' => false,
		);
		$data = _wp_oembed_get_object()->get_data( $url, array( 'discover' => false ) );
		if ( is_object( $data ) ) {
			$video['title'] = isset( $data->title ) ? sanitize_text_field( (string) $data->title ) : '';
			if ( ! empty( $data->thumbnail_url ) ) {
				$copied = self::copy_poster( (string) $data->thumbnail_url, md5( $url ) );
				if ( $copied ) {
					$video = array_merge( $video, $copied, array( 'complete' => true ) );
				}
			}
		}
		update_option( $option, $video, false );
		return self::shape( $video );
	}

	/** @return array{title: string, poster: string, width: int, height: int} */
	private static function shape( $kept ) {
		return array(
			'title'  => (string) ( $kept['title'] ?? '' ),
			'poster' => (string) ( $kept['poster'] ?? '' ),
			'width'  => (int) ( $kept['width'] ?? 0 ),
			'height' => (int) ( $kept['height'] ?? 0 ),
		);
	}

	/**
	 * Saves the provider's thumbnail under the uploads folder, when it is a JPEG, PNG or WebP image.
	 *
	 * @return array{poster: string, width: int, height: int}|null
	 */
	private static function copy_poster( $thumbnail_url, $name ) {
		$response = wp_safe_remote_get(
			$thumbnail_url,
			array(
				'timeout'             => self::FETCH_TIMEOUT_SECONDS,
				'limit_response_size' => self::POSTER_MAX_BYTES,
			)
		);
		if ( is_wp_error( $response ) || 200 !== wp_remote_retrieve_response_code( $response ) ) {
			return null;
		}
		$body = wp_remote_retrieve_body( $response );
		$size = '' !== $body ? getimagesizefromstring( $body ) : false;
		if ( ! $size || ! isset( self::POSTER_TYPES[ $size['mime'] ] ) ) {
			return null;
		}
		$uploads = wp_get_upload_dir();
		$dir     = trailingslashit( $uploads['basedir'] ) . self::POSTER_DIR;
		if ( ! wp_mkdir_p( $dir ) ) {
			return null;
		}
		$file = $name . '.' . self::POSTER_TYPES[ $size['mime'] ];
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a file of our own folder, written once.
		if ( false === file_put_contents( $dir . '/' . $file, $body ) ) {
			return null;
		}
		return array(
			'poster' => self::POSTER_DIR . '/' . $file,
			'width'  => (int) $size[0],
			'height' => (int) $size[1],
		);
	}
}

add_action( 'init', array( 'CMS_Islands_Core_Embed', 'init' ) );
