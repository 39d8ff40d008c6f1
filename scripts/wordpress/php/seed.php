<?php
/**
 * `php seed.php <docroot> <config JSON>`: activates the plugins, switches the theme and creates the
 * test content (scripts/wordpress/wordpress.ts). Prints what it made as JSON (the `Seed` type there).
 *
 * - 28 published posts in four categories, each with a featured image;
 * - the search word "lighthouse" in two published posts and in a draft, a private and a
 *   password-protected post (the last three must never be found);
 * - a post with threaded comments, a post embedding another post of the site;
 * - pages: about, a search page and two post-list pages (widget markup, README of each family), a menu.
 */
require __DIR__ . '/bootstrap.php';
require ABSPATH . 'wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/image.php';
require_once ABSPATH . 'wp-admin/includes/nav-menu.php';

$config = json_decode( $argv[2], true );
wp_set_current_user( 1 );
kses_remove_filters();

function cms_islands_seed_fail( $what, $error ) {
	fwrite( STDERR, $what . ': ' . ( is_wp_error( $error ) ? $error->get_error_message() : var_export( $error, true ) ) . "\n" );
	exit( 1 );
}

// Each plugin folder's main file, as WordPress finds it (Contact Form 7's is wp-contact-form-7.php).
$main_files = array();
foreach ( array_keys( get_plugins() ) as $file ) {
	$main_files[ dirname( $file ) ] = $file;
}
foreach ( $config['plugins'] as $slug ) {
	if ( ! isset( $main_files[ $slug ] ) ) {
		cms_islands_seed_fail( "activating $slug", 'no plugin in wp-content/plugins/' . $slug );
	}
	$result = activate_plugin( $main_files[ $slug ] );
	if ( is_wp_error( $result ) ) {
		cms_islands_seed_fail( "activating $slug", $result );
	}
}
switch_theme( $config['theme'] );

update_option( 'comment_previously_approved', 0 );
update_option( 'comment_moderation', 0 );
update_option( 'comments_notify', 0 );
update_option( 'moderation_notify', 0 );
update_option( 'thread_comments', 1 );
update_option( 'thread_comments_depth', 5 );
update_option( 'default_comment_status', 'open' );
update_option( 'posts_per_page', 10 );
// No internet: avatars would be asked of Gravatar and fail.
update_option( 'show_avatars', 0 );
update_option( 'blogdescription', 'A real WordPress for the CMS Islands tests' );

$categories = array(
	'news'   => 'News',
	'travel' => 'Travel',
	'food'   => 'Food',
	'tech'   => 'Tech',
);
$category_ids = array();
foreach ( $categories as $slug => $name ) {
	$term = wp_insert_term( $name, 'category', array( 'slug' => $slug ) );
	if ( is_wp_error( $term ) ) {
		cms_islands_seed_fail( "category $slug", $term );
	}
	$category_ids[ $slug ] = $term['term_id'];
}

// One featured image, drawn with GD (php-gd: with Debian's wordpress package, or asked for by scripts/wordpress/source.ts).
$upload = wp_upload_dir();
wp_mkdir_p( $upload['path'] );
$image_file = $upload['path'] . '/island.png';
$image      = imagecreatetruecolor( 320, 180 );
imagefill( $image, 0, 0, imagecolorallocate( $image, 30, 120, 160 ) );
imagefilledellipse( $image, 160, 150, 260, 90, imagecolorallocate( $image, 230, 200, 120 ) );
imagepng( $image, $image_file );
$attachment = wp_insert_attachment(
	array(
		'post_mime_type' => 'image/png',
		'post_title'     => 'Island',
		'post_status'    => 'inherit',
	),
	$image_file
);
wp_update_attachment_metadata( $attachment, wp_generate_attachment_metadata( $attachment, $image_file ) );

function cms_islands_seed_post( $args ) {
	$id = wp_insert_post(
		array_merge(
			array(
				'post_type'   => 'post',
				'post_status' => 'publish',
				'post_author' => 1,
			),
			$args
		),
		true
	);
	if ( is_wp_error( $id ) ) {
		cms_islands_seed_fail( 'post ' . $args['post_title'], $id );
	}
	return $id;
}

function cms_islands_paragraph( $text ) {
	return "<!-- wp:paragraph -->\n<p>" . esc_html( $text ) . "</p>\n<!-- /wp:paragraph -->";
}

$slugs     = array_keys( $categories );
$published = array();
$day       = strtotime( '2026-01-01 09:00:00' );
for ( $i = 1; $i <= 28; $i++ ) {
	$slug        = $slugs[ $i % 4 ];
	$in          = array( $category_ids[ $slug ] );
	if ( 0 === $i % 5 ) {
		$in[] = $category_ids[ $slugs[ ( $i + 1 ) % 4 ] ];
	}
	$id          = cms_islands_seed_post(
		array(
			'post_title'    => sprintf( 'Island story %02d', $i ),
			'post_content'  => cms_islands_paragraph( "Story number $i, filed under {$categories[ $slug ]}." ),
			'post_excerpt'  => "Story number $i.",
			'post_date'     => gmdate( 'Y-m-d H:i:s', $day + $i * DAY_IN_SECONDS ),
			'post_category' => $in,
		)
	);
	set_post_thumbnail( $id, $attachment );
	$published[] = $id;
}

// The search word in visible and in hidden posts.
$search_published = array();
foreach ( array( 'Lighthouse keeper log', 'Lighthouse restoration diary' ) as $n => $title ) {
	$id                 = cms_islands_seed_post(
		array(
			'post_title'    => $title,
			'post_content'  => cms_islands_paragraph( 'The lamp at the end of the island.' ),
			'post_date'     => gmdate( 'Y-m-d H:i:s', $day + ( 40 + $n ) * DAY_IN_SECONDS ),
			'post_category' => array( $category_ids['travel'] ),
		)
	);
	set_post_thumbnail( $id, $attachment );
	$search_published[] = $id;
	$published[]        = $id;
}
$hidden = array(
	'draft'    => cms_islands_seed_post(
		array(
			'post_title'   => 'Lighthouse draft notes',
			'post_status'  => 'draft',
			'post_content' => cms_islands_paragraph( 'Not yet.' ),
		)
	),
	'private'  => cms_islands_seed_post(
		array(
			'post_title'   => 'Lighthouse private notes',
			'post_status'  => 'private',
			'post_content' => cms_islands_paragraph( 'For the admin only.' ),
		)
	),
	'password' => cms_islands_seed_post(
		array(
			'post_title'    => 'Lighthouse password notes',
			'post_password' => 'keeper',
			'post_content'  => cms_islands_paragraph( 'Behind a password.' ),
			'post_date'     => gmdate( 'Y-m-d H:i:s', $day + 42 * DAY_IN_SECONDS ),
		)
	),
);

// Threaded comments.
$comments_post = cms_islands_seed_post(
	array(
		'post_title'    => 'Comments welcome',
		'post_content'  => cms_islands_paragraph( 'Tell us about your island.' ),
		'post_date'     => gmdate( 'Y-m-d H:i:s', $day + 50 * DAY_IN_SECONDS ),
		'post_category' => array( $category_ids['news'] ),
	)
);
$published[]   = $comments_post;
$comment_ids   = array();
foreach ( array( 'Ada', 'Grace', 'Linus' ) as $n => $author ) {
	$comment_ids[] = wp_insert_comment(
		array(
			'comment_post_ID'      => $comments_post,
			'comment_author'       => $author,
			'comment_author_email' => strtolower( $author ) . '@example.com',
			'comment_content'      => "$author's first thoughts.",
			'comment_approved'     => 1,
			'comment_date'         => gmdate( 'Y-m-d H:i:s', $day + 51 * DAY_IN_SECONDS + $n * HOUR_IN_SECONDS ),
		)
	);
}
wp_insert_comment(
	array(
		'comment_post_ID'      => $comments_post,
		'comment_parent'       => $comment_ids[0],
		'comment_author'       => 'Grace',
		'comment_author_email' => 'grace@example.com',
		'comment_content'      => 'A reply to Ada.',
		'comment_approved'     => 1,
		'comment_date'         => gmdate( 'Y-m-d H:i:s', $day + 52 * DAY_IN_SECONDS ),
	)
);

// A post embedding another post of this site (WordPress's own oEmbed: blockquote + iframe + wp-embed).
$embed_target = $published[0];
$embed_url    = get_permalink( $embed_target );
$embed_post   = cms_islands_seed_post(
	array(
		'post_title'    => 'An embedded story',
		'post_content'  => cms_islands_paragraph( 'The first story, embedded:' ) . "\n\n" .
			'<!-- wp:embed {"url":"' . esc_url( $embed_url ) . '","type":"wp-embed","providerNameSlug":"cms-islands-on-wordpress"} -->' . "\n" .
			'<figure class="wp-block-embed is-type-wp-embed is-provider-cms-islands-on-wordpress wp-block-embed-cms-islands-on-wordpress"><div class="wp-block-embed__wrapper">' . "\n" .
			esc_url( $embed_url ) . "\n" .
			'</div></figure>' . "\n" .
			'<!-- /wp:embed -->',
		'post_date'     => gmdate( 'Y-m-d H:i:s', $day + 53 * DAY_IN_SECONDS ),
		'post_category' => array( $category_ids['news'] ),
	)
);
$published[]  = $embed_post;

function cms_islands_seed_page( $title, $content ) {
	return cms_islands_seed_post(
		array(
			'post_type'    => 'page',
			'post_title'   => $title,
			'post_content' => $content,
		)
	);
}

$about       = cms_islands_seed_page( 'About the islands', cms_islands_paragraph( 'A test site for CMS Islands.' ) );
$search_page = cms_islands_seed_page(
	'Search the islands',
	"<!-- wp:html -->\n" .
	'<form data-island="search" role="search" action="' . esc_url( home_url( '/' ) ) . '" method="get" class="cms-islands-test-search">' .
	'<label for="islands-search">Search the stories</label> ' .
	'<input type="search" id="islands-search" name="s"> ' .
	'<input type="hidden" name="post_type" value="post"> ' .
	'<button type="submit">Search</button>' .
	"</form>\n<!-- /wp:html -->"
);
$list_page   = cms_islands_seed_page(
	'All the stories',
	"<!-- wp:shortcode -->\n[cms_islands_test_post_list source=\"shortcode\"]\n<!-- /wp:shortcode -->"
);
$loop_page   = cms_islands_seed_page(
	'The latest stories',
	"<!-- wp:shortcode -->\n[cms_islands_test_post_list source=\"main_loop\"]\n<!-- /wp:shortcode -->"
);

// A menu in the classic theme's primary location (the block theme lists pages by itself).
$menu = wp_create_nav_menu( 'Main' );
if ( is_wp_error( $menu ) ) {
	cms_islands_seed_fail( 'menu', $menu );
}
foreach ( array( $about, $search_page, $list_page, $loop_page ) as $page ) {
	wp_update_nav_menu_item(
		$menu,
		0,
		array(
			'menu-item-object-id' => $page,
			'menu-item-object'    => 'page',
			'menu-item-type'      => 'post_type',
			'menu-item-status'    => 'publish',
		)
	);
}
wp_update_nav_menu_item(
	$menu,
	0,
	array(
		'menu-item-object-id' => $category_ids['travel'],
		'menu-item-object'    => 'category',
		'menu-item-type'      => 'taxonomy',
		'menu-item-status'    => 'publish',
	)
);
$mods                                  = get_option( 'theme_mods_twentytwentyone', array() );
$mods['nav_menu_locations']['primary'] = $menu;
update_option( 'theme_mods_twentytwentyone', $mods );

echo wp_json_encode(
	array(
		'published'       => $published,
		'categories'      => $slugs,
		'searchWord'      => 'lighthouse',
		'searchPublished' => $search_published,
		'searchHidden'    => $hidden,
		'commentsPost'    => $comments_post,
		'embedTarget'     => $embed_target,
		'embedPost'       => $embed_post,
		'searchPage'      => $search_page,
		'listPage'        => $list_page,
		'loopPage'        => $loop_page,
		'pages'           => array( $about, $search_page, $list_page, $loop_page ),
	)
), "\n";
