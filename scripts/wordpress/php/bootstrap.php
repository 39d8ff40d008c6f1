<?php
/**
 * Loads the throwaway WordPress from the command line (scripts/wordpress/wordpress.ts):
 * `php <script> <docroot> …`. The docroot's own wp-config.php is used, never Debian's.
 */
define( 'ABSPATH', rtrim( $argv[1], '/' ) . '/' );
$_SERVER['HTTP_HOST']       = '127.0.0.1';
$_SERVER['SERVER_NAME']     = '127.0.0.1';
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REMOTE_ADDR']     = '127.0.0.1';
