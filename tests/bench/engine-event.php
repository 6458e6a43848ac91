<?php
/**
 * Runs the engine's due cron events once, in this process, the way wp-cron.php does (each event
 * unscheduled, then its hook fired), and prints one JSON line: events run, wall time, peak memory.
 *   engine-event.php            due events of the engine's hooks
 *   engine-event.php start DATE fire the weekly run event for DATE
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Payout_Scheduler;

$vps_started = microtime( true );
$vps_events  = 0;
// Dokan e-mails the admin about each request, and the plugin the vendor; both are written and handed
// to wp_mail(), which stops there: the machine has no mail transport (a mail server's time is not counted).
add_filter( 'pre_wp_mail', '__return_false' );

if ( 'start' === ( $args[0] ?? '' ) ) {
	do_action( Payout_Scheduler::RUN_HOOK, 'weekly', $args[1] );
	$vps_events = 1;
} else {
	foreach ( array( Payout_Scheduler::RUN_HOOK, Payout_Scheduler::BATCH_HOOK ) as $vps_hook ) {
		// WordPress's cron array, as wp-cron.php reads it.
		foreach ( (array) _get_cron_array() as $vps_timestamp => $vps_hooks ) {
			foreach ( $vps_hooks[ $vps_hook ] ?? array() as $vps_event ) {
				if ( $vps_timestamp > time() || 'weekly' !== ( $vps_event['args'][0] ?? '' ) ) {
					continue;
				}
				wp_unschedule_event( $vps_timestamp, $vps_hook, $vps_event['args'] );
				do_action_ref_array( $vps_hook, $vps_event['args'] );
				++$vps_events;
			}
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
