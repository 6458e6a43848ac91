<?php
/**
 * A vendor deleted before their run claimed them keeps a line in that run.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Payout_Scheduler;
use VendorPayoutSchedule\Engine\Skip_Reason;

/**
 * The admin deletes vendors through WordPress (Users → Delete), which takes their choice with
 * them: before the run starts, or while it is under way and has not reached them yet.
 */
final class Vendor_Deletion_Test extends Engine_Test_Case {

	/**
	 * Vendors deleted by a test, whose ledger rows the reset of a real host no longer finds by login.
	 *
	 * @var int[]
	 */
	private array $deleted = array();

	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/user.php';
	}

	protected function tearDown(): void {
		global $wpdb;
		if ( array() !== $this->deleted ) {
			$wpdb->query( "DELETE FROM {$wpdb->prefix}dokan_vendor_balance WHERE vendor_id IN (" . implode( ',', $this->deleted ) . ')' );
		}
		parent::tearDown();
	}

	public function test_a_vendor_deleted_before_the_run_is_in_its_record_as_no_longer_a_vendor(): void {
		list( $kept, $gone ) = Engine_Site::seed_vendors( array_fill( 0, 2, array( 'balance' => '300' ) ) );
		( new Payout_Scheduler() )->plan();
		$date = Payout_Scheduler::current_date( 'weekly' );
		$this->assertNotNull( $date, 'the weekly run is planned' );

		$this->delete( $gone );
		Engine_Site::run( 'weekly', $date );

		$outcomes = Engine_Site::outcomes( $date );
		$this->assertSame( Payout_Ledger::REQUESTED, $outcomes[ $kept ]->status );
		$this->assert_no_longer_a_vendor( $outcomes[ $gone ] ?? null );
		$this->assertSame( array( $kept ), array_keys( Engine_Site::requests() ) );
	}

	public function test_a_vendor_deleted_while_the_run_is_under_way_is_in_its_record_as_no_longer_a_vendor(): void {
		// In the order the run reaches them (Run_Lane): the first is filed, the last is deleted then.
		$vendors = self::in_run_order( Engine_Site::seed_vendors( array_fill( 0, 3, array( 'balance' => '300' ) ) ) );
		$gone    = $vendors[2];
		// One vendor a slice: the last one is not claimed yet when the first request is filed.
		$one     = static fn (): int => 1;
		$deleted = false;
		$delete  = function () use ( &$deleted, $gone ): void {
			if ( ! $deleted ) {
				$deleted = true;
				$this->delete( $gone );
			}
		};
		add_filter( 'vendor_payout_schedule_slice_size', $one );
		add_action( 'dokan_withdraw_created', $delete );
		try {
			$progress = Engine_Site::run( 'weekly', self::DATE );
		} finally {
			remove_action( 'dokan_withdraw_created', $delete );
			remove_filter( 'vendor_payout_schedule_slice_size', $one );
		}

		$this->assertRunDone( $progress );
		$outcomes = Engine_Site::outcomes( self::DATE );
		$this->assertEqualsCanonicalizing( $vendors, array_keys( $outcomes ), 'every vendor of the run has a line' );
		$this->assert_no_longer_a_vendor( $outcomes[ $gone ] );
		$this->assertArrayNotHasKey( $gone, Engine_Site::requests() );
	}

	public function test_a_vendor_on_no_schedule_leaves_no_line_when_deleted(): void {
		$vendor = $this->vendor( array( 'schedule' => '' ) );
		( new Payout_Scheduler() )->plan();

		$this->delete( $vendor );

		$this->assertSame( array(), Engine_Site::outcomes( (string) Payout_Scheduler::current_date( 'weekly' ) ) );
	}

	/**
	 * The row of a deleted vendor: skipped as no longer a vendor, nothing to e-mail.
	 *
	 * @param object|null $row The vendor's row.
	 */
	private function assert_no_longer_a_vendor( ?object $row ): void {
		$this->assertNotNull( $row, 'the deleted vendor has a line in the run' );
		$this->assertSame( Payout_Ledger::SKIPPED, $row->status );
		$this->assertSame( Skip_Reason::NotVendor->value, $row->reason );
		$this->assertSame( 'weekly', $row->schedule );
		$this->assertSame( Payout_Ledger::MAIL_SENT, (int) $row->mailed, 'nobody is left to e-mail' );
	}

	/**
	 * Deletes a vendor as WordPress's Users screen does.
	 *
	 * @param int $vendor Vendor id.
	 */
	private function delete( int $vendor ): void {
		$this->deleted[] = $vendor;
		$this->assertTrue( wp_delete_user( $vendor ) );
	}
}
