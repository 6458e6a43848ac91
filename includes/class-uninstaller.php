<?php
/**
 * What deleting the plugin removes.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule;

defined( 'ABSPATH' ) || exit;

/**
 * Removes the plugin's own data. Keeps what other plugins own or read: Dokan's `dokan_withdraw`
 * option and the vendors' choices in Dokan Pro's user meta keys.
 */
final class Uninstaller {

	/**
	 * Runs from uninstall.php.
	 */
	public static function run(): void {
		delete_option( Settings\Withdraw_Settings::OWN_OPTION );
		Engine\Payout_Engine::uninstall();
		Email\Email_Log::uninstall();
		Email\Payout_Emails::uninstall();
		Admin\Next_Run_Totals::uninstall();
		Admin\Settings_Page::uninstall();
	}
}
