<?php
/**
 * Tells WooCommerce which of its optional features the plugin works with.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule;

use Automattic\WooCommerce\Utilities\FeaturesUtil;

defined( 'ABSPATH' ) || exit;

/**
 * The plugin's "WC tested up to" header makes WooCommerce count it as WooCommerce-aware; an aware
 * plugin that declares nothing is listed as incompatible with High-Performance Order Storage and
 * keeps a shop from switching it on. The plugin reads no orders (balances come from Dokan's own
 * table, payouts are Dokan withdraw requests) and adds nothing to the cart or checkout, so it works
 * with both order storages and with the cart and checkout blocks.
 */
final class Woocommerce_Features {

	/**
	 * WooCommerce's feature ids: custom order tables (HPOS) and the cart and checkout blocks.
	 */
	public const COMPATIBLE = array( 'custom_order_tables', 'cart_checkout_blocks' );

	/**
	 * Runs on `before_woocommerce_init`, the only time WooCommerce takes declarations (Dokan Lite
	 * 4.1.2 dokan-class.php declare_woocommerce_feature_compatibility() does the same).
	 */
	public static function declare_compatibility(): void {
		if ( ! class_exists( FeaturesUtil::class ) ) {
			return;
		}
		foreach ( self::COMPATIBLE as $feature_id ) {
			FeaturesUtil::declare_compatibility( $feature_id, VENDOR_PAYOUT_SCHEDULE_FILE, true );
		}
	}
}
