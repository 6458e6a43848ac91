<?php
/**
 * The days the payment systems settle: the Federal Reserve's for ACH, TARGET2's for SEPA.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Payouts;

defined( 'ABSPATH' ) || exit;

/**
 * A bank file names the day its payments are to settle (ACH's effective entry date, SEPA's
 * requested execution date). A day the system is closed is moved by the bank, returned, or
 * settles late, so the files name the next day the system settles, computed by rule:
 *
 * - ACH follows the Federal Reserve's holiday schedule: New Year's Day, Martin Luther King Jr.
 *   Day (third Monday of January), Washington's Birthday (third Monday of February), Memorial
 *   Day (last Monday of May), Juneteenth (19 June), Independence Day (4 July), Labor Day (first
 *   Monday of September), Columbus Day (second Monday of October), Veterans Day (11 November),
 *   Thanksgiving (fourth Thursday of November) and Christmas Day. A holiday on a Sunday is
 *   observed on the Monday after; one on a Saturday is not moved (the Federal Reserve Banks are
 *   open on the Friday before).
 * - SEPA follows TARGET2's closing days: New Year's Day, Good Friday, Easter Monday, 1 May, 25
 *   and 26 December.
 *
 * Both are closed on Saturdays and Sundays.
 */
final class Bank_Days {

	/**
	 * The first day after a moment on which ACH settles.
	 *
	 * @param \DateTimeImmutable $now The moment (a file's creation).
	 */
	public static function next_ach_day( \DateTimeImmutable $now ): \DateTimeImmutable {
		return self::next( $now, array( self::class, 'fed_closed' ) );
	}

	/**
	 * The first day after a moment on which TARGET2 settles.
	 *
	 * @param \DateTimeImmutable $now The moment (a file's creation).
	 */
	public static function next_target2_day( \DateTimeImmutable $now ): \DateTimeImmutable {
		return self::next( $now, array( self::class, 'target2_closed' ) );
	}

	/**
	 * Whether the Federal Reserve's ACH is closed on a day.
	 *
	 * @param \DateTimeImmutable $day The day.
	 */
	public static function fed_closed( \DateTimeImmutable $day ): bool {
		if ( self::weekend( $day ) ) {
			return true;
		}
		$date = $day->format( 'Y-m-d' );
		$year = (int) $day->format( 'Y' );
		foreach ( self::fed_holidays( $year ) as $holiday ) {
			// A Sunday holiday is observed on the Monday after; a Saturday one is not moved.
			$observed = '7' === $holiday->format( 'N' ) ? $holiday->modify( '+1 day' ) : $holiday;
			if ( $observed->format( 'Y-m-d' ) === $date ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether TARGET2 is closed on a day.
	 *
	 * @param \DateTimeImmutable $day The day.
	 */
	public static function target2_closed( \DateTimeImmutable $day ): bool {
		if ( self::weekend( $day ) ) {
			return true;
		}
		$year   = (int) $day->format( 'Y' );
		$easter = self::easter( $year, $day->getTimezone() );
		$closed = array(
			$year . '-01-01',
			$easter->modify( '-2 days' )->format( 'Y-m-d' ),
			$easter->modify( '+1 day' )->format( 'Y-m-d' ),
			$year . '-05-01',
			$year . '-12-25',
			$year . '-12-26',
		);
		return in_array( $day->format( 'Y-m-d' ), $closed, true );
	}

	/**
	 * The Federal Reserve's holidays of a year, on their own dates (before the Sunday rule).
	 *
	 * @param int $year The year.
	 * @return \DateTimeImmutable[]
	 */
	public static function fed_holidays( int $year ): array {
		$zone = new \DateTimeZone( 'UTC' );
		$day  = static fn ( string $text ): \DateTimeImmutable => new \DateTimeImmutable( $text, $zone );
		return array(
			$day( "$year-01-01" ),
			$day( "third monday of january $year" ),
			$day( "third monday of february $year" ),
			$day( "last monday of may $year" ),
			$day( "$year-06-19" ),
			$day( "$year-07-04" ),
			$day( "first monday of september $year" ),
			$day( "second monday of october $year" ),
			$day( "$year-11-11" ),
			$day( "fourth thursday of november $year" ),
			$day( "$year-12-25" ),
		);
	}

	/**
	 * Easter Sunday of a year in the Gregorian calendar (the anonymous Gregorian algorithm, so
	 * PHP's calendar extension is not needed).
	 *
	 * @param int           $year The year.
	 * @param \DateTimeZone $zone The zone of the day.
	 */
	public static function easter( int $year, \DateTimeZone $zone ): \DateTimeImmutable {
		$a     = $year % 19;
		$b     = intdiv( $year, 100 );
		$c     = $year % 100;
		$d     = intdiv( $b, 4 );
		$e     = $b % 4;
		$f     = intdiv( $b + 8, 25 );
		$g     = intdiv( $b - $f + 1, 3 );
		$h     = ( 19 * $a + $b - $d - $g + 15 ) % 30;
		$i     = intdiv( $c, 4 );
		$k     = $c % 4;
		$l     = ( 32 + 2 * $e + 2 * $i - $h - $k ) % 7;
		$m     = intdiv( $a + 11 * $h + 22 * $l, 451 );
		$month = intdiv( $h + $l - 7 * $m + 114, 31 );
		$date  = ( ( $h + $l - 7 * $m + 114 ) % 31 ) + 1;
		return new \DateTimeImmutable( sprintf( '%04d-%02d-%02d', $year, $month, $date ), $zone );
	}

	/**
	 * The first day after a moment that a rule does not close.
	 *
	 * @param \DateTimeImmutable $now    The moment.
	 * @param callable           $closed Whether a day is closed.
	 */
	private static function next( \DateTimeImmutable $now, callable $closed ): \DateTimeImmutable {
		$day = $now->setTime( 0, 0 )->modify( '+1 day' );
		while ( $closed( $day ) ) {
			$day = $day->modify( '+1 day' );
		}
		return $day;
	}

	/**
	 * Saturday or Sunday.
	 *
	 * @param \DateTimeImmutable $day The day.
	 */
	private static function weekend( \DateTimeImmutable $day ): bool {
		return (int) $day->format( 'N' ) > 5;
	}
}
