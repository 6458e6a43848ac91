<?php
/**
 * When a run that met a database error is tried again.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

defined( 'ABSPATH' ) || exit;

/**
 * A database that fails once tends to fail again soon (a restart, a full disk, a lock storm), so a
 * failing run backs off: 1, 2, 4 … minutes after failures in a row, up to an hour. The retry is the
 * run's watchdog event moved to the retry moment, so a run never has two continuations at once.
 */
final class Run_Retry {

	/**
	 * Seconds before the first retry of a run that met a database error; doubled after each
	 * further failure in a row, up to MAX_DELAY.
	 */
	public const FIRST_DELAY = 60;

	public const MAX_DELAY = HOUR_IN_SECONDS;

	/**
	 * Takes the runs table the failures are counted in.
	 *
	 * @param Run_Ledger $runs Runs table.
	 */
	public function __construct( private readonly Run_Ledger $runs ) {
	}

	/**
	 * Records the error on the run and moves the watchdog to the retry moment. When the database
	 * cannot even record that, the watchdog stays as it is and retries on its own.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @param string $error    What failed.
	 * @param int    $watchdog Moment of the run's watchdog event.
	 */
	public function after_failure( string $schedule, string $date, string $error, int $watchdog ): void {
		$args = array( $schedule, $date );
		try {
			$failures = $this->runs->note_failure( $schedule, $date, $error, $watchdog );
		} catch ( Database_Error $e ) {
			return;
		}
		if ( $failures < 1 ) {
			return;
		}
		$retry_at = time() + self::delay( $failures );
		if ( $retry_at === $watchdog ) {
			return;
		}
		wp_unschedule_event( $watchdog, Payout_Scheduler::BATCH_HOOK, $args );
		if ( true !== wp_schedule_single_event( $retry_at, Payout_Scheduler::BATCH_HOOK, $args, true ) ) {
			// The cron option could not be written: put the watchdog back if that still works.
			wp_schedule_single_event( $watchdog, Payout_Scheduler::BATCH_HOOK, $args );
			return;
		}
		try {
			$this->runs->note_attempt( $schedule, $date, $retry_at );
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
	private static function delay( int $failures ): int {
		return (int) min( self::MAX_DELAY, self::FIRST_DELAY * 2 ** min( 16, $failures - 1 ) );
	}
}
