<?php
/**
 * The one object the script reads from the page: `window.vendorPayoutSchedule`.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule;

defined( 'ABSPATH' ) || exit;

/**
 * What the panel needs that the legacy page does not give it: the shop's price format and the
 * vendor's payment settings URL. (Dokan's React page has both in `window.dokanFrontend`.)
 */
final class Boot_Data {

	/**
	 * WooCommerce's sprintf price formats mapped to accounting.js formats.
	 */
	private const PRICE_FORMATS = array(
		'%1$s%2$s'       => '%s%v',
		'%2$s%1$s'       => '%v%s',
		'%1$s&nbsp;%2$s' => '%s %v',
		'%2$s&nbsp;%1$s' => '%v %s',
	);

	/**
	 * What the script needs from the server before its first request.
	 *
	 * @return array{currency: array{symbol: string, precision: int, thousand: string, decimal: string, format: string}, paymentSettingUrl: string}
	 */
	public static function build(): array {
		$data = array(
			'currency'          => self::currency(),
			'paymentSettingUrl' => function_exists( 'dokan_get_navigation_url' ) ? dokan_get_navigation_url( 'settings/payment' ) : '',
		);

		/**
		 * Filters the boot data printed for the panel as `window.vendorPayoutSchedule`.
		 *
		 * @param array $data Currency settings and the payment settings URL.
		 */
		return apply_filters( 'vendor_payout_schedule_boot_data', $data );
	}

	/**
	 * The shop's price settings from WooCommerce, with WooCommerce's own defaults.
	 *
	 * @return array{symbol: string, precision: int, thousand: string, decimal: string, format: string}
	 */
	private static function currency(): array {
		$format = function_exists( 'get_woocommerce_price_format' ) ? get_woocommerce_price_format() : '%1$s%2$s';
		return array(
			'symbol'    => function_exists( 'get_woocommerce_currency_symbol' ) ? get_woocommerce_currency_symbol() : '&#36;',
			'precision' => function_exists( 'wc_get_price_decimals' ) ? wc_get_price_decimals() : 2,
			'thousand'  => function_exists( 'wc_get_price_thousand_separator' ) ? wc_get_price_thousand_separator() : ',',
			'decimal'   => function_exists( 'wc_get_price_decimal_separator' ) ? wc_get_price_decimal_separator() : '.',
			'format'    => self::PRICE_FORMATS[ $format ] ?? '%s%v',
		);
	}
}
