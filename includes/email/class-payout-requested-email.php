<?php
/**
 * "Scheduled payout requested", to the vendor.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Email;

defined( 'ABSPATH' ) || exit;

/**
 * Sent when a run filed the vendor's withdraw request: amount, method, schedule and date, and that
 * the request now awaits the marketplace's approval.
 */
final class Payout_Requested_Email extends Vendor_Payout_Email {

	/**
	 * Names the e-mail and its template.
	 */
	public function __construct() {
		parent::__construct(
			Payout_Emails::REQUESTED_ID,
			__( 'Scheduled payout requested', 'vendor-payout-schedule' ),
			__( 'Sent to a vendor when their payout schedule filed a withdraw request.', 'vendor-payout-schedule' ),
			'vendor-payout-requested.php'
		);
	}

	/**
	 * Subject unless the admin set one.
	 */
	public function get_default_subject() {
		/* translators: {amount} and {payout_date} are placeholders, kept as they are. */
		return __( 'Your scheduled payout of {amount} was requested', 'vendor-payout-schedule' );
	}

	/**
	 * Heading unless the admin set one.
	 */
	public function get_default_heading() {
		return __( 'Scheduled payout requested', 'vendor-payout-schedule' );
	}
}
