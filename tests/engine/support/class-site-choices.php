<?php
/**
 * The schedules a shared site's own vendors chose, set aside while a suite runs there.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Vendor_Choice;

/**
 * On a site that is not a scratch site (the real host) the site's own vendors may have a schedule:
 * its people chose one, and the browser suites save choices as a vendor would. Every engine test
 * counts the vendors on a schedule as its own, so those choices are kept in an option for the
 * suite's length and put back after it. The browser suites' runs and lists of one schedule set
 * aside only that schedule's other vendors: a run the suites start would otherwise file requests
 * for the site's own vendors, and a list would count them.
 */
final class Site_Choices {

	private const OPTION = 'vendor_payout_schedule_engine_tests_set_aside';

	/**
	 * Moves vendors' schedule choices into the option (adding to what an aborted run left): every
	 * vendor's, or those of one schedule but the vendors named.
	 *
	 * @param string $schedule Only the vendors on this schedule ('' for all).
	 * @param int[]  $keep     Vendors whose choice stays.
	 * @return int[] The vendors whose choice was set aside now.
	 */
	public static function set_aside( string $schedule = '', array $keep = array() ): array {
		global $wpdb;
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT user_id, meta_value FROM {$wpdb->usermeta} WHERE meta_key = %s", Vendor_Choice::SCHEDULE_META ) );
		$kept = (array) get_option( self::OPTION, array() );
		$rows = array_filter( $rows, static fn ( $row ): bool => ( '' === $schedule || $schedule === $row->meta_value ) && ! in_array( (int) $row->user_id, $keep, true ) );
		foreach ( $rows as $row ) {
			$kept[ (int) $row->user_id ] = (string) $row->meta_value;
			delete_user_meta( (int) $row->user_id, Vendor_Choice::SCHEDULE_META );
		}
		update_option( self::OPTION, $kept, false );
		return array_values( array_map( static fn ( $row ): int => (int) $row->user_id, $rows ) );
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
