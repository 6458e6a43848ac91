<?php
/**
 * Installs WordPress into the empty database (once), or brings an installed one to this release.
 * Run by start.sh through plain PHP, because
 * wp-load.php redirects to the installer while the site is not installed.
 *   php install-wordpress.php WORDPRESS_DIR PORT
 */

[ , $wp_dir, $port ] = $argv;

$_SERVER['HTTP_HOST']   = '127.0.0.1:' . $port;
$_SERVER['SERVER_NAME'] = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';

define( 'WP_INSTALLING', true );
// No mail server here: WordPress's install and password mails are not sent.
$GLOBALS['wp_filter'] = array( 'pre_wp_mail' => array( 10 => array( 'vps' => array( 'function' => '__return_false', 'accepted_args' => 1 ) ) ) );
require $wp_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

if ( is_blog_installed() ) {
	// The environment switched WordPress releases (VPS_WP_SUITE): bring the database to this one,
	// as wp-admin/upgrade.php would on the first admin page.
	if ( (int) get_option( 'db_version' ) !== (int) $GLOBALS['wp_db_version'] ) {
		wp_upgrade();
		echo 'WordPress database upgraded to ' . $GLOBALS['wp_db_version'] . ".\n";
	}
	exit( 0 );
}

$result = wp_install( 'Payout Schedule Demo Shop', 'admin', 'admin@example.test', false, '', 'password' );
if ( is_wp_error( $result ) ) {
	fwrite( STDERR, $result->get_error_message() . "\n" );
	exit( 1 );
}
echo "WordPress installed.\n";
