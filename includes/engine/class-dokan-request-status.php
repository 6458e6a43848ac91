<?php
/**
 * What Dokan has done with a request the engine filed.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

defined( 'ABSPATH' ) || exit;

/**
 * Reads a request's status now, from Dokan: the admin approves or cancels requests on Dokan's
 * screens, and nothing tells the plugin. Words about the money follow it: a request is
 * "requested" while pending, "paid" only once approved.
 */
final class Dokan_Request_Status {

	/** Dokan has not decided yet. */
	public const PENDING = 'pending';

	/** The admin approved the request: the vendor was paid. */
	public const APPROVED = 'approved';

	/** The admin cancelled the request: nothing was paid, the balance is the vendor's again. */
	public const CANCELLED = 'cancelled';

	/** Dokan no longer has the request (deleted), or never told its id. */
	public const UNKNOWN = 'unknown';

	/**
	 * The request's status by Dokan's own names (Dokan 4.1.2 includes/Withdraw/Manager.php
	 * get() reads the row fresh; get_status_name() maps 0, 1, 2 to pending, approved, cancelled).
	 *
	 * @param int $withdraw_id Dokan's request id.
	 * @return string One of the constants above.
	 */
	public function of( int $withdraw_id ): string {
		if ( $withdraw_id <= 0 || ! function_exists( 'dokan' ) ) {
			return self::UNKNOWN;
		}
		$withdraw = dokan()->withdraw->get( $withdraw_id );
		if ( ! is_object( $withdraw ) || ! method_exists( $withdraw, 'get_status' ) ) {
			return self::UNKNOWN;
		}
		$name = dokan()->withdraw->get_status_name( (int) $withdraw->get_status() );
		return in_array( $name, array( self::PENDING, self::APPROVED, self::CANCELLED ), true ) ? $name : self::UNKNOWN;
	}
}
