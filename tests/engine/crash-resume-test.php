<?php
/**
 * A run that dies half-way is finished by the next one, without duplicates or gaps.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Schema;
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
		// These runs are checked by Dokan's e-mail to the admin about each request.
		Engine_Site::choose_admin_mail( \VendorPayoutSchedule\Settings\Withdraw_Settings::ADMIN_MAIL_EACH_REQUEST );
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

		$progress = Engine_Site::run( 'weekly', self::DATE );

		$this->assert_run_complete( $progress );
		$resolved = Engine_Site::outcomes( self::DATE )[ (int) $caught[0]->vendor_id ];
		$this->assertSame( Payout_Ledger::REQUESTED, $resolved->status );
		$this->assertSame( (int) Engine_Site::requests()[ (int) $caught[0]->vendor_id ][0]->id, (int) $resolved->withdraw_id, 'the request filed before the kill is the one recorded' );
	}

	public function test_killed_mid_batch_nobody_is_told_about_a_rolled_back_request_and_each_kept_one_is_mailed_once(): void {
		$log    = tempnam( sys_get_temp_dir(), 'vps-mail-' );
		$killed = $this->finish_engine_process( $this->start_engine_process( array( 'weekly', self::DATE, '--kill-at=dokan_withdraw_is_valid_request:40', '--mail-log=' . $log ) ) );
		$before = Mail_Catcher::read( $log );
		$this->assertSame( SIGKILL, $killed['signal'] );

		// Dokan had stored 39 requests, uncommitted: they went with the process, and nobody heard of them.
		$this->assertCount( 0, $this->all_requests(), 'the requests of the unfinished chunk were rolled back' );
		$this->assertSame( array(), $before, 'no e-mail went out about a request that was not committed' );

		$mail     = ( new Mail_Catcher() )->start();
		$progress = Engine_Site::run( 'weekly', self::DATE );
		$mail->stop();
		unlink( $log );

		$this->assert_run_complete( $progress );
		$this->assert_admin_told_once_per_request( $mail->caught() );
	}

	public function test_killed_while_sending_the_emails_the_resumed_run_sends_none_twice_unrecorded(): void {
		$log    = tempnam( sys_get_temp_dir(), 'vps-mail-' );
		$killed = $this->finish_engine_process( $this->start_engine_process( array( 'weekly', self::DATE, '--kill-at=vendor_payout_schedule_payout_recorded:30', '--mail-log=' . $log ) ) );
		$this->assertSame( SIGKILL, $killed['signal'] );
		$this->assertCount( 200, $this->all_requests(), 'every request was committed before the first e-mail' );

		// The dead go's e-mails are taken over by the very next go, as its filings are.
		global $wpdb;
		$mail     = ( new Mail_Catcher() )->start();
		$progress = Engine_Site::run( 'weekly', self::DATE );
		$mail->stop();
		$mails = array_merge( Mail_Catcher::read( $log ), $mail->caught() );
		unlink( $log );

		$this->assert_run_complete( $progress );
		$admin  = array_filter( $mails, static fn ( array $mail ): bool => get_option( 'admin_email' ) === $mail['to'] );
		$counts = array_count_values( array_column( $admin, 'message' ) );
		$again  = array_filter( Engine_Site::outcomes( self::DATE ), static fn ( $row ): bool => Payout_Ledger::MAIL_SENT_AGAIN === (int) $row->mailed );
		$this->assertLessThanOrEqual( count( $again ), count( array_filter( $counts, static fn ( int $count ): bool => $count > 1 ) ), 'a request is mailed about twice only where the row says its e-mails were sent again' );
		$this->assertCount( 200, $counts, 'the admin heard of every request' );
		$this->assertSame( 0, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::payouts_table() . ' WHERE mailed NOT IN (%d, %d)', Payout_Ledger::MAIL_SENT, Payout_Ledger::MAIL_SENT_AGAIN ) ), 'no outcome waits for its e-mails' );
	}

	public function test_a_vendors_own_request_after_a_claim_that_was_never_assessed_is_not_taken_for_the_runs(): void {
		// Killed at the first vendor's check: the batch is claimed, nobody assessed, nothing filed.
		$killed = $this->finish_engine_process( $this->start_engine_process( array( 'weekly', self::DATE, '--kill-at=dokan_withdraw_is_valid_request:1' ) ) );
		$this->assertSame( SIGKILL, $killed['signal'] );
		$vendor = $this->vendors[1];
		$own    = Engine_Site::manual_request( $vendor, 50 );

		Engine_Site::run( 'weekly', self::DATE );

		$row = Engine_Site::outcomes( self::DATE )[ $vendor ];
		$this->assertSame( Payout_Ledger::SKIPPED, $row->status, 'the vendor\'s own pending request blocks the payout' );
		$this->assertSame( Skip_Reason::PendingRequest->value, $row->reason );
		$this->assertSame( 0, (int) $row->withdraw_id, 'the vendor\'s request is not recorded as the run\'s' );
		$this->assertSame( array( $own ), array_map( static fn ( $request ) => (int) $request->id, Engine_Site::requests()[ $vendor ] ) );
	}

	public function test_a_go_killed_mid_chunk_is_resumed_by_the_very_next_go_each_vendor_filed_and_emailed_once(): void {
		$log    = tempnam( sys_get_temp_dir(), 'vps-mail-' );
		$killed = $this->finish_engine_process( $this->start_engine_process( array( 'weekly', self::DATE, '--kill-at=dokan_withdraw_created:10', '--mail-log=' . $log ) ) );
		$before = Mail_Catcher::read( $log );
		unlink( $log );
		$this->assertSame( SIGKILL, $killed['signal'] );
		$this->assertCount( 0, $this->all_requests(), 'the dead go\'s uncommitted requests went with it' );
		$this->assertContains( Payout_Ledger::FILING, array_column( Engine_Site::outcomes( self::DATE ), 'status' ), 'its claims are left, fresh' );

		// No clock moved, no row aged: the lock went with the dead go's connection.
		$mail     = ( new Mail_Catcher() )->start();
		$progress = Engine_Site::run( 'weekly', self::DATE );
		$mail->stop();

		$this->assert_run_complete( $progress );
		$mails = array_merge( $before, $mail->caught() );
		$this->assert_admin_told_once_per_request( $mails );
		$told = array_count_values( array_column( $mails, 'to' ) );
		foreach ( $this->vendors as $vendor ) {
			$this->assertSame( 1, $told[ get_userdata( $vendor )->user_email ] ?? 0, "vendor $vendor e-mailed once" );
		}
	}

	/**
	 * Dokan's e-mail to the admin went out once for each request Dokan holds.
	 *
	 * @param array<int, array{to: string, subject: string}> $mails What reached wp_mail().
	 */
	private function assert_admin_told_once_per_request( array $mails ): void {
		$admin = array_values( array_filter( $mails, static fn ( array $mail ): bool => get_option( 'admin_email' ) === $mail['to'] ) );
		$this->assertCount( count( $this->all_requests() ), $admin, 'one e-mail to the admin per request' );
		$this->assertCount( count( $admin ), array_unique( array_column( $admin, 'message' ) ), 'none about the same request twice' );
	}

	/**
	 * Every vendor has an outcome, every paid one exactly one request, and the run is finished.
	 *
	 * @param \VendorPayoutSchedule\Engine\Run_Progress $progress The resuming run's progress.
	 */
	private function assert_run_complete( $progress ): void {
		$this->assertRunDone( $progress );
		$outcomes = Engine_Site::outcomes( self::DATE );
		$this->assertEqualsCanonicalizing( $this->vendors, array_keys( $outcomes ), 'no vendor is missing' );
		$by_status = $this->rows_by_status();
		$this->assertSame( 200, $by_status[ Payout_Ledger::REQUESTED ] ?? 0 );
		$this->assertSame( 50, $by_status[ Payout_Ledger::SKIPPED ] ?? 0 );
		$this->assertSame( 0, Engine_Site::duplicates() );
		$this->assertCount( 200, $this->all_requests() );
		foreach ( $outcomes as $vendor => $row ) {
			if ( Payout_Ledger::REQUESTED === $row->status ) {
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
