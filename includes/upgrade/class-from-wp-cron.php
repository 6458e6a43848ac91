<?php
/**
 * The update from 1.0.0, whose background work ran on WP-Cron.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Upgrade;

use VendorPayoutSchedule\Engine\Job_Queue;
use VendorPayoutSchedule\Engine\Payout_Scheduler;
use VendorPayoutSchedule\Payouts\Payout_Batch;

defined( 'ABSPATH' ) || exit;

/**
 * Moves the WP-Cron events 1.0.0 left onto the plugin's queue, once: each schedule's payout moment
 * stays where it was (a moment already due keeps its date and runs at once), a run or a payout
 * batch in flight is given its next go now, and the cron events are removed, so nothing runs on
 * both. Runs after Action Scheduler has loaded its data store (`init`); until it has, nothing moves
 * and the cron events stay for the next request.
 *
 * The hooks are the same in both: a cron event that fires after the move (a WP-Cron request that
 * read the events before) runs a go that the plugin's rows make harmless.
 */
final class From_Wp_Cron {

	/**
	 * The option saying the move is done (autoloaded: read on each request at no cost).
	 */
	public const DONE_OPTION = 'vendor_payout_schedule_queue';

	/**
	 * Its value once the background work is on Action Scheduler.
	 */
	private const DONE = 'action-scheduler';

	/**
	 * The hooks 1.0.0 scheduled on WP-Cron.
	 */
	private const HOOKS = array( Payout_Scheduler::RUN_HOOK, Payout_Scheduler::BATCH_HOOK, Payout_Batch::HOOK );

	/**
	 * Moves the events after Action Scheduler's data store is up (it loads on `init` at 1).
	 */
	public function register_hooks(): void {
		add_action( 'init', array( $this, 'maybe_move' ), 20 );
	}

	/**
	 * Moves the events unless that is done.
	 */
	public function maybe_move(): void {
		if ( self::DONE === get_option( self::DONE_OPTION ) || ! Job_Queue::is_ready() ) {
			return;
		}
		$this->move();
	}

	/**
	 * Queues each event of the three hooks, at its own moment for a payout moment and now for a go,
	 * then removes the events; plans what is missing and gives every open run and batch a go.
	 */
	public function move(): void {
		foreach ( self::events() as $event ) {
			$at = Payout_Scheduler::RUN_HOOK === $event['hook'] ? $event['timestamp'] : time();
			if ( null === Job_Queue::next( $event['hook'], $event['args'] ) && 0 === Job_Queue::schedule( $event['hook'], $event['args'], $at ) ) {
				// The queue refused: keep the cron events for the next request to try again.
				return;
			}
		}
		self::remove_events();
		$scheduler = new Payout_Scheduler();
		$scheduler->plan();
		$scheduler->resume_open_runs();
		( new Payout_Batch() )->resume();
		update_option( self::DONE_OPTION, self::DONE, true );
	}

	/**
	 * Removes every WP-Cron event of the three hooks (the move, and uninstall of a site never moved).
	 */
	public static function remove_events(): void {
		foreach ( self::HOOKS as $hook ) {
			wp_unschedule_hook( $hook );
		}
	}

	/**
	 * Forgets that the move was made (uninstall).
	 */
	public static function uninstall(): void {
		delete_option( self::DONE_OPTION );
	}

	/**
	 * The WP-Cron events of the three hooks. WordPress lists no hook's events with unknown
	 * arguments; the cron array is what `wp_unschedule_hook()` itself walks.
	 *
	 * @return array<int, array{hook: string, timestamp: int, args: array}>
	 */
	private static function events(): array {
		$events = array();
		foreach ( (array) _get_cron_array() as $timestamp => $hooks ) {
			foreach ( self::HOOKS as $hook ) {
				foreach ( $hooks[ $hook ] ?? array() as $event ) {
					$events[] = array(
						'hook'      => $hook,
						'timestamp' => (int) $timestamp,
						'args'      => array_values( (array) ( $event['args'] ?? array() ) ),
					);
				}
			}
		}
		return $events;
	}
}
