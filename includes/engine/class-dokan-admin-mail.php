<?php
/**
 * Dokan's "new withdraw request" e-mail to the admin, held back while a batch files and sent once
 * the batch is committed.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

use VendorPayoutSchedule\Settings\Withdraw_Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Dokan Lite 4.1.2 e-mails the admin from `VendorWithdrawRequest::trigger()` on
 * `dokan_withdraw_created` (includes/Emails/VendorWithdrawRequest.php), one of WooCommerce's e-mails
 * (includes/Emails/Manager.php load_dokan_emails(), key `Dokan_Email_Vendor_Withdraw_Request`).
 * WooCommerce renders each one and inlines its CSS (includes/emails/class-wc-email.php
 * style_inline()), which costs far more than filing the request. The engine takes that listener off
 * while it files and calls the same method with the same request once the request is committed:
 * the admin gets the e-mail a manual request sends, never about a request that was rolled back —
 * or, as the admin chose by default, none of these and one summary of the run instead.
 *
 * WooCommerce's own deferral (`woocommerce_defer_transactional_emails`) does not reach this e-mail:
 * it queues only the `*_notification` variants of `woocommerce_email_actions`, and Dokan hooks this
 * e-mail to `dokan_withdraw_created` directly.
 */
final class Dokan_Admin_Mail {

	/**
	 * Dokan's action the e-mail listens to.
	 */
	private const HOOK = 'dokan_withdraw_created';

	/**
	 * Dokan's key of the e-mail among WooCommerce's e-mails.
	 */
	private const KEY = 'Dokan_Email_Vendor_Withdraw_Request';

	/**
	 * Runs the work (Dokan filing a request) without Dokan's e-mail to the admin; send() sends it.
	 *
	 * @template T
	 * @param callable(): T $work The work.
	 * @return T What the work returns.
	 */
	public static function held( callable $work ) {
		$email    = self::email();
		$listener = null === $email ? null : array( $email, 'trigger' );
		$priority = null === $listener ? false : has_action( self::HOOK, $listener );
		if ( false === $priority ) {
			return $work();
		}
		remove_action( self::HOOK, $listener, $priority );
		try {
			return $work();
		} finally {
			add_action( self::HOOK, $listener, $priority, 1 );
		}
	}

	/**
	 * Sends Dokan's e-mail about a request, as Dokan would have when it stored it — unless the
	 * admin chose one summary per run instead (Run_Summary_Mailer).
	 *
	 * @param int $withdraw_id Dokan's request id.
	 */
	public static function send( int $withdraw_id ): void {
		if ( Withdraw_Settings::ADMIN_MAIL_EACH_REQUEST !== ( new Withdraw_Settings() )->admin_mail() ) {
			return;
		}
		$email = self::email();
		if ( null === $email || $withdraw_id <= 0 ) {
			return;
		}
		$withdraw = dokan()->withdraw->get( $withdraw_id );
		if ( is_object( $withdraw ) && method_exists( $withdraw, 'get_id' ) && $withdraw->get_id() ) {
			$email->trigger( $withdraw );
		}
	}

	/**
	 * Dokan's e-mail object from WooCommerce's mailer (built on first use), or null without it.
	 */
	private static function email(): ?object {
		if ( ! function_exists( 'WC' ) ) {
			return null;
		}
		$emails = WC()->mailer()->get_emails();
		$email  = $emails[ self::KEY ] ?? null;
		return is_object( $email ) && method_exists( $email, 'trigger' ) ? $email : null;
	}
}
