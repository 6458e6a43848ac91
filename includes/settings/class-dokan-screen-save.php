<?php
/**
 * Keeps the plugin's settings when Dokan's own settings screen saves `dokan_withdraw`.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Settings;

use VendorPayoutSchedule\Schedule\Schedule_Rule;

defined( 'ABSPATH' ) || exit;

/**
 * Dokan's settings screen (Dokan Lite includes/Admin/Settings.php save_settings_value()) posts back
 * the whole `dokan_withdraw` option as it was when the page was opened, so a save from a page
 * opened before the plugin's own screen saved would put the plugin's old values back. Dokan Lite
 * has no field for any of these keys (Dokan Pro has, and then this plugin stands down), so the
 * stored values always win.
 */
final class Dokan_Screen_Save {

	/** After Dokan's own filters on the value (priority 10 and 12). */
	private const PRIORITY = 20;

	/**
	 * Hooks Dokan's filter on the value its screen is about to store.
	 */
	public function register_hooks(): void {
		add_filter( 'dokan_save_settings_value', array( $this, 'keep_stored_keys' ), self::PRIORITY, 2 );
	}

	/**
	 * Puts the stored values of the plugin's keys into the value Dokan's screen is saving.
	 *
	 * @param mixed  $value       The section's posted value.
	 * @param string $option_name The section, e.g. `dokan_withdraw`.
	 * @return mixed
	 */
	public function keep_stored_keys( $value, $option_name ) {
		if ( Withdraw_Settings::DOKAN_OPTION !== $option_name || ! is_array( $value ) ) {
			return $value;
		}
		$stored = get_option( Withdraw_Settings::DOKAN_OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		foreach ( self::keys() as $key ) {
			if ( array_key_exists( $key, $stored ) ) {
				$value[ $key ] = $stored[ $key ];
			} else {
				unset( $value[ $key ] );
			}
		}
		return $value;
	}

	/**
	 * The keys of `dokan_withdraw` this plugin writes (see Withdraw_Settings).
	 *
	 * @return string[]
	 */
	private static function keys(): array {
		$keys = array( 'disbursement', 'disbursement_schedule' );
		foreach ( Schedule_Rule::KEYS as $schedule ) {
			$keys[] = $schedule . '_schedule';
		}
		return $keys;
	}
}
