<?php
/**
 * The status of a withdraw request in Dokan, as it is now.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * Dokan keeps a request's status as a number in `{prefix}dokan_withdraw.status`: 0 pending,
 * 1 approved, 2 cancelled (Dokan Lite 4.1.2 includes/Withdraw/Manager.php get_status_code() and
 * the status counts it sums). A request no longer in the table (deleted in Dokan) is missing.
 */
final class Request_Status {

	public const PENDING   = 'pending';
	public const APPROVED  = 'approved';
	public const CANCELLED = 'cancelled';
	public const MISSING   = 'missing';

	/** Dokan's status numbers by name. */
	public const CODES = array(
		self::PENDING   => 0,
		self::APPROVED  => 1,
		self::CANCELLED => 2,
	);

	/**
	 * The status of Dokan's number (null: no such request).
	 *
	 * @param int|string|null $code Dokan's status column.
	 */
	public static function of_code( $code ): string {
		if ( null === $code ) {
			return self::MISSING;
		}
		$name = array_search( (int) $code, self::CODES, true );
		return false === $name ? self::MISSING : $name;
	}

	/**
	 * The status in the admin's words: requested until approved, paid once approved.
	 *
	 * @param string $status A class constant.
	 */
	public static function label( string $status ): string {
		switch ( $status ) {
			case self::PENDING:
				return __( 'Awaiting approval', 'vendor-payout-schedule' );
			case self::APPROVED:
				return __( 'Approved: paid', 'vendor-payout-schedule' );
			case self::CANCELLED:
				return __( 'Cancelled', 'vendor-payout-schedule' );
		}
		return __( 'No longer in Dokan', 'vendor-payout-schedule' );
	}
}
