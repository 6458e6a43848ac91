<?php
/**
 * The helpers Dokan Lite's withdraw request path calls (Manager::is_valid_approval_request() and
 * Withdraw::create()), and WooCommerce's decimal formatter they use.
 *
 * @package DokanStandIn
 */

defined( 'ABSPATH' ) || exit;

/**
 * Whether the admin lets the vendor sell: user meta `dokan_enable_selling` is 'yes', through the
 * `dokan_is_seller_enabled` filter (Dokan 4.1.2 includes/functions.php dokan_is_seller_enabled()).
 *
 * @param int $user_id Vendor id.
 */
function dokan_is_seller_enabled( $user_id ): bool {
	return apply_filters( 'dokan_is_seller_enabled', 'yes' === get_user_meta( $user_id, 'dokan_enable_selling', true ) );
}

/**
 * Now, in the site's timezone.
 */
function dokan_current_datetime() {
	return new DateTimeImmutable( 'now', wp_timezone() );
}

/**
 * Per-method withdraw charges set in Dokan → Settings → Withdraw (`withdraw_charges`), none by default.
 *
 * @return array<string, array{fixed: float, percentage: float}>
 */
function dokan_withdraw_get_method_charges() {
	$stored  = dokan_get_option( 'withdraw_charges', 'dokan_withdraw', array() );
	$charges = array();
	foreach ( array_keys( dokan_withdraw_get_methods() ) as $method ) {
		$charges[ $method ] = array(
			'fixed'      => (float) ( $stored[ $method ]['fixed'] ?? 0 ),
			'percentage' => (float) ( $stored[ $method ]['percentage'] ?? 0 ),
		);
	}
	return apply_filters( 'dokan_withdraw_method_charges', $charges );
}

if ( ! function_exists( 'wc_format_decimal' ) ) {
	/**
	 * WooCommerce's decimal normaliser: a plain dot-decimal string, rounded when `$dp` is given.
	 *
	 * @param float|string $number Number.
	 * @param int|false    $dp     Decimals to round to, or false to leave as is.
	 * @param bool         $trim_zeros Whether to trim trailing zeros.
	 */
	function wc_format_decimal( $number, $dp = false, $trim_zeros = false ) {
		$number = is_string( $number ) ? str_replace( wc_get_price_decimal_separator(), '.', $number ) : $number;
		if ( ! is_numeric( $number ) ) {
			$number = (float) $number;
		}
		if ( false !== $dp ) {
			$number = number_format( (float) $number, '' === $dp ? wc_get_price_decimals() : absint( $dp ), '.', '' );
		} elseif ( is_float( $number ) ) {
			$number = rtrim( rtrim( sprintf( '%.8F', $number ), '0' ), '.' );
		}
		$number = (string) $number;
		if ( $trim_zeros && str_contains( $number, '.' ) ) {
			$number = rtrim( rtrim( $number, '0' ), '.' );
		}
		return $number;
	}
}
