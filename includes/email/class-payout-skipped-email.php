<?php
/**
 * "Scheduled payout skipped", to the vendor.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Email;

defined( 'ABSPATH' ) || exit;

/**
 * Sent when a run filed nothing for the vendor: why, in plain words, and the one thing that fixes
 * it, with a link to the withdraw page.
 */
final class Payout_Skipped_Email extends Vendor_Payout_Email {

	/**
	 * Names the e-mail and its template.
	 */
	public function __construct() {
		parent::__construct(
			Payout_Emails::SKIPPED_ID,
			__( 'Scheduled payout skipped', 'vendor-payout-schedule' ),
			__( 'Sent to a vendor when their payout schedule filed nothing on a payout date, with the reason.', 'vendor-payout-schedule' ),
			'vendor-payout-skipped.php'
		);
	}

	/**
	 * Subject unless the admin set one.
	 */
	public function get_default_subject() {
		/* translators: {payout_date} is a placeholder, kept as it is. */
		return __( 'Your scheduled payout of {payout_date} was skipped', 'vendor-payout-schedule' );
	}

	/**
	 * Heading unless the admin set one.
	 */
	public function get_default_heading() {
		return __( 'Scheduled payout skipped', 'vendor-payout-schedule' );
	}
}
