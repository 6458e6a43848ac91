<?php
/**
 * Lists of amounts: the minimum-balance and reserve-balance choices.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Parsing and shaping of amount lists. Pure: no WordPress calls.
 */
final class Amount_List {

	/** The choices offered when the administrator has not set a list. */
	public const LADDER = array( 0, 5, 10, 15, 50, 100, 200, 300, 500, 1000, 2000, 3000, 5000, 10000 );

	/** More choices than this makes a select unusable. */
	public const MAX_ITEMS = 50;

	/**
	 * Parses a list given as an array or as text separated by commas, spaces or semicolons. Amounts
	 * may have cents (up to Amount::DECIMALS decimals): Dokan's minimum withdraw amount may, and the
	 * settings screen shows the minimum list starting at it.
	 *
	 * @param mixed $value Candidate list.
	 * @return array<int|float>|null Distinct non-negative amounts, ascending, whole ones as integers;
	 *                               null when any item is not a non-negative amount, when the list
	 *                               is empty or too long.
	 */
	public static function parse( $value ): ?array {
		if ( is_string( $value ) ) {
			$value = preg_split( '/[\s,;]+/', trim( $value ), -1, PREG_SPLIT_NO_EMPTY );
		}
		if ( ! is_array( $value ) || array() === $value ) {
			return null;
		}
		$amounts = array();
		foreach ( $value as $item ) {
			// Integers or digit strings only: a float in a stored list is no list the screen wrote.
			$amount = is_int( $item ) || is_string( $item ) ? Amount::parse( is_string( $item ) ? trim( $item ) : $item ) : null;
			if ( null === $amount ) {
				return null;
			}
			$amounts[] = Amount::exact( $amount );
		}
		$amounts = array_values( array_unique( $amounts, SORT_REGULAR ) );
		sort( $amounts, SORT_NUMERIC );
		return count( $amounts ) <= self::MAX_ITEMS ? $amounts : null;
	}

	/**
	 * The list with every amount below a floor raised to the floor, exactly (a floor of 12.50 is
	 * offered as 12.50, as the settings screen says), so the ladder 0, 5, 10, 15, 50, … with a floor
	 * of 50 offers 50, 100, …, and a vendor can always pick the shop's minimum withdraw amount when
	 * the list reaches below it.
	 *
	 * @param array<int|float> $amounts Ascending amounts.
	 * @param float            $floor   Smallest amount allowed.
	 * @return array<int|float> Ascending, distinct; whole amounts as integers.
	 */
	public static function from( array $amounts, float $floor ): array {
		$lowest  = Amount::exact( max( 0.0, $floor ) );
		$clamped = array_map( static fn ( int|float $amount ) => $amount < $lowest ? $lowest : $amount, $amounts );
		return array_values( array_unique( $clamped, SORT_REGULAR ) );
	}
}
