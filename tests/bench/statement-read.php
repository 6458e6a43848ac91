<?php
/**
 * One measured read of a payout statement, in a fresh PHP process, for tests/bench/statement.php:
 *   statement-read.php first-page|all-pages|csv|email|chunk PAYOUT_ID
 * first-page: GET /vendor-payout-schedule/v1/statements/<id> as the vendor (50 lines), through the
 * REST server as the panel asks; all-pages: every page of 100 lines in turn; csv: the whole
 * statement written as the CSV download writes it; email: the figures the "Scheduled payout
 * requested" e-mail reads; chunk: the statement sums of 1 000 vendors in one read, as a chunk of a
 * run's CSV reads them. Prints {"seconds", "peak_kb" (peak memory above
 * what WordPress had loaded before the read), "lines", "after_first_kb" (all-pages: the peak after
 * the first page), "agrees", "closing", "balance_read"}.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Rest\Statement_Csv;
use VendorPayoutSchedule\Statement\Payout_Statement;

$vps_mode   = (string) ( $args[0] ?? 'first-page' );
$vps_payout = (int) ( $args[1] ?? 0 );
$vps_vendor = (int) $GLOBALS['wpdb']->get_var( $GLOBALS['wpdb']->prepare( 'SELECT vendor_id FROM ' . VendorPayoutSchedule\Engine\Schema::payouts_table() . ' WHERE id = %d', $vps_payout ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
wp_set_current_user( $vps_vendor );
rest_get_server();
wp_cache_flush();
gc_collect_cycles();
memory_reset_peak_usage();
$vps_base  = memory_get_usage();
$vps_first = null;
$vps_lines = 0;
$vps_start = microtime( true );

/**
 * A page of the statement through the REST server.
 *
 * @param int $payout   Payout id.
 * @param int $page     Page.
 * @param int $per_page Lines a page.
 */
function vps_statement_page( int $payout, int $page, int $per_page ): WP_REST_Response {
	$request = new WP_REST_Request( 'GET', '/vendor-payout-schedule/v1/statements/' . $payout );
	$request->set_query_params(
		array(
			'page'     => $page,
			'per_page' => $per_page,
		)
	);
	$response = rest_do_request( $request );
	if ( 200 !== $response->get_status() ) {
		fwrite( STDERR, wp_json_encode( $response->get_data() ) . "\n" );
		exit( 1 );
	}
	// As the server would send it.
	wp_json_encode( $response->get_data() );
	return $response;
}

if ( 'first-page' === $vps_mode ) {
	$vps_data  = vps_statement_page( $vps_payout, 1, 50 )->get_data();
	$vps_lines = count( $vps_data['entries'] );
} elseif ( 'all-pages' === $vps_mode ) {
	$vps_page = 1;
	do {
		$vps_response = vps_statement_page( $vps_payout, $vps_page, 100 );
		$vps_data     = $vps_response->get_data();
		$vps_lines   += count( $vps_data['entries'] );
		$vps_first  ??= memory_get_peak_usage() - $vps_base;
		$vps_pages    = (int) $vps_response->get_headers()['X-WP-TotalPages'];
		unset( $vps_response );
		++$vps_page;
	} while ( $vps_page <= $vps_pages );
} elseif ( 'email' === $vps_mode ) {
	// What a "Scheduled payout requested" e-mail reads (Payout_Message::from_outcome()).
	$vps_statement = Payout_Statement::of( $vps_payout );
	$vps_data      = array(
		'agrees'       => $vps_statement->agrees(),
		'closing'      => Payout_Statement::amount( $vps_statement->closing() ),
		'balance_read' => Payout_Statement::amount( $vps_statement->balance_read() ),
	);
} elseif ( 'chunk' === $vps_mode ) {
	// A chunk of the run's CSV (Run_Record::each_chunk()): the payout's vendor and 999 others, each
	// from their first entry to now.
	$vps_payouts = array(
		(object) array(
			'vendor_id'           => $vps_vendor,
			'claimed_at'          => gmdate( 'Y-m-d H:i:s' ),
			'previous_claimed_at' => null,
		),
	);
	foreach ( $GLOBALS['wpdb']->get_col( $GLOBALS['wpdb']->prepare( "SELECT DISTINCT vendor_id FROM {$GLOBALS['wpdb']->prefix}dokan_vendor_balance WHERE vendor_id <> %d LIMIT 999", $vps_vendor ) ) as $vps_other ) { // phpcs:ignore WordPress.DB
		$vps_payouts[] = (object) array(
			'vendor_id'           => (int) $vps_other,
			'claimed_at'          => gmdate( 'Y-m-d H:i:s' ),
			'previous_claimed_at' => null,
		);
	}
	$vps_sums  = Payout_Statement::sums_of( $vps_payouts );
	$vps_lines = count( $vps_sums );
	// The vendor's sum from the first entry to now is the balance the run read.
	$vps_read = (float) $GLOBALS['wpdb']->get_var( $GLOBALS['wpdb']->prepare( 'SELECT balance FROM ' . VendorPayoutSchedule\Engine\Schema::payouts_table() . ' WHERE id = %d', $vps_payout ) ); // phpcs:ignore WordPress.DB
	$vps_data = array(
		'agrees'       => abs( Payout_Statement::amount( $vps_sums[0]['closing'] ) - $vps_read ) < 0.005,
		'closing'      => Payout_Statement::amount( $vps_sums[0]['closing'] ),
		'balance_read' => $vps_read,
	);
} else {
	$vps_statement = Payout_Statement::of( $vps_payout );
	$vps_out       = fopen( '/dev/null', 'w' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen
	( new Statement_Csv( $vps_statement, false ) )->write( $vps_out );
	$vps_lines = $vps_statement->entry_count();
	$vps_data = array(
		'agrees'       => $vps_statement->agrees(),
		'closing'      => Payout_Statement::amount( $vps_statement->closing() ),
		'balance_read' => Payout_Statement::amount( $vps_statement->balance_read() ),
	);
}

echo wp_json_encode(
	array(
		'seconds'        => microtime( true ) - $vps_start,
		'peak_kb'        => (int) round( ( memory_get_peak_usage() - $vps_base ) / 1024 ),
		'after_first_kb' => null === $vps_first ? null : (int) round( $vps_first / 1024 ),
		'lines'          => $vps_lines,
		'agrees'         => $vps_data['agrees'],
		'closing'        => $vps_data['closing'],
		'balance_read'   => $vps_data['balance_read'],
	)
), "\n";
