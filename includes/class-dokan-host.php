<?php
/**
 * What the plugin asks of the Dokan installation it runs on.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule;

defined( 'ABSPATH' ) || exit;

/**
 * Detection of Dokan Lite and Dokan Pro.
 */
final class Dokan_Host {

	/**
	 * Whether Dokan has booted: it loads its function files (`dokan_get_option()`, the withdraw
	 * functions) only once WooCommerce has loaded, then fires `dokan_loaded`.
	 */
	public static function is_active(): bool {
		return did_action( 'dokan_loaded' ) > 0;
	}

	/**
	 * Whether Dokan is installed and active as a plugin: it defines `dokan()` as soon as it loads,
	 * even when it cannot boot because WooCommerce is not active.
	 */
	public static function is_present(): bool {
		return function_exists( 'dokan' );
	}

	/**
	 * Dokan Pro ships its own withdraw schedule (the same REST routes and user meta); when it is
	 * here this plugin stands down so a vendor never sees two panels or two engines.
	 */
	public static function pro_schedule_is_active(): bool {
		/**
		 * Filters whether Dokan Pro's own withdraw schedule is active on this site.
		 *
		 * @param bool $active True when Dokan Pro is loaded.
		 */
		return (bool) apply_filters( 'vendor_payout_schedule_pro_is_active', function_exists( 'dokan_pro' ) );
	}
}
