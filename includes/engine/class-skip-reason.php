<?php
/**
 * Why a vendor was not paid on a scheduled date.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

defined( 'ABSPATH' ) || exit;

/**
 * The reasons as stable values: stored in the payouts table and sent to the panel, never renamed.
 * What a reader is told about each lives beside the reader's screens and e-mails:
 * `Admin\Admin_Wording` for the admin, `Vendor_Wording` for the vendor.
 */
enum Skip_Reason: string {

	case BelowMinimum           = 'below_minimum';
	case ReserveLeavesTooLittle = 'reserve_leaves_too_little';
	case PendingRequest         = 'pending_request';
	case MethodInactive         = 'method_inactive';
	case NoMethod               = 'no_method';
	/**
	 * Dokan's own validation (`is_valid_approval_request()`, which other plugins filter) refused
	 * the request, e.g. because the admin disabled the vendor's selling.
	 */
	case HostRefused = 'host_refused';
	/**
	 * The user still carries a schedule in their meta but may no longer withdraw.
	 */
	case NotVendor = 'not_vendor';

	/**
	 * Every stored value, in the order the admin screens list them.
	 *
	 * @return string[]
	 */
	public static function all(): array {
		return array_map( static fn ( self $reason ): string => $reason->value, self::cases() );
	}
}
