<?php
/**
 * A run that dies half-way is finished by the next one, without duplicates or gaps.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Skip_Reason;

/**
 * The run is killed (SIGKILL, no clean-up of any kind) at the two worst moments.
 */
final class Crash_Resume_Test extends Engine_Test_Case {

	private const VENDORS = 250;

	/**
	 * @var int[]
	 */
	private array $vendors;

	protected function setUp(): void {
		parent::setUp();
		$specs = array();
		for ( $i = 0; $i < self::VENDORS; $i++ ) {
			// Every fifth vendor is skipped, the rest are paid 100 + i.
			$specs[] = array( 'balance' => 0 === $i % 5 ? '10' : (string) ( 100 + $i ) );
		}
		$this->vendors = Engine_Site::seed_vendors( $specs );
	}

	public function test_killed_after_dokan_filed_a_request_but_before_it_was_recorded(): void {
		// A listener commits (as any DDL statement does) just before the process dies, so Dokan's
		// 90th request is in the database and the row that records it is not.
		$killed = $this->finish_engine_process( $this->start_engine_process( array( 'weekly', self::DATE, '--kill-at=dokan_withdraw_created:90', '--commit-at-kill=1' ) ) );
		$this->assertSame( SIGKILL, $killed['signal'], 'the run was killed' );

		$this->assertCount( 90, $this->all_requests(), 'Dokan holds the 90 requests filed before the kill' );
		$caught = $this->filing_rows_with_a_request();
		$this->assertCount( 1, $caught, 'one vendor was caught mid-filing' );

		Engine_Site::age_claims();
		$progress = Engine_Site::run( 'weekly', self::DATE );

		$this->assert_run_complete( $progress );
		$resolved = Engine_Site::outcomes( self::DATE )[ (int) $caught[0]->vendor_id ];
		$this->assertSame( Payout_Ledger::FILED, $resolved->status );
		$this->assertSame( (int) Engine_Site::requests()[ (int) $caught[0]->vendor_id ][0]->id, (int) $resolved->withdraw_id, 'the request filed before the kill is the one recorded' );
	}

	public function test_killed_mid_batch_every_request_dokan_mailed_about_is_kept_and_recorded_once(): void {
		$log    = tempnam( sys_get_temp_dir(), 'vps-mail-' );
		$killed = $this->finish_engine_process( $this->start_engine_process( array( 'weekly', self::DATE, '--kill-at=dokan_withdraw_is_valid_request:40', '--mail-log=' . $log ) ) );
		$mailed = array_filter( Mail_Catcher::read( $log ), static fn ( array $mail ): bool => get_option( 'admin_email' ) === $mail['to'] );
		unlink( $log );
		$this->assertSame( SIGKILL, $killed['signal'] );

		// Dokan told the admin about each request as it stored it: each of those requests exists.
		$this->assertCount( 39, $mailed, 'Dokan mailed the admin about the 39 requests filed before the kill' );
		$this->assertCount( 39, $this->all_requests(), 'every request the admin was told about is in Dokan' );
		$this->assertCount( 39, array_filter( Engine_Site::outcomes( self::DATE ), static fn ( $row ) => (float) $row->amount > 0 ), 'each with its row set to filing first' );

		Engine_Site::age_claims();
		$progress = Engine_Site::run( 'weekly', self::DATE );

		$this->assert_run_complete( $progress );
	}

	public function test_a_vendors_own_request_after_a_claim_that_was_never_assessed_is_not_taken_for_the_runs(): void {
		// Killed at the first vendor's check: the batch is claimed, nobody assessed, nothing filed.
		$killed = $this->finish_engine_process( $this->start_engine_process( array( 'weekly', self::DATE, '--kill-at=dokan_withdraw_is_valid_request:1' ) ) );
		$this->assertSame( SIGKILL, $killed['signal'] );
		$vendor = $this->vendors[1];
		$own    = Engine_Site::manual_request( $vendor, 50 );

		Engine_Site::age_claims();
		Engine_Site::run( 'weekly', self::DATE );

		$row = Engine_Site::outcomes( self::DATE )[ $vendor ];
		$this->assertSame( Payout_Ledger::SKIPPED, $row->status, 'the vendor\'s own pending request blocks the payout' );
		$this->assertSame( Skip_Reason::PENDING_REQUEST, $row->reason );
		$this->assertSame( 0, (int) $row->withdraw_id, 'the vendor\'s request is not recorded as the run\'s' );
		$this->assertSame( array( $own ), array_map( static fn ( $request ) => (int) $request->id, Engine_Site::requests()[ $vendor ] ) );
	}

	public function test_a_claim_still_within_its_lease_is_left_to_its_runner(): void {
		$this->finish_engine_process( $this->start_engine_process( array( 'weekly', self::DATE, '--kill-at=dokan_withdraw_created:10' ) ) );
		$left = Engine_Site::outcomes( self::DATE );

		$progress = Engine_Site::run( 'weekly', self::DATE );

		$this->assertFalse( $progress->unclaimed, 'everybody is claimed' );
		$this->assertTrue( $progress->in_flight, 'the fresh claims are not taken over' );
		$this->assertEquals( $left, Engine_Site::outcomes( self::DATE ), 'no row is touched' );
		$this->assertCount( 10, $this->all_requests(), 'nothing more is filed' );
		$this->assertSame( 0, Engine_Site::duplicates() );
	}

	/**
	 * Every vendor has an outcome, every paid one exactly one request, and the run is finished.
	 *
	 * @param \VendorPayoutSchedule\Engine\Run_Progress $progress The resuming run's progress.
	 */
	private function assert_run_complete( $progress ): void {
		$this->assertTrue( $progress->is_done() );
		$outcomes = Engine_Site::outcomes( self::DATE );
		$this->assertEqualsCanonicalizing( $this->vendors, array_keys( $outcomes ), 'no vendor is missing' );
		$by_status = $this->rows_by_status();
		$this->assertSame( 200, $by_status[ Payout_Ledger::FILED ] ?? 0 );
		$this->assertSame( 50, $by_status[ Payout_Ledger::SKIPPED ] ?? 0 );
		$this->assertSame( 0, Engine_Site::duplicates() );
		$this->assertCount( 200, $this->all_requests() );
		foreach ( $outcomes as $vendor => $row ) {
			if ( Payout_Ledger::FILED === $row->status ) {
				$this->assertCount( 1, Engine_Site::requests()[ $vendor ] );
				$this->assertSame( (int) Engine_Site::requests()[ $vendor ][0]->id, (int) $row->withdraw_id, 'the row names the request Dokan holds' );
			}
		}
	}

	/**
	 * @return array<string, int>
	 */
	private function rows_by_status(): array {
		$counts = array();
		foreach ( Engine_Site::outcomes( self::DATE ) as $row ) {
			$counts[ $row->status ] = ( $counts[ $row->status ] ?? 0 ) + 1;
		}
		return $counts;
	}

	/**
	 * `filing` rows whose vendor has a request in Dokan.
	 *
	 * @return object[]
	 */
	private function filing_rows_with_a_request(): array {
		$requests = Engine_Site::requests();
		return array_values(
			array_filter(
				Engine_Site::outcomes( self::DATE ),
				static fn ( $row ) => Payout_Ledger::FILING === $row->status && isset( $requests[ (int) $row->vendor_id ] )
			)
		);
	}

	/**
	 * @return object[]
	 */
	private function all_requests(): array {
		return array_merge( ...array_values( Engine_Site::requests() ) );
	}
}
