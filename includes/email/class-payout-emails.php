<?php
/**
 * The vendor's payout e-mails as one service of the plugin.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Email;

use VendorPayoutSchedule\Engine\Run_Summary_Mailer;

defined( 'ABSPATH' ) || exit;

/**
 * Adds the vendors' two e-mails and the admin's run summary to WooCommerce's mailer, sends them when
 * the engine records an outcome or finishes a run, and gives each a sample for WooCommerce's preview.
 */
final class Payout_Emails {

	/**
	 * The engine's action after it recorded a vendor's outcome for a date.
	 */
	public const RECORDED_ACTION = 'vendor_payout_schedule_payout_recorded';

	/**
	 * The e-mails' ids (settings option `woocommerce_{id}_settings`). Kept here, not on the e-mail
	 * classes: those extend WC_Email and cannot even be loaded where WooCommerce is absent.
	 */
	public const REQUESTED_ID = 'vendor_payout_schedule_payout_requested';
	public const SKIPPED_ID   = 'vendor_payout_schedule_payout_skipped';
	public const SUMMARY_ID   = 'vendor_payout_schedule_run_summary';

	/**
	 * Their keys in WooCommerce's list (usually class names). WooCommerce puts the key, lowercased,
	 * in the settings link (`section=`) and compares it with the sanitized query argument, so a
	 * namespaced class name, whose backslashes the link loses, would open an empty settings page.
	 */
	public const REQUESTED_KEY = 'Vendor_Payout_Schedule_Payout_Requested_Email';
	public const SKIPPED_KEY   = 'Vendor_Payout_Schedule_Payout_Skipped_Email';
	public const SUMMARY_KEY   = 'Vendor_Payout_Schedule_Run_Summary_Email';

	/**
	 * Hooks WooCommerce's e-mail list and the engine's action.
	 */
	public function register_hooks(): void {
		Email_Log::maybe_install();
		// Before WooCommerce's mailer reads the e-mails' settings.
		Legacy_Email_Settings::adopt();
		add_filter( 'woocommerce_email_classes', array( self::class, 'add_emails' ) );
		add_action( self::RECORDED_ACTION, array( new Payout_Notifier(), 'on_recorded' ), 10, 3 );
		add_action( Run_Summary_Mailer::FINISHED_ACTION, array( new Run_Summary_Notifier(), 'on_finished' ), 10, 2 );
		// WooCommerce's preview and test e-mail (src/Internal/Admin/EmailPreview/EmailPreview.php set_email_type()).
		add_filter( 'woocommerce_prepare_email_for_preview', array( new Preview_Samples(), 'prepare' ) );
	}

	/**
	 * Removes the e-mails' WooCommerce settings, under their current and former ids (uninstall).
	 */
	public static function uninstall(): void {
		foreach ( array( self::REQUESTED_ID, self::SKIPPED_ID, self::SUMMARY_ID ) as $id ) {
			delete_option( Legacy_Email_Settings::option( $id ) );
		}
		Legacy_Email_Settings::uninstall();
	}

	/**
	 * WooCommerce builds its mailer: WC_Email exists now, so the plugin's e-mails can be loaded.
	 *
	 * @param array<string, \WC_Email> $emails E-mails by key.
	 * @return array<string, \WC_Email>
	 */
	public static function add_emails( $emails ) {
		$emails                        = (array) $emails;
		$emails[ self::REQUESTED_KEY ] = new Payout_Requested_Email();
		$emails[ self::SKIPPED_KEY ]   = new Payout_Skipped_Email();
		$emails[ self::SUMMARY_KEY ]   = new Run_Summary_Email();
		return $emails;
	}
}
