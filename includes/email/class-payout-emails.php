<?php
/**
 * The plugin's e-mails among WooCommerce's.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Email;

defined( 'ABSPATH' ) || exit;

/**
 * Adds the vendors' two e-mails, the admin's run summary and the admin's PayPal payout outcome to
 * WooCommerce's mailer. Each e-mail hooks its own trigger when WooCommerce builds it
 * (Template_Email), and WooCommerce builds its mailer only on first use: it is built here just
 * before the engine's actions reach the e-mails.
 */
final class Payout_Emails {

	/**
	 * The e-mails' ids (settings option `woocommerce_{id}_settings`). Kept here, not on the e-mail
	 * classes: those extend WC_Email and cannot even be loaded where WooCommerce is absent.
	 */
	public const REQUESTED_ID = 'vendor_payout_schedule_payout_requested';
	public const SKIPPED_ID   = 'vendor_payout_schedule_payout_skipped';
	public const SUMMARY_ID   = 'vendor_payout_schedule_run_summary';
	public const PAYPAL_ID    = 'vendor_payout_schedule_paypal_outcome';

	/**
	 * Their keys in WooCommerce's list (usually class names). WooCommerce puts the key, lowercased,
	 * in the settings link (`section=`) and compares it with the sanitized query argument, so a
	 * namespaced class name, whose backslashes the link loses, would open an empty settings page.
	 */
	public const REQUESTED_KEY = 'Vendor_Payout_Schedule_Payout_Requested_Email';
	public const SKIPPED_KEY   = 'Vendor_Payout_Schedule_Payout_Skipped_Email';
	public const SUMMARY_KEY   = 'Vendor_Payout_Schedule_Run_Summary_Email';
	public const PAYPAL_KEY    = 'Vendor_Payout_Schedule_Paypal_Outcome_Email';

	/**
	 * Fired with a payout batch's number when PayPal's word on it was recorded outside a go on the
	 * batch (Paypal_Outcome_Email then looks for parts to tell the admin about).
	 */
	public const PAYPAL_RECORDED_ACTION = 'vendor_payout_schedule_paypal_recorded';

	/**
	 * Hooks WooCommerce's e-mail list. Plugin connects load_mailer() to the engine's actions, before
	 * the e-mails' own triggers.
	 */
	public function register_hooks(): void {
		add_filter( 'woocommerce_email_classes', array( self::class, 'add_emails' ) );
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
		$emails[ self::PAYPAL_KEY ]    = new Paypal_Outcome_Email();
		return $emails;
	}

	/**
	 * Builds WooCommerce's mailer, and with it the plugin's e-mails, unless it is built already.
	 * Without WooCommerce's mailer nothing is sent.
	 */
	public static function load_mailer(): void {
		if ( function_exists( 'WC' ) ) {
			WC()->mailer();
		}
	}

	/**
	 * Removes the e-mails' WooCommerce settings (uninstall; WC_Settings_API::get_option_key()).
	 */
	public static function uninstall(): void {
		foreach ( array( self::REQUESTED_ID, self::SKIPPED_ID, self::SUMMARY_ID, self::PAYPAL_ID ) as $id ) {
			delete_option( 'woocommerce_' . $id . '_settings' );
		}
	}
}
