<?php
/**
 * Three vendors on the quarterly schedule, due on a date far ahead, for the WP-CLI commands to run,
 * batch and pay:
 *   php tests/env/wp-php.php tests/integration/php/cli-run.php add
 *     seeds the vendors (two paid by PayPal with $100.00 and $120.00, one with no balance, whom
 *     the run skips) and prints `{ date, schedule, vendors: { NAME: { id, email } }, admin }`
 *   … preview the Next run preview's rows of the vendors: `[ { vendor_id, outcome, reason, amount, method } ]`
 *   … state   the payouts the run recorded and Dokan's requests of the vendors, with their status
 *             and balance entries: `{ payouts, requests: { NAME: [ { id, amount, status, entries } ] } }`
 *   … open    starts the run without working on it, as a runner that died after claiming the
 *             first vendor leaves it: that vendor being filed, the other two waiting
 *   … fail    notes a database error on the open run, retried a minute ago
 *   … release gives the claimed vendor back, so the run can go on
 *   … topup   gives the PayPal vendors their $100.00 and $120.00 again, for a second date
 *   … refund NAME  NAME's balance drops to $40.00, below the request's amount: Dokan's check refuses it
 *   … began NAME   NAME's request in its payout batch as a go leaves it that began approving it and
 *                  lost its database connection before Dokan saved it: paying, carrying that go's
 *                  claim, `approving_at` now
 *   … waited NAME  as if that approval's wait had passed: `approving_at` five minutes and a second
 *                  ago, and the batch's go the queue holds for then runs
 *   … remove  takes the vendors, their requests, the runs, their batches, files and what was sent
 *             through PayPal away
 * No scheduled event of the site runs these dates, and no other vendor of the site is on them.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Schema;

require_once dirname( __DIR__, 2 ) . '/engine/support/class-engine-site.php';

const VPS_CLI_DATE     = '2100-09-01';
const VPS_CLI_DATE2    = '2100-12-01';
const VPS_CLI_TOKEN    = 'vps-cli-test-claim';
const VPS_CLI_SCHEDULE = 'quarterly';
const VPS_CLI_NAMES    = array( 'paypal', 'paypal2', 'empty' );

global $wpdb;
$vps_command = $args[0] ?? '';

/**
 * The fixture's vendors by name, from their store names.
 *
 * @return array<string, int>
 */
function vps_cli_vendors(): array {
	global $wpdb;
	$found = array();
	foreach ( $wpdb->get_results( $wpdb->prepare( "SELECT user_id, meta_value FROM {$wpdb->usermeta} WHERE meta_key = %s AND meta_value LIKE %s", 'dokan_profile_settings', '%vps-cli-%' ) ) as $vps_row ) {
		$profile = maybe_unserialize( $vps_row->meta_value );
		$found[ substr( (string) ( $profile['store_name'] ?? '' ), strlen( 'vps-cli-' ) ) ] = (int) $vps_row->user_id;
	}
	return $found;
}

if ( 'state' === $vps_command ) {
	$vps_requests = array();
	foreach ( vps_cli_vendors() as $vps_name => $vps_id ) {
		$vps_requests[ $vps_name ] = array();
		foreach ( $wpdb->get_results( $wpdb->prepare( "SELECT id, amount, status FROM {$wpdb->prefix}dokan_withdraw WHERE user_id = %d ORDER BY id", $vps_id ) ) as $vps_request ) {
			$vps_requests[ $vps_name ][] = array(
				'id'      => (int) $vps_request->id,
				'amount'  => (float) $vps_request->amount,
				'status'  => (int) $vps_request->status,
				'entries' => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->prefix}dokan_vendor_balance WHERE vendor_id = %d AND trn_id = %d AND trn_type = 'dokan_withdraw'", $vps_id, $vps_request->id ) ),
			);
		}
	}
	echo wp_json_encode(
		array(
			'payouts'  => array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT id FROM ' . Schema::payouts_table() . ' WHERE scheduled_for = %s ORDER BY id', VPS_CLI_DATE ) ) ), // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
			'requests' => $vps_requests,
		)
	);
	return;
}

if ( 'preview' === $vps_command ) {
	// The Next run screen's rows of the fixture's vendors, as its table reads them.
	$vps_rows = array();
	foreach ( ( new VendorPayoutSchedule\Admin\Next_Run_Preview( VPS_CLI_SCHEDULE, VPS_CLI_DATE ) )->find( array(), 1, 1000 )['rows'] as $vps_row ) {
		if ( in_array( $vps_row['vendor_id'], vps_cli_vendors(), true ) ) {
			$vps_rows[] = array(
				'vendor_id' => $vps_row['vendor_id'],
				'outcome'   => $vps_row['outcome'],
				'reason'    => (string) $vps_row['reason'],
				'amount'    => $vps_row['amount'],
				'method'    => $vps_row['method'],
			);
		}
	}
	echo wp_json_encode( $vps_rows );
	return;
}

if ( 'open' === $vps_command ) {
	( new VendorPayoutSchedule\Engine\Run_Ledger() )->start_run( VPS_CLI_SCHEDULE, VPS_CLI_DATE );
	( new VendorPayoutSchedule\Engine\Payout_Ledger() )->claim_slice( array( vps_cli_vendors()['paypal'] ), VPS_CLI_SCHEDULE, VPS_CLI_DATE, VPS_CLI_TOKEN );
	return;
}

if ( 'fail' === $vps_command ) {
	( new VendorPayoutSchedule\Engine\Run_Ledger() )->note_failure( VPS_CLI_SCHEDULE, VPS_CLI_DATE, 'Deadlock found when trying to get lock', time() - MINUTE_IN_SECONDS );
	return;
}

if ( 'release' === $vps_command ) {
	$vps_row = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM ' . Schema::payouts_table() . ' WHERE scheduled_for = %s AND claim_token = %s', VPS_CLI_DATE, VPS_CLI_TOKEN ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	( new VendorPayoutSchedule\Engine\Payout_Ledger() )->release( $vps_row, VPS_CLI_TOKEN );
	return;
}

if ( 'topup' === $vps_command ) {
	Engine_Site::set_balance( vps_cli_vendors()['paypal'], 100.0 );
	Engine_Site::set_balance( vps_cli_vendors()['paypal2'], 120.0 );
	return;
}

if ( 'refund' === $vps_command ) {
	Engine_Site::set_balance( vps_cli_vendors()[ (string) ( $args[1] ?? '' ) ], 40.0 );
	return;
}

if ( in_array( $vps_command, array( 'began', 'waited' ), true ) ) {
	$vps_request = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT withdraw_id FROM ' . Schema::payouts_table() . ' WHERE vendor_id = %d AND scheduled_for = %s', vps_cli_vendors()[ (string) ( $args[1] ?? '' ) ] ?? 0, VPS_CLI_DATE ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	if ( 'began' === $vps_command ) {
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Schema::batches_table() . ' SET step = %s, claim_token = %s, approving_at = %s WHERE withdraw_id = %d', VendorPayoutSchedule\Payouts\Batch_Ledger::PAYING, VPS_CLI_TOKEN, gmdate( 'Y-m-d H:i:s' ), $vps_request ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		return;
	}
	$wpdb->query( $wpdb->prepare( 'UPDATE ' . Schema::batches_table() . ' SET approving_at = %s WHERE withdraw_id = %d', gmdate( 'Y-m-d H:i:s', time() - VendorPayoutSchedule\Payouts\Payout_Batch::UNFINISHED_WAIT - 1 ), $vps_request ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	( new VendorPayoutSchedule\Payouts\Payout_Batch() )->on_event( (int) $wpdb->get_var( $wpdb->prepare( 'SELECT batch_id FROM ' . Schema::batches_table() . ' WHERE withdraw_id = %d', $vps_request ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	return;
}

foreach ( vps_cli_vendors() as $vps_id ) {
	$wpdb->delete( $wpdb->prefix . 'dokan_withdraw', array( 'user_id' => $vps_id ) );
}
foreach ( array( VPS_CLI_DATE, VPS_CLI_DATE2 ) as $vps_date ) {
	$vps_run_id = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM ' . Schema::runs_table() . ' WHERE schedule = %s AND scheduled_for = %s', VPS_CLI_SCHEDULE, $vps_date ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	foreach ( $wpdb->get_col( $wpdb->prepare( 'SELECT DISTINCT batch_id FROM ' . Schema::batches_table() . ' WHERE run_id = %d', $vps_run_id ) ) as $vps_batch ) { // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		$wpdb->delete( Schema::files_table(), array( 'batch_id' => (int) $vps_batch ) );
		$wpdb->delete( Schema::paypal_items_table(), array( 'batch_id' => (int) $vps_batch ) );
		$wpdb->delete( Schema::paypal_parts_table(), array( 'batch_id' => (int) $vps_batch ) );
		VendorPayoutSchedule\Engine\Job_Queue::cancel_all( VendorPayoutSchedule\Payouts\Payout_Batch::HOOK, array( (int) $vps_batch ) );
		VendorPayoutSchedule\Engine\Job_Queue::cancel_all( VendorPayoutSchedule\PayPal\Paypal_Sending::HOOK, array( (int) $vps_batch ) );
	}
	$wpdb->delete( Schema::batches_table(), array( 'run_id' => $vps_run_id ) );
	$wpdb->delete( Schema::payouts_table(), array( 'scheduled_for' => $vps_date ) );
	$wpdb->delete( Schema::runs_table(), array( 'scheduled_for' => $vps_date ) );
	VendorPayoutSchedule\Engine\Job_Queue::cancel_all( VendorPayoutSchedule\Engine\Payout_Scheduler::BATCH_HOOK, array( VPS_CLI_SCHEDULE, $vps_date ) );
}
Engine_Site::remove_vendors();
if ( 'add' !== $vps_command ) {
	return;
}

$vps_out = array();
foreach ( array( '100', '120', '0' ) as $vps_i => $vps_balance ) {
	$vps_id = Engine_Site::seed_vendors(
		array(
			array(
				'balance'  => $vps_balance,
				'method'   => 'paypal',
				'methods'  => array(),
				'schedule' => VPS_CLI_SCHEDULE,
			),
		)
	)[0];
	$vps_name = VPS_CLI_NAMES[ $vps_i ];
	update_user_meta(
		$vps_id,
		'dokan_profile_settings',
		array(
			'store_name' => 'vps-cli-' . $vps_name,
			'payment'    => array( 'paypal' => array( 'email' => $vps_name . '.cli@example.com' ) ),
		)
	);
	$vps_out[ $vps_name ] = array(
		'id'    => $vps_id,
		'email' => $vps_name . '.cli@example.com',
	);
}
wp_cache_flush();
echo wp_json_encode(
	array(
		'date'     => VPS_CLI_DATE,
		'schedule' => VPS_CLI_SCHEDULE,
		'vendors'  => $vps_out,
		'admin'    => (string) get_userdata( (int) current( get_users( array( 'role' => 'administrator', 'number' => 1, 'fields' => 'ID' ) ) ) )->user_login,
	)
);
