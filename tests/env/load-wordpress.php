<?php
/**
 * Loads the local site's WordPress into a command-line PHP process, as a request to the site would
 * see it (its host and port). Required at the top level of the caller, so WordPress's globals are
 * global. VPS_ENV_DIR and WP_PORT choose the site, as for tests/env/start.sh; E2E_WP_DIR and
 * E2E_BASE_URL name another site instead (see README, "Testing against a real Dokan site").
 *
 * @package VendorPayoutSchedule
 */

$vps_env_dir = getenv( 'VPS_ENV_DIR' ) ?: dirname( __DIR__, 2 ) . '/.wp-env';
$vps_wp_dir  = getenv( 'E2E_WP_DIR' ) ?: $vps_env_dir . '/debian/usr/share/wordpress';
$vps_url     = getenv( 'E2E_BASE_URL' ) ?: 'http://127.0.0.1:' . ( getenv( 'WP_PORT' ) ?: '8888' );
$vps_host    = (string) parse_url( $vps_url, PHP_URL_HOST );
$vps_port    = parse_url( $vps_url, PHP_URL_PORT );

$_SERVER['HTTP_HOST']   = $vps_host . ( $vps_port ? ':' . $vps_port : '' );
$_SERVER['SERVER_NAME'] = $vps_host;
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_PORT'] = (string) ( $vps_port ?: ( 'https' === parse_url( $vps_url, PHP_URL_SCHEME ) ? 443 : 80 ) );

require $vps_wp_dir . '/wp-load.php';
