<?php
/**
 * Loads the scratch site's WordPress into PHPUnit (the site is made by run.sh).
 *
 * @package VendorPayoutSchedule
 */

$vps_prefix = getenv( 'VPS_TABLE_PREFIX' );
// Another site named by E2E_BASE_URL has no scratch site; run.sh has checked it may be reset.
$vps_site_is_scratch = getenv( 'E2E_BASE_URL' ) && '1' === getenv( 'E2E_SITE_IS_SCRATCH' );
if ( ( ! $vps_prefix || 'wp_' === $vps_prefix ) && ! $vps_site_is_scratch ) {
	fwrite( STDERR, "Run the engine tests through tests/engine/run.sh: they need a scratch site (VPS_TABLE_PREFIX).\n" );
	exit( 2 );
}

require dirname( __DIR__ ) . '/env/load-wordpress.php';
// Dokan e-mails the admin about each request; the machine has no mail transport.
add_filter( 'pre_wp_mail', '__return_false' );
require_once __DIR__ . '/support/class-engine-site.php';
require_once __DIR__ . '/support/child-process.php';
require_once __DIR__ . '/support/class-engine-test-case.php';
require_once __DIR__ . '/support/class-lasting-object-cache.php';
require_once __DIR__ . '/support/class-mail-catcher.php';
