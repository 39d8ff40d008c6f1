<?php
/**
 * Router for PHP's built-in server (scripts/wordpress/wordpress.ts): existing files and folders with
 * an index.php are served as they are; any other address goes to WordPress's index.php, as the
 * rewrite rules of a web server would send it.
 */
$cms_islands_path = (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
$cms_islands_file = $_SERVER['DOCUMENT_ROOT'] . $cms_islands_path;
if ( is_file( $cms_islands_file ) || is_file( rtrim( $cms_islands_file, '/' ) . '/index.php' ) ) {
	return false;
}
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $_SERVER['DOCUMENT_ROOT'] . '/index.php';
chdir( $_SERVER['DOCUMENT_ROOT'] );
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
