<?php
/**
 * The engine's WP-Cron events.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

use Throwable;
use VendorPayoutSchedule\Schedule\Schedule_Catalog;
use VendorPayoutSchedule\Settings\Withdraw_Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Owns two cron hooks, both with the arguments `[ schedule key, scheduled date ]`:
 *
 * - RUN_HOOK fires at each enabled schedule's next payout moment (site time). Exactly one future
 *   event per enabled schedule exists; plan() makes it so and is safe to call any number of times.
 * - BATCH_HOOK continues a run that did not finish within one request, and sends the e-mails of a
 *   finished run that are still waiting.
 *
 * Before a run starts working it schedules a watchdog continuation one lease ahead; a request that
 * dies mid-batch (fatal error, timeout, killed process) therefore resumes on its own. A go that
 * meets a database error leaves the run open and retries it later (retry_after()): a database that
 * fails once tends to fail again soon (a restart, a full disk, a lock storm), so a failing run backs
 * off, 1, 2, 4 … minutes after failures in a row, up to an hour; the retry is the run's watchdog
 * moved to the retry moment, so a run never has two continuations at once. Runs left open with no
 * event (the plugin was deactivated, or the database failed while the retry was being scheduled)
 * are resumed on activation and on admin page loads.
 *
 * A go's time (go_seconds()) is what the site asks for, cut to what PHP's `max_execution_time`
 * leaves of this request: WP-Cron runs every due event of every plugin in one request, so the time
 * already spent counts too. A go stops only between units of work (a vendor, a row's e-mails), so a
 * share of the limit is kept back for the unit under way and for WordPress's own shutdown.
 */
final class Payout_Scheduler {

	public const RUN_HOOK   = 'vendor_payout_schedule_run';
	public const BATCH_HOOK = 'vendor_payout_schedule_batch';

	/**
	 * Seconds one request spends on a run before handing over to a follow-up event, at most: less
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
	 * Hooks the events and the moments the plan may change (a change of the payout settings too:
	 * Plugin connects it).
	 */
	public function register_hooks(): void {
		add_action( self::RUN_HOOK, array( $this, 'on_run' ), 10, 2 );
		add_action( self::BATCH_HOOK, array( $this, 'on_batch' ), 10, 2 );
		// The payout moments are site times: a new timezone moves them.
		add_action( 'update_option_timezone_string', array( $this, 'plan' ) );
		add_action( 'update_option_gmt_offset', array( $this, 'plan' ) );
		// Repairs a plan lost with the cron option (or never made, when the plugin was updated
		// without being re-activated); cheap when nothing is missing.
		add_action( 'admin_init', array( $this, 'repair_plan' ) );
	}

	/**
	 * Runs plan() on an admin page load, but not on admin-ajax: the heartbeat alone calls that every
	 * minute or so, and page loads repair the plan often enough.
	 */
	public function repair_plan(): void {
		if ( wp_doing_ajax() ) {
			return;
		}
		$this->plan();
		$this->resume_open_runs();
	}

	/**
	 * Gives every unfinished run, and every finished one whose e-mails (the vendors', or the
	 * announcement with the admin's summary) have not all gone out, without a pending event one
	 * now. A run in a runner's hands always has its watchdog event, so this never starts a second
	 * runner beside a live one — and if it did, the claims would still split the vendors, and each
	 * e-mail is taken by one runner only.
	 */
	public function resume_open_runs(): void {
		try {
			$runs = new Run_Ledger();
			$open = array_merge( $runs->unfinished_runs(), ( new Payout_Ledger() )->with_unmailed( $runs->finished_runs() ), $runs->unannounced_runs() );
		} catch ( Database_Error $e ) {
			return;
		}
		foreach ( $open as $args ) {
			if ( false === wp_next_scheduled( self::BATCH_HOOK, $args ) ) {
				wp_schedule_single_event( time(), self::BATCH_HOOK, $args );
			}
		}
	}

	/**
	 * Makes the future RUN_HOOK events exactly one per enabled schedule, at its next payout
	 * moment. Events already due are left alone so a late WP-Cron still runs them.
	 */
	public function plan(): void {
		$wanted = $this->wanted_events();
		$now    = time();

		foreach ( self::scheduled( self::RUN_HOOK ) as $event ) {
			if ( $event['timestamp'] <= $now ) {
				continue;
			}
			$key = (string) ( $event['args'][0] ?? '' );
			if ( isset( $wanted[ $key ] ) && $wanted[ $key ]['timestamp'] === $event['timestamp'] && $wanted[ $key ]['args'] === $event['args'] ) {
				unset( $wanted[ $key ] );
				continue;
			}
			wp_unschedule_event( $event['timestamp'], self::RUN_HOOK, $event['args'] );
		}

		foreach ( $wanted as $event ) {
			wp_schedule_single_event( $event['timestamp'], self::RUN_HOOK, $event['args'] );
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
		$this->work( (string) $schedule, (string) $date );
	}

	/**
	 * A run continues.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 */
	public function on_batch( $schedule = '', $date = '' ): void {
		$this->work( (string) $schedule, (string) $date );
	}

	/**
	 * Works on a run for one request's time budget and arranges what comes next.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 */
	public function work( string $schedule, string $date ): ?Run_Progress {
		$settings = new Withdraw_Settings();
		if ( ! $settings->offers( $schedule ) || ! self::is_date( $date ) ) {
			return null;
		}

		$args     = array( $schedule, $date );
		$watchdog = time() + Payout_Runner::CLAIM_LEASE + MINUTE_IN_SECONDS;
		wp_schedule_single_event( $watchdog, self::BATCH_HOOK, $args );

		$budget = self::go_budget();
		$runs   = new Run_Ledger();
		try {
			$runs->start_run( $schedule, $date );
			$runs->note_attempt( $schedule, $date, $watchdog );
			$progress = ( new Payout_Runner( null, null, null, null, $settings ) )->run( $schedule, $date, microtime( true ) + $budget );
			if ( $progress->has_more() ) {
				$runs->note_success( $schedule, $date, time() );
			} elseif ( $progress->waits_on_others() ) {
				$runs->note_success( $schedule, $date, $watchdog );
			}
		} catch ( Database_Error $e ) {
			$this->retry_after( $runs, $schedule, $date, $e->getMessage(), $watchdog );
			return null;
		}

		wp_unschedule_event( $watchdog, self::BATCH_HOOK, $args );
		if ( $progress->has_more() ) {
			wp_schedule_single_event( time(), self::BATCH_HOOK, $args );
		} elseif ( $progress->waits_on_others() ) {
			// Held by another runner, or by one that died: look again once its lease is over.
			wp_schedule_single_event( $watchdog, self::BATCH_HOOK, $args );
		}
		return $progress;
	}

	/**
	 * Records the error on the run and moves the watchdog to the retry moment. When the database
	 * cannot even record that, the watchdog stays as it is and retries on its own.
	 *
	 * @param Run_Ledger $runs     Runs table, where failures are counted.
	 * @param string     $schedule Schedule key.
	 * @param string     $date     Scheduled date.
	 * @param string     $error    What failed.
	 * @param int        $watchdog Moment of the run's watchdog event.
	 */
	private function retry_after( Run_Ledger $runs, string $schedule, string $date, string $error, int $watchdog ): void {
		$args = array( $schedule, $date );
		try {
			$failures = $runs->note_failure( $schedule, $date, $error, $watchdog );
		} catch ( Database_Error $e ) {
			return;
		}
		if ( $failures < 1 ) {
			return;
		}
		$retry_at = time() + self::retry_delay( $failures );
		if ( $retry_at === $watchdog ) {
			return;
		}
		wp_unschedule_event( $watchdog, self::BATCH_HOOK, $args );
		if ( true !== wp_schedule_single_event( $retry_at, self::BATCH_HOOK, $args, true ) ) {
			// The cron option could not be written: put the watchdog back if that still works.
			wp_schedule_single_event( $watchdog, self::BATCH_HOOK, $args );
			return;
		}
		try {
			$runs->note_attempt( $schedule, $date, $retry_at );
		} catch ( Database_Error $e ) {
			// The retry is scheduled; the report shows the watchdog's moment instead.
			return;
		}
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
		 * event takes over. PHP's `max_execution_time` cuts it further, whatever the filter says.
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
	 * and not finished), else the first run planned (its event, due or not yet), or null when none
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
		foreach ( self::scheduled( self::RUN_HOOK ) as $event ) {
			list( $key, $date ) = array_map( 'strval', array_pad( $event['args'], 2, '' ) );
			if ( $key === $schedule && self::is_date( $date ) ) {
				$planned[ $event['timestamp'] ] = $date;
			}
		}
		ksort( $planned );
		return array() === $planned ? null : reset( $planned );
	}

	/**
	 * Removes every event of both hooks (deactivation and uninstall).
	 */
	public static function unschedule_all(): void {
		wp_unschedule_hook( self::RUN_HOOK );
		wp_unschedule_hook( self::BATCH_HOOK );
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
	 * The events plan() wants, by schedule key: one at each enabled schedule's next payout moment.
	 *
	 * @return array<string, array{timestamp: int, args: array{0: string, 1: string}}>
	 */
	private function wanted_events(): array {
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
	 * The scheduled events of a hook.
	 *
	 * WordPress offers no public listing of a hook's events with unknown arguments; the cron array
	 * is what `wp_unschedule_hook()` itself walks.
	 *
	 * @param string $hook Hook name.
	 * @return array<int, array{timestamp: int, args: array}>
	 */
	private static function scheduled( string $hook ): array {
		$events = array();
		$crons  = function_exists( '_get_cron_array' ) ? _get_cron_array() : array();
		foreach ( (array) $crons as $timestamp => $hooks ) {
			foreach ( $hooks[ $hook ] ?? array() as $event ) {
				$events[] = array(
					'timestamp' => (int) $timestamp,
					'args'      => (array) ( $event['args'] ?? array() ),
				);
			}
		}
		return $events;
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
