<?php
/**
 * Seeds N vendors on the weekly schedule for the engine benchmark, on a scratch site or on a real
 * host of one's own (never on the local site the suites share):
 *   engine-seed.php N
 * Four in five are paid; the rest are spread over the skip reasons. Every vendor has a past in
 * Dokan's tables (see Engine_Site::seed_vendors(), `history`).
 *
 * @package VendorPayoutSchedule
 */

require_once dirname( __DIR__ ) . '/engine/support/class-engine-site.php';

// The local site's shared tables (prefix wp_) belong to the suites; a real host of one's own is named by E2E_BASE_URL.
if ( 'wp_' === $GLOBALS['wpdb']->prefix && ! getenv( 'E2E_BASE_URL' ) ) {
	fwrite( STDERR, "Refusing to seed the shared site.\n" );
	exit( 1 );
}

$vps_count = (int) ( $args[0] ?? 1000 );

/**
 * The spec of the i-th vendor.
 *
 * @param int $vps_i Index.
 * @return array<string, mixed>
 */
function vps_bench_spec( int $vps_i ): array {
	if ( 8 === $vps_i % 10 ) {
		return array(
			'balance' => '30',
			'minimum' => 50,
		);
	} elseif ( 9 === $vps_i % 20 ) {
		return array(
			'balance' => '120',
			'reserve' => 100,
		);
	} elseif ( 19 === $vps_i % 20 ) {
		return array(
			'balance' => '500',
			'method'  => '',
			'methods' => array(),
		);
	} elseif ( 7 === $vps_i % 50 ) {
		return array(
			'balance' => '500',
			'method'  => 'bank',
			'methods' => array( 'paypal' ),
		);
	} else {
		return array(
			'balance' => (string) ( 100 + ( $vps_i % 997 ) + 0.25 ),
			'reserve' => 0 === $vps_i % 3 ? 50 : 0,
			'method'  => 0 === $vps_i % 2 ? 'paypal' : 'bank',
			'methods' => array( 'paypal', 'bank' ),
		);
	}
}

$vps_started = microtime( true );
// Bulk INSERTs, a few thousand vendors at a time, so seeding costs little time and memory.
for ( $vps_first = 0; $vps_first < $vps_count; $vps_first += 5000 ) {
	$vps_specs = array();
	for ( $vps_i = $vps_first; $vps_i < min( $vps_count, $vps_first + 5000 ); $vps_i++ ) {
		$vps_specs[] = vps_bench_spec( $vps_i ) + array( 'history' => true );
	}
	Engine_Site::seed_vendors( $vps_specs );
}
printf( "Seeded %d vendors in %.1f s.\n", $vps_count, microtime( true ) - $vps_started );
