<?php
/**
 * A finished weekly run whose e-mails to twelve vendors still wait, its next go queued due now, on a
 * site where only visitors start WP-Cron:
 *   php tests/env/wp-php.php tests/integration/php/visitor-goes.php add      the run, its go, Action Scheduler's own runner an hour away
 *   php tests/env/wp-php.php tests/integration/php/visitor-goes.php state    how many e-mails wait, goes run, and when Action Scheduler's runner is due
 *   php tests/env/wp-php.php tests/integration/php/visitor-goes.php remove   takes it all away; Action Scheduler plans its runner again
 * Action Scheduler runs its queue from WP-Cron once a minute through its own recurring event; that
 * event is moved an hour ahead, so whatever runs the go within the test was asked for by the
 * plugin. A site at rest has nothing else due: the WP-Cron events and the queue's actions earlier
 * tests left due are set aside a day ahead while the test runs (a visit's WP-Cron would run them
 * first, holding WP-Cron's lock meanwhile), and put back as they were by `remove`.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Job_Queue;
use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Payout_Scheduler;
use VendorPayoutSchedule\Engine\Schema;
use VendorPayoutSchedule\Engine\Skip_Reason;

const VPS_VISITOR_DATE = '2100-01-18';

global $wpdb;
$vps_args    = array( 'weekly', VPS_VISITOR_DATE );
$vps_as_args = array( 'WP Cron' );
$vps_command = $args[0] ?? '';

/**
 * The plugin's actions of the run, any status.
 *
 * @param string $status Action Scheduler's status ('' for any).
 * @return int[]
 */
function vps_visitor_goes( string $status ): array {
	return array_map(
		'intval',
		as_get_scheduled_actions(
			array(
				'hook'     => Payout_Scheduler::BATCH_HOOK,
				'args'     => array( 'weekly', VPS_VISITOR_DATE ),
				'group'    => Job_Queue::GROUP,
				'status'   => $status,
				'per_page' => -1,
			),
			'ids'
		)
	);
}

if ( 'state' === $vps_command ) {
	$vps_logs = array();
	foreach ( vps_visitor_goes( ActionScheduler_Store::STATUS_COMPLETE ) as $vps_go ) {
		foreach ( ActionScheduler::logger()->get_logs( $vps_go ) as $vps_entry ) {
			$vps_logs[] = $vps_entry->get_message();
		}
	}
	echo wp_json_encode(
		array(
			'waiting'   => (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::payouts_table() . ' WHERE scheduled_for = %s AND mailed <> %d', VPS_VISITOR_DATE, Payout_Ledger::MAIL_SENT ) ), // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
			'goes_run'  => count( vps_visitor_goes( ActionScheduler_Store::STATUS_COMPLETE ) ),
			'logs'      => array_values( array_unique( $vps_logs ) ),
			'runner_at' => (int) wp_next_scheduled( Job_Queue::RUNNER_HOOK, $vps_as_args ),
		)
	);
	return;
}

/** Where `add` keeps what it set aside: the due WP-Cron events, and the due actions' ids and dates. */
const VPS_VISITOR_ASIDE = 'vps_test_visitor_aside';

/**
 * Moves every WP-Cron event and queue action due now a day ahead, and says what moved.
 *
 * @return array{cron: array, actions: array<int, string>}
 */
function vps_visitor_set_aside(): array {
	global $wpdb;
	$later = time() + DAY_IN_SECONDS;
	$cron  = _get_cron_array();
	$due   = array();
	foreach ( $cron as $timestamp => $hooks ) {
		if ( $timestamp <= time() + MINUTE_IN_SECONDS ) {
			$due[ $timestamp ] = $hooks;
			unset( $cron[ $timestamp ] );
		}
	}
	_set_cron_array( $cron );
	$table   = $wpdb->prefix . 'actionscheduler_actions';
	$actions = $wpdb->get_results( $wpdb->prepare( "SELECT action_id, scheduled_date_gmt, scheduled_date_local FROM {$table} WHERE status = %s AND scheduled_date_gmt <= %s", ActionScheduler_Store::STATUS_PENDING, gmdate( 'Y-m-d H:i:s', time() + MINUTE_IN_SECONDS ) ), OBJECT_K ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	foreach ( $actions as $vps_action ) {
		$wpdb->update( $table, array( 'scheduled_date_gmt' => gmdate( 'Y-m-d H:i:s', $later ), 'scheduled_date_local' => gmdate( 'Y-m-d H:i:s', $later ) ), array( 'action_id' => $vps_action->action_id ) );
	}
	return array(
		'cron'    => $due,
		'actions' => array_map( static fn ( $vps_action ) => array( $vps_action->scheduled_date_gmt, $vps_action->scheduled_date_local ), $actions ),
	);
}

/**
 * Puts back what vps_visitor_set_aside() moved.
 *
 * @param array{cron: array, actions: array<int, array{0: string, 1: string}>} $aside What moved.
 */
function vps_visitor_put_back( array $aside ): void {
	global $wpdb;
	_set_cron_array( array_replace_recursive( _get_cron_array(), $aside['cron'] ) );
	foreach ( $aside['actions'] as $action_id => $dates ) {
		$wpdb->update( $wpdb->prefix . 'actionscheduler_actions', array( 'scheduled_date_gmt' => $dates[0], 'scheduled_date_local' => $dates[1] ), array( 'action_id' => $action_id ) );
	}
}

$vps_aside = get_option( VPS_VISITOR_ASIDE );
if ( is_array( $vps_aside ) ) {
	vps_visitor_put_back( $vps_aside );
	delete_option( VPS_VISITOR_ASIDE );
}

foreach ( vps_visitor_goes( '' ) as $vps_go ) {
	ActionScheduler::store()->delete_action( $vps_go );
}
$wpdb->delete( Schema::payouts_table(), array( 'scheduled_for' => VPS_VISITOR_DATE ) );
$wpdb->delete( Schema::runs_table(), array( 'scheduled_for' => VPS_VISITOR_DATE ) );
wp_clear_scheduled_hook( Job_Queue::RUNNER_HOOK, $vps_as_args );
wp_clear_scheduled_hook( Job_Queue::RUNNER_HOOK, array( Job_Queue::WAKE_CONTEXT ) );
if ( 'add' !== $vps_command ) {
	// Action Scheduler plans its recurring runner again on the next request's `init`.
	return;
}

// An admin page of an earlier test may have started Action Scheduler's async queue runner: that
// request goes on claiming due actions for up to 30 s, whatever the visitors-only filter says
// now, and would run the test's goes itself. Its lock lasts 60 s from its start: wait it out.
$vps_until = time() + 70;
while ( ActionScheduler::lock()->is_locked( 'async-request-runner' ) && time() < $vps_until ) {
	sleep( 1 );
}
update_option( VPS_VISITOR_ASIDE, vps_visitor_set_aside(), false );
wp_schedule_event( time() + HOUR_IN_SECONDS, 'every_minute', Job_Queue::RUNNER_HOOK, $vps_as_args );
// An earlier test's admin page may have started WP-Cron (the Next run totals do, with spawn_cron())
// through a loopback request that may not have come or finished: its lock would turn the test's
// visits away for a minute. Visitors of a site at rest find WP-Cron unlocked.
delete_transient( 'doing_cron' );
$vps_now = gmdate( 'Y-m-d H:i:s' );
$wpdb->insert(
	Schema::runs_table(),
	array(
		'schedule'      => 'weekly',
		'scheduled_for' => VPS_VISITOR_DATE,
		'started_at'    => $vps_now,
		'finished_at'   => $vps_now,
	)
);
// Vendor ids no user has: the e-mails go to nobody, and nothing the rest of the suite looks at.
for ( $vps_vendor = 990101; $vps_vendor <= 990112; ++$vps_vendor ) {
	$wpdb->insert(
		Schema::payouts_table(),
		array(
			'vendor_id'     => $vps_vendor,
			'scheduled_for' => VPS_VISITOR_DATE,
			'schedule'      => 'weekly',
			'status'        => Payout_Ledger::SKIPPED,
			'reason'        => Skip_Reason::BelowMinimum->value,
			'mailed'        => Payout_Ledger::MAIL_WAITING,
			'claimed_at'    => $vps_now,
			'updated_at'    => $vps_now,
		)
	);
}
echo wp_json_encode( array( 'go' => Job_Queue::schedule( Payout_Scheduler::BATCH_HOOK, $vps_args, time() ) ) );
