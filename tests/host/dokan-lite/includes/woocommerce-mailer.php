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
	$emails['Dokan_Email_Vendor_Withdraw_Request'] = new WeDevs\Dokan\Emails\VendorWithdrawRequest();
	return $emails;
}
add_filter( 'woocommerce_email_classes', 'dokan_stand_in_email_classes', 35 );
