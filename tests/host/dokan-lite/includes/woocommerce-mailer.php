<?php
/**
 * WooCommerce's mailer as Dokan meets it: `WC()->mailer()` (WooCommerce 9.9.5
 * includes/class-woocommerce.php) builds `WC_Emails` once, on first call (includes/class-wc-emails.php
 * instance()), and only then are the e-mail classes created from the `woocommerce_email_classes`
 * filter — Dokan's included (includes/Emails/Manager.php load_dokan_emails()). Their listeners, such
 * as the admin's "new withdraw request" e-mail on `dokan_withdraw_created`, exist from that moment on.
 *
 * @package DokanStandIn
 */

defined( 'ABSPATH' ) || exit;

if ( ! function_exists( 'WC' ) ) {
	/**
	 * WooCommerce's main object, as far as Dokan's e-mails need it.
	 */
	final class WooCommerce {

		/**
		 * The one instance.
		 *
		 * @var WooCommerce|null
		 */
		private static $instance = null;

		/**
		 * @return WooCommerce
		 */
		public static function instance() {
			if ( null === self::$instance ) {
				self::$instance = new self();
			}
			return self::$instance;
		}

		/**
		 * The mailer, built on first use.
		 *
		 * @return WC_Emails
		 */
		public function mailer() {
			return WC_Emails::instance();
		}
	}

	/**
	 * The e-mail classes, created once the mailer is built.
	 */
	final class WC_Emails {

		/**
		 * The one instance.
		 *
		 * @var WC_Emails|null
		 */
		private static $instance = null;

		/**
		 * E-mail objects by class key.
		 *
		 * @var array
		 */
		public $emails = array();

		/**
		 * @return WC_Emails
		 */
		public static function instance() {
			if ( null === self::$instance ) {
				self::$instance = new self();
			}
			return self::$instance;
		}

		/**
		 * Creates the e-mail classes other plugins add.
		 */
		private function __construct() {
			$this->emails = apply_filters( 'woocommerce_email_classes', $this->emails );
		}
	}

	/**
	 * WooCommerce's main object.
	 *
	 * @return WooCommerce
	 */
	function WC() { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.FunctionNameInvalid -- WooCommerce's name.
		return WooCommerce::instance();
	}
}

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
