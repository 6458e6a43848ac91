<?php
/**
 * Dokan's e-mails in WooCommerce's mailer: `WC()->mailer()` (woocommerce-emails.php, after
 * WooCommerce 9.9.5 includes/class-woocommerce.php) builds `WC_Emails` once, on first call
 * (includes/class-wc-emails.php instance()), and only then are the e-mail classes created from the
 * `woocommerce_email_classes` filter — Dokan's included (includes/Emails/Manager.php
 * load_dokan_emails()). Their listeners, such as the admin's "new withdraw request" e-mail on
 * `dokan_withdraw_created`, exist from that moment on.
 *
 * @package DokanStandIn
 */

defined( 'ABSPATH' ) || exit;

/**
 * Dokan adds its e-mails to WooCommerce's (includes/Emails/Manager.php load_dokan_emails()).
 *
 * @param array $emails E-mail objects.
 */
function dokan_stand_in_email_classes( $emails ) {
	require_once __DIR__ . '/emails/class-withdraw-status-email.php';
	$emails['Dokan_Email_Vendor_Withdraw_Request'] = new WeDevs\Dokan\Emails\VendorWithdrawRequest();
	$emails['Dokan_Email_Withdraw_Approved']       = new WeDevs\Dokan\Emails\WithdrawApproved();
	$emails['Dokan_Email_Withdraw_Cancelled']      = new WeDevs\Dokan\Emails\WithdrawCancelled();
	return $emails;
}
add_filter( 'woocommerce_email_classes', 'dokan_stand_in_email_classes', 35 );

/**
 * WooCommerce 9.9.5 includes/class-wc-emails.php init_transactional_emails(), hooked on `init`:
 * each action of `woocommerce_email_actions` — to which Dokan adds its withdraw actions
 * (includes/Emails/Manager.php register_email_actions()) — builds the mailer when it fires
 * (send_transactional_email() at priority 10, then the `_notification` action), so Dokan's
 * e-mails hooked to the same action at 30 exist in time even in a request that has not used the
 * mailer yet. Without WooCommerce's mailer there is nothing to build.
 */
function dokan_stand_in_transactional_emails() {
	if ( ! function_exists( 'WC' ) || getenv( 'DOKAN_STAND_IN_WITHOUT_WOOCOMMERCE' ) ) {
		return;
	}
	foreach ( array( 'dokan_after_withdraw_request', 'dokan_withdraw_request_approved', 'dokan_withdraw_request_cancelled' ) as $action ) {
		add_action(
			$action,
			static function ( ...$args ) {
				WC()->mailer();
				do_action_ref_array( current_filter() . '_notification', $args );
			},
			10,
			10
		);
	}
}
if ( did_action( 'init' ) ) {
	dokan_stand_in_transactional_emails();
} else {
	add_action( 'init', 'dokan_stand_in_transactional_emails' );
}
