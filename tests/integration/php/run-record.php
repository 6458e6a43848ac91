<?php
/**
 * A finished quarterly payout run of five vendors created for it, for the run's record on the
 * admin screen:
 *   php tests/env/wp-php.php tests/integration/php/run-record.php add
 *     seeds the vendors (three paid by PayPal, one below the minimum, one without a method), runs
 *     the engine for 2100-03-01 and prints `{ in_run, run_id, vendors: [ { id, login, status, request_id } ] }`
 *   php tests/env/wp-php.php tests/integration/php/run-record.php decide APPROVE_ID CANCEL_ID
 *     approves one request and cancels another, as the admin does in Dokan (Withdraw::save())
 *   php tests/env/wp-php.php tests/integration/php/run-record.php remove
 *     takes the vendors, their requests and the run away again
 * Quarterly, on a date far ahead, so no scheduled event of the site runs it again. The site's own
 * vendors on the quarterly schedule are set aside from `add` to `remove` (Site_Choices): the run
 * files no request for them, and the next quarterly run's list holds the fixture's vendors only.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Payout_Runner;
use VendorPayoutSchedule\Engine\Schema;

require_once dirname( __DIR__, 2 ) . '/engine/support/class-engine-site.php';
require_once dirname( __DIR__, 2 ) . '/engine/support/class-site-choices.php';

const VPS_RECORD_DATE     = '2100-03-01';
const VPS_RECORD_SCHEDULE = 'quarterly';

global $wpdb;
$vps_command = $args[0] ?? '';
// E-mails (the engine's, Dokan's on approval and cancellation) are not what this run is for; the
// engine's e-mail tests cover them.
add_filter( 'pre_wp_mail', '__return_false' );

if ( 'decide' === $vps_command ) {
	foreach ( array( 1 => (int) ( $args[1] ?? 0 ), 2 => (int) ( $args[2] ?? 0 ) ) as $vps_status => $vps_id ) {
		$vps_withdraw = dokan()->withdraw->get( $vps_id );
		if ( ! $vps_withdraw ) {
			fwrite( STDERR, "No request {$vps_id}.\n" );
			exit( 1 );
		}
		$vps_withdraw->set_status( $vps_status );
		$vps_withdraw->save();
	}
	return;
}

Engine_Site::remove_vendors();
$wpdb->delete( Schema::payouts_table(), array( 'scheduled_for' => VPS_RECORD_DATE ) );
$wpdb->delete( Schema::runs_table(), array( 'scheduled_for' => VPS_RECORD_DATE ) );
Site_Choices::put_back();
if ( 'add' !== $vps_command ) {
	return;
}
Site_Choices::set_aside( VPS_RECORD_SCHEDULE );

$vps_specs = array(
	array( 'balance' => '120' ),
	array( 'balance' => '150' ),
	array( 'balance' => '180.50' ),
	array( 'balance' => '10' ),
	array(
		'balance' => '300',
		'method'  => '',
		'methods' => array(),
	),
);
$vps_ids   = Engine_Site::seed_vendors( array_map( static fn ( array $spec ): array => $spec + array( 'schedule' => VPS_RECORD_SCHEDULE ), $vps_specs ) );
wp_cache_flush();
( new Payout_Runner() )->run( VPS_RECORD_SCHEDULE, VPS_RECORD_DATE, microtime( true ) + 120 );

$vps_vendors = array();
foreach ( $vps_ids as $vps_id ) {
	$vps_row       = $wpdb->get_row( $wpdb->prepare( 'SELECT status, withdraw_id FROM ' . Schema::payouts_table() . ' WHERE vendor_id = %d AND scheduled_for = %s', $vps_id, VPS_RECORD_DATE ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	$vps_vendors[] = array(
		'id'         => $vps_id,
		'login'      => get_userdata( $vps_id )->user_login,
		'status'     => $vps_row ? $vps_row->status : '',
		'request_id' => $vps_row ? (int) $vps_row->withdraw_id : 0,
	);
}
echo wp_json_encode(
	array(
		'in_run'  => (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::payouts_table() . ' WHERE schedule = %s AND scheduled_for = %s', VPS_RECORD_SCHEDULE, VPS_RECORD_DATE ) ), // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		'run_id'  => (int) $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM ' . Schema::runs_table() . ' WHERE schedule = %s AND scheduled_for = %s', VPS_RECORD_SCHEDULE, VPS_RECORD_DATE ) ), // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		'vendors' => $vps_vendors,
	)
);
