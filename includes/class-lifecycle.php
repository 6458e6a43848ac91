<?php
/**
 * Activation and deactivation.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule;

defined( 'ABSPATH' ) || exit;

/**
 * What the plugin sets up when activated and takes down when deactivated. Activation runs after
 * `plugins_loaded`, before the plugin's parts have hooked in, so each part that keeps state is
 * called directly.
 */
final class Lifecycle {

	/**
	 * Runs once when the plugin is activated.
	 */
	public static function activate(): void {
		Engine\Payout_Engine::activate();
	}

	/**
	 * Runs once when the plugin is deactivated.
	 */
	public static function deactivate(): void {
		Engine\Payout_Engine::deactivate();
	}
}
