<?php
/**
 * The vocabulary of payout schedules, as Dokan Pro stores it in the `dokan_withdraw` option.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Schedule;

defined( 'ABSPATH' ) || exit;

/**
 * Schedule keys, weekdays, week numbers and quarter starts, and the one place that turns a stored
 * value into a well-formed rule. Pure: no WordPress calls.
 *
 * A rule is an array with the keys its schedule needs:
 * - weekly:    `{ days }`
 * - biweekly:  `{ week: '1'|'2', days }` ('1' = 1st and 3rd, '2' = 2nd and 4th)
 * - monthly:   `{ week: '1'|'2'|'3'|'4'|'L', days }`
 * - quarterly: `{ month: 'january'|'february'|'march', week, days }`
 * where `days` is a lowercase English weekday (`monday` … `sunday`).
 */
final class Schedule_Rule {

	/** Schedule keys in the order they are offered. */
	public const KEYS = array( 'weekly', 'biweekly', 'monthly', 'quarterly' );

	/** Weekday keys and their ISO-8601 numbers (`N` date format). */
	public const WEEKDAYS = array(
		'monday'    => 1,
		'tuesday'   => 2,
		'wednesday' => 3,
		'thursday'  => 4,
		'friday'    => 5,
		'saturday'  => 6,
		'sunday'    => 7,
	);

	/** Weeks of the month a monthly or quarterly payout may fall in; L is the last. */
	public const MONTH_WEEKS = array( '1', '2', '3', '4', 'L' );

	/** First week of a twice-monthly pair: 1 pays on the 1st and 3rd, 2 on the 2nd and 4th. */
	public const BIWEEKLY_WEEKS = array( '1', '2' );

	/** First month of a quarterly cycle and its number. */
	public const QUARTER_STARTS = array(
		'january'  => 1,
		'february' => 2,
		'march'    => 3,
	);

	/** The rule used where nothing (or nothing valid) is stored. */
	private const DEFAULTS = array(
		'weekly'    => array( 'days' => 'monday' ),
		'biweekly'  => array(
			'week' => '1',
			'days' => 'monday',
		),
		'monthly'   => array(
			'week' => '1',
			'days' => 'monday',
		),
		'quarterly' => array(
			'month' => 'january',
			'week'  => '1',
			'days'  => 'monday',
		),
	);

	/**
	 * Whether a string is one of the four schedule keys.
	 *
	 * @param mixed $key Candidate key.
	 */
	public static function is_key( $key ): bool {
		return is_string( $key ) && in_array( $key, self::KEYS, true );
	}

	/**
	 * The default rule of a schedule.
	 *
	 * @param string $key One of self::KEYS.
	 * @return array<string, string>
	 * @throws \InvalidArgumentException For an unknown key.
	 */
	public static function default_rule( string $key ): array {
		if ( ! self::is_key( $key ) ) {
			// phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- a message for developers and logs, never printed to a page; this class runs without WordPress too, so no esc_html().
			throw new \InvalidArgumentException( sprintf( 'Unknown payout schedule "%s".', $key ) );
		}
		return self::DEFAULTS[ $key ];
	}

	/**
	 * A well-formed rule from what is stored, each missing or invalid part replaced by its default.
	 * Dokan Pro stores the weekly rule as a bare weekday; the other rules as arrays.
	 *
	 * @param string $key    One of self::KEYS.
	 * @param mixed  $stored The stored value (`weekly_schedule`, `biweekly_schedule`, …).
	 * @return array<string, string>
	 */
	public static function normalize( string $key, $stored ): array {
		$rule = self::default_rule( $key );
		if ( 'weekly' === $key && ! is_array( $stored ) ) {
			$stored = array( 'days' => $stored );
		}
		if ( ! is_array( $stored ) ) {
			return $rule;
		}
		foreach ( $rule as $part => $default ) {
			$value         = self::part( $key, $part, $stored[ $part ] ?? null );
			$rule[ $part ] = $value ?? $default;
		}
		return $rule;
	}

	/**
	 * Checks one part of a rule and returns its canonical form, or null when it is not valid.
	 *
	 * @param string $key   Schedule key.
	 * @param string $part  `days`, `week` or `month`.
	 * @param mixed  $value Candidate value.
	 */
	public static function part( string $key, string $part, $value ): ?string {
		if ( is_int( $value ) ) {
			$value = (string) $value;
		}
		if ( ! is_string( $value ) ) {
			return null;
		}
		$value = trim( $value );
		switch ( $part ) {
			case 'days':
				$value = strtolower( $value );
				return isset( self::WEEKDAYS[ $value ] ) ? $value : null;
			case 'week':
				$value   = strtoupper( $value );
				$allowed = 'biweekly' === $key ? self::BIWEEKLY_WEEKS : self::MONTH_WEEKS;
				return in_array( $value, $allowed, true ) ? $value : null;
			case 'month':
				$value = strtolower( $value );
				return isset( self::QUARTER_STARTS[ $value ] ) ? $value : null;
		}
		return null;
	}
}
