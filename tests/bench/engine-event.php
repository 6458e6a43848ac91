<?php
/**
 * Runs the engine's due actions once, in this process, the way Action Scheduler's queue runner does
 * (each action marked in progress, its hook fired, then marked complete), and prints one JSON line:
 * actions run, wall time, peak memory.
 *   engine-event.php            due actions of the engine's hooks
 *   engine-event.php start DATE run the weekly run's action for DATE
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Job_Queue;
use VendorPayoutSchedule\Engine\Payout_Scheduler;

$vps_started = microtime( true );
$vps_events  = 0;
// Dokan e-mails the admin about each request, and the plugin the vendor; both are written and handed
// to wp_mail(), which stops there: the machine has no mail transport (a mail server's time is not counted).
add_filter( 'pre_wp_mail', '__return_false' );

if ( 'start' === ( $args[0] ?? '' ) ) {
	ActionScheduler::runner()->process_action( Job_Queue::schedule( Payout_Scheduler::RUN_HOOK, array( 'weekly', $args[1] ), time() ), 'bench' );
	$vps_events = 1;
} else {
	foreach ( array( Payout_Scheduler::RUN_HOOK, Payout_Scheduler::BATCH_HOOK ) as $vps_hook ) {
		foreach ( Job_Queue::pending( $vps_hook ) as $vps_id => $vps_action ) {
			if ( $vps_action['timestamp'] > time() || 'weekly' !== ( $vps_action['args'][0] ?? '' ) ) {
				continue;
			}
			ActionScheduler::runner()->process_action( $vps_id, 'bench' );
			++$vps_events;
		}
	}
}

echo wp_json_encode(
	array(
		'events'  => $vps_events,
		'seconds' => microtime( true ) - $vps_started,
		'peak_mb' => memory_get_peak_usage( true ) / 1048576,
	)
), "\n";
