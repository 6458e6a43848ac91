<?php
/**
 * What a run does or did for one vendor, in the admin's words.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

use VendorPayoutSchedule\Engine\Request_Status;

defined( 'ABSPATH' ) || exit;

/**
 * Outcomes of a row and the outcome filters of a run's record. A scheduled request is "requested"
 * until Dokan approves it; only an approved one is "paid".
 */
final class Outcome {

	/** The next run would file a request. */
	public const WOULD_REQUEST = 'would_request';

	/** The next run would skip the vendor. */
	public const WOULD_SKIP = 'would_skip';

	/** The run filed a request with Dokan. */
	public const REQUESTED = 'requested';

	/** The run skipped the vendor. */
	public const SKIPPED = 'skipped';

	/** The run claimed the vendor and has not recorded the request yet. */
	public const FILING = 'filing';

	/**
	 * The outcome filters of a run's record, '' first: key => label.
	 *
	 * @return array<string, string>
	 */
	public static function filters(): array {
		return array(
			''                          => __( 'All outcomes', 'vendor-payout-schedule' ),
			self::REQUESTED             => __( 'Requested (any status in Dokan)', 'vendor-payout-schedule' ),
			Request_Status::PENDING     => __( 'Requested, awaiting approval', 'vendor-payout-schedule' ),
			Request_Status::APPROVED    => __( 'Paid (approved in Dokan)', 'vendor-payout-schedule' ),
			Request_Status::CANCELLED   => __( 'Requested, then cancelled in Dokan', 'vendor-payout-schedule' ),
			self::SKIPPED               => __( 'Skipped', 'vendor-payout-schedule' ),
		);
	}

	/**
	 * The outcome's name.
	 *
	 * @param string $outcome A class constant.
	 */
	public static function label( string $outcome ): string {
		switch ( $outcome ) {
			case self::WOULD_REQUEST:
				return __( 'Would be requested', 'vendor-payout-schedule' );
			case self::WOULD_SKIP:
				return __( 'Would be skipped', 'vendor-payout-schedule' );
			case self::REQUESTED:
				return __( 'Requested', 'vendor-payout-schedule' );
			case self::SKIPPED:
				return __( 'Skipped', 'vendor-payout-schedule' );
		}
		return __( 'Being filed', 'vendor-payout-schedule' );
	}
}
