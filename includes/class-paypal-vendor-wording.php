<?php
/**
 * Why PayPal did not pay a vendor, in the vendor's words.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule;

defined( 'ABSPATH' ) || exit;

/**
 * What the vendor reads on the Schedule panel when PayPal did not pay their request: one sentence
 * in the vendor's voice ("your PayPal account") from PayPal's status and error name, never the
 * codes themselves and never what the admin does about it. The admin's words for the same facts
 * are Admin\Paypal_Payout_Wording's.
 *
 * Switches, not matches: the string extractor (wp-pot) does not read match arms.
 */
final class Paypal_Vendor_Wording {

	/**
	 * Why PayPal did not pay, and that the request is still open with the marketplace.
	 *
	 * @param string $status PayPal's transaction_status (FAILED, RETURNED, BLOCKED, REFUNDED, REVERSED, DENIED).
	 * @param string $error  PayPal's error name for the item, or ''.
	 */
	public static function not_paid( string $status, string $error ): string {
		return self::why( $status, $error ) . ' ' . __( 'Your request stays open with the marketplace, which pays it another way or contacts you.', 'vendor-payout-schedule' );
	}

	/**
	 * The cause alone, as a sentence.
	 *
	 * @param string $status PayPal's transaction_status.
	 * @param string $error  PayPal's error name for the item, or ''.
	 */
	private static function why( string $status, string $error ): string {
		switch ( $error ) {
			case 'RECEIVER_UNREGISTERED':
				return __( 'Your PayPal e-mail address has no PayPal account, and none was opened for it in time.', 'vendor-payout-schedule' );
			case 'RECEIVER_UNCONFIRMED':
				return __( 'Your PayPal account is not confirmed yet.', 'vendor-payout-schedule' );
			case 'RECEIVER_ACCOUNT_LOCKED':
				return __( 'Your PayPal account is locked or inactive.', 'vendor-payout-schedule' );
			case 'RECEIVER_COUNTRY_NOT_ALLOWED':
				return __( 'PayPal does not pay out to your country.', 'vendor-payout-schedule' );
			case 'RECEIVER_REFUSED':
				return __( 'The payment was refused in your PayPal account.', 'vendor-payout-schedule' );
		}
		switch ( $status ) {
			case 'RETURNED':
				return __( 'PayPal returned the payment because it was not claimed within 30 days.', 'vendor-payout-schedule' );
			case 'REFUNDED':
			case 'REVERSED':
				return __( 'PayPal took the payment back.', 'vendor-payout-schedule' );
			case 'BLOCKED':
			case 'DENIED':
				return __( 'PayPal declined the payment.', 'vendor-payout-schedule' );
		}
		return __( 'PayPal could not complete the payment.', 'vendor-payout-schedule' );
	}
}
