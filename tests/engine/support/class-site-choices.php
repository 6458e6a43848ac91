<?php
/**
 * The schedules a shared site's own vendors chose, set aside while the engine suite runs there.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Vendor_Choice;

/**
 * On a site that is not a scratch site (the real host) the seeded vendors may have a schedule: the
 * browser suites save choices as a vendor would. Every engine test counts the vendors on a schedule
 * as its own, so those choices are kept in an option for the suite's length and put back after it.
 */
final class Site_Choices {

	private const OPTION = 'vendor_payout_schedule_engine_tests_set_aside';

	/**
	 * Moves every vendor's schedule choice into the option (adding to what an aborted run left).
	 */
	public static function set_aside(): void {
		global $wpdb;
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT user_id, meta_value FROM {$wpdb->usermeta} WHERE meta_key = %s", Vendor_Choice::SCHEDULE_META ) );
		$kept = (array) get_option( self::OPTION, array() );
		foreach ( $rows as $row ) {
			$kept[ (int) $row->user_id ] = (string) $row->meta_value;
			delete_user_meta( (int) $row->user_id, Vendor_Choice::SCHEDULE_META );
		}
		update_option( self::OPTION, $kept, false );
	}

	/**
	 * Gives the vendors who still exist their choices back.
	 */
	public static function put_back(): void {
		foreach ( (array) get_option( self::OPTION, array() ) as $user_id => $schedule ) {
			if ( get_userdata( (int) $user_id ) ) {
				update_user_meta( (int) $user_id, Vendor_Choice::SCHEDULE_META, $schedule );
			}
		}
		delete_option( self::OPTION );
	}
}
