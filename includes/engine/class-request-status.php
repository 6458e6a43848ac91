<?php
/**
 * What Dokan has done with a request the engine filed.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

defined( 'ABSPATH' ) || exit;

/**
 * A request's status now, by Dokan's own names: the admin approves or cancels requests on Dokan's
 * screens, and nothing tells the plugin. Words about the money follow it: a request is
 * "requested" while pending, "paid" only once approved. The one vocabulary of a request's status:
 * Dokan_Withdraw_Requests answers in it (one request through Dokan, a page of Payout_Request
 * values), and a list joined on Dokan's table names its code with of_code().
 */
final class Request_Status {

	/** Dokan has not decided yet. */
	public const PENDING = 'pending';

	/** The admin approved the request: the vendor was paid. */
	public const APPROVED = 'approved';

	/** The admin cancelled the request: nothing was paid, the balance is the vendor's again. */
	public const CANCELLED = 'cancelled';

	/** Dokan no longer has the request (deleted), or never told its id. */
	public const UNKNOWN = 'unknown';

	/**
	 * Dokan's status numbers in `{prefix}dokan_withdraw.status` by name (Dokan Lite 4.1.2
	 * includes/Withdraw/Manager.php get_status_code() and get_status_name()).
	 */
	public const CODES = array(
		self::PENDING   => 0,
		self::APPROVED  => 1,
		self::CANCELLED => 2,
	);

	/**
	 * The status of Dokan's number, as a join on Dokan's table reads it (null: no such request).
	 *
	 * @param int|string|null $code Dokan's status column.
	 * @return string One of the constants above.
	 */
	public static function of_code( $code ): string {
		if ( null === $code ) {
			return self::UNKNOWN;
		}
		$name = array_search( (int) $code, self::CODES, true );
		return false === $name ? self::UNKNOWN : $name;
	}
}
