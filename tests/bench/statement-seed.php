<?php
/**
 * Seeds one vendor with N entries in Dokan's balance ledger and has the engine run for them, for
 * the statement benchmark (tests/bench/statement.php), on a scratch site:
 *   statement-seed.php N
 * The vendor's entries are written as Dokan writes them (see Ledger_Timeline) over the last year:
 * in every twenty, fourteen completed sales, two refunds, two sales still processing, one cancelled
 * sale and one approved withdrawal; beside them 2 000 other vendors with a past (14 000 rows), so
 * the table is scanned as on a marketplace. Prints {"payout": id, "vendor": id, "entries": N,
 * "rows": rows in the ledger, "balance": the balance the run read}.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Payout_Runner;

require_once dirname( __DIR__ ) . '/engine/support/class-engine-site.php';

// The local site's shared tables (prefix wp_) belong to the suites; a real host of one's own is named by E2E_BASE_URL.
if ( 'wp_' === $GLOBALS['wpdb']->prefix && ! getenv( 'E2E_BASE_URL' ) ) {
	fwrite( STDERR, "Refusing to seed the shared site.\n" );
	exit( 1 );
}

global $wpdb;
$vps_count = (int) ( $args[0] ?? 10000 );
Engine_Site::reset_settings();
Engine_Site::reset_data();
Engine_Site::seed_vendors(
	array_fill(
		0,
		2000,
		array(
			'balance'  => '100',
			'history'  => true,
			'schedule' => '',
		)
	)
);
$vps_vendor = Engine_Site::seed_vendors( array( array( 'balance' => '0' ) ) )[0];
$vps_table  = $wpdb->prefix . 'dokan_vendor_balance';
$wpdb->delete( $vps_table, array( 'vendor_id' => $vps_vendor ) );

$vps_rows  = array();
$vps_start = time() - 365 * DAY_IN_SECONDS;
for ( $vps_i = 0; $vps_i < $vps_count; $vps_i++ ) {
	$vps_date = gmdate( 'Y-m-d H:i:s', $vps_start + (int) ( $vps_i * 360 * DAY_IN_SECONDS / max( 1, $vps_count ) ) );
	$vps_kind = $vps_i % 20;
	$vps_row  = array( 'dokan_orders', 'New order', sprintf( '%.4F', 20 + ( $vps_i * 7 ) % 300 + ( $vps_i % 100 ) / 100 ), '0', 'wc-completed' );
	if ( 14 === $vps_kind || 15 === $vps_kind ) {
		$vps_row = array( 'dokan_refund', 'Refunded by Dokan', '0', sprintf( '%.4F', 5 + $vps_i % 17 ), 'approved' );
	} elseif ( 16 === $vps_kind || 17 === $vps_kind ) {
		$vps_row[4] = 'wc-processing';
	} elseif ( 18 === $vps_kind ) {
		$vps_row[4] = 'wc-cancelled';
	} elseif ( 19 === $vps_kind ) {
		$vps_row = array( 'dokan_withdraw', 'Approve withdraw request', '0', '150.0000', 'approved' );
	}
	$vps_rows[] = $wpdb->prepare( '(%d, %d, %s, %s, %s, %s, %s, %s, %s)', $vps_vendor, 100000 + $vps_i, $vps_row[0], $vps_row[1], $vps_row[2], $vps_row[3], $vps_row[4], $vps_date, $vps_date );
}
Dokan_Rows::insert( $vps_table, Dokan_Rows::BALANCE_COLUMNS, $vps_rows );
wp_cache_flush();

$vps_progress = ( new Payout_Runner() )->run( 'weekly', '2099-01-05', microtime( true ) + 600 );
$vps_outcome  = Engine_Site::outcomes( '2099-01-05' )[ $vps_vendor ] ?? null;
if ( $vps_progress->unclaimed || ! $vps_outcome ) {
	fwrite( STDERR, "The run did not record the vendor.\n" );
	exit( 1 );
}
echo wp_json_encode(
	array(
		'payout'  => (int) $vps_outcome->id,
		'vendor'  => $vps_vendor,
		'entries' => $vps_count,
		'rows'    => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$vps_table}" ), // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		'balance' => (float) $vps_outcome->balance,
		'status'  => (string) $vps_outcome->status,
	)
), "\n";
