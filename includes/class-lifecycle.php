<?php
/**
 * Activation and deactivation.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule;

defined( 'ABSPATH' ) || exit;

/**
 * What the plugin sets up when activated and takes down when deactivated.
 */
final class Lifecycle {

	/**
	 * Runs once when the plugin is activated.
	 */
	public static function activate(): void {
		Engine\Payout_Engine::activate();

		/**
		 * Fires when the plugin is activated, for parts that keep state (tables, scheduled events).
		 */
		do_action( 'vendor_payout_schedule_activate' );
	}

	/**
	 * Runs once when the plugin is deactivated.
	 */
	public static function deactivate(): void {
		Engine\Payout_Engine::deactivate();

		/**
		 * Fires when the plugin is deactivated, for parts that schedule events.
		 */
		do_action( 'vendor_payout_schedule_deactivate' );
	}
}
