<?php
/**
 * One step of tests/bench/paypal.php, run with the scratch site loaded; prints JSON.
 *   seed N           N vendors paid by PayPal, the engine's run that files a request for each, and
 *                    a payout batch of them checked with Dokan; the PayPal app saved
 *   send             "Send through PayPal" on the batch, then its goes until PayPal holds every part
 *   reconcile MIX    PayPal moves the items (`success`, or `mix`), then PayPal's goes and the
 *                    batch's goes until nothing is due
 *   prism-cost       every page of the batch's PayPal batch read through Prism, then from the fake
 * Dokan's e-mails are built and handed to wp_mail(), which counts them instead of sending.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Payout_Scheduler;
use VendorPayoutSchedule\Engine\Schema;
use VendorPayoutSchedule\PayPal\Paypal_App;
use VendorPayoutSchedule\PayPal\Paypal_Ledger;
use VendorPayoutSchedule\PayPal\Paypal_Sending;
use VendorPayoutSchedule\PayPal\Payouts_Client;
use VendorPayoutSchedule\Payouts\Batch_Ledger;
use VendorPayoutSchedule\Payouts\Payout_Batch;

require_once dirname( __DIR__ ) . '/engine/support/class-engine-site.php';
require_once dirname( __DIR__ ) . '/engine/support/class-paypal-fake.php';
require_once __DIR__ . '/php/class-bench-step.php';

global $wpdb;
$vps_step  = $args[0] ?? '';
$vps_bench = new Bench_Step();
add_filter( Payouts_Client::BASE_FILTER, array( Paypal_Fake::class, 'prism' ) );

/**
 * Goes one after another while one is due, as the queue runs them with the engine's budget: the
 * batch's PayPal go, then the batch's own (Dokan's checks and approvals).
 *
 * @param int      $batch The batch.
 * @param callable $more  Whether work is left.
 * @return array{goes: int, longest: float, peak: int, spent: array{paypal: float, dokan: float}} Seconds spent in PayPal's goes and in the batch's.
 */
function vps_paypal_goes( int $batch, callable $more ): array {
	$goes    = 0;
	$longest = 0.0;
	$peak    = 0;
	$spent   = array(
		'paypal' => 0.0,
		'dokan'  => 0.0,
	);
	while ( $more() && $goes < 500 ) {
		foreach ( array( 'paypal' => new Paypal_Sending(), 'dokan' => new Payout_Batch() ) as $who => $worker ) {
			if ( ! $more() ) {
				break;
			}
			wp_cache_flush_runtime();
			$before = memory_get_usage();
			memory_reset_peak_usage();
			$go_start = microtime( true );
			$worker->go( $batch, Payout_Scheduler::go_budget() );
			$longest        = max( $longest, microtime( true ) - $go_start );
			$spent[ $who ] += microtime( true ) - $go_start;
			$peak           = max( $peak, memory_get_peak_usage() - $before );
			++$goes;
		}
	}
	return compact( 'goes', 'longest', 'peak', 'spent' );
}

/**
 * The calls PayPal was sent since the fake's state was `$from`, by kind (the tokens it gave).
 *
 * @param array<string, mixed> $from The fake's state before.
 * @return array{token: int, create: int, read: int, other: int}
 */
function vps_paypal_calls( array $from ): array {
	$state           = Paypal_Fake::state();
	$counts          = array_fill_keys( array( 'token', 'create', 'read', 'other' ), 0 );
	$counts['token'] = $state['tokens'] - $from['tokens'];
	foreach ( array_slice( $state['calls'], count( $from['calls'] ) ) as $call ) {
		$kind = match ( true ) {
			'POST' === $call['method'] && '/v1/payments/payouts' === $call['path'] => 'create',
			'GET' === $call['method'] && str_starts_with( $call['path'], '/v1/payments/payouts/' ) => 'read',
			default => 'other',
		};
		++$counts[ $kind ];
	}
	return $counts;
}

if ( 'seed' === $vps_step ) {
	Engine_Site::reset_settings();
	Engine_Site::reset_data();
	$wpdb->query( 'TRUNCATE TABLE ' . Schema::paypal_parts_table() ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	$wpdb->query( 'TRUNCATE TABLE ' . Schema::paypal_items_table() ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	$count = (int) ( $args[1] ?? 10000 );
	$specs = array();
	for ( $i = 0; $i < $count; $i++ ) {
		$specs[] = array(
			'balance' => (string) ( 100 + $i % 900 ) . '.' . sprintf( '%02d', $i % 100 ),
			'method'  => 'paypal',
			'methods' => array( 'paypal' ),
		);
	}
	$ids = Engine_Site::seed_vendors( $specs );
	foreach ( array_chunk( $ids, 1000 ) as $chunk ) {
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->usermeta} SET meta_value = %s WHERE meta_key = 'dokan_profile_settings' AND user_id IN (" . implode( ',', $chunk ) . ')', maybe_serialize( array( 'store_name' => 'Bench', 'payment' => array( 'paypal' => array( 'email' => 'vendor@example.com' ) ) ) ) ) );
	}
	wp_cache_flush();
	Engine_Site::run( 'weekly', Bench_Step::DATE, 3600 );
	Paypal_Fake::save_app();
	$batch = ( new Payout_Batch() )->start( Bench_Step::run(), null, 1 )['batch'];
	vps_paypal_goes( $batch, static fn (): bool => ( new Batch_Ledger() )->has_work( $batch ) );
	$vps_bench->answer(
		array(
			'filed' => iterator_count( ( new Payout_Ledger() )->run_requests( 'weekly', Bench_Step::DATE ) ),
			'batch' => $batch,
			'ready' => iterator_count( ( new Batch_Ledger() )->request_ids( $batch, array( Batch_Ledger::READY ) ) ),
		)
	);
	return;
}

$vps_batch  = Bench_Step::latest_batch();
$vps_ledger = new Paypal_Ledger();
$vps_from   = Paypal_Fake::state();

if ( 'send' === $vps_step ) {
	$vps_held = null;
	add_action(
		'http_api_debug',
		static function ( $response, $context, $transport, $request, $url ) use ( &$vps_held, $vps_bench ) {
			if ( null === $vps_held && str_ends_with( (string) $url, '/v1/payments/payouts' ) ) {
				$vps_held = $vps_bench->seconds();
			}
		},
		10,
		5
	);
	( new Paypal_Sending() )->send( $vps_batch, 1 );
	$goes    = vps_paypal_goes( $vps_batch, static fn (): bool => array() !== array_filter( $vps_ledger->parts( $vps_batch ), static fn ( $part ): bool => Paypal_Ledger::TO_SEND === $part->state ) );
	$batches = Paypal_Fake::state()['batches'];
	$vps_bench->answer(
		array(
			'to_paypal' => $vps_held,
			'calls'     => vps_paypal_calls( $vps_from ),
			'page_size' => Payouts_Client::MAX_PAGE_SIZE,
			'batches'   => count( $batches ),
			'items'     => array_sum( array_column( $batches, 'item_count' ) ),
		) + $goes
	);
	return;
}

if ( 'reconcile' === $vps_step ) {
	$mix     = array( 'SUCCESS', 'SUCCESS', 'SUCCESS', 'SUCCESS', 'SUCCESS', 'SUCCESS', 'SUCCESS', 'UNCLAIMED', 'RETURNED', 'FAILED' );
	$changes = array();
	foreach ( $wpdb->get_col( $wpdb->prepare( 'SELECT withdraw_id FROM ' . Schema::paypal_items_table() . ' WHERE batch_id = %d ORDER BY withdraw_id', $vps_batch ) ) as $i => $id ) { // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		$status    = 'mix' === ( $args[1] ?? '' ) ? $mix[ $i % 10 ] : 'SUCCESS';
		$changes[] = array_filter(
			array(
				'sender_item_id'     => 'DOKAN-WD-' . $id,
				'transaction_status' => $status,
				'error'              => in_array( $status, array( 'RETURNED', 'FAILED' ), true ) ? 'RECEIVER_UNREGISTERED' : '',
				'fee'                => 'SUCCESS' === $status ? '0.25' : '0.00',
			)
		);
	}
	Paypal_Fake::control( 'items', array( 'items' => $changes ) );
	$vps_bench->restart_clock();
	$goes    = vps_paypal_goes( $vps_batch, static fn (): bool => array() !== $vps_ledger->due( $vps_batch ) || ( new Batch_Ledger() )->has_work( $vps_batch ) );
	$steps   = array_count_values( $wpdb->get_col( $wpdb->prepare( 'SELECT step FROM ' . Schema::batches_table() . ' WHERE batch_id = %d', $vps_batch ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Dokan's table from $wpdb->prefix.
	$entries = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->prefix}dokan_vendor_balance WHERE trn_type = 'dokan_withdraw' AND trn_id IN (SELECT withdraw_id FROM " . Schema::batches_table() . ' WHERE batch_id = ' . $vps_batch . " AND step = 'paid')" );
	$paid = (int) ( $steps[ Batch_Ledger::PAID ] ?? 0 );
	$vps_bench->answer(
		array(
			'calls'               => vps_paypal_calls( $vps_from ),
			'page_size'           => Payouts_Client::MAX_PAGE_SIZE,
			'paid'                => $paid,
			'failed'              => (int) ( $steps[ Batch_Ledger::FAILED ] ?? 0 ),
			'waiting'             => (int) ( $steps[ Batch_Ledger::SENDING ] ?? 0 ),
			'twice'               => Bench_Step::approved_twice(),
			'entries_per_request' => $paid > 0 ? $entries / $paid : 0.0,
			'mails'               => $vps_bench->mails,
		) + $goes
	);
	return;
}

if ( 'prism-cost' === $vps_step ) {
	$id    = (string) $vps_ledger->parts( $vps_batch )[0]->payout_batch_id;
	$times = array();
	$pages = 0;
	foreach ( array( 'prism', 'fake' ) as $where ) {
		$base = 'prism' === $where ? Paypal_Fake::prism() : (string) getenv( 'VPS_PAYPAL_FAKE' );
		add_filter( Payouts_Client::BASE_FILTER, static fn (): string => $base, 20 );
		$client = new Payouts_Client( Paypal_App::stored() );
		$client->take_token();
		$start = microtime( true );
		$pages = 0;
		do {
			$read = $client->batch( $id, ++$pages, Payouts_Client::MAX_PAGE_SIZE );
		} while ( $read->has_next() );
		$times[ $where ] = microtime( true ) - $start;
	}
	$vps_bench->answer(
		array(
			'through_prism' => $times['prism'],
			'straight'      => $times['fake'],
			'pages'         => $pages,
		)
	);
}
