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

$vps_script = realpath( $argv[1] );
if ( ! $vps_script ) {
	fwrite( STDERR, "No such script: {$argv[1]}\n" );
	exit( 2 );
}
$args = array_slice( $argv, 2 );

require __DIR__ . '/load-wordpress.php';
require $vps_script;
