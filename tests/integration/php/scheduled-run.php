<?php
/**
 * Runs the payout engine's run action as Action Scheduler's queue runner would, and says what happened:
 *   php tests/env/wp-php.php tests/integration/php/scheduled-run.php
 * prints `{ dokan_loaded, run_hooked, runs }`: whether Dokan booted, whether anything listens to the
 * run's hook, and how many payout runs the ledger holds afterwards.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Job_Queue;
use VendorPayoutSchedule\Engine\Payout_Scheduler;
use VendorPayoutSchedule\Engine\Schema;

global $wpdb;

$vps_hooked = has_action( Payout_Scheduler::RUN_HOOK );
$vps_action = Job_Queue::schedule( Payout_Scheduler::RUN_HOOK, array( 'weekly', '2099-01-05' ), time() );
if ( $vps_action > 0 ) {
	ActionScheduler::runner()->process_action( $vps_action, 'integration test' );
}
$vps_runs = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::runs_table() . ' WHERE scheduled_for = %s', '2099-01-05' ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared

echo wp_json_encode(
	array(
		'dokan_loaded' => did_action( 'dokan_loaded' ) > 0,
		'run_hooked'   => false !== $vps_hooked,
		'runs'         => $vps_runs,
	)
);
