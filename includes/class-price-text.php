<?php
/**
 * Amounts as plain text in the shop's price format.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's `wc_price()` returns HTML with entities; messages sent as JSON and shown as text
 * need the same figures without the markup.
 */
final class Price_Text {

	/**
	 * The amount as the shop writes prices, e.g. "$1,184.56".
	 *
	 * @param float $amount Amount.
	 */
	public static function format( float $amount ): string {
		if ( function_exists( 'wc_price' ) ) {
			return html_entity_decode( wp_strip_all_tags( wc_price( $amount ) ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		}
		return number_format_i18n( $amount, 2 );
	}
}
