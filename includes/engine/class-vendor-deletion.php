<?php
/**
 * A vendor deleted keeps a line in the run they were due in.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

use VendorPayoutSchedule\Settings\Withdraw_Settings;
use VendorPayoutSchedule\Vendor_Choice;

defined( 'ABSPATH' ) || exit;

/**
 * A run lists its vendors from their choice (Payout_Ledger::unclaimed_vendor_ids()), which is user
 * meta and goes with the user: a vendor deleted before the run claimed them would leave no trace in
 * the run's record. WordPress fires `delete_user` (and `wpmu_delete_user` on a network) before it
 * removes the user and their meta, so the choice can still be read there: the vendor is recorded
 * as no longer a vendor for the run they were due in (Payout_Scheduler::current_date()), as a
 * vendor deleted while the run settles them is (Payout_Check::before_filing()).
 *
 * Whatever fails here, the deletion goes on: a user is never kept because of a payout record.
 */
final class Vendor_Deletion {

	/**
	 * Hooks the user deletions.
	 */
	public function register_hooks(): void {
		add_action( 'delete_user', array( $this, 'record' ) );
		add_action( 'wpmu_delete_user', array( $this, 'record' ) );
	}

	/**
	 * On `delete_user` / `wpmu_delete_user`, before the user's meta is gone: a user on an offered
	 * schedule gets their line in the run they were due in.
	 *
	 * @param int $user_id The user being deleted.
	 */
	public function record( $user_id ): void {
		$user_id  = (int) $user_id;
		$schedule = (string) get_user_meta( $user_id, Vendor_Choice::SCHEDULE_META, true );
		if ( '' === $schedule || ! ( new Withdraw_Settings() )->offers( $schedule ) ) {
			return;
		}
		try {
			$date = Payout_Scheduler::current_date( $schedule );
			if ( null !== $date ) {
				( new Payout_Ledger() )->record_departed( $user_id, $schedule, $date, (string) get_user_meta( $user_id, Vendor_Choice::METHOD_META, true ), Skip_Reason::NotVendor->value );
			}
		} catch ( Database_Error $e ) {
			// The run's record misses this vendor's line; the deletion itself must not fail.
			return;
		}
	}
}
