<?php
/**
 * When the next scheduled payout happens.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Schedule;

use DateTimeImmutable;
use DateTimeZone;
use InvalidArgumentException;

defined( 'ABSPATH' ) || exit;

/**
 * Pure date arithmetic for the four schedules; no WordPress calls, so it runs in plain PHPUnit.
 *
 * Dates are built from calendar fields in the site's timezone (never by adding seconds), so a
 * payout at 23:00 stays at 23:00 local time across DST changes.
 */
final class Next_Date_Calculator {

	/**
	 * The site's timezone.
	 *
	 * @var DateTimeZone
	 */
	private DateTimeZone $timezone;

	/**
	 * Takes the timezone the schedule is kept in.
	 *
	 * @param DateTimeZone $timezone Timezone the schedule is kept in (the site's `wp_timezone()`).
	 */
	public function __construct( DateTimeZone $timezone ) {
		$this->timezone = $timezone;
	}

	/**
	 * The next payout moment strictly after `$now`, in the calculator's timezone.
	 *
	 * A payout day whose payout time has already passed (or is exactly now) moves to the next payout
	 * day. A payout time that does not exist on a DST change day is moved forward the way PHP moves it
	 * (02:30 on a spring-forward night becomes 03:30).
	 *
	 * @param string            $key         `weekly`, `biweekly`, `monthly` or `quarterly`.
	 * @param array             $rule        The schedule's rule, see Schedule_Rule (e.g. `[ 'week' => 'L', 'days' => 'friday' ]`).
	 * @param string            $payout_time Local time of day, `HH:MM` (24-hour).
	 * @param DateTimeImmutable $now         The current moment, in any timezone.
	 * @return DateTimeImmutable The next payout moment.
	 * @throws InvalidArgumentException For an unknown key, a malformed rule or time.
	 */
	public function next_payout( string $key, array $rule, string $payout_time, DateTimeImmutable $now ): DateTimeImmutable {
		list( $hour, $minute ) = self::parse_time( $payout_time );
		$now                   = $now->setTimezone( $this->timezone );

		if ( 'weekly' === $key ) {
			return $this->next_weekly( self::weekday( $rule ), $hour, $minute, $now );
		}

		$year  = (int) $now->format( 'Y' );
		$month = (int) $now->format( 'n' );
		// Thirteen months always reach the next payout: even a quarterly cycle recurs within three.
		for ( $step = 0; $step <= 13; $step++ ) {
			$y = $year + intdiv( $month - 1 + $step, 12 );
			$m = ( $month - 1 + $step ) % 12 + 1;
			foreach ( $this->days_in_month( $key, $rule, $y, $m ) as $day ) {
				$moment = $this->moment( $y, $m, $day, $hour, $minute );
				if ( $moment > $now ) {
					return $moment;
				}
			}
		}
		// phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- a message for developers and logs, never printed to a page; this class runs without WordPress too, so no esc_html().
		throw new InvalidArgumentException( sprintf( 'No payout date found for schedule "%s".', $key ) );
	}

	/**
	 * The days of a given month on which a monthly-type schedule pays, ascending (empty when the
	 * month is not part of a quarterly cycle).
	 *
	 * @param string $key   `biweekly`, `monthly` or `quarterly`.
	 * @param array  $rule  The schedule's rule.
	 * @param int    $year  Four-digit year.
	 * @param int    $month 1–12.
	 * @return int[]
	 * @throws InvalidArgumentException For an unknown key or a malformed rule.
	 */
	private function days_in_month( string $key, array $rule, int $year, int $month ): array {
		$weekday = self::weekday( $rule );
		switch ( $key ) {
			case 'biweekly':
				$first = self::rule_part( $key, $rule, 'week' );
				$weeks = '1' === $first ? array( 1, 3 ) : array( 2, 4 );
				return array_map( fn ( int $n ): int => $this->nth_weekday( $year, $month, $weekday, $n ), $weeks );
			case 'monthly':
				return array( $this->week_day( $year, $month, $weekday, self::rule_part( $key, $rule, 'week' ) ) );
			case 'quarterly':
				$start = Schedule_Rule::QUARTER_STARTS[ self::rule_part( $key, $rule, 'month' ) ];
				if ( 0 !== ( $month - $start + 12 ) % 3 ) {
					return array();
				}
				return array( $this->week_day( $year, $month, $weekday, self::rule_part( $key, $rule, 'week' ) ) );
		}
		// phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- a message for developers and logs, never printed to a page; this class runs without WordPress too, so no esc_html().
		throw new InvalidArgumentException( sprintf( 'Unknown payout schedule "%s".', $key ) );
	}

	/**
	 * Splits `HH:MM` into hour and minute.
	 *
	 * @param string $payout_time `HH:MM`, 00:00–23:59.
	 * @return int[] Hour and minute.
	 * @throws InvalidArgumentException When the time is malformed.
	 */
	public static function parse_time( string $payout_time ): array {
		if ( ! preg_match( '/^([01]\d|2[0-3]):([0-5]\d)$/', $payout_time, $parts ) ) {
			// phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- a message for developers and logs, never printed to a page; this class runs without WordPress too, so no esc_html().
			throw new InvalidArgumentException( sprintf( 'Payout time "%s" is not HH:MM.', $payout_time ) );
		}
		return array( (int) $parts[1], (int) $parts[2] );
	}

	/**
	 * The next weekly payout: today if its time is still ahead, otherwise the coming weekday.
	 *
	 * @param int               $weekday ISO weekday 1–7.
	 * @param int               $hour    Hour.
	 * @param int               $minute  Minute.
	 * @param DateTimeImmutable $now     Now, in the calculator's timezone.
	 */
	private function next_weekly( int $weekday, int $hour, int $minute, DateTimeImmutable $now ): DateTimeImmutable {
		$ahead = ( $weekday - (int) $now->format( 'N' ) + 7 ) % 7;
		$y     = (int) $now->format( 'Y' );
		$m     = (int) $now->format( 'n' );
		$d     = (int) $now->format( 'j' );

		$moment = $this->moment( $y, $m, $d + $ahead, $hour, $minute );
		if ( $moment <= $now ) {
			$moment = $this->moment( $y, $m, $d + $ahead + 7, $hour, $minute );
		}
		return $moment;
	}

	/**
	 * The day of the month of the given week ('1'–'4' or 'L') and weekday.
	 *
	 * @param int    $year    Year.
	 * @param int    $month   Month.
	 * @param int    $weekday ISO weekday.
	 * @param string $week    '1'–'4' or 'L'.
	 */
	private function week_day( int $year, int $month, int $weekday, string $week ): int {
		if ( 'L' === $week ) {
			$last_day = (int) $this->moment( $year, $month, 1, 0, 0 )->format( 't' );
			$last_dow = (int) $this->moment( $year, $month, $last_day, 0, 0 )->format( 'N' );
			return $last_day - ( $last_dow - $weekday + 7 ) % 7;
		}
		return $this->nth_weekday( $year, $month, $weekday, (int) $week );
	}

	/**
	 * The day of the month of the nth (1–4) given weekday; the 4th always exists.
	 *
	 * @param int $year    Year.
	 * @param int $month   Month.
	 * @param int $weekday ISO weekday.
	 * @param int $n       1–4.
	 */
	private function nth_weekday( int $year, int $month, int $weekday, int $n ): int {
		$first_dow = (int) $this->moment( $year, $month, 1, 0, 0 )->format( 'N' );
		return 1 + ( $weekday - $first_dow + 7 ) % 7 + 7 * ( $n - 1 );
	}

	/**
	 * A local moment from calendar fields; a day past the month's end rolls into the next month.
	 *
	 * @param int $year   Year.
	 * @param int $month  Month.
	 * @param int $day    Day (may overflow).
	 * @param int $hour   Hour.
	 * @param int $minute Minute.
	 */
	private function moment( int $year, int $month, int $day, int $hour, int $minute ): DateTimeImmutable {
		return ( new DateTimeImmutable( 'now', $this->timezone ) )
			->setDate( $year, $month, $day )
			->setTime( $hour, $minute );
	}

	/**
	 * The ISO weekday of a rule.
	 *
	 * @param array $rule Rule with a `days` part.
	 * @throws InvalidArgumentException When the weekday is missing or unknown.
	 */
	private static function weekday( array $rule ): int {
		$day = Schedule_Rule::part( 'weekly', 'days', $rule['days'] ?? null );
		if ( null === $day ) {
			throw new InvalidArgumentException( 'The payout rule has no valid weekday.' );
		}
		return Schedule_Rule::WEEKDAYS[ $day ];
	}

	/**
	 * One validated part of a rule.
	 *
	 * @param string $key  Schedule key.
	 * @param array  $rule Rule.
	 * @param string $part `week` or `month`.
	 * @throws InvalidArgumentException When the part is missing or invalid.
	 */
	private static function rule_part( string $key, array $rule, string $part ): string {
		$value = Schedule_Rule::part( $key, $part, $rule[ $part ] ?? null );
		if ( null === $value ) {
			// phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- a message for developers and logs, never printed to a page; this class runs without WordPress too, so no esc_html().
			throw new InvalidArgumentException( sprintf( 'The %1$s payout rule has no valid "%2$s".', $key, $part ) );
		}
		return $value;
	}
}
