<?php
/**
 * The one thing a vendor can do about a skipped payout.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Email;

use VendorPayoutSchedule\Engine\Skip_Reason;

defined( 'ABSPATH' ) || exit;

/**
 * One translated instruction per reason, pointing at the setting or action that lifts it.
 */
final class Skip_Remedy {

	/**
	 * What fixes the reason, or '' when nothing the vendor does would.
	 *
	 * @param string $reason One of the Skip_Reason constants.
	 */
	public static function for_reason( string $reason ): string {
		switch ( $reason ) {
			case Skip_Reason::NO_METHOD:
				return __( 'Set up a payment method on your withdraw page; the next scheduled payout then goes to it.', 'vendor-payout-schedule' );
			case Skip_Reason::METHOD_INACTIVE:
				return __( 'Choose another payment method in your withdraw schedule.', 'vendor-payout-schedule' );
			case Skip_Reason::PENDING_REQUEST:
				return __( 'Nothing to do: once the marketplace has handled your pending request, the next scheduled payout is filed again.', 'vendor-payout-schedule' );
			case Skip_Reason::BELOW_MINIMUM:
				return __( 'Lower the minimum balance in your withdraw schedule, or wait until your balance reaches it.', 'vendor-payout-schedule' );
			case Skip_Reason::RESERVE_LEAVES_TOO_LITTLE:
				return __( 'Lower the reserve balance in your withdraw schedule.', 'vendor-payout-schedule' );
			case Skip_Reason::HOST_REFUSED:
				return __( 'Contact the marketplace: it has to allow withdrawals from your account again.', 'vendor-payout-schedule' );
		}
		return '';
	}
}
