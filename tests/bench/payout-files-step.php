<?php
/**
 * One step of tests/bench/payout-files.php, run with the scratch site loaded; prints JSON.
 *   seed N      N vendors on the weekly schedule, paid in six ways (PayPal twice, ACH personal and
 *               business, SEPA in EUR, a routing number that fails its check), and the run that
 *               files a request for each
 *   check       takes the run's requests into a payout batch and checks each with Dokan, in goes
 *   recheck     checks the last batch's requests with Dokan again, in goes (as "Check again" does)
 *   index       the batch's payout files
 *   section     the run's record's section "Paying these requests", as its page prints it
 *   write KEY   one of them, into a temporary file (noted on its requests, as a download is)
 *   pay         marks the requests of the files made paid: Dokan approves each, in goes
 *   ledger-index add|remove   adds or removes the index on the vendor of Dokan's ledger (Ledger_Index)
 *   ledger-history N   gives each of the run's vendors N more entries in Dokan's ledger that change no
 *               balance (orders since cancelled), as a shop's history does; `ledger-history 0` removes them
 *   balance N   reads the balance of N of the run's vendors through Dokan (dokan_get_seller_balance(),
 *               its cache dropped before each), one at a time; prints the median and the slowest
 * Dokan's e-mails are built and handed to wp_mail(), which counts them instead of sending.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Admin\Ledger_Index;
use VendorPayoutSchedule\Engine\Dokan_Balances;
use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Schema;
use VendorPayoutSchedule\Payouts\Batch_Ledger;
use VendorPayoutSchedule\Payouts\Payout_Batch;
use VendorPayoutSchedule\Payouts\Payout_File;

require_once dirname( __DIR__ ) . '/engine/support/class-engine-site.php';
require_once dirname( __DIR__ ) . '/engine/support/class-payout-files-site.php';
require_once __DIR__ . '/php/class-bench-step.php';

global $wpdb;
$vps_step  = $args[0] ?? '';
$vps_bench = new Bench_Step();

/**
 * Goes until the batch has no work left, each with the engine's budget, as WP-Cron's events run
 * them; returns how many and the longest.
 *
 * @param int $batch The batch.
 * @return array{goes: int, longest: float}
 */
function vps_bench_goes( int $batch ): array {
	$goes    = 0;
	$longest = 0.0;
	do {
		$go_start = microtime( true );
		$left     = ( new Payout_Batch() )->go( $batch, 20.0 );
		$longest  = max( $longest, microtime( true ) - $go_start );
		++$goes;
	} while ( $left );
	return array(
		'goes'    => $goes,
		'longest' => $longest,
	);
}

if ( 'seed' === $vps_step ) {
	Engine_Site::reset_settings();
	Engine_Site::reset_data();
	$count = (int) ( $args[1] ?? 10000 );
	$specs = array();
	for ( $i = 0; $i < $count; $i++ ) {
		$specs[] = array(
			'balance' => (string) ( 100 + $i % 900 ) . '.' . sprintf( '%02d', $i % 100 ),
			'method'  => $i % 6 < 2 ? 'paypal' : 'bank',
			'methods' => array( $i % 6 < 2 ? 'paypal' : 'bank' ),
		);
	}
	$ids      = Engine_Site::seed_vendors( $specs );
	$profiles = array(
		array( 'paypal' => array( 'email' => 'vendor@example.com' ) ),
		array( 'paypal' => array( 'email' => 'shop@example.net' ) ),
		array( 'bank' => array( 'ac_name' => 'Vendor', 'ac_type' => 'personal', 'ac_number' => '0012345678', 'routing_number' => '021000021', 'bank_name' => 'Demo', 'bank_addr' => '', 'iban' => '', 'swift' => '' ) ),
		array( 'bank' => array( 'ac_name' => 'Vendor Ltd', 'ac_type' => 'business', 'ac_number' => '77123456', 'routing_number' => '011000015', 'bank_name' => 'Demo', 'bank_addr' => '', 'iban' => '', 'swift' => '' ) ),
		array( 'bank' => array( 'ac_name' => 'Verkäufer', 'ac_type' => 'personal', 'ac_number' => 'DE89370400440532013000', 'routing_number' => '', 'bank_name' => 'Demo', 'bank_addr' => '', 'iban' => 'DE89370400440532013000', 'swift' => 'COBADEFFXXX' ) ),
		array( 'bank' => array( 'ac_name' => 'Vendor', 'ac_type' => 'personal', 'ac_number' => '1', 'routing_number' => '021000022', 'bank_name' => 'Demo', 'bank_addr' => '', 'iban' => '', 'swift' => '' ) ),
	);
	$euro     = array();
	foreach ( $profiles as $kind => $payment ) {
		$of_kind = array_values( array_filter( $ids, static fn ( $id, $i ) => $kind === $i % 6, ARRAY_FILTER_USE_BOTH ) );
		foreach ( array_chunk( $of_kind, 1000 ) as $chunk ) {
			$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->usermeta} SET meta_value = %s WHERE meta_key = 'dokan_profile_settings' AND user_id IN (" . implode( ',', $chunk ) . ')', maybe_serialize( array( 'store_name' => 'Bench', 'payment' => $payment ) ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		}
		if ( 4 === $kind ) {
			$euro = array_flip( $of_kind );
		}
	}
	wp_cache_flush();
	add_filter(
		'dokan_withdraw_request_details_data',
		static function ( $details, $withdraw ) use ( $euro ) {
			if ( isset( $euro[ (int) $withdraw->get_user_id() ] ) ) {
				$details['currency'] = 'EUR';
			}
			return $details;
		},
		10,
		2
	);
	Engine_Site::run( 'weekly', Bench_Step::DATE, 3600 );
	$vps_bench->answer( array( 'filed' => iterator_count( ( new Payout_Ledger() )->run_requests( 'weekly', Bench_Step::DATE ) ) ) );
	return;
}

if ( 'ledger-index' === $vps_step ) {
	$vps_index = new Ledger_Index();
	'add' === ( $args[1] ?? '' ) ? $vps_index->add() : $vps_index->remove();
	$vps_bench->answer(
		array(
			'index'   => (string) $vps_index->owner(),
			'entries' => (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Ledger_Index::table() ), // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		)
	);
	return;
}

if ( 'ledger-history' === $vps_step ) {
	$vps_table = Ledger_Index::table();
	// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the table's name from $wpdb->prefix.
	$wpdb->query( "DELETE FROM {$vps_table} WHERE perticulars = 'bench history'" );
	$vps_ids = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT vendor_id FROM ' . Schema::payouts_table() . ' WHERE scheduled_for = %s', Bench_Step::DATE ) ) );
	for ( $i = 0; $i < (int) ( $args[1] ?? 0 ); $i++ ) {
		foreach ( array_chunk( $vps_ids, 1000 ) as $vps_chunk ) {
			$vps_rows = array();
			foreach ( $vps_chunk as $vps_id ) {
				// Cancelled orders: Dokan counts neither their debit (status) nor a credit (none).
				$vps_rows[] = $wpdb->prepare( "(%d, %d, 'dokan_orders', 'bench history', 25, 0, 'wc-cancelled', '2098-06-01 00:00:00', '2098-06-01 00:00:00')", $vps_id, 5000000 + $i * 100000 + $vps_id % 100000 );
			}
			$wpdb->query( "INSERT INTO {$vps_table} (vendor_id, trn_id, trn_type, perticulars, debit, credit, status, trn_date, balance_date) VALUES " . implode( ',', $vps_rows ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		}
	}
	$wpdb->query( "ANALYZE TABLE {$vps_table}" );
	// phpcs:enable WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	$vps_bench->answer( array( 'entries' => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$vps_table}" ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	return;
}

if ( 'balance' === $vps_step ) {
	$vps_ids   = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT vendor_id FROM ' . Schema::payouts_table() . ' WHERE scheduled_for = %s ORDER BY vendor_id', Bench_Step::DATE ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	$vps_count = min( count( $vps_ids ), (int) ( $args[1] ?? 200 ) );
	$vps_times = array();
	for ( $i = 0; $i < $vps_count; $i++ ) {
		// Spread over the whole run, so that no part of the table is favoured.
		$vps_id = $vps_ids[ intdiv( $i * count( $vps_ids ), $vps_count ) ];
		Dokan_Balances::forget( $vps_id );
		$vps_read = microtime( true );
		dokan_get_seller_balance( $vps_id, false );
		$vps_times[] = microtime( true ) - $vps_read;
	}
	sort( $vps_times );
	$vps_bench->answer(
		array(
			'rows'    => $vps_count,
			'median'  => $vps_times[ intdiv( $vps_count, 2 ) ] ?? 0.0,
			'slowest' => end( $vps_times ) ?: 0.0,
		)
	);
	return;
}

if ( 'check' === $vps_step ) {
	$started_batch = ( new Payout_Batch() )->start( Bench_Step::run(), null, 1 );
	$goes          = vps_bench_goes( $started_batch['batch'] );
	$steps         = ( new Batch_Ledger() )->batches_of_run( (int) Bench_Step::run()->id )[ $started_batch['batch'] ]['steps'];
	$vps_bench->answer(
		array(
			'batch'   => $started_batch['batch'],
			'rows'    => $started_batch['taken'],
			'ready'   => $steps[ Batch_Ledger::READY ],
			'refused' => $steps[ Batch_Ledger::REFUSED ],
		) + $goes
	);
	return;
}

$vps_batch = Bench_Step::latest_batch();

if ( 'recheck' === $vps_step ) {
	$vps_rows = ( new Payout_Batch() )->check_again( $vps_batch, 1 );
	$goes     = vps_bench_goes( $vps_batch );
	$steps    = ( new Batch_Ledger() )->batches_of_run( (int) Bench_Step::run()->id )[ $vps_batch ]['steps'];
	$vps_bench->answer(
		array(
			'batch'   => $vps_batch,
			'rows'    => $vps_rows,
			'ready'   => $steps[ Batch_Ledger::READY ],
			'refused' => $steps[ Batch_Ledger::REFUSED ],
		) + $goes
	);
	return;
}

if ( 'index' === $vps_step ) {
	$files = ( new Payout_Batch() )->files( $vps_batch );
	$vps_bench->answer(
		array(
			'rows'  => array_sum( array_map( static fn ( $f ) => $f->count, $files ) ),
			'files' => array_map( static fn ( $f ) => $f->key(), $files ),
		)
	);
	return;
}

if ( 'section' === $vps_step ) {
	wp_set_current_user( 1 );
	// What a wp-admin page has loaded: its template functions and WordPress's list table.
	require_once ABSPATH . 'wp-admin/includes/admin.php';
	require_once ABSPATH . 'wp-admin/includes/class-wp-list-table.php';
	ob_start();
	( new VendorPayoutSchedule\Admin\Payout_Batch_Section() )->render( Bench_Step::run() );
	$html = (string) ob_get_clean();
	$vps_bench->answer( array( 'bytes' => strlen( $html ) ) );
	return;
}

if ( 'write' === $vps_step ) {
	$path = tempnam( sys_get_temp_dir(), 'payout-bench' );
	$out  = fopen( $path, 'wb' );
	$file = ( new Payout_Batch() )->write( $vps_batch, Payout_File::from_key( (string) ( $args[1] ?? '' ) ), $out, Payout_Files_Site::originator(), 1 );
	fclose( $out );
	$vps_bench->answer(
		array(
			'rows'  => $file->count,
			'bytes' => filesize( $path ),
		)
	);
	unlink( $path );
	return;
}

if ( 'pay' === $vps_step ) {
	$moved = ( new Payout_Batch() )->mark_paid( $vps_batch, 1 );
	$goes  = vps_bench_goes( $vps_batch );
	$steps = ( new Batch_Ledger() )->batches_of_run( (int) Bench_Step::run()->id )[ $vps_batch ]['steps'];
	$vps_bench->answer(
		array(
			'rows'   => $moved,
			'paid'   => $steps[ Batch_Ledger::PAID ],
			'failed' => $steps[ Batch_Ledger::FAILED ],
			'twice'  => Bench_Step::approved_twice(),
			'mails'  => $vps_bench->mails,
		) + $goes
	);
}
