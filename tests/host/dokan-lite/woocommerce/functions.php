<?php
/**
 * WooCommerce's part: the price settings Dokan reads (WooCommerce → Settings → General → Currency
 * options), from the same options WooCommerce stores them in, and WooCommerce's boot.
 *
 * @package DokanStandIn
 */

defined( 'ABSPATH' ) || exit;

// WooCommerce 9.9.5 includes/class-woocommerce.php: on_plugins_loaded(), hooked on `plugins_loaded`
// at -1, fires `woocommerce_loaded`.
add_action(
	'plugins_loaded',
	static function () {
		do_action( 'woocommerce_loaded' );
	},
	-1
);

if ( ! function_exists( 'get_woocommerce_currency_symbol' ) ) {
	/**
	 * The shop currency's code (WooCommerce 9.9.5 includes/wc-core-functions.php
	 * get_woocommerce_currency()).
	 */
	function get_woocommerce_currency() {
		return apply_filters( 'woocommerce_currency', get_option( 'woocommerce_currency', 'USD' ) );
	}

	/**
	 * The shop currency's symbol as WooCommerce returns it: HTML-encoded.
	 */
	function get_woocommerce_currency_symbol() {
		$symbols  = array(
			'USD' => '&#36;',
			'EUR' => '&euro;',
			'GBP' => '&pound;',
			'JPY' => '&yen;',
		);
		$currency = get_option( 'woocommerce_currency', 'USD' );
		return apply_filters( 'woocommerce_currency_symbol', $symbols[ $currency ] ?? $currency, $currency );
	}

	/**
	 * sprintf format of a price from the symbol position: left, right, left_space, right_space.
	 */
	function get_woocommerce_price_format() {
		$formats = array(
			'left'        => '%1$s%2$s',
			'right'       => '%2$s%1$s',
			'left_space'  => '%1$s&nbsp;%2$s',
			'right_space' => '%2$s&nbsp;%1$s',
		);
		return $formats[ get_option( 'woocommerce_currency_pos', 'left' ) ] ?? $formats['left'];
	}

	/**
	 * Thousands separator.
	 */
	function wc_get_price_thousand_separator() {
		return stripslashes( (string) get_option( 'woocommerce_price_thousand_sep', ',' ) );
	}

	/**
	 * Decimal separator.
	 */
	function wc_get_price_decimal_separator() {
		$separator = stripslashes( (string) get_option( 'woocommerce_price_decimal_sep', '.' ) );
		return '' === $separator ? '.' : $separator;
	}

	/**
	 * Number of decimals.
	 */
	function wc_get_price_decimals() {
		return absint( get_option( 'woocommerce_price_num_decimals', 2 ) );
	}

	/**
	 * A price as WooCommerce's HTML (includes/wc-formatting-functions.php wc_price()): a negative
	 * amount's minus sign goes before the symbol, "-$10.00".
	 *
	 * @param float $price Amount.
	 */
	function wc_price( $price ) {
		$negative = (float) $price < 0;
		$number   = number_format( abs( (float) $price ), wc_get_price_decimals(), wc_get_price_decimal_separator(), wc_get_price_thousand_separator() );
		$symbol   = '<span class="woocommerce-Price-currencySymbol">' . get_woocommerce_currency_symbol() . '</span>';
		return '<span class="woocommerce-Price-amount amount"><bdi>' . ( $negative ? '-' : '' ) . sprintf( get_woocommerce_price_format(), $symbol, $number ) . '</bdi></span>';
	}
}

if ( ! function_exists( 'wc_get_rounding_precision' ) ) {
	/**
	 * Decimals WooCommerce keeps in internal sums (includes/wc-core-functions.php): the price
	 * decimals + 2, at least WC_ROUNDING_PRECISION (6).
	 */
	function wc_get_rounding_precision() {
		$precision = max( wc_get_price_decimals() + 2, 6 );
		return apply_filters( 'woocommerce_internal_rounding_precision', $precision );
	}
}
