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

	/** The largest poster copied (bytes): a larger answer is refused, never saved cut. */
	const POSTER_MAX_BYTES = 2 * MB_IN_BYTES;

	/** A poster's smallest and largest side (px): YouTube's smallest thumbnail is 120 × 90, 4K frames 3840 wide. */
	const POSTER_MIN_SIDE_PX = 16;
	const POSTER_MAX_SIDE_PX = 3840;

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
		if ( '' === $video['poster'] ) {
			return $content; // No usable poster (none yet, or refused): WordPress's own embed.
		}
		$title = '' !== $video['title'] ? $video['title'] : self::fallback_title( $provider );
		$html  = self::facade( $url, $provider, $title, $video );
		// The plugin's stylesheet lays the facade over the block's box.
		CMS_Islands_Assets::enqueue_core_blocks_style();
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
	 * The block's wrapper as a media embed: the facade link, the poster (there is one: render()), the title and a note.
	 *
	 * @param array{title: string, poster: string, width: int, height: int} $video What the server kept.
	 */
	private static function facade( $url, $provider, $title, $video ) {
		$host    = self::PROVIDERS[ $provider ];
		$uploads = wp_get_upload_dir();
		$poster  = sprintf(
			'<img src="%s" width="%d" height="%d" alt="" loading="lazy" decoding="async">',
			esc_url( trailingslashit( $uploads['baseurl'] ) . $video['poster'] ),
			$video['width'],
			$video['height']
		);
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
	 * Saves a copy of the provider's thumbnail under the uploads folder: a JPEG, PNG or WebP image of at
	 * most POSTER_MAX_BYTES and sane dimensions, re-encoded by WordPress's image editor so that only its
	 * pixels are kept (never the bytes the provider sent: a PNG that also holds HTML or PHP is saved
	 * without them). Anything else is no poster, quietly: this runs on a visitor's page view.
	 *
	 * @return array{poster: string, width: int, height: int}|null
	 */
	private static function copy_poster( $thumbnail_url, $name ) {
		$request = array(
			'timeout'     => self::FETCH_TIMEOUT_SECONDS,
			'redirection' => 3,
		);
		// The answer's type and size first, from its headers alone: an oversize or foreign answer is not read at all.
		$head = wp_safe_remote_head( $thumbnail_url, $request );
		if ( ! is_wp_error( $head ) && 200 === wp_remote_retrieve_response_code( $head ) && ! self::acceptable_headers( $head ) ) {
			return null;
		}
		// Then the body, read to one byte past the limit (a host may not say its length up front, or say it wrong).
		$response = wp_safe_remote_get( $thumbnail_url, $request + array( 'limit_response_size' => self::POSTER_MAX_BYTES + 1 ) );
		if ( is_wp_error( $response ) || 200 !== wp_remote_retrieve_response_code( $response ) || ! self::acceptable_headers( $response ) ) {
			return null;
		}
		$body = wp_remote_retrieve_body( $response );
		$type = self::image_type( $body );
		if ( strlen( $body ) > self::POSTER_MAX_BYTES || null === $type ) {
			return null; // Cut at the limit, or not the start of an image we keep.
		}
		$uploads = wp_get_upload_dir();
		$dir     = trailingslashit( $uploads['basedir'] ) . self::POSTER_DIR;
		if ( ! wp_mkdir_p( $dir ) ) {
			return null;
		}
		// The provider's bytes stay in a temporary file, outside the uploads: only the re-encoded image is kept.
		$temporary = tempnam( get_temp_dir(), 'cms-islands-poster-' );
		if ( false === $temporary ) {
			return null;
		}
		try {
			// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a temporary file of our own.
			if ( strlen( $body ) !== file_put_contents( $temporary, $body ) ) {
				return null;
			}
			return self::reencode( $temporary, $type, $dir . '/' . $name . '.' . self::POSTER_TYPES[ $type ] );
		} finally {
			wp_delete_file( $temporary );
		}
	}

	/**
	 * Whether an answer's headers say an image type we keep, of at most POSTER_MAX_BYTES when they say a length.
	 *
	 * @param array<string, mixed> $response A wp_remote_*() answer.
	 */
	private static function acceptable_headers( $response ) {
		$type   = strtolower( trim( explode( ';', (string) wp_remote_retrieve_header( $response, 'content-type' ) )[0] ) );
		$length = (string) wp_remote_retrieve_header( $response, 'content-length' );
		return isset( self::POSTER_TYPES[ $type ] ) && ( '' === $length || ( ctype_digit( $length ) && (int) $length <= self::POSTER_MAX_BYTES ) );
	}

	/**
	 * The image type the bytes begin with (JPEG, PNG or WebP signatures), or null. Checked before any
	 * image function reads them: PHP's own notice on a few stray bytes would be logged on a page view.
	 */
	private static function image_type( $bytes ) {
		if ( 0 === strncmp( $bytes, "\xFF\xD8\xFF", 3 ) ) {
			return 'image/jpeg';
		}
		if ( 0 === strncmp( $bytes, "\x89PNG\r\n\x1A\n", 8 ) ) {
			return 'image/png';
		}
		if ( 0 === strncmp( $bytes, 'RIFF', 4 ) && 'WEBP' === substr( $bytes, 8, 4 ) ) {
			return 'image/webp';
		}
		return null;
	}

	/**
	 * Writes the image of $source to $destination through WordPress's GD image editor (the pixels, decoded
	 * and encoded again: no chunk, comment or trailing byte of the source survives), when its header
	 * says sane dimensions. Nothing is left at $destination on failure.
	 *
	 * @return array{poster: string, width: int, height: int}|null
	 */
	private static function reencode( $source, $type, $destination ) {
		// The header's size, before anything decodes the pixels: a small file may claim gigabytes of them.
		$size = getimagesize( $source );
		if ( ! $size || $type !== $size['mime'] || ! self::sane_dimensions( (int) $size[0], (int) $size[1] ) ) {
			return null;
		}
		// GD only: it keeps nothing but the pixels (Imagick would carry a PNG's text chunks into the copy).
		$gd_only = static function () {
			return array( 'WP_Image_Editor_GD' );
		};
		add_filter( 'wp_image_editors', $gd_only, PHP_INT_MAX );
		$editor = wp_get_image_editor( $source, array( 'mime_type' => $type ) );
		remove_filter( 'wp_image_editors', $gd_only, PHP_INT_MAX );
		if ( is_wp_error( $editor ) ) {
			return null;
		}
		$saved = $editor->save( $destination, $type );
		if ( is_wp_error( $saved ) || ! isset( $saved['path'], $saved['mime-type'] ) || $saved['path'] !== $destination || $type !== $saved['mime-type'] ) {
			wp_delete_file( is_array( $saved ) && isset( $saved['path'] ) ? $saved['path'] : $destination );
			return null;
		}
		return array(
			'poster' => self::POSTER_DIR . '/' . wp_basename( $destination ),
			'width'  => (int) $saved['width'],
			'height' => (int) $saved['height'],
		);
	}

	/** Whether a poster's width and height (px) are each within POSTER_MIN_SIDE_PX and POSTER_MAX_SIDE_PX. */
	private static function sane_dimensions( $width, $height ) {
		return min( $width, $height ) >= self::POSTER_MIN_SIDE_PX && max( $width, $height ) <= self::POSTER_MAX_SIDE_PX;
	}
}

add_action( 'init', array( 'CMS_Islands_Core_Embed', 'init' ) );
