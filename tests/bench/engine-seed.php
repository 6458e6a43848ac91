<?php
/**
 * Seeds N vendors on the weekly schedule for the engine benchmark (scratch site only):
 *   engine-seed.php N
 * Four in five are paid; the rest are spread over the skip reasons.
 *
 * @package VendorPayoutSchedule
 */

require_once dirname( __DIR__ ) . '/engine/support/class-engine-site.php';

if ( 'wp_' === $GLOBALS['wpdb']->prefix ) {
	fwrite( STDERR, "Refusing to seed the shared site.\n" );
	exit( 1 );
}

$vps_count = (int) ( $args[0] ?? 1000 );
$vps_specs = array();
for ( $vps_i = 0; $vps_i < $vps_count; $vps_i++ ) {
	if ( 8 === $vps_i % 10 ) {
		$vps_specs[] = array(
			'balance' => '30',
			'minimum' => 50,
		);
	} elseif ( 9 === $vps_i % 20 ) {
		$vps_specs[] = array(
			'balance' => '120',
			'reserve' => 100,
		);
	} elseif ( 19 === $vps_i % 20 ) {
		$vps_specs[] = array(
			'balance' => '500',
			'method'  => '',
			'methods' => array(),
		);
	} elseif ( 7 === $vps_i % 50 ) {
		$vps_specs[] = array(
			'balance' => '500',
			'method'  => 'bank',
			'methods' => array( 'paypal' ),
		);
	} else {
		$vps_specs[] = array(
			'balance' => (string) ( 100 + ( $vps_i % 997 ) + 0.25 ),
			'reserve' => 0 === $vps_i % 3 ? 50 : 0,
			'method'  => 0 === $vps_i % 2 ? 'paypal' : 'bank',
			'methods' => array( 'paypal', 'bank' ),
		);
	}
}

$vps_started = microtime( true );
Engine_Site::seed_vendors( $vps_specs );
printf( "Seeded %d vendors in %.1f s.\n", $vps_count, microtime( true ) - $vps_started );
