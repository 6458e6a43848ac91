<?php
/**
 * The plugin's background work on WooCommerce's Action Scheduler.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

use ActionScheduler;
use ActionScheduler_Store;
use Throwable;

defined( 'ABSPATH' ) || exit;

/**
 * The one place that knows the queue: every action of the plugin is in its own group, so Tools →
 * Scheduled Actions lists them together with their logs, and `wp action-scheduler run
 * --group=vendor-payout-schedule` runs them from a system cron.
 *
 * The queue only says when to look at something again. What is done is recorded in the plugin's
 * own tables, whose unique keys keep work from being done twice: an action may run twice (Action
 * Scheduler marks an action failed after its timeout but does not retry it, and its `unique` flag
 * matches hook and group only, without a lock), so no caller relies on the queue for that.
 *
 * Action Scheduler stores its actions in the database: a write that fails answers 0 (nothing
 * scheduled) instead of an exception, as WordPress's own cron functions answer false.
 *
 * Where visitors' page loads start WP-Cron, Action Scheduler runs its queue from one recurring
 * event, due once a minute, for at most 30 seconds, and a queue runner that has spent a go's 20
 * seconds takes no second action: a run of many goes would get one go a minute. So an action queued
 * due now also asks WP-Cron to run the queue at its next start (wake_runner()), through Action
 * Scheduler's own hook with a context of its own, as its queue runner invites callers to: each
 * visit that starts WP-Cron goes on with the work, as it did when the goes were WP-Cron events.
 */
final class Job_Queue {

	/**
	 * The plugin's group of actions.
	 */
	public const GROUP = 'vendor-payout-schedule';

	/**
	 * Action Scheduler's hook that runs its queue, and the context its log names for a run that
	 * wake_runner() asked for ("action started via WP Cron, due now").
	 */
	public const RUNNER_HOOK  = 'action_scheduler_run_queue';
	public const WAKE_CONTEXT = 'WP Cron, due now';

	/**
	 * Whether Action Scheduler has loaded its data store (on `init`); before that, nothing can be
	 * scheduled or read.
	 */
	public static function is_ready(): bool {
		return class_exists( ActionScheduler::class ) && ActionScheduler::is_initialized();
	}

	/**
	 * Schedules the hook with its arguments at a moment.
	 *
	 * @param string $hook      Hook fired with the arguments.
	 * @param array  $args      Its arguments, in order.
	 * @param int    $timestamp When, in Unix seconds.
	 * @return int The action's id, 0 when the queue could not store it.
	 */
	public static function schedule( string $hook, array $args, int $timestamp ): int {
		if ( ! self::is_ready() ) {
			return 0;
		}
		try {
			$action_id = (int) as_schedule_single_action( $timestamp, $hook, array_values( $args ), self::GROUP );
		} catch ( Throwable $e ) {
			return 0;
		}
		if ( $action_id > 0 && $timestamp <= time() ) {
			self::wake_runner();
		}
		return $action_id;
	}

	/**
	 * Asks WP-Cron to run Action Scheduler's queue at its next start. One such event waits at most:
	 * on a site whose queue runs from a system cron (`DISABLE_WP_CRON` and `wp action-scheduler
	 * run`) it waits, harmless, until something runs WP-Cron again.
	 */
	private static function wake_runner(): void {
		if ( false === wp_next_scheduled( self::RUNNER_HOOK, array( self::WAKE_CONTEXT ) ) ) {
			wp_schedule_single_event( time(), self::RUNNER_HOOK, array( self::WAKE_CONTEXT ) );
		}
	}

	/**
	 * The moment of the hook's earliest pending action with exactly these arguments.
	 *
	 * @param string $hook Hook.
	 * @param array  $args Arguments.
	 * @return int|null Unix seconds, or null when none waits.
	 */
	public static function next( string $hook, array $args ): ?int {
		foreach ( self::pending( $hook, $args, 1 ) as $action ) {
			return $action['timestamp'];
		}
		return null;
	}

	/**
	 * The hook's pending actions, earliest first.
	 *
	 * @param string     $hook  Hook.
	 * @param array|null $args  Only actions with exactly these arguments (null: any).
	 * @param int        $limit At most this many (-1: all; a hook of the plugin has a few).
	 * @return array<int, array{timestamp: int, args: array}> By action id.
	 */
	public static function pending( string $hook, ?array $args = null, int $limit = -1 ): array {
		if ( ! self::is_ready() ) {
			return array();
		}
		$query = array(
			'hook'     => $hook,
			'group'    => self::GROUP,
			'status'   => ActionScheduler_Store::STATUS_PENDING,
			'orderby'  => 'date',
			'order'    => 'ASC',
			'per_page' => $limit,
		);
		if ( null !== $args ) {
			$query['args'] = array_values( $args );
		}
		$found = array();
		try {
			foreach ( as_get_scheduled_actions( $query ) as $id => $action ) {
				$date         = $action->get_schedule()->get_date();
				$found[ $id ] = array(
					'timestamp' => null === $date ? time() : (int) $date->format( 'U' ),
					'args'      => (array) $action->get_args(),
				);
			}
		} catch ( Throwable $e ) {
			return array();
		}
		return $found;
	}

	/**
	 * Schedules the hook with its arguments at `$timestamp` unless an action of theirs is due by
	 * then already. An action due later does not count: it may be a go's continuation, which the
	 * go cancels as it ends.
	 *
	 * @param string $hook      Hook fired with the arguments.
	 * @param array  $args      Its arguments, in order.
	 * @param int    $timestamp When, in Unix seconds.
	 */
	public static function schedule_by( string $hook, array $args, int $timestamp ): void {
		$waiting = self::next( $hook, $args );
		if ( null === $waiting || $waiting > $timestamp ) {
			self::schedule( $hook, $args, $timestamp );
		}
	}

	/**
	 * Queues the hook with its arguments due now for another queue runner, unless an action of
	 * theirs due by now waits that no runner has claimed. A runner claims a batch of due actions
	 * at once and runs them one after the other: an action it claimed waits for that runner, which
	 * may be busy running the very go that asks, and is no work for a second runner.
	 *
	 * @param string $hook Hook fired with the arguments.
	 * @param array  $args Its arguments, in order.
	 */
	public static function schedule_for_another_runner( string $hook, array $args ): void {
		if ( ! self::is_ready() ) {
			return;
		}
		try {
			$waiting = as_get_scheduled_actions(
				array(
					'hook'     => $hook,
					'args'     => array_values( $args ),
					'group'    => self::GROUP,
					'status'   => ActionScheduler_Store::STATUS_PENDING,
					'claimed'  => false,
					'date'     => time(),
					'per_page' => 1,
				),
				'ids'
			);
		} catch ( Throwable $e ) {
			// Unread, the go is queued: at worst one go more, which finds its lanes held or done.
			$waiting = array();
		}
		if ( array() === $waiting ) {
			self::schedule( $hook, $args, time() );
		}
	}

	/**
	 * Cancels one action, if it still waits.
	 *
	 * @param int $action_id The action's id (schedule()'s answer).
	 */
	public static function cancel( int $action_id ): void {
		if ( $action_id <= 0 || ! self::is_ready() ) {
			return;
		}
		try {
			if ( ActionScheduler_Store::STATUS_PENDING === ActionScheduler::store()->get_status( $action_id ) ) {
				ActionScheduler::store()->cancel_action( $action_id );
			}
		} catch ( Throwable $e ) {
			// Gone already, or the database refused: either way it is not ours to run any more, or
			// it runs and finds its work done.
			return;
		}
	}

	/**
	 * Cancels every pending action of the hook (with these arguments, when given).
	 *
	 * @param string     $hook Hook.
	 * @param array|null $args Only actions with exactly these arguments (null: any).
	 */
	public static function cancel_all( string $hook, ?array $args = null ): void {
		foreach ( array_keys( self::pending( $hook, $args ) ) as $action_id ) {
			self::cancel( $action_id );
		}
	}

	/**
	 * Cancels every pending action of the plugin's group (deactivation, uninstall), and the queue
	 * runner's start it asked WP-Cron for.
	 */
	public static function cancel_group(): void {
		wp_clear_scheduled_hook( self::RUNNER_HOOK, array( self::WAKE_CONTEXT ) );
		if ( ! self::is_ready() ) {
			return;
		}
		try {
			as_unschedule_all_actions( '', array(), self::GROUP );
		} catch ( Throwable $e ) {
			return;
		}
	}
}
