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

require dirname( __DIR__ ) . '/env/load-wordpress.php';
require_once __DIR__ . '/support/class-engine-site.php';
require_once __DIR__ . '/support/class-engine-test-case.php';
require_once __DIR__ . '/support/class-mail-catcher.php';

// No e-mail leaves the machine: whatever a test does not catch itself ends here, before PHPMailer.
add_filter( 'pre_wp_mail', static fn ( $short_circuit ) => $short_circuit ?? true, PHP_INT_MAX );
