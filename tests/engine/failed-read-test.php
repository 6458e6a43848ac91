<?php
/**
 * A read the decision depends on fails while a runner takes over a dead runner's claims.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Payout_Scheduler;
use VendorPayoutSchedule\Engine\Schema;

/**
 * The takeover reads each vendor's facts one query at a time: a failed balance read followed by a
 * pending-request read that succeeds must still stop the batch, not skip the vendor.
 */
final class Failed_Read_Test extends Engine_Test_Case {

	/**
	 * Whether reads of Dokan's balance ledger fail now.
	 */
	private bool $outage = false;

	protected function setUp(): void {
		parent::setUp();
		add_filter( 'query', array( $this, 'break_balance_reads' ) );
	}

	protected function tearDown(): void {
		remove_filter( 'query', array( $this, 'break_balance_reads' ) );
		parent::tearDown();
	}

	/**
	 * During the outage, every query on Dokan's balance ledger fails in MySQL.
	 *
	 * @param string $sql Query.
	 */
	public function break_balance_reads( $sql ) {
		global $wpdb;
		$table = $wpdb->prefix . 'dokan_vendor_balance';
		if ( $this->outage && preg_match( '/\b' . preg_quote( $table, '/' ) . '\b/', $sql ) ) {
			return str_replace( $table, $table . '_unreachable', $sql );
		}
		return $sql;
	}

	public function test_a_failed_balance_read_in_the_takeover_stops_the_batch_and_skips_nobody(): void {
		$vendors = Engine_Site::seed_vendors( array_fill( 0, 3, array( 'balance' => '300' ) ) );
		// Killed at the first vendor's check: the batch is claimed, nobody assessed, nothing filed.
		$killed = $this->finish_engine_process( $this->start_engine_process( array( 'weekly', self::DATE, '--kill-at=dokan_withdraw_is_valid_request:1' ) ) );
		$this->assertSame( SIGKILL, $killed['signal'] );
		$this->assertSame( array( Payout_Ledger::FILING ), array_values( array_unique( array_column( Engine_Site::outcomes( self::DATE ), 'status' ) ) ) );
		$mail = ( new Mail_Catcher() )->start();

		$this->outage = true;
		// Dokan reads a failed balance query as a row that is not there, and says so in a warning
		// (Vendor::get_balance(), includes/Vendor/Vendor.php); a site logs it and goes on.
		set_error_handler( static fn ( int $level ): bool => E_WARNING === $level );
		try {
			$progress = ( new Payout_Scheduler() )->work( 'weekly', self::DATE );
		} finally {
			restore_error_handler();
			$this->outage = false;
			$mail->stop();
		}

		$this->assertNull( $progress, 'the go stops on the failed read' );
		$this->assertSame( array( Payout_Ledger::FILING ), array_values( array_unique( array_column( Engine_Site::outcomes( self::DATE ), 'status' ) ) ), 'nobody is skipped on a failed read' );
		$this->assertSame( array(), Engine_Site::requests() );
		$this->assertSame( array(), $mail->caught(), 'nobody is told anything' );
		$run = $this->run_row();
		$this->assertNull( $run->finished_at, 'the run stays open' );
		$this->assertSame( '1', $run->failures, 'and says it failed' );
		$this->assertStringContainsString( '_unreachable', (string) $run->last_error );

		// The database is back: the next go pays everybody.
		$this->assertRunDone( ( new Payout_Scheduler() )->work( 'weekly', self::DATE ) );
		$outcomes = Engine_Site::outcomes( self::DATE );
		$this->assertSame( array( Payout_Ledger::REQUESTED ), array_values( array_unique( array_column( $outcomes, 'status' ) ) ) );
		foreach ( $vendors as $vendor ) {
			$this->assertEquals( 300, (float) $outcomes[ $vendor ]->amount );
			$this->assertCount( 1, Engine_Site::requests()[ $vendor ] );
		}
	}

	public function test_a_failed_balance_read_in_the_preview_shows_no_outcome(): void {
		$this->vendor( array( 'balance' => '300' ) );
		$totals = new \VendorPayoutSchedule\Admin\Next_Run_Totals();
		$this->assertSame( 1, $totals->take( 'weekly', self::DATE )['requests'] );
		wp_cache_flush();

		$this->outage = true;
		set_error_handler( static fn ( int $level ): bool => E_WARNING === $level );
		try {
			$totals->take( 'weekly', self::DATE );
			$this->fail( 'The preview decided on a failed read.' );
		} catch ( \VendorPayoutSchedule\Engine\Database_Error $error ) {
			$this->assertStringContainsString( '_unreachable', $error->getMessage() );
		} finally {
			restore_error_handler();
			$this->outage = false;
		}
	}

	/**
	 * The run's row.
	 */
	private function run_row(): object {
		global $wpdb;
		return $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM ' . Schema::runs_table() . ' WHERE schedule = %s AND scheduled_for = %s', 'weekly', self::DATE ) );
	}
}
