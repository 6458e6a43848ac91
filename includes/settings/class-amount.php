<?php
/**
 * One amount of money as a vendor picks it and the server keeps it.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Amounts offered to vendors may hold cents (Dokan's minimum withdraw amount may be 12.50, and the
 * minimum list starts at it); a picked amount is taken and kept exactly, never cut to a whole
 * number. Two amounts are the same when they agree to four decimals, the precision of the engine's
 * table. Pure: no WordPress calls.
 */
final class Amount {

	/** Decimals kept and compared. */
	public const DECIMALS = 4;

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
	 * Whether an amount is one of a list.
	 *
	 * @param float              $amount  Amount.
	 * @param array<int|float>   $offered Amounts offered.
	 */
	public static function is_one_of( float $amount, array $offered ): bool {
		foreach ( $offered as $candidate ) {
			if ( self::same( $amount, (float) $candidate ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether two amounts agree to four decimals.
	 *
	 * @param float $a One amount.
	 * @param float $b The other.
	 */
	public static function same( float $a, float $b ): bool {
		return round( $a, self::DECIMALS ) === round( $b, self::DECIMALS );
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
}
