<?php
/**
 * One step of tests/bench/payout-files.php, run with the scratch site loaded; prints JSON.
 *   seed N      replace Dokan's requests with N pending ones of every kind
 *   index       the files of every pending request
 *   write KEY   one of them, into a temporary file
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Payouts\Originator;
use VendorPayoutSchedule\Payouts\Payout_File;
use VendorPayoutSchedule\Payouts\Payout_Files;
use VendorPayoutSchedule\Payouts\Request_Reader;

require_once dirname( __DIR__ ) . '/engine/support/class-engine-site.php';
require_once dirname( __DIR__ ) . '/engine/support/class-payout-files-site.php';

$vps_step = $args[0] ?? '';
// Loading WordPress has its own peak; measure from here.
if ( function_exists( 'memory_reset_peak_usage' ) ) {
	memory_reset_peak_usage();
}
$vps_base = memory_get_usage();

if ( 'seed' === $vps_step ) {
	global $wpdb;
	$wpdb->query( "TRUNCATE TABLE {$wpdb->prefix}dokan_withdraw" );
	$vendor = Payout_Files_Site::vendor( array( 'paypal' => array( 'email' => 'bench@example.com' ) ) );
	$kinds  = array(
		array( 'paypal', array( 'email' => 'vendor%d@example.com' ) ),
		array( 'paypal', array( 'email' => 'vendor%d@example.com' ) ),
		array( 'bank', array( 'ac_name' => 'Vendor %d', 'ac_type' => 'personal', 'ac_number' => '00%d', 'routing_number' => '021000021' ) ),
		array( 'bank', array( 'ac_name' => 'Vendor %d Ltd', 'ac_type' => 'business', 'ac_number' => '77%d', 'routing_number' => '011000015' ) ),
		array( 'bank', array( 'ac_name' => 'Vendor %d', 'ac_type' => 'personal', 'iban' => 'DE89370400440532013000', 'swift' => 'COBADEFFXXX', 'currency' => 'EUR' ) ),
		array( 'bank', array( 'ac_name' => 'Vendor %d', 'ac_type' => 'personal', 'routing_number' => '021000022', 'ac_number' => '1' ) ),
	);
	$rows   = array();
	$count  = (int) ( $args[1] ?? 10000 );
	for ( $i = 1; $i <= $count; $i++ ) {
		list( $method, $details ) = $kinds[ $i % count( $kinds ) ];
		$details                  = array_map( static fn ( $v ) => sprintf( $v, $i ), $details );
		$amount                   = sprintf( '%.2F', 50 + ( $i % 997 ) + ( $i % 100 ) / 100 );
		$details                 += array(
			'charge'      => 1.0,
			'receivable'  => (float) $amount - 1.0,
			'charge_data' => array(
				'fixed'      => 1,
				'percentage' => 0,
			),
		);
		$rows[]                   = $wpdb->prepare( '(%d, %s, %s, 0, %s, %s, %s, %s)', $vendor, $amount, '2026-11-20 10:00:00', $method, '', maybe_serialize( $details ), '' );
	}
	Dokan_Rows::insert( $wpdb->prefix . 'dokan_withdraw', '(user_id, amount, date, status, method, note, details, ip)', $rows );
	echo wp_json_encode( array( 'seeded' => $count ) ), "\n";
	return;
}

$vps_ids = static fn () => ( new Request_Reader() )->pending_ids();
$started = microtime( true );
if ( 'index' === $vps_step ) {
	$files = ( new Payout_Files() )->index( $vps_ids() );
	echo wp_json_encode(
		array(
			'seconds' => microtime( true ) - $started,
			'peak'    => memory_get_peak_usage() - $vps_base,
			'rows'    => array_sum( array_map( static fn ( $f ) => $f->count, $files ) ),
			'files'   => array_map( static fn ( $f ) => $f->key(), $files ),
		)
	), "\n";
	return;
}

$path = tempnam( sys_get_temp_dir(), 'payout-bench' );
$out  = fopen( $path, 'wb' );
$file = ( new Payout_Files() )->write( Payout_File::from_key( (string) ( $args[1] ?? '' ) ), $vps_ids(), $out, Payout_Files_Site::originator() );
fclose( $out );
echo wp_json_encode(
	array(
		'seconds' => microtime( true ) - $started,
		'peak'    => memory_get_peak_usage() - $vps_base,
		'rows'    => $file->count,
		'bytes'   => filesize( $path ),
	)
), "\n";
unlink( $path );
