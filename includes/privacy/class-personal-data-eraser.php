<?php
/**
 * Tools → Erase Personal Data: what the plugin holds about a vendor.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Privacy;

use VendorPayoutSchedule\Vendor_Choice;

defined( 'ABSPATH' ) || exit;

/**
 * Removes the vendor's schedule choice (which turns their scheduled payouts off) and strips their
 * payout and e-mail rows to vendor, date and outcome (see Vendor_Records for why those stay). The
 * payment method is Dokan Lite's own default withdraw method of the vendor: Dokan's data, left to it.
 */
final class Personal_Data_Eraser {

	/**
	 * Adds the eraser on `wp_privacy_personal_data_erasers`.
	 *
	 * @param array<string, array<string, mixed>> $erasers Erasers by id.
	 * @return array<string, array<string, mixed>>
	 */
	public function register( array $erasers ): array {
		$erasers['vendor-payout-schedule'] = array(
			'eraser_friendly_name' => __( 'Payout schedule', 'vendor-payout-schedule' ),
			'callback'             => array( $this, 'erase' ),
		);
		return $erasers;
	}

	/**
	 * Erases in one go: a vendor has a few rows per schedule date, and each kind is one UPDATE.
	 *
	 * @param string $email_address The requester's address.
	 * @param int    $page          Page (always 1).
	 * @return array{items_removed: bool, items_retained: bool, messages: string[], done: bool}
	 */
	public function erase( string $email_address, int $page = 1 ): array {
		$result = array(
			'items_removed'  => false,
			'items_retained' => false,
			'messages'       => array(),
			'done'           => true,
		);
		$user   = get_user_by( 'email', $email_address );
		if ( ! $user ) {
			return $result;
		}
		$vendor_id = (int) $user->ID;
		$records   = new Vendor_Records();

		$had_choice = metadata_exists( 'user', $vendor_id, Vendor_Choice::SCHEDULE_META )
			|| metadata_exists( 'user', $vendor_id, Vendor_Choice::MINIMUM_META )
			|| metadata_exists( 'user', $vendor_id, Vendor_Choice::RESERVE_META );
		if ( $had_choice ) {
			( new Vendor_Choice() )->clear_schedule( $vendor_id );
			delete_user_meta( $vendor_id, Vendor_Choice::MINIMUM_META );
			delete_user_meta( $vendor_id, Vendor_Choice::RESERVE_META );
		}
		$stripped = $records->erase_payouts( $vendor_id ) + $records->erase_emails( $vendor_id );

		$result['items_removed'] = $had_choice || $stripped > 0;
		if ( $records->has_rows( $vendor_id ) ) {
			$result['items_retained'] = true;
			$result['messages'][]     = __( 'Payout schedule: the payout dates for which a withdraw request was filed for this vendor, or the vendor was skipped or e-mailed, are kept without amounts, balances or payment methods, so that no request or e-mail is ever sent twice for the same date.', 'vendor-payout-schedule' );
		}
		$in_progress = $records->payouts_in_progress( $vendor_id );
		if ( $in_progress > 0 ) {
			$result['messages'][] = sprintf(
				/* translators: %d: number of payouts a run is still handling */
				_n( 'Payout schedule: %d payout is still being handled by a run and was kept whole; erase again once the run is done.', 'Payout schedule: %d payouts are still being handled by a run and were kept whole; erase again once the run is done.', $in_progress, 'vendor-payout-schedule' ),
				$in_progress
			);
		}
		return $result;
	}
}
