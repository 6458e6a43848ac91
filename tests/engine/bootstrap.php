<?php
/**
 * Loads the scratch site's WordPress into PHPUnit (the site is made by run.sh).
 *
 * @package VendorPayoutSchedule
 */

$vps_prefix = getenv( 'VPS_TABLE_PREFIX' );
if ( ! $vps_prefix || 'wp_' === $vps_prefix ) {
	fwrite( STDERR, "Run the engine tests through tests/engine/run.sh: they need a scratch site (VPS_TABLE_PREFIX).\n" );
	exit( 2 );
}

$vps_env_dir            = getenv( 'VPS_ENV_DIR' ) ?: dirname( __DIR__, 2 ) . '/.wp-env';
$vps_port               = getenv( 'WP_PORT' ) ?: '8888';
$_SERVER['HTTP_HOST']   = '127.0.0.1:' . $vps_port;
$_SERVER['SERVER_NAME'] = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_PORT'] = $vps_port;

require $vps_env_dir . '/debian/usr/share/wordpress/wp-load.php';
require_once __DIR__ . '/support/class-engine-site.php';
require_once __DIR__ . '/support/class-engine-test-case.php';
