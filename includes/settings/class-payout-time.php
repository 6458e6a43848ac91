<?php
/**
 * The time of day payouts run at.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Settings;

use InvalidArgumentException;
use VendorPayoutSchedule\Schedule\Next_Date_Calculator;

defined( 'ABSPATH' ) || exit;

/**
 * A 24-hour `HH:MM` in the site's timezone. What counts as one is what the date calculator can
 * schedule, so a time the settings accept is always a time a run can be planned at.
 */
final class Payout_Time {

	/** Payout time used when none is set: Dokan Pro pays at 23:00 site time. */
	public const DEFAULT = '23:00';

	/**
	 * Whether a string is a 24-hour `HH:MM` time.
	 *
	 * @param string $time Candidate.
	 */
	public static function is_valid( string $time ): bool {
		try {
			Next_Date_Calculator::parse_time( $time );
			return true;
		} catch ( InvalidArgumentException $e ) {
			return false;
		}
	}

	/**
	 * A stored value when it is a valid time, else the default.
	 *
	 * @param mixed $stored Stored value, null when unset.
	 */
	public static function or_default( $stored ): string {
		return is_string( $stored ) && self::is_valid( $stored ) ? $stored : self::DEFAULT;
	}
}
