<?php
/**
 * Runs a PHP file with WordPress loaded, as the local site's code sees it:
 *   php tests/env/wp-php.php path/to/script.php [arguments...]
 * The script receives its own arguments in $args (strings). Used by the set-up, tests and benchmarks.
 */

if ( PHP_SAPI !== 'cli' || $argc < 2 ) {
	fwrite( STDERR, "usage: php tests/env/wp-php.php SCRIPT.php [args...]\n" );
	exit( 2 );
}

$vps_env_dir = getenv( 'VPS_ENV_DIR' ) ?: dirname( __DIR__, 2 ) . '/.wp-env';
$vps_port    = getenv( 'WP_PORT' ) ?: '8888';

$_SERVER['HTTP_HOST']   = '127.0.0.1:' . $vps_port;
$_SERVER['SERVER_NAME'] = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_PORT'] = $vps_port;

$vps_script = realpath( $argv[1] );
if ( ! $vps_script ) {
	fwrite( STDERR, "No such script: {$argv[1]}\n" );
	exit( 2 );
}
$args = array_slice( $argv, 2 );

require $vps_env_dir . '/debian/usr/share/wordpress/wp-load.php';
require $vps_script;
