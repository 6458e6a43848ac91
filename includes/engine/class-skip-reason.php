<?php
/**
 * Why a vendor was not paid on a scheduled date.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

defined( 'ABSPATH' ) || exit;

/**
 * The reasons as stable keys (stored, and sent to the panel) with their admin labels.
 */
final class Skip_Reason {

	public const BELOW_MINIMUM             = 'below_minimum';
	public const RESERVE_LEAVES_TOO_LITTLE = 'reserve_leaves_too_little';
	public const PENDING_REQUEST           = 'pending_request';
	public const METHOD_INACTIVE           = 'method_inactive';
	public const NO_METHOD                 = 'no_method';

	/**
	 * Dokan's own validation (`is_valid_approval_request()`, which other plugins filter) refused
	 * the request, e.g. because the admin disabled the vendor's selling.
	 */
	public const HOST_REFUSED = 'host_refused';

	/**
	 * The user still carries a schedule in their meta but may no longer withdraw.
	 */
	public const NOT_VENDOR = 'not_vendor';

	/**
	 * Every reason, in the order the admin screen lists them.
	 *
	 * @return string[]
	 */
	public static function all(): array {
		return array(
			self::BELOW_MINIMUM,
			self::RESERVE_LEAVES_TOO_LITTLE,
			self::PENDING_REQUEST,
			self::METHOD_INACTIVE,
			self::NO_METHOD,
			self::HOST_REFUSED,
			self::NOT_VENDOR,
		);
	}

	/**
	 * A short label for the admin's run summary.
	 *
	 * @param string $reason One of the constants.
	 */
	public static function label( string $reason ): string {
		switch ( $reason ) {
			case self::BELOW_MINIMUM:
				return __( 'Below minimum', 'vendor-payout-schedule' );
			case self::RESERVE_LEAVES_TOO_LITTLE:
				return __( 'Reserve leaves too little', 'vendor-payout-schedule' );
			case self::PENDING_REQUEST:
				return __( 'Pending request', 'vendor-payout-schedule' );
			case self::METHOD_INACTIVE:
				return __( 'Payment method inactive', 'vendor-payout-schedule' );
			case self::NO_METHOD:
				return __( 'No payment method', 'vendor-payout-schedule' );
			case self::HOST_REFUSED:
				return __( 'Refused by Dokan', 'vendor-payout-schedule' );
			case self::NOT_VENDOR:
				return __( 'No longer a vendor', 'vendor-payout-schedule' );
		}
		return $reason;
	}
}
