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
	 * The shop's price settings from WooCommerce, in the shape Dokan prints them as
	 * `window.dokanFrontend.currency` (Dokan 4.1.2 includes/Assets.php get_localized_price()): the
	 * symbol decoded, the separators through esc_attr(), the format in accounting.js style with
	 * WooCommerce's `&nbsp;` kept. The script reads both the same way.
	 *
	 * @return array{symbol: string, precision: int, thousand: string, decimal: string, format: string}
	 */
	private static function currency(): array {
		$format = function_exists( 'get_woocommerce_price_format' ) ? get_woocommerce_price_format() : '%1$s%2$s';
		return array(
			'symbol'    => html_entity_decode( function_exists( 'get_woocommerce_currency_symbol' ) ? get_woocommerce_currency_symbol() : '&#36;' ),
			'precision' => function_exists( 'wc_get_price_decimals' ) ? wc_get_price_decimals() : 2,
			'thousand'  => esc_attr( function_exists( 'wc_get_price_thousand_separator' ) ? wc_get_price_thousand_separator() : ',' ),
			'decimal'   => esc_attr( function_exists( 'wc_get_price_decimal_separator' ) ? wc_get_price_decimal_separator() : '.' ),
			'format'    => esc_attr( str_replace( array( '%1$s', '%2$s' ), array( '%s', '%v' ), $format ) ),
		);
	}
}
