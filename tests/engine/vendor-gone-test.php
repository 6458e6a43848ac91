<?php
/**
 * Vendors stop being vendors while a run is under way.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Skip_Reason;

/**
 * An admin deletes, demotes or disables vendors in another request while the run settles their
 * chunk, whose users it read before the first of them was settled: none of them gets a request.
 */
final class Vendor_Gone_Test extends Engine_Test_Case {

	public function test_vendors_deleted_demoted_or_disabled_mid_run_get_no_request(): void {
		$vendors = Engine_Site::seed_vendors( array_fill( 0, 8, array( 'balance' => '300' ) ) );
		list( $deleted, $demoted, $disabled ) = array( array_slice( $vendors, 3, 3 ), $vendors[6], $vendors[7] );
		$changed                              = false;
		$change                               = static function () use ( &$changed, $deleted, $demoted, $disabled ): void {
			global $wpdb;
			if ( $changed ) {
				return;
			}
			$changed = true;
			// Straight in the database, as another request does it: this runner's cache keeps the users.
			$in = implode( ',', $deleted );
			$wpdb->query( "DELETE FROM {$wpdb->usermeta} WHERE user_id IN ($in)" );
			$wpdb->query( "DELETE FROM {$wpdb->users} WHERE ID IN ($in)" );
			$wpdb->update( $wpdb->usermeta, array( 'meta_value' => serialize( array( 'subscriber' => true ) ) ), array( 'user_id' => $demoted, 'meta_key' => $wpdb->prefix . 'capabilities' ) );
			$wpdb->update( $wpdb->usermeta, array( 'meta_value' => 'no' ), array( 'user_id' => $disabled, 'meta_key' => 'dokan_enable_selling' ) );
		};
		// As the first request of the chunk is filed.
		add_action( 'dokan_withdraw_created', $change );
		try {
			Engine_Site::run( 'weekly', self::DATE );
		} finally {
			remove_action( 'dokan_withdraw_created', $change );
			// The deleted vendors' ledger rows, which the reset of a real host no longer finds by login.
			$GLOBALS['wpdb']->query( "DELETE FROM {$GLOBALS['wpdb']->prefix}dokan_vendor_balance WHERE vendor_id IN (" . implode( ',', $deleted ) . ')' );
		}

		$requests = Engine_Site::requests();
		$outcomes = Engine_Site::outcomes( self::DATE );
		$this->assertEqualsCanonicalizing( array_slice( $vendors, 0, 3 ), array_keys( $requests ), 'only the vendors who still are get a request' );
		foreach ( array_merge( $deleted, array( $demoted, $disabled ) ) as $gone ) {
			$this->assertSame( Payout_Ledger::SKIPPED, $outcomes[ $gone ]->status );
			$this->assertSame( Skip_Reason::NotVendor->value, $outcomes[ $gone ]->reason );
		}
		$this->assertSame( 0, Engine_Site::duplicates() );
	}
}
