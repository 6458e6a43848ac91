<?php
/**
 * A row taken over and refiled within the same second: MySQL reports the second write as changing
 * nothing, because the row already holds those values.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Schema;

/**
 * The runner is killed before Dokan's insert, then the next run takes the row over at once.
 */
final class Takeover_Test extends Engine_Test_Case {

	public function test_a_takeover_in_the_same_second_files_and_the_run_ends(): void {
		$vendors = Engine_Site::seed_vendors( array_fill( 0, 6, array( 'balance' => '300' ) ) );
		// Dokan builds the request's details just before its insert; what the batch wrote so far is
		// committed as the process dies, as a listener running DDL would.
		$killed = $this->finish_engine_process( $this->start_engine_process( array( 'weekly', self::DATE, '--kill-at=dokan_withdraw_request_details_data:4', '--commit-at-kill=1' ) ) );
		$this->assertSame( SIGKILL, $killed['signal'] );
		$this->assertCount( 3, array_merge( ...array_values( Engine_Site::requests() ) ), 'the fourth request was never stored' );

		// The takeover stamps the row, and the refiling writes the same values within that second.
		$progress = Engine_Site::run( 'weekly', self::DATE );

		$this->assertRunDone( $progress, 'the run ends' );
		$outcomes = Engine_Site::outcomes( self::DATE );
		foreach ( $vendors as $vendor ) {
			$this->assertSame( Payout_Ledger::REQUESTED, $outcomes[ $vendor ]->status );
			$this->assertCount( 1, Engine_Site::requests()[ $vendor ] ?? array(), 'one request per vendor' );
		}
		global $wpdb;
		$this->assertNotNull( $wpdb->get_var( $wpdb->prepare( 'SELECT finished_at FROM ' . Schema::runs_table() . ' WHERE scheduled_for = %s', self::DATE ) ), 'the run is finished' );
	}

	public function test_a_write_by_a_runner_that_lost_its_row_does_not_take(): void {
		$vendor = $this->vendor( array( 'balance' => '300' ) );
		$ledger = new Payout_Ledger();
		$row_id = $ledger->claim_slice( array( $vendor ), 'weekly', self::DATE, str_repeat( 'a', 32 ) )[ $vendor ];
		$this->assertTrue( $ledger->mark_filing( $row_id, str_repeat( 'a', 32 ), 300.0, 'paypal', array(), 0 ) );
		$this->assertSame( array(), $ledger->claim_slice( array( $vendor ), 'weekly', self::DATE, str_repeat( 'b', 32 ) ), 'a claim does not take the row: only a takeover does' );
		$row = (object) array(
			'id'          => $row_id,
			'claim_token' => str_repeat( 'a', 32 ),
			'status'      => Payout_Ledger::FILING,
		);

		$this->assertTrue( $ledger->take_over( $row, str_repeat( 'b', 32 ) ) );
		$this->assertFalse( $ledger->take_over( $row, str_repeat( 'c', 32 ) ), 'taken already' );
		$this->assertFalse( $ledger->mark_filed( $row_id, str_repeat( 'a', 32 ), 7 ), 'the first runner lost the row' );
		$this->assertTrue( $ledger->mark_filing( $row_id, str_repeat( 'b', 32 ), 300.0, 'paypal', array(), 0 ), 'the same values again still hold' );
		$this->assertTrue( $ledger->mark_filed( $row_id, str_repeat( 'b', 32 ), 7 ) );
		$this->assertTrue( $ledger->mark_filed( $row_id, str_repeat( 'b', 32 ), 7 ), 'and once more in the same second' );
		$this->assertSame( '7', Engine_Site::outcomes( self::DATE )[ $vendor ]->withdraw_id );
	}
}
