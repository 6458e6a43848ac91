<?php
/**
 * At most one request per vendor per scheduled date, whatever runs when.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Schema;

/**
 * Repeated and overlapping runs.
 */
final class Never_Twice_Test extends Engine_Test_Case {

	public function test_a_second_run_the_same_day_files_nothing(): void {
		$paid    = $this->vendor( array( 'balance' => '500' ) );
		$skipped = $this->vendor( array( 'balance' => '10' ) );

		$first = Engine_Site::run( 'weekly', self::DATE );
		// The admin pays the request straight away, so no pending request stands in the way.
		dokan()->withdraw->get( (int) Engine_Site::requests()[ $paid ][0]->id )->set_status( 1 )->save();
		Engine_Site::set_balance( $skipped, 900 );
		$second = Engine_Site::run( 'weekly', self::DATE );

		$this->assertSame( 2, $first->processed );
		$this->assertSame( 0, $second->processed, 'the second run finds nobody left to do' );
		$this->assertRunDone( $second );
		$this->assertCount( 1, Engine_Site::requests()[ $paid ] );
		$this->assertArrayNotHasKey( $skipped, Engine_Site::requests(), 'a vendor skipped today stays skipped today' );
	}

	public function test_the_next_scheduled_date_pays_again(): void {
		$vendor = $this->vendor( array( 'balance' => '500' ) );
		Engine_Site::run( 'weekly', self::DATE );
		$request = dokan()->withdraw->get( (int) Engine_Site::requests()[ $vendor ][0]->id );
		$request->set_status( 1 )->save();
		$this->assertEqualsWithDelta(
			500 - (float) $request->get_amount(),
			(float) dokan_get_seller_balance( $vendor, false ),
			0.0001,
			'Dokan takes an approved request off the balance (Withdraw\\Hooks::update_vendor_balance())'
		);
		// A week of new sales brings it back.
		Engine_Site::set_balance( $vendor, 500 );

		Engine_Site::run( 'weekly', '2099-01-12' );

		$this->assertCount( 2, Engine_Site::requests()[ $vendor ] );
		$this->assertSame( 0, Engine_Site::duplicates() );
	}

	public function test_a_vendor_is_claimed_once_per_date_whoever_asks_and_whatever_the_schedule(): void {
		$vendor = $this->vendor();
		$other  = $this->vendor();
		$ledger = new Payout_Ledger();

		$first = $ledger->claim_slice( array( $vendor, $vendor ), 'weekly', self::DATE, str_repeat( 'a', 32 ) );
		$this->assertSame( array( $vendor ), array_keys( $first ), 'a vendor listed twice is claimed once' );
		$this->assertSame( array(), $ledger->claim_slice( array( $vendor ), 'weekly', self::DATE, str_repeat( 'b', 32 ) ), 'a second runner does not get the vendor' );
		$this->assertSame( array( $other ), array_keys( $ledger->claim_slice( array( $vendor, $other ), 'monthly', self::DATE, str_repeat( 'c', 32 ) ) ), 'one claim per vendor per date, whatever the schedule: only the free vendor is claimed' );

		global $wpdb;
		$this->assertSame( '1', $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::payouts_table() . ' WHERE vendor_id = %d', $vendor ) ) );
		$this->assertSame( str_repeat( 'a', 32 ), $wpdb->get_var( $wpdb->prepare( 'SELECT claim_token FROM ' . Schema::payouts_table() . ' WHERE vendor_id = %d', $vendor ) ), 'the first claim holds' );
	}

	public function test_claimed_vendors_are_not_listed_again_even_before_they_have_an_outcome(): void {
		$vendors = Engine_Site::seed_vendors( array_fill( 0, 5, array( 'balance' => '500' ) ) );
		$ledger  = new Payout_Ledger();

		$listed_a  = $ledger->unclaimed_vendor_ids( 'weekly', self::DATE, 2 );
		$claimed_a = $ledger->claim_slice( $listed_a, 'weekly', self::DATE, str_repeat( 'a', 32 ) );
		$listed_b  = $ledger->unclaimed_vendor_ids( 'weekly', self::DATE, 2 );
		$claimed_b = $ledger->claim_slice( $listed_b, 'weekly', self::DATE, str_repeat( 'b', 32 ) );

		$this->assertSame( array_slice( $vendors, 0, 2 ), array_keys( $claimed_a ) );
		$this->assertSame( array_slice( $vendors, 2, 2 ), $listed_b, 'claimed vendors are not listed again' );
		$this->assertSame( array_slice( $vendors, 2, 2 ), array_keys( $claimed_b ) );
		$this->assertSame( array(), $ledger->claim_slice( $listed_a, 'weekly', self::DATE, str_repeat( 'c', 32 ) ), 'a second claim of the same vendors takes none' );
		$this->assertSame( array( $vendors[4] ), $ledger->unclaimed_vendor_ids( 'weekly', self::DATE, 2 ) );
		$this->assertSame( array( Payout_Ledger::FILING ), array_unique( array_column( Engine_Site::outcomes( self::DATE ), 'status' ) ), 'each claim is held, not yet settled' );
	}

	public function test_two_runners_started_at_once_file_no_duplicates_and_together_process_each_vendor_once(): void {
		$specs = array();
		for ( $i = 0; $i < 400; $i++ ) {
			// Three in four are paid; the others are skipped for a low balance.
			$specs[] = array( 'balance' => 0 === $i % 4 ? '20' : (string) ( 100 + $i ) );
		}
		$vendors = Engine_Site::seed_vendors( $specs );

		$start = (string) ( microtime( true ) + 1.5 );
		// Batches of 50: eight of them to share.
		$a = $this->start_engine_process( array( 'weekly', self::DATE, '--start-at=' . $start, '--slice-size=50' ) );
		$b = $this->start_engine_process( array( 'weekly', self::DATE, '--start-at=' . $start, '--slice-size=50' ) );
		$ra = $this->finish_engine_process( $a );
		$rb = $this->finish_engine_process( $b );

		$this->assertSame( '', $ra['errors'] . $rb['errors'] );
		$pa = json_decode( $ra['output'], true );
		$pb = json_decode( $rb['output'], true );
		$this->assertSame( 400, $pa['processed'] + $pb['processed'], 'every vendor was processed once, by the runner holding the vendor\'s lane' );

		$requests = Engine_Site::requests();
		$this->assertSame( 0, Engine_Site::duplicates() );
		$this->assertCount( 300, $requests );
		foreach ( $requests as $list ) {
			$this->assertCount( 1, $list );
		}
		$this->assertCount( 400, Engine_Site::outcomes( self::DATE ) );
		$this->assertEqualsCanonicalizing( $vendors, array_keys( Engine_Site::outcomes( self::DATE ) ) );
	}
}
