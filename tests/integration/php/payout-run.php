<?php
/**
 * A finished weekly payout run whose vendors have not all been e-mailed yet, as the admin's list of
 * runs shows it while the queue sends them:
 *   php tests/env/wp-php.php tests/integration/php/payout-run.php add      three outcomes, two not yet e-mailed
 *   php tests/env/wp-php.php tests/integration/php/payout-run.php remove   takes it away again
 * The run's next go is queued a day ahead, so no queue runner of the test's page loads runs it.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Job_Queue;
use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Payout_Scheduler;
use VendorPayoutSchedule\Engine\Schema;
use VendorPayoutSchedule\Engine\Skip_Reason;

const VPS_RUN_DATE = '2100-01-04';

global $wpdb;
$vps_args = array( 'weekly', VPS_RUN_DATE );
Job_Queue::cancel_all( Payout_Scheduler::BATCH_HOOK, $vps_args );
$wpdb->delete( Schema::payouts_table(), array( 'scheduled_for' => VPS_RUN_DATE ) );
$wpdb->delete( Schema::runs_table(), array( 'scheduled_for' => VPS_RUN_DATE ) );
if ( 'add' !== ( $args[0] ?? '' ) ) {
	return;
}

$vps_now = gmdate( 'Y-m-d H:i:s' );
$wpdb->insert(
	Schema::runs_table(),
	array(
		'schedule'      => 'weekly',
		'scheduled_for' => VPS_RUN_DATE,
		'started_at'    => $vps_now,
		'finished_at'   => $vps_now,
	)
);
// Vendor ids no user has: nothing the rest of the suite looks at.
foreach ( array( 990001 => 1, 990002 => 0, 990003 => 0 ) as $vps_vendor => $vps_mailed ) {
	$wpdb->insert(
		Schema::payouts_table(),
		array(
			'vendor_id'     => $vps_vendor,
			'scheduled_for' => VPS_RUN_DATE,
			'schedule'      => 'weekly',
			'status'        => Payout_Ledger::SKIPPED,
			'reason'        => Skip_Reason::BelowMinimum->value,
			'mailed'        => $vps_mailed,
			'claimed_at'    => $vps_now,
			'updated_at'    => $vps_now,
		)
	);
}
Job_Queue::schedule( Payout_Scheduler::BATCH_HOOK, $vps_args, time() + DAY_IN_SECONDS );
