<?php
/**
 * Amounts in a currency's smallest unit.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Payouts;

defined( 'ABSPATH' ) || exit;

/**
 * Payout files carry exact amounts and totals that a bank adds up again, so amounts are turned
 * into whole minor units once, from Dokan's decimal text, and added as integers; no float is
 * summed.
 */
final class Money {

	/**
	 * A decimal amount in whole minor units, rounded half away from zero as wc_price() and
	 * number_format() round what Dokan shows ("1231.7425" with 2 decimals is 123174).
	 *
	 * @param string|float|int $amount   Decimal amount, e.g. Dokan's "1250.5000".
	 * @param int              $decimals The currency's decimals in the file (2 for USD and EUR, 0 for JPY).
	 */
	public static function minor_units( string|float|int $amount, int $decimals ): int {
		$text = is_string( $amount ) ? trim( $amount ) : self::plain( $amount );
		if ( 1 !== preg_match( '/^(-?)([0-9]*)(?:\.([0-9]*))?$/', $text, $parts ) || '' === $parts[2] . ( $parts[3] ?? '' ) ) {
			return 0;
		}
		$fraction = $parts[3] ?? '';
		$kept     = substr( str_pad( $fraction, $decimals, '0' ), 0, $decimals );
		$next     = $fraction[ $decimals ] ?? '0';
		$units    = (int) ( ( '' === $parts[2] ? '0' : $parts[2] ) . $kept );
		if ( (int) $next >= 5 ) {
			++$units;
		}
		return '-' === $parts[1] ? -$units : $units;
	}

	/**
	 * Minor units as decimal text with a point or the given separator ("123174" → "1231.74").
	 *
	 * @param int    $units     Minor units.
	 * @param int    $decimals  Decimals.
	 * @param string $separator Decimal separator.
	 */
	public static function format( int $units, int $decimals, string $separator = '.' ): string {
		$sign   = $units < 0 ? '-' : '';
		$digits = str_pad( (string) abs( $units ), $decimals + 1, '0', STR_PAD_LEFT );
		if ( 0 === $decimals ) {
			return $sign . $digits;
		}
		return $sign . substr( $digits, 0, -$decimals ) . $separator . substr( $digits, -$decimals );
	}

	/**
	 * A float as plain decimal text, without an exponent and with the digits a float keeps.
	 *
	 * @param float|int $amount Amount.
	 */
	private static function plain( float|int $amount ): string {
		if ( is_int( $amount ) ) {
			return (string) $amount;
		}
		return rtrim( rtrim( sprintf( '%.10F', $amount ), '0' ), '.' );
	}
}
