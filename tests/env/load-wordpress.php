<?php
/**
 * Loads the local site's WordPress into a command-line PHP process, as a request to the site would
 * see it (its host and port). Required at the top level of the caller, so WordPress's globals are
 * global. VPS_ENV_DIR and WP_PORT choose the site, as for tests/env/start.sh.
 *
 * @package VendorPayoutSchedule
 */

$vps_env_dir = getenv( 'VPS_ENV_DIR' ) ?: dirname( __DIR__, 2 ) . '/.wp-env';
$vps_port    = getenv( 'WP_PORT' ) ?: '8888';

$_SERVER['HTTP_HOST']   = '127.0.0.1:' . $vps_port;
$_SERVER['SERVER_NAME'] = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_PORT'] = $vps_port;

require $vps_env_dir . '/debian/usr/share/wordpress/wp-load.php';
