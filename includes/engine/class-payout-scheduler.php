<?php
/**
 * The engine's actions on Action Scheduler: each schedule's payout moments and a run's goes.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

use Throwable;
use VendorPayoutSchedule\Lock_Unavailable;
use VendorPayoutSchedule\Schedule\Schedule_Catalog;
use VendorPayoutSchedule\Settings\Withdraw_Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Owns two hooks, both queued in the plugin's group (Job_Queue) with the arguments
 * `[ schedule key, scheduled date ]`:
 *
 * - RUN_HOOK fires at each enabled schedule's next payout moment (site time). Exactly one future
 *   action per enabled schedule waits; plan() makes it so and is safe to call any number of times.
 * - BATCH_HOOK is a run's next go: it continues a run that did not finish within one go, and sends
 *   the e-mails of a finished run that are still waiting.
 *
 * A go is a Locked_Go of BATCH_HOOK whose work takes the run's lanes (Payout_Runner, Run_Lane): it
 * queues its continuation Locked_Go::WATCHDOG ahead, works, and queues the next go now when work is
 * left; as it takes its first lane it queues one go due now when another lane is free with work
 * and none is due, so a second queue runner has a go to take. A go that dies (fatal error,
 * timeout, killed process) is resumed by that continuation, which takes over at once what the dead
 * go left in its lane; a go that finds every lane with work held does nothing. A go that meets
 * a database error leaves the run open and retries it later (retry_at()): a database that fails
 * once tends to fail again soon (a restart, a full disk, a lock storm), so a failing run backs off,
 * 1, 2, 4 … minutes after failures in a row, up to an hour; the retry is the continuation moved to
 * the retry moment, so a run never has two continuations at once, and the go's action is marked
 * failed with the error (Tools → Scheduled Actions shows it). Runs left open with no action (the
 * plugin was deactivated) are resumed on activation.
 *
 * A go's time (go_seconds()) is what the site asks for, cut to what PHP's `max_execution_time`
 * leaves of this request: a queue runner on WP-Cron runs every due action of every plugin in one
 * request, so the time already spent counts too. A go stops only between units of work (a vendor, a
 * row's e-mails), so a share of the limit is kept back for the unit under way and for WordPress's
 * own shutdown.
 */
final class Payout_Scheduler {

	public const RUN_HOOK   = 'vendor_payout_schedule_run';
	public const BATCH_HOOK = 'vendor_payout_schedule_batch';

	/**
	 * Finished runs looked at for e-mails still to send when runs are resumed (activation): e-mails
	 * wait on recent runs only, so the history is never read whole.
	 */
	private const RESUME_LOOKBACK = 50;

	/**
	 * Seconds one request spends on a run before handing over to a follow-up go, at most: less
	 * where PHP's execution limit leaves less (go_seconds()).
	 */
	public const TIME_BUDGET = 20;

	/**
	 * Share of PHP's execution limit kept back from a go, and seconds kept back at least.
	 */
	private const RESERVE_SHARE = 0.25;
	private const MIN_RESERVE   = 5.0;

	/**
	 * Seconds before the first retry of a run that met a database error; doubled after each
	 * further failure in a row, up to RETRY_MAX_DELAY.
	 */
	public const RETRY_FIRST_DELAY = 60;
	public const RETRY_MAX_DELAY   = HOUR_IN_SECONDS;

	/**
	 * What the last go met when it failed, for the action's log.
	 *
	 * @var string
	 */
	private string $failure = '';

	/**
	 * Hooks the actions and the moments the plan may change (a change of the payout settings too:
	 * Plugin connects it).
	 */
	public function register_hooks(): void {
		add_action( self::RUN_HOOK, array( $this, 'on_run' ), 10, 2 );
		add_action( self::BATCH_HOOK, array( $this, 'on_go' ), 10, 2 );
		// The payout moments are site times: a new timezone moves them.
		add_action( 'update_option_timezone_string', array( $this, 'plan' ) );
		add_action( 'update_option_gmt_offset', array( $this, 'plan' ) );
	}

	/**
	 * Gives every unfinished run, and every recent finished one whose e-mails (the vendors', or the
	 * announcement with the admin's summary) have not all gone out, without a pending go one now
	 * (activation and the update from WP-Cron). A go in flight always has its continuation, so
	 * this never queues a second go beside a live one — and one that did would find the run's lock
	 * held and do nothing.
	 */
	public function resume_open_runs(): void {
		try {
			$runs = new Run_Ledger();
			$open = array_merge( $runs->unfinished_runs(), ( new Payout_Ledger() )->with_unmailed( $runs->finished_runs( self::RESUME_LOOKBACK ) ), $runs->unannounced_runs() );
		} catch ( Database_Error $e ) {
			return;
		}
		foreach ( $open as $args ) {
			if ( null === Job_Queue::next( self::BATCH_HOOK, $args ) ) {
				Job_Queue::schedule( self::BATCH_HOOK, $args, time() );
			}
		}
	}

	/**
	 * Makes the future RUN_HOOK actions exactly one per enabled schedule, at its next payout
	 * moment. Actions already due are left alone so a late queue runner still runs them.
	 */
	public function plan(): void {
		$wanted = $this->wanted_runs();
		$now    = time();

		foreach ( Job_Queue::pending( self::RUN_HOOK ) as $action_id => $action ) {
			if ( $action['timestamp'] <= $now ) {
				continue;
			}
			$key = (string) ( $action['args'][0] ?? '' );
			if ( isset( $wanted[ $key ] ) && $wanted[ $key ]['timestamp'] === $action['timestamp'] && $wanted[ $key ]['args'] === $action['args'] ) {
				unset( $wanted[ $key ] );
				continue;
			}
			Job_Queue::cancel( $action_id );
		}

		foreach ( $wanted as $run ) {
			Job_Queue::schedule( self::RUN_HOOK, $run['args'], $run['timestamp'] );
		}
	}

	/**
	 * A schedule's payout moment has come.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date, Y-m-d in site time.
	 */
	public function on_run( $schedule = '', $date = '' ): void {
		// The next moment first, so the chain goes on even if this run dies.
		$this->plan();
		$this->go_or_fail( (string) $schedule, (string) $date );
	}

	/**
	 * A run's next go.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 */
	public function on_go( $schedule = '', $date = '' ): void {
		$this->go_or_fail( (string) $schedule, (string) $date );
	}

	/**
	 * A go, run from the queue: a go that met a database error throws it on, once its retry is
	 * queued, so the action is logged as failed with the error where the admin looks for it.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @throws \RuntimeException When the go met a database error.
	 */
	private function go_or_fail( string $schedule, string $date ): void {
		$this->failure = '';
		$this->work( $schedule, $date );
		if ( '' !== $this->failure ) {
			throw new \RuntimeException( esc_html( $this->failure ) );
		}
	}

	/**
	 * One go of a run, for one request's time budget, and what comes next (Locked_Go).
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @return Run_Progress|null What is left (Run_Progress::held_elsewhere() when another go held
	 *                           the run's lock), or null when the schedule is not offered or the go
	 *                           met a database error (its retry is queued).
	 */
	public function work( string $schedule, string $date ): ?Run_Progress {
		$settings = new Withdraw_Settings();
		if ( ! $settings->offers( $schedule ) || ! self::is_date( $date ) ) {
			return null;
		}
		$runs     = new Run_Ledger();
		$progress = null;
		try {
			$args   = array( $schedule, $date );
			$worked = ( new Locked_Go( self::BATCH_HOOK, $args ) )->run(
				function () use ( $runs, $settings, $schedule, $date, $args, &$progress ): ?int {
					$first_lane = static function ( bool $another_lane_waits ) use ( $runs, $schedule, $date, $args ): void {
						// The continuation's moment, until this go says otherwise: a run nobody came
						// back to is told from one that is running by it.
						$runs->note_attempt( $schedule, $date, time() + Locked_Go::WATCHDOG );
						if ( $another_lane_waits ) {
							// One go due now for a second queue runner to take, unless one no runner
							// claimed is due already: a run has few pending goes whatever its size.
							Job_Queue::schedule_for_another_runner( self::BATCH_HOOK, $args );
						}
					};
					$progress   = ( new Payout_Runner( null, null, null, null, $settings ) )->run( $schedule, $date, microtime( true ) + self::go_budget(), $first_lane );
					if ( $progress->held_elsewhere ) {
						$kept_out = Locked_Go::kept_out( Payout_Runner::lock( $schedule, $date ) );
						throw $kept_out;
					}
					if ( ! $progress->has_more() ) {
						return null;
					}
					$runs->note_success( $schedule, $date, time() );
					return time();
				},
				fn ( Throwable $failure ): ?int => $this->retry_at( $runs, $schedule, $date, $failure )
			);
		} catch ( Database_Error | Lock_Unavailable $e ) {
			if ( $e instanceof Lock_Unavailable ) {
				// `GET_LOCK` failed: the continuation, a watchdog ahead, stays as the retry.
				$runs->note_failure( $schedule, $date, $e->getMessage(), time() + Locked_Go::WATCHDOG );
			}
			$this->failure = $e->getMessage();
			return null;
		}
		return $worked ? $progress : Run_Progress::held_elsewhere();
	}

	/**
	 * The run's retry policy after a failed go: the failure recorded on the run, the retry 1, 2, 4
	 * … minutes after failures in a row, up to an hour. When the database cannot even record the
	 * failure, null: the continuation stays where it is and retries on its own.
	 *
	 * @param Run_Ledger $runs     Runs table, where failures are counted.
	 * @param string     $schedule Schedule key.
	 * @param string     $date     Scheduled date.
	 * @param Throwable  $failure  What the go threw.
	 */
	private function retry_at( Run_Ledger $runs, string $schedule, string $date, Throwable $failure ): ?int {
		$failures = $runs->note_failure( $schedule, $date, $failure->getMessage(), time() + Locked_Go::WATCHDOG );
		if ( $failures < 1 ) {
			return null;
		}
		$retry_at = time() + self::retry_delay( $failures );
		try {
			$runs->note_attempt( $schedule, $date, $retry_at );
		} catch ( Database_Error $e ) {
			// The retry is queued all the same; the runs list shows the continuation's moment.
			unset( $e );
		}
		return $retry_at;
	}

	/**
	 * Seconds to wait after a number of failures in a row (at least one).
	 *
	 * @param int $failures Failures in a row.
	 */
	private static function retry_delay( int $failures ): int {
		return (int) min( self::RETRY_MAX_DELAY, self::RETRY_FIRST_DELAY * 2 ** min( 16, $failures - 1 ) );
	}

	/**
	 * The seconds a go of the engine may work from now: a run's, or a payout batch's
	 * (Payouts\Payout_Batch), which WP-Cron may run in the same request.
	 */
	public static function go_budget(): float {
		/**
		 * Filters the seconds one request spends on a run (or a payout batch) before a follow-up
		 * go takes over. PHP's `max_execution_time` cuts it further, whatever the filter says.
		 *
		 * @param float $seconds Default 20.
		 */
		return self::go_seconds( (float) apply_filters( 'vendor_payout_schedule_run_time_budget', (float) self::TIME_BUDGET ) );
	}

	/**
	 * The seconds left for a go that wants `$wanted`.
	 *
	 * @param float $wanted Seconds the site wants a go to take.
	 */
	private static function go_seconds( float $wanted ): float {
		$limit = (float) ini_get( 'max_execution_time' );
		if ( $limit <= 0 ) {
			return $wanted;
		}
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotValidated, WordPress.Security.ValidatedSanitizedInput.MissingUnslash, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- set by PHP, not by the client; only read as a number.
		$started = isset( $_SERVER['REQUEST_TIME_FLOAT'] ) ? (float) $_SERVER['REQUEST_TIME_FLOAT'] : microtime( true );
		$spent   = max( 0.0, microtime( true ) - $started );
		$left    = $limit - max( self::MIN_RESERVE, $limit * self::RESERVE_SHARE ) - $spent;
		return max( 0.0, min( $wanted, $left ) );
	}

	/**
	 * The date of the run a vendor on the schedule is in now: the schedule's run under way (started
	 * and not finished), else the first run planned (its action, due or not yet), or null when none
	 * is planned (the schedule is not offered).
	 *
	 * @param string $schedule Schedule key.
	 * @throws Database_Error When the runs table could not be read.
	 */
	public static function current_date( string $schedule ): ?string {
		$under_way = array_filter( ( new Run_Ledger() )->unfinished_runs(), static fn ( array $run ): bool => $schedule === $run[0] );
		if ( array() !== $under_way ) {
			return end( $under_way )[1];
		}
		$planned = array();
		foreach ( Job_Queue::pending( self::RUN_HOOK ) as $action ) {
			list( $key, $date ) = array_map( 'strval', array_pad( $action['args'], 2, '' ) );
			if ( $key === $schedule && self::is_date( $date ) ) {
				$planned[ $action['timestamp'] ] = $date;
			}
		}
		ksort( $planned );
		return array() === $planned ? null : reset( $planned );
	}

	/**
	 * Cancels every action of both hooks.
	 */
	public static function unschedule_all(): void {
		Job_Queue::cancel_all( self::RUN_HOOK );
		Job_Queue::cancel_all( self::BATCH_HOOK );
	}

	/**
	 * Each enabled schedule's next run; none while scheduled payouts are off. The admin's Next run
	 * preview asks the same, so it previews the runs this scheduler starts.
	 *
	 * @param Withdraw_Settings|null $settings The admin's settings; the stored ones when null.
	 * @return array<string, array{timestamp: int, date: string}> By schedule key: the payout moment
	 *                                                             and the scheduled date, Y-m-d.
	 */
	public static function next_runs( ?Withdraw_Settings $settings = null ): array {
		$settings ??= new Withdraw_Settings();
		if ( ! $settings->is_enabled() ) {
			return array();
		}
		$catalog = new Schedule_Catalog( $settings );
		$runs    = array();
		foreach ( $settings->enabled_schedules() as $key ) {
			try {
				$moment = $catalog->next_payout( $key );
			} catch ( Throwable $e ) {
				// A rule that cannot be resolved plans nothing rather than breaking the others.
				continue;
			}
			$runs[ $key ] = array(
				'timestamp' => $moment->getTimestamp(),
				'date'      => $moment->setTimezone( wp_timezone() )->format( 'Y-m-d' ),
			);
		}
		return $runs;
	}

	/**
	 * The actions plan() wants, by schedule key: one at each enabled schedule's next payout moment.
	 *
	 * @return array<string, array{timestamp: int, args: array{0: string, 1: string}}>
	 */
	private function wanted_runs(): array {
		$wanted = array();
		foreach ( self::next_runs() as $key => $run ) {
			$wanted[ $key ] = array(
				'timestamp' => $run['timestamp'],
				'args'      => array( $key, $run['date'] ),
			);
		}
		return $wanted;
	}

	/**
	 * Whether a string is a Y-m-d date.
	 *
	 * @param string $date Candidate.
	 */
	private static function is_date( string $date ): bool {
		$parsed = \DateTimeImmutable::createFromFormat( '!Y-m-d', $date );
		return false !== $parsed && $parsed->format( 'Y-m-d' ) === $date;
	}
}
