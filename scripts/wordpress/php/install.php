<?php
/**
 * `php install.php <docroot> <admin JSON>`: creates WordPress's tables and the admin (wp_install()).
 */
require __DIR__ . '/bootstrap.php';
define( 'WP_INSTALLING', true );
require ABSPATH . 'wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

$config = json_decode( $argv[2], true );
$result = wp_install( 'CMS Islands on WordPress', $config['user'], $config['email'], true, '', wp_slash( $config['password'] ), 'en_US' );
echo wp_json_encode( array( 'user_id' => $result['user_id'] ) ), "\n";
