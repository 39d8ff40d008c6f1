<?php
/**
 * `php eval.php <docroot> <as admin: 1|0>` with PHP code on stdin: runs it with WordPress loaded.
 * The WordPress tests use it to read what the site saved (comments, options).
 */
require __DIR__ . '/bootstrap.php';
require ABSPATH . 'wp-load.php';
if ( '1' === ( $argv[2] ?? '0' ) ) {
	wp_set_current_user( 1 );
}
eval( stream_get_contents( STDIN ) ); // phpcs:ignore -- the test's own code, from its own process.
