<?php
/**
 * Amounts of money as vendors pick them and the server keeps them, and the lists they pick from.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Amounts offered to vendors may hold cents (Dokan's minimum withdraw amount may be 12.50, and the
 * minimum list starts at it); a picked amount is taken and kept exactly, never cut to a whole
 * number. Two amounts are the same when they agree to four decimals, the precision of the engine's
 * table. The minimum-balance and reserve-balance choices are lists of such amounts. Pure: no
 * WordPress calls.
 */
final class Amount {

	/** Decimals kept and compared. */
	public const DECIMALS = 4;

	/** The choices offered when the administrator has not set a list. */
	public const LADDER = array( 0, 5, 10, 15, 50, 100, 200, 300, 500, 1000, 2000, 3000, 5000, 10000 );

	/** More choices than this makes a select unusable. */
	public const MAX_ITEMS = 50;

	/**
	 * A submitted amount: an integer, a finite float, or a string of digits with up to four
	 * decimals (as a form body sends numbers); null for anything else, including negative
	 * amounts, exponents and blanks.
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function parse( $value ): ?float {
		if ( is_int( $value ) ) {
			return $value >= 0 ? (float) $value : null;
		}
		if ( is_float( $value ) ) {
			return is_finite( $value ) && $value >= 0 ? $value : null;
		}
		if ( is_string( $value ) && 1 === preg_match( '/^\d{1,9}(\.\d{1,' . self::DECIMALS . '})?$/D', $value ) ) {
			return (float) $value;
		}
		return null;
	}

	/**
	 * Whether an amount is one of a list: the same to four decimals as one of them.
	 *
	 * @param float            $amount  Amount.
	 * @param array<int|float> $offered Amounts offered.
	 */
	public static function is_one_of( float $amount, array $offered ): bool {
		foreach ( $offered as $candidate ) {
			if ( round( $amount, self::DECIMALS ) === round( (float) $candidate, self::DECIMALS ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * An amount as JSON and user meta should hold it: whole amounts as integers (50, not 50.0),
	 * others rounded to four decimals.
	 *
	 * @param float $amount Amount.
	 * @return int|float
	 */
	public static function exact( float $amount ) {
		$rounded = round( $amount, self::DECIMALS );
		return floor( $rounded ) === $rounded && abs( $rounded ) < PHP_INT_MAX ? (int) $rounded : $rounded;
	}

	/**
	 * Parses a list given as an array or as text separated by commas, spaces or semicolons. Amounts
	 * may have cents (up to DECIMALS decimals): Dokan's minimum withdraw amount may, and the
	 * settings screen shows the minimum list starting at it.
	 *
	 * @param mixed $value Candidate list.
	 * @return array<int|float>|null Distinct non-negative amounts, ascending, whole ones as integers;
	 *                               null when any item is not a non-negative amount, when the list
	 *                               is empty or too long.
	 */
	public static function parse_list( $value ): ?array {
		if ( is_string( $value ) ) {
			$value = preg_split( '/[\s,;]+/', trim( $value ), -1, PREG_SPLIT_NO_EMPTY );
		}
		if ( ! is_array( $value ) || array() === $value ) {
			return null;
		}
		$amounts = array();
		foreach ( $value as $item ) {
			// Integers or digit strings only: a float in a stored list is no list the screen wrote.
			$amount = is_int( $item ) || is_string( $item ) ? self::parse( is_string( $item ) ? trim( $item ) : $item ) : null;
			if ( null === $amount ) {
				return null;
			}
			$amounts[] = self::exact( $amount );
		}
		$amounts = array_values( array_unique( $amounts, SORT_REGULAR ) );
		sort( $amounts, SORT_NUMERIC );
		return count( $amounts ) <= self::MAX_ITEMS ? $amounts : null;
	}

	/**
	 * A list with every amount below a floor raised to the floor, exactly (a floor of 12.50 is
	 * offered as 12.50, as the settings screen says), so the ladder 0, 5, 10, 15, 50, … with a floor
	 * of 50 offers 50, 100, …, and a vendor can always pick the shop's minimum withdraw amount when
	 * the list reaches below it.
	 *
	 * @param array<int|float> $amounts Ascending amounts.
	 * @param float            $floor   Smallest amount allowed.
	 * @return array<int|float> Ascending, distinct; whole amounts as integers.
	 */
	public static function raised_to( array $amounts, float $floor ): array {
		$lowest  = self::exact( max( 0.0, $floor ) );
		$clamped = array_map( static fn ( int|float $amount ) => $amount < $lowest ? $lowest : $amount, $amounts );
		return array_values( array_unique( $clamped, SORT_REGULAR ) );
	}
}
