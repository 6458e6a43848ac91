<?php
/**
 * A run's go that met a database error, as the queue runner ran it:
 *   php tests/env/wp-php.php tests/integration/php/failed-go.php add      the go runs while the payouts table is unreachable
 *   php tests/env/wp-php.php tests/integration/php/failed-go.php remove   takes the run and its actions away again
 * The go's action is queued and run through Action Scheduler's queue runner with every query on
 * the payouts table failing (a query filter, as tests/engine/database-failure-test.php injects it),
 * so the action is marked failed with the error, the run records the failure, and its retry is
 * queued. The retry is moved a day ahead, so no queue runner of the test's page loads runs it.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Job_Queue;
use VendorPayoutSchedule\Engine\Payout_Scheduler;
use VendorPayoutSchedule\Engine\Schema;

const VPS_FAILED_DATE = '2100-01-11';

global $wpdb;
$vps_args = array( 'weekly', VPS_FAILED_DATE );
foreach ( as_get_scheduled_actions(
	array(
		'hook'     => Payout_Scheduler::BATCH_HOOK,
		'args'     => $vps_args,
		'group'    => Job_Queue::GROUP,
		'status'   => '',
		'per_page' => -1,
	),
	'ids'
) as $vps_action ) {
	ActionScheduler::store()->delete_action( (int) $vps_action );
}
$wpdb->delete( Schema::payouts_table(), array( 'scheduled_for' => VPS_FAILED_DATE ) );
$wpdb->delete( Schema::runs_table(), array( 'scheduled_for' => VPS_FAILED_DATE ) );
if ( 'add' !== ( $args[0] ?? '' ) ) {
	return;
}

$vps_unreachable = static function ( string $sql ): string {
	return preg_match( '/\b' . preg_quote( Schema::payouts_table(), '/' ) . '\b/', $sql ) ? 'SELECT * FROM ' . Schema::payouts_table() . '_unreachable' : $sql;
};
$vps_go          = Job_Queue::schedule( Payout_Scheduler::BATCH_HOOK, $vps_args, time() );
add_filter( 'query', $vps_unreachable );
ActionScheduler::runner()->process_action( $vps_go, 'WP Cron' );
remove_filter( 'query', $vps_unreachable );

foreach ( Job_Queue::pending( Payout_Scheduler::BATCH_HOOK, $vps_args ) as $vps_retry => $vps_action ) {
	Job_Queue::cancel( $vps_retry );
	Job_Queue::schedule( Payout_Scheduler::BATCH_HOOK, $vps_args, time() + DAY_IN_SECONDS );
}
echo wp_json_encode(
	array(
		'action' => $vps_go,
		'status' => ActionScheduler::store()->get_status( $vps_go ),
	)
);
