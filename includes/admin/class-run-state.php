<?php
/**
 * How a payout run is doing, as the admin is told.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

use VendorPayoutSchedule\Engine\Locked_Go;
use VendorPayoutSchedule\Engine\Run_Ledger;

defined( 'ABSPATH' ) || exit;

/**
 * Done, running, retrying after an error, or stalled — read from the run's row, never guessed
 * from its totals (Admin_Wording::run_state() names them).
 */
final class Run_State {

	public const DONE     = 'done';
	public const RUNNING  = 'running';
	public const RETRYING = 'retrying';
	public const STALLED  = 'stalled';

	/**
	 * Seconds past the moment the engine meant to come back (a WP-Cron event can be late on a
	 * quiet site) after which an unfinished run counts as stalled.
	 */
	public const GRACE = 15 * MINUTE_IN_SECONDS;

	/**
	 * The state of a run from Run_Ledger::recent_runs().
	 *
	 * @param array<string, mixed> $run Run summary.
	 * @param int                  $now Unix time.
	 */
	public static function of( array $run, int $now ): string {
		if ( null !== $run['finished_at'] ) {
			return self::DONE;
		}
		// Each go queues its continuation a watchdog ahead of its start (Locked_Go): a run without a
		// planned attempt is looked at again by then.
		$expected = null !== $run['next_attempt_at']
			? self::timestamp( (string) $run['next_attempt_at'] )
			: self::timestamp( (string) $run['started_at'] ) + Locked_Go::WATCHDOG;
		if ( $now > $expected + self::GRACE ) {
			return self::STALLED;
		}
		// A row being filed that no go brought to an end: no go lasts a watchdog, so a row that old
		// is a dead go's, and the continuation that should have taken it over did not come.
		if ( null !== $run['oldest_filing'] && $now > self::timestamp( (string) $run['oldest_filing'] ) + Locked_Go::WATCHDOG + self::GRACE ) {
			return self::STALLED;
		}
		return $run['failures'] > 0 ? self::RETRYING : self::RUNNING;
	}

	/**
	 * Whether the admin should be told on every wp-admin page.
	 *
	 * @param string $state A class constant.
	 */
	public static function needs_attention( string $state ): bool {
		return self::RETRYING === $state || self::STALLED === $state;
	}

	/**
	 * A UTC `Y-m-d H:i:s` as a Unix time.
	 *
	 * @param string $utc Date and time in UTC.
	 */
	private static function timestamp( string $utc ): int {
		return (int) strtotime( $utc . ' UTC' );
	}
}
