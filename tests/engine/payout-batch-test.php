<?php
/**
 * A payout batch of a run's requests, from Dokan's check to money paid, judged by what the
 * batches table and Dokan's tables hold and what Dokan e-mailed the vendors.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Admin\Admin_Wording;
use VendorPayoutSchedule\Admin\Payout_Batch_Section;
use VendorPayoutSchedule\Engine\Job_Queue;
use VendorPayoutSchedule\Engine\Locked_Go;
use VendorPayoutSchedule\Engine\Run_Ledger;
use VendorPayoutSchedule\Engine\Schema;
use VendorPayoutSchedule\Lock_Unavailable;
use VendorPayoutSchedule\Payouts\Batch_Ledger;
use VendorPayoutSchedule\Engine\Dokan_Withdraw_Requests;
use VendorPayoutSchedule\Payouts\Payout_Batch;
use VendorPayoutSchedule\Payouts\Payout_File;
use VendorPayoutSchedule\Payouts\Payout_File_Store;

require_once __DIR__ . '/support/class-payout-files-site.php';

/**
 * Approving through Dokan builds WooCommerce's mailer, whose e-mails keep the site's title from
 * then on; each test runs in a process of its own so the tests after it build their own.
 *
 * @runTestsInSeparateProcesses
 * @preserveGlobalState disabled
 */
final class Payout_Batch_Test extends Engine_Test_Case {

	private Mail_Catcher $mail;

	/**
	 * Vendor ids by name.
	 *
	 * @var array<string, int>
	 */
	private array $vendors = array();

	private int $admin;

	protected function setUp(): void {
		parent::setUp();
		$this->mail  = ( new Mail_Catcher() )->start();
		$this->admin = (int) get_user_by( 'login', 'admin' )->ID;
	}

	protected function tearDown(): void {
		$this->mail->stop();
		parent::tearDown();
	}

	public function test_a_runs_requests_are_checked_with_dokan_and_a_refusal_keeps_dokans_reason(): void {
		$run = $this->run_of_four();
		// A refund after the run: the vendor's balance no longer covers the request.
		Engine_Site::set_balance( $this->vendors['refunded'], 40.0 );

		$started = ( new Payout_Batch() )->start( $run, null, $this->admin );

		$this->assertSame( 4, $started['taken'] );
		$this->assertSame( 1, $started['batch'] );
		$steps = $this->steps();
		$this->assertSame( Batch_Ledger::REFUSED, $steps['refunded'] );
		$this->assertSame( Batch_Ledger::READY, $steps['paypal'] );
		$this->assertSame( Batch_Ledger::READY, $steps['ach'] );
		$this->assertSame( Batch_Ledger::READY, $steps['sepa'] );
		$row = $this->row( 'refunded' );
		$this->assertSame( 'dokan_withdraw_not_enough_balance', $row->reason, 'Dokan’s own code' );
		$this->assertSame( '40.0000', $row->balance, 'the balance Dokan read' );
		$this->assertSame( $this->admin, (int) $row->taken_by );
		$this->assertSame(
			'The vendor’s balance was $40.00, less than the $120.00 requested (a refund or another withdrawal since).',
			Admin_Wording::refusal(
				new WP_Error( $row->reason, (string) $row->message ),
				array(
					'amount'  => '120',
					'balance' => (float) $row->balance,
				)
			)
		);
		$this->assertSame( 0, ( new Payout_Batch() )->start( $run, null, $this->admin )['taken'], 'a request is in one batch at a time' );
		$this->assertSame( array(), $this->vendor_mails(), 'checking tells nobody anything' );
	}

	public function test_refused_requests_are_cancelled_through_dokan_or_kept_for_a_later_batch(): void {
		$run = $this->run_of_four();
		Engine_Site::set_balance( $this->vendors['refunded'], 40.0 );
		Engine_Site::set_balance( $this->vendors['paypal'], 10.0 );
		$batch = ( new Payout_Batch() )->start( $run, null, $this->admin )['batch'];
		$this->assertSame( 2, ( new Payout_Batch() )->keep_refused( $batch, $this->admin ) );
		$this->assertSame( Batch_Ledger::KEPT, $this->steps()['refunded'] );

		// A later batch of the vendor takes the kept request, and the admin cancels it there.
		$later = ( new Payout_Batch() )->start( $run, array( $this->vendors['refunded'] ), $this->admin );
		$this->assertSame( 2, $later['batch'] );
		$this->assertSame( 1, $later['taken'] );
		$this->assertSame( Batch_Ledger::REFUSED, $this->steps()['refunded'], 'checked again, and refused again' );
		$this->assertSame( 1, ( new Payout_Batch() )->cancel_refused( 2, $this->admin ) );

		$this->assertSame( Batch_Ledger::CANCELLED, $this->steps()['refunded'] );
		$this->assertSame( Batch_Ledger::KEPT, $this->steps()['paypal'], 'the other kept request stays kept' );
		$this->assertSame( 2, Payout_Files_Site::dokan_request( $this->request_of( 'refunded' ) )['status'], 'cancelled in Dokan' );
		$this->assertSame( 0, Payout_Files_Site::dokan_request( $this->request_of( 'paypal' ) )['status'], 'still pending in Dokan' );
		$mails = $this->vendor_mails();
		$this->assertCount( 1, $mails, 'Dokan e-mails the vendor whose request it cancelled, once' );
		$this->assertSame( get_userdata( $this->vendors['refunded'] )->user_email, $mails[0]['to'] );
		$this->assertStringContainsString( 'Your withdrawal request was cancelled', $mails[0]['subject'] );
		$this->assertSame( array(), $this->balance_entries( $this->vendors['refunded'] ), 'a cancellation writes no balance entry' );
	}

	public function test_a_cancellation_tells_the_vendor_dokans_refusal_in_their_own_words_and_language(): void {
		// A vendor can only pick German in their profile where WordPress's German is installed; the
		// scratch site is told it is there (the plugin's own German is what the note uses).
		add_filter( 'get_available_languages', array( self::class, 'with_german' ) );
		$GLOBALS['wp_locale_switcher'] = new WP_Locale_Switcher();
		$GLOBALS['wp_locale_switcher']->init();
		$run = $this->run_of_four();
		Engine_Site::set_balance( $this->vendors['refunded'], 40.0 );
		Engine_Site::set_balance( $this->vendors['paypal'], 10.0 );
		update_user_meta( $this->vendors['paypal'], 'locale', 'de_DE' );
		$batch = ( new Payout_Batch() )->start( $run, null, $this->admin )['batch'];

		$this->assertSame( 2, ( new Payout_Batch() )->cancel_refused( $batch, $this->admin ) );

		$english = 'Your balance was $40.00 when the marketplace checked the request, less than the $120.00 requested (a refund or another withdrawal since).';
		$german  = 'Ihr Guthaben betrug $10.00, als der Marktplatz den Antrag prüfte, weniger als die beantragten $100.00 (seitdem eine Erstattung oder eine andere Auszahlung).';
		$this->assertSame( $english, Payout_Files_Site::dokan_request( $this->request_of( 'refunded' ) )['note'], 'Dokan keeps the reason as the request’s note' );
		$this->assertSame( $german, Payout_Files_Site::dokan_request( $this->request_of( 'paypal' ) )['note'], 'in the vendor’s profile language' );
		$mails = array_map( array( Mail_Catcher::class, 'text' ), array_column( $this->vendor_mails(), null, 'to' ) );
		$this->assertCount( 2, $mails );
		$this->assertStringContainsString( $english, $mails[ get_userdata( $this->vendors['refunded'] )->user_email ], 'Dokan’s e-mail quotes the reason' );
		$this->assertStringContainsString( $german, $mails[ get_userdata( $this->vendors['paypal'] )->user_email ] );
		$this->assertStringNotContainsString( 'Scheduled payout', $mails[ get_userdata( $this->vendors['refunded'] )->user_email ] );
		$this->assertSame( 'en_US', determine_locale(), 'the site language is back after the cancellation' );
		remove_filter( 'get_available_languages', array( self::class, 'with_german' ) );
	}

	/**
	 * @param string[] $languages Installed languages.
	 * @return string[]
	 */
	public static function with_german( $languages ): array {
		return array_values( array_unique( array_merge( (array) $languages, array( 'de_DE' ) ) ) );
	}

	public function test_the_files_hold_the_requests_dokan_would_approve_and_each_notes_who_made_it(): void {
		$run = $this->run_of_four();
		Engine_Site::set_balance( $this->vendors['refunded'], 40.0 );
		$batch = ( new Payout_Batch() )->start( $run, null, $this->admin )['batch'];

		$files = ( new Payout_Batch() )->files( $batch );
		$this->assertSame( array( 'paypal-USD-1', 'ach-USD-1', 'sepa-EUR-1' ), array_map( static fn ( Payout_File $file ) => $file->key(), $files ), 'one file per method and currency; the refused request is in none' );

		$path = tempnam( sys_get_temp_dir(), 'batch-file' );
		$out  = fopen( $path, 'wb' );
		( new Payout_Batch() )->write( $batch, $files[0], $out, Payout_Files_Site::originator(), $this->admin );
		fclose( $out );
		$rows = Payout_Files_Site::read( 'csv', array( $path ) );
		$this->assertSame( array( array( 'paypal@example.com', '100.00', 'USD', 'DOKAN-WD-' . $this->request_of( 'paypal' ), $rows[0][4], 'PAYPAL' ) ), $rows );

		$row = $this->row( 'paypal' );
		$this->assertSame( 'paypal-USD-1', $row->file_key );
		$this->assertSame( $this->admin, (int) $row->file_by );
		$this->assertNotNull( $row->file_at );
		$this->assertSame( '1', $row->files_made );
		$this->assertSame( '', $this->row( 'ach' )->file_key, 'no ACH file made yet' );

		$out = fopen( 'php://memory', 'wb' );
		( new Payout_Batch() )->write( $batch, $files[0], $out, Payout_Files_Site::originator(), 1 );
		$this->assertSame( '2', $this->row( 'paypal' )->files_made, 'a second download counts' );
		$this->assertSame( $this->admin, (int) $this->row( 'paypal' )->file_by, 'the first maker stays' );
	}

	public function test_marking_paid_approves_through_dokan_each_request_in_a_file_once(): void {
		$run   = $this->run_of_four();
		$batch = ( new Payout_Batch() )->start( $run, null, $this->admin )['batch'];
		foreach ( ( new Payout_Batch() )->files( $batch ) as $file ) {
			if ( Payout_File::ACH !== $file->kind ) {
				( new Payout_Batch() )->write( $batch, $file, fopen( 'php://memory', 'wb' ), Payout_Files_Site::originator(), $this->admin );
			}
		}

		$this->assertSame( 3, ( new Payout_Batch() )->mark_paid( $batch, $this->admin ), 'the requests of the files made; the ACH file was not made' );

		$steps = $this->steps();
		$this->assertSame( Batch_Ledger::PAID, $steps['paypal'] );
		$this->assertSame( Batch_Ledger::PAID, $steps['refunded'] );
		$this->assertSame( Batch_Ledger::PAID, $steps['sepa'] );
		$this->assertSame( Batch_Ledger::READY, $steps['ach'], 'in no file made: not approved' );
		foreach ( array( 'paypal', 'refunded', 'sepa' ) as $name ) {
			$this->assertSame( 1, Payout_Files_Site::dokan_request( $this->request_of( $name ) )['status'], $name . ' approved in Dokan' );
			$this->assertCount( 1, $this->balance_entries( $this->vendors[ $name ] ), $name . ': Dokan’s balance entry, once' );
		}
		$this->assertSame( 0, Payout_Files_Site::dokan_request( $this->request_of( 'ach' ) )['status'] );
		$this->assertSame( $this->admin, (int) $this->row( 'sepa' )->step_by );
		$this->assertSame( array( 3, 3 ), array( count( $this->vendor_mails() ), count( array_unique( array_column( $this->vendor_mails(), 'to' ) ) ) ), 'each vendor got Dokan’s approval e-mail once' );

		$this->assertSame( 0, ( new Payout_Batch() )->mark_paid( $batch, $this->admin ), 'a second click finds nothing to approve' );
		$this->assertCount( 3, $this->vendor_mails() );
		$this->assertCount( 1, $this->balance_entries( $this->vendors['paypal'] ) );
	}

	public function test_a_failed_approval_keeps_dokans_reason_and_a_second_click_tries_it_again(): void {
		$run   = $this->run_of_four();
		$batch = ( new Payout_Batch() )->start( $run, null, $this->admin )['batch'];
		$this->make_every_file( $batch );
		Engine_Site::set_balance( $this->vendors['paypal'], 30.0 );

		( new Payout_Batch() )->mark_paid( $batch, $this->admin );

		$row = $this->row( 'paypal' );
		$this->assertSame( Batch_Ledger::FAILED, $row->step );
		$this->assertSame( 'dokan_withdraw_not_enough_balance', $row->reason );
		$this->assertSame( 0, Payout_Files_Site::dokan_request( $this->request_of( 'paypal' ) )['status'] );
		$this->assertSame( Batch_Ledger::PAID, $this->steps()['ach'] );

		Engine_Site::set_balance( $this->vendors['paypal'], 500.0 );
		$this->assertSame( 1, ( new Payout_Batch() )->mark_paid( $batch, $this->admin ), 'only the failed one is tried again' );
		$this->assertSame( Batch_Ledger::PAID, $this->steps()['paypal'] );
		$this->assertCount( 4, $this->vendor_mails() );
	}

	public function test_a_go_that_dies_after_dokan_approved_is_resumed_and_approves_nothing_twice(): void {
		$run   = $this->run_of_four();
		$batch = ( new Payout_Batch() )->start( $run, null, $this->admin )['batch'];
		$this->make_every_file( $batch );
		$ledger = new Batch_Ledger();
		$ledger->move( $batch, array( Batch_Ledger::READY ), Batch_Ledger::PAYING, $this->admin, true );
		// The go dies right after Dokan approved its second request, before recording it.
		$approved = 0;
		$die      = static function () use ( &$approved ): void {
			if ( 2 === ++$approved ) {
				throw new RuntimeException( 'killed' );
			}
		};
		add_action( 'dokan_withdraw_request_approved', $die, 99 );
		try {
			( new Payout_Batch() )->work( $batch, microtime( true ) + 60 );
			$this->fail( 'the go should have died' );
		} catch ( RuntimeException $e ) {
			$this->assertSame( 'killed', $e->getMessage() );
		}
		remove_action( 'dokan_withdraw_request_approved', $die, 99 );
		$this->assertSame( 1, count( array_keys( $this->steps(), Batch_Ledger::PAID, true ) ) );
		$this->assertSame( 2, $this->approved_in_dokan() );
		Payout_Files_Site::age_approvals();

		$this->assertFalse( ( new Payout_Batch() )->work( $batch, microtime( true ) + 60 ), 'the next go takes the dead go’s rows' );

		$this->assertSame( array_fill_keys( array_keys( $this->vendors ), Batch_Ledger::PAID ), $this->steps() );
		$this->assertSame( 4, $this->approved_in_dokan() );
		foreach ( $this->vendors as $name => $vendor ) {
			$this->assertCount( 1, $this->balance_entries( $vendor ), $name . ': one balance entry' );
		}
		$this->assertSame( Dokan_Withdraw_Requests::NOT_PENDING, $this->row_by_request( $this->second_request_approved() )->reason, 'found approved in Dokan' );
		$this->assertCount( 4, $this->vendor_mails(), 'Dokan’s approval e-mail once each' );
	}

	public function test_a_go_killed_between_dokans_status_and_its_balance_entry_leaves_one_debit_once(): void {
		$batch = $this->batch_marked_paid_without_a_go();
		$log = (string) tempnam( sys_get_temp_dir(), 'vps-mail-' );

		// Dokan saves the second request's status, then dies before its balance entry (written on
		// the same action at 11) and before its e-mail to the vendor (at 30).
		$killed = $this->finish_engine_process( $this->start_engine_process( array( (string) $batch, '--kill-at=dokan_withdraw_request_approved:2:10', '--mail-log=' . $log ), 'run-payout-batch.php' ) );
		$this->assertSame( SIGKILL, $killed['signal'], 'the go was killed' );
		$cut_short = $this->second_request_approved();
		$vendor    = (int) $this->row_by_request( $cut_short )->vendor_id;
		$this->assertSame( 1, Payout_Files_Site::dokan_request( $cut_short )['status'], 'Dokan holds it approved' );
		$this->assertCount( 0, $this->balance_entries( $vendor ), 'without its debit' );
		Payout_Files_Site::age_approvals();

		$this->assertFalse( ( new Payout_Batch() )->work( $batch, microtime( true ) + 60 ), 'the next go takes the dead go’s rows' );

		$this->assert_each_paid_once_and_told_once( $log );
		$entry = $this->balance_entries( $vendor )[0];
		$this->assertSame( array( $cut_short, 0.0 ), array( (int) $entry[0], (float) $entry[1] ), 'Dokan’s own entry: the request, nothing in the debit column' );
		$this->assertEqualsWithDelta( (float) Payout_Files_Site::dokan_request( $cut_short )['amount'], (float) $entry[2], 0.001, 'the amount in Dokan’s credit column, as Dokan writes it' );
		$this->assertSame( Dokan_Withdraw_Requests::FINISHED, $this->row_by_request( $cut_short )->reason );

		$this->assertSame( 0, ( new Payout_Batch() )->mark_paid( $batch, $this->admin ), 'nothing left to approve' );
		$this->assertCount( 1, $this->balance_entries( $vendor ), 'and no second debit' );
	}

	public function test_a_go_killed_mid_approval_is_resumed_by_the_very_next_go_and_approves_nothing_twice(): void {
		$batch = $this->batch_marked_paid_without_a_go();
		$log = (string) tempnam( sys_get_temp_dir(), 'vps-mail-' );

		// The go dies once Dokan approved its second request (entry and e-mail made), before it recorded it.
		$killed = $this->finish_engine_process( $this->start_engine_process( array( (string) $batch, '--kill-at=dokan_withdraw_request_approved:2', '--mail-log=' . $log ), 'run-payout-batch.php' ) );
		$this->assertSame( SIGKILL, $killed['signal'], 'the go was killed: ' . $killed['errors'] );
		$this->assertSame( 2, $this->approved_in_dokan() );
		$this->assertContains( Batch_Ledger::PAYING, $this->steps(), 'the dead go left rows claimed' );
		$waiting = Engine_Site::events( Payout_Batch::HOOK );
		$this->assertCount( 1, $waiting, 'its continuation waits' );

		// The very next go, whenever it comes: no lease waited out for the rows the dead go held.
		Payout_Files_Site::age_approvals();
		Engine_Site::fire( (int) $waiting[0]['id'] );

		$this->assertSame( 'complete', Engine_Site::action_status( (int) $waiting[0]['id'] ) );
		$this->assert_each_paid_once_and_told_once( $log );
		$this->assertSame( array(), Engine_Site::events( Payout_Batch::HOOK ), 'done: no action left' );
	}

	public function test_a_go_while_another_process_holds_the_batch_does_nothing_and_the_holder_finishes_alone(): void {
		$batch = $this->batch_marked_paid_without_a_go();
		$log    = (string) tempnam( sys_get_temp_dir(), 'vps-mail-' );
		$factor = max( 1.0, (float) ( getenv( 'E2E_TIMEOUT_FACTOR' ) ?: 1 ) );

		// The holder is slow after Dokan's first approval, holding the batch's lock.
		$holder = $this->start_engine_process( array( (string) $batch, '--pause-at=dokan_withdraw_request_approved:1:' . ( 3 * $factor ), '--mail-log=' . $log ), 'run-payout-batch.php' );
		$lock   = Payout_Batch::lock( $batch )->name();
		$this->assertTrue( $this->until( fn (): bool => 1 === $this->approved_in_dokan(), 10 * $factor ), 'the holder approved its first request' );
		global $wpdb;
		$this->assertNotNull( $wpdb->get_var( $wpdb->prepare( 'SELECT IS_USED_LOCK(%s)', $lock ) ), 'and holds the batch' );

		$fired = did_action( 'dokan_withdraw_request_approved' );
		$this->assertTrue( ( new Payout_Batch() )->go( $batch, 60.0 ), 'work is left, for the holder' );
		$this->assertSame( $fired, did_action( 'dokan_withdraw_request_approved' ), 'this go asked Dokan nothing' );
		try {
			( new Payout_Batch() )->work( $batch, microtime( true ) + 60 );
			$this->fail( 'work() holds the batch’s lock too' );
		} catch ( Lock_Unavailable $held ) {
			$this->assertTrue( $held->was_held() );
		}

		$end = $this->finish_engine_process( $holder );
		$this->assertSame( array( 0, 0 ), array( $end['signal'], $end['exit'] ), $end['output'] . $end['errors'] );
		$this->assertSame( array_fill_keys( array_keys( $this->vendors ), Batch_Ledger::PAID ), $this->steps(), 'the holder finished alone' );
		foreach ( $this->vendors as $name => $vendor ) {
			$this->assertCount( 1, $this->balance_entries( $vendor ), $name . ': one balance entry' );
		}
		$told = array_column( Mail_Catcher::read( $log ), 'to' );
		unlink( $log );
		$this->assertCount( 4, $told, 'each vendor told by the holder' );
		$this->assertCount( 4, array_unique( $told ), 'once each' );
		$this->assertSame( array(), $this->vendor_mails(), 'and by nobody here' );
		// The second go kept its continuation, a watchdog ahead: it finds nothing to do and ends.
		$waiting = Engine_Site::events( Payout_Batch::HOOK );
		$this->assertCount( 1, $waiting, 'only the second go’s continuation waits' );
		$this->assertGreaterThan( time() + Locked_Go::WATCHDOG - 60, (int) reset( $waiting )['timestamp'] );
		$this->assertFalse( ( new Payout_Batch() )->go( $batch, 60.0 ), 'nothing is left to do' );
		// As Action Scheduler marks the action run: the go itself queued nothing more.
		Job_Queue::cancel( (int) reset( $waiting )['id'] );
		$this->assertSame( array(), Engine_Site::events( Payout_Batch::HOOK ), 'no go left waiting' );
	}

	/**
	 * A run of four taken into a batch, every file made and every request marked paid, with no go
	 * run yet. Returns the batch's number.
	 */
	private function batch_marked_paid_without_a_go(): int {
		$batch = ( new Payout_Batch() )->start( $this->run_of_four(), null, $this->admin )['batch'];
		$this->make_every_file( $batch );
		( new Batch_Ledger() )->move( $batch, array( Batch_Ledger::READY ), Batch_Ledger::PAYING, $this->admin, true );
		return $batch;
	}

	/**
	 * Waits until something holds, looking again every tenth of a second.
	 *
	 * @param callable(): bool $holds   What should come to hold.
	 * @param float            $seconds At most this long.
	 */
	private function until( callable $holds, float $seconds ): bool {
		$by = microtime( true ) + $seconds;
		while ( ! $holds() ) {
			if ( microtime( true ) > $by ) {
				return false;
			}
			usleep( 100000 );
			wp_cache_flush();
		}
		return true;
	}

	public function test_an_approval_whose_balance_entry_dokan_failed_to_write_stops_and_says_so_then_is_finished_once(): void {
		$run   = $this->run_of_four();
		$batch = ( new Payout_Batch() )->start( $run, null, $this->admin )['batch'];
		$this->make_every_file( $batch );
		// Dokan's insert of the PayPal vendor's entry fails (Dokan ignores the result); the others go in.
		$vendor = $this->vendors['paypal'];
		$this->with_failing_entry_of( $vendor, fn () => ( new Payout_Batch() )->mark_paid( $batch, $this->admin ) );

		$row = $this->row( 'paypal' );
		$this->assertSame( Batch_Ledger::FAILED, $row->step, 'not called paid' );
		$this->assertSame( Dokan_Withdraw_Requests::NOT_DEBITED, $row->reason );
		$this->assertStringContainsString( 'no balance entry', Admin_Wording::batch_reason( $row, '100', 'paypal' ), 'the admin reads why' );
		$this->assertCount( 0, $this->balance_entries( $vendor ) );
		$this->assertCount( 4, $this->vendor_mails(), 'Dokan told each vendor, as it does whatever its insert did' );

		$this->assertSame( 1, ( new Payout_Batch() )->mark_paid( $batch, $this->admin ), 'Mark as paid again takes the failed one' );
		$this->assertSame( Batch_Ledger::PAID, $this->steps()['paypal'] );
		$this->assertCount( 1, $this->balance_entries( $vendor ), 'its entry, once' );
		$this->assertCount( 4, $this->vendor_mails(), 'and no second e-mail' );
	}

	public function test_an_approval_made_in_dokan_found_without_its_entry_is_finished_only_five_minutes_later_and_quietly(): void {
		$run   = $this->run_of_four();
		$batch = ( new Payout_Batch() )->start( $run, null, $this->admin )['batch'];
		$this->make_every_file( $batch );
		// The admin approves the PayPal vendor's request in Dokan → Withdraw: Dokan saves the status
		// and e-mails the vendor; its balance entry is not in (as midway through a live approval).
		$vendor = $this->vendors['paypal'];
		$this->approve_in_dokan_without_entry( $this->request_of( 'paypal' ), $vendor );
		$this->assertCount( 1, $this->vendor_mails(), 'Dokan told the vendor' );

		( new Payout_Batch() )->mark_paid( $batch, $this->admin );

		$row = $this->row( 'paypal' );
		$this->assertCount( 0, $this->balance_entries( $vendor ), 'no entry written beside an approval that may be live' );
		$this->assertSame( array( Batch_Ledger::FAILED, Dokan_Withdraw_Requests::UNFINISHED ), array( $row->step, $row->reason ), 'stopped, not called paid' );
		$this->assertNotNull( $row->unfinished_at, 'when it was first found so' );
		$this->assertStringContainsString( 'after five minutes', Admin_Wording::batch_reason( $row, '100', 'paypal' ), 'the admin reads why' );
		$this->assertStringContainsString( 'nach fünf Minuten', $this->in_german( static fn () => Admin_Wording::batch_reason( $row, '100', 'paypal' ) ) );
		$this->assertCount( 4, $this->vendor_mails(), 'the three others approved; no second word to this vendor' );

		$this->assertSame( 1, ( new Payout_Batch() )->mark_paid( $batch, $this->admin ), 'Mark as paid again within five minutes takes it' );
		$this->assertSame( Batch_Ledger::FAILED, $this->steps()['paypal'], 'and leaves it' );
		$this->assertCount( 0, $this->balance_entries( $vendor ) );

		$this->age_unfinished();
		$fired = did_action( 'dokan_withdraw_request_approved' );
		$this->assertSame( 1, ( new Payout_Batch() )->mark_paid( $batch, $this->admin ) );

		$row = $this->row( 'paypal' );
		$this->assertSame( array( Batch_Ledger::PAID, Dokan_Withdraw_Requests::FINISHED ), array( $row->step, $row->reason ), 'five minutes later it is finished' );
		$this->assertCount( 1, $this->balance_entries( $vendor ), 'with Dokan’s entry, once' );
		$this->assertSame( $fired, did_action( 'dokan_withdraw_request_approved' ), 'by Dokan’s entry writer alone: no listener of Dokan’s approval ran again' );
		$this->assertCount( 4, $this->vendor_mails(), 'and the vendor is not told twice' );
	}

	public function test_a_request_found_approved_in_dokan_without_its_entry_while_checked_or_ready_is_not_called_paid(): void {
		$run   = $this->run_of_four();
		$batch = ( new Payout_Batch() )->start( $run, null, $this->admin )['batch'];
		$this->approve_in_dokan_without_entry( $this->request_of( 'paypal' ), $this->vendors['paypal'] );

		( new Payout_Batch() )->files( $batch );

		$row = $this->row( 'paypal' );
		$this->assertSame( array( Batch_Ledger::FAILED, Dokan_Withdraw_Requests::UNFINISHED ), array( $row->step, $row->reason ), 'ready, found approved without its debit: not paid' );
		$this->assertNotNull( $row->unfinished_at );
		$this->assertSame( 0, ( new Batch_Ledger() )->count_decided_in_dokan( $batch ) );

		( new Batch_Ledger() )->move( $batch, array( Batch_Ledger::READY ), Batch_Ledger::CHECKING, $this->admin );
		$this->approve_in_dokan_without_entry( $this->request_of( 'refunded' ), $this->vendors['refunded'] );
		( new Payout_Batch() )->work( $batch, microtime( true ) + 60 );

		$row = $this->row( 'refunded' );
		$this->assertSame( array( Batch_Ledger::FAILED, Dokan_Withdraw_Requests::UNFINISHED ), array( $row->step, $row->reason ), 'checked, found approved without its debit: not paid' );
		$this->assertSame( Batch_Ledger::READY, $this->steps()['ach'] );
		$this->assertCount( 0, $this->balance_entries( $this->vendors['paypal'] ) );
		$this->assertCount( 0, $this->balance_entries( $this->vendors['refunded'] ) );

		$this->make_every_file( $batch );
		$this->age_unfinished();
		$figures = ( new Batch_Ledger() )->batches_of_run( (int) $run->id )[ $batch ];
		$this->assertSame( array( 2, 2 ), array( $figures['payable'][ Batch_Ledger::READY ], $figures['payable'][ Batch_Ledger::FAILED ] ), '“Mark as paid” counts them' );
		$this->assertSame( 4, ( new Payout_Batch() )->mark_paid( $batch, $this->admin ), 'Mark as paid takes them though no file of ours held them' );
		$this->assertSame( array_fill_keys( array_keys( $this->vendors ), Batch_Ledger::PAID ), $this->steps() );
		foreach ( $this->vendors as $name => $id ) {
			$this->assertCount( 1, $this->balance_entries( $id ), $name . ': one balance entry' );
		}
		$this->assertCount( 4, $this->vendor_mails(), 'each vendor told once' );
	}

	public function test_an_approval_dokan_declined_to_debit_for_want_of_balance_says_so_and_is_not_retried(): void {
		$run   = $this->run_of_four();
		$batch = ( new Payout_Batch() )->start( $run, null, $this->admin )['batch'];
		$this->make_every_file( $batch );
		$vendor = $this->vendors['paypal'];
		$this->with_failing_entry_of( $vendor, fn () => ( new Payout_Batch() )->mark_paid( $batch, $this->admin ) );
		$this->assertSame( Dokan_Withdraw_Requests::NOT_DEBITED, $this->row( 'paypal' )->reason );
		// A refund since: the vendor's balance is below the 100 approved.
		Engine_Site::set_balance( $vendor, 30.0 );

		$this->assertSame( 1, ( new Payout_Batch() )->mark_paid( $batch, $this->admin ) );

		$row = $this->row( 'paypal' );
		$this->assertSame( array( Batch_Ledger::FAILED, Dokan_Withdraw_Requests::SHORT_BALANCE ), array( $row->step, $row->reason ), 'Dokan’s refusal to debit, not a crash' );
		$this->assertStringContainsString( 'below the amount', Admin_Wording::batch_reason( $row, '100', 'paypal' ) );
		$this->assertStringNotContainsString( 'still in the vendor’s withdrawable balance', Admin_Wording::batch_reason( $row, '100', 'paypal' ) );
		$this->assertStringContainsString( 'unter dem Betrag', $this->in_german( static fn () => Admin_Wording::batch_reason( $row, '100', 'paypal' ) ) );
		$this->assertCount( 0, $this->balance_entries( $vendor ) );
		$this->assertCount( 4, $this->vendor_mails() );
		$this->assertSame( 0, ( new Batch_Ledger() )->batches_of_run( (int) $run->id )[ $batch ]['payable'][ Batch_Ledger::FAILED ], '“Mark as paid” does not count it' );

		// Later earnings are not taken for it by another click.
		Engine_Site::set_balance( $vendor, 500.0 );
		$this->assertSame( 0, ( new Payout_Batch() )->mark_paid( $batch, $this->admin ), 'not tried again' );
		$this->assertCount( 0, $this->balance_entries( $vendor ) );
	}

	public function test_a_busy_retry_does_not_forget_that_dokan_told_the_vendor(): void {
		$run   = $this->run_of_four();
		$batch = ( new Payout_Batch() )->start( $run, null, $this->admin )['batch'];
		$this->make_every_file( $batch );
		$vendor = $this->vendors['paypal'];
		$this->with_failing_entry_of( $vendor, fn () => ( new Payout_Batch() )->mark_paid( $batch, $this->admin ) );
		$this->assertCount( 4, $this->vendor_mails(), 'Dokan told each vendor' );

		// Another process holds the request's lock through the next click.
		global $wpdb;
		$other = Engine_Site::another_connection();
		$lock  = Dokan_Withdraw_Requests::lock( $this->request_of( 'paypal' ) )->name();
		$this->assertSame( '1', (string) $other->get_var( $other->prepare( 'SELECT GET_LOCK(%s, 0)', $lock ) ) );
		( new Payout_Batch() )->mark_paid( $batch, $this->admin );
		$this->assertSame( Dokan_Withdraw_Requests::BUSY, $this->row( 'paypal' )->reason );
		$other->query( $other->prepare( 'SELECT RELEASE_LOCK(%s)', $lock ) );

		$this->assertSame( 1, ( new Payout_Batch() )->mark_paid( $batch, $this->admin ) );
		$this->assertSame( Batch_Ledger::PAID, $this->steps()['paypal'] );
		$this->assertCount( 1, $this->balance_entries( $vendor ) );
		$this->assertCount( 4, $this->vendor_mails(), 'no second approval e-mail' );
	}

	public function test_a_start_while_another_start_numbers_its_batch_takes_nothing_and_says_try_again(): void {
		$run = $this->run_of_four();
		add_filter( 'vendor_payout_schedule_lock_wait', array( $this, 'one_second' ) );
		$other = Engine_Site::hold_lock_elsewhere( Batch_Ledger::numbering_lock() );

		$answer = $this->admin_post(
			fn () => ( new Payout_Batch_Section() )->act(),
			Payout_Batch_Section::ACTION . '_' . $run->id,
			array(
				'run' => (string) $run->id,
				'do'  => 'start',
			)
		);

		$this->assertSame( 503, $answer['status'] );
		$this->assertStringContainsString( 'No request was taken; try again in a moment.', $answer['message'] );
		$german = $this->in_german(
			fn () => $this->admin_post(
				fn () => ( new Payout_Batch_Section() )->act(),
				Payout_Batch_Section::ACTION . '_' . $run->id,
				array(
					'run' => (string) $run->id,
					'do'  => 'start',
				)
			)['message']
		);
		$this->assertStringContainsString( 'Kein Antrag wurde übernommen; versuchen Sie es gleich noch einmal.', $german );
		$this->assertSame( array(), array_filter( $this->steps() ), 'no request is in a batch' );
		$this->assertSame( array(), ( new Batch_Ledger() )->batches_of_run( (int) $run->id ) );

		$other->query( 'DO RELEASE_ALL_LOCKS()' );
		$this->assertSame( 4, ( new Payout_Batch() )->start( $run, null, $this->admin )['taken'], 'once free, the same start takes them' );
	}

	public function test_a_download_while_another_file_is_made_makes_nothing_and_says_try_again(): void {
		$run   = $this->run_of_four();
		$batch = ( new Payout_Batch() )->start( $run, null, $this->admin )['batch'];
		$file  = ( new Payout_Batch() )->files( $batch )[0];
		add_filter( 'vendor_payout_schedule_lock_wait', array( $this, 'one_second' ) );
		$other = Engine_Site::hold_lock_elsewhere( Payout_File_Store::issuing_lock() );

		$_GET['batch'] = (string) $batch;
		$_GET['file']  = $file->key();
		$answer        = $this->admin_post( fn () => ( new Payout_Batch_Section() )->download(), Payout_Batch_Section::FILE_ACTION . '_' . $batch );

		$this->assertSame( 503, $answer['status'] );
		$this->assertStringContainsString( 'Nothing was made or noted; try again in a moment.', $answer['message'] );
		$_GET['batch'] = (string) $batch;
		$_GET['file']  = $file->key();
		$german        = $this->in_german( fn () => $this->admin_post( fn () => ( new Payout_Batch_Section() )->download(), Payout_Batch_Section::FILE_ACTION . '_' . $batch )['message'] );
		$this->assertStringContainsString( 'Nichts wurde erstellt oder vermerkt; versuchen Sie es gleich noch einmal.', $german );
		$this->assertSame( array(), ( new Payout_File_Store() )->made( $batch ), 'no file was stored' );

		$other->query( 'DO RELEASE_ALL_LOCKS()' );
		$this->assertNotSame( '', (string) file_get_contents( $this->download( $batch, $file ) ), 'once free, the same file is made' );
		$this->assertCount( 1, ( new Payout_File_Store() )->made( $batch ) );
	}

	/**
	 * One second's wait for any lock.
	 */
	public function one_second(): int {
		return 1;
	}

	/**
	 * Runs an admin-post handler as the admin with its nonce, and returns what its wp_die() said.
	 *
	 * @param callable              $handler The handler.
	 * @param string                $action  The nonce's action.
	 * @param array<string, string> $post    The form's fields.
	 * @return array{status: int, message: string}
	 */
	private function admin_post( callable $handler, string $action, array $post = array() ): array {
		wp_set_current_user( $this->admin );
		$_POST                = $post;
		$_REQUEST             = $post + $_GET;
		$_REQUEST['_wpnonce'] = wp_create_nonce( $action );
		$die                  = static fn () => static function ( $message, $title = '', $args = array() ): void {
			throw new DomainException( (string) $message, (int) ( $args['response'] ?? 500 ) );
		};
		add_filter( 'wp_die_handler', $die );
		try {
			$handler();
			$this->fail( 'the handler answers with wp_die()' );
		} catch ( DomainException $answer ) {
			return array(
				'status'  => $answer->getCode(),
				'message' => $answer->getMessage(),
			);
		} finally {
			remove_filter( 'wp_die_handler', $die );
			$_POST    = array();
			$_GET     = array();
			$_REQUEST = array();
		}
	}

	public function test_a_go_that_lost_its_connection_and_its_rows_before_dokans_save_approves_nothing(): void {
		$batch = $this->batch_marked_paid_without_a_go();
		// In Dokan's check the go's connection is lost, and the batch's lock with it; WordPress
		// connects again and PHP goes on. Another go takes the lock and claims the rows meanwhile.
		global $wpdb;
		$table  = Schema::batches_table();
		$other  = Engine_Site::another_connection();
		$mine   = (int) $wpdb->get_var( 'SELECT CONNECTION_ID()' );
		$stolen = false;
		$steal  = static function ( $valid ) use ( &$stolen, $table, $other, $mine, $batch ) {
			if ( ! $stolen ) {
				$stolen = true;
				$other->query( "KILL CONNECTION {$mine}" );
				$other->get_var( $other->prepare( 'SELECT GET_LOCK(%s, 5)', Payout_Batch::lock( $batch )->name() ) );
				$other->query( "UPDATE {$table} SET claim_token = REPEAT('b', 32) WHERE claim_token <> ''" );
			}
			return $valid;
		};
		add_filter( 'dokan_withdraw_is_valid_request', $steal );
		$this->assertTrue( ( new Payout_Batch() )->work( $batch, microtime( true ) + 60 ), 'the go stops: work is left' );
		remove_filter( 'dokan_withdraw_is_valid_request', $steal );

		$this->assertTrue( $stolen );
		$this->assertNotSame( $mine, (int) $wpdb->get_var( 'SELECT CONNECTION_ID()' ), 'the go went on over a new connection' );
		$this->assertSame( 0, $this->approved_in_dokan(), 'nothing approved on rows another go holds' );
		$this->assertSame( array_fill_keys( array_keys( $this->vendors ), Batch_Ledger::PAYING ), $this->steps(), 'left to that go' );
		$this->assertCount( 0, $this->vendor_mails() );
		$other->close();
	}

	public function test_a_go_that_lost_its_connection_before_dokans_save_saves_nothing_and_the_next_go_approves_at_once(): void {
		$batch = $this->batch_marked_paid_without_a_go();
		// In Dokan's check of the first request the go's connection is lost, and its locks with it;
		// WordPress connects again and PHP goes on. No other go has come yet.
		global $wpdb;
		$other = Engine_Site::another_connection();
		$mine  = (int) $wpdb->get_var( 'SELECT CONNECTION_ID()' );
		$lost  = false;
		$lose  = static function ( $valid ) use ( &$lost, $other, $mine ) {
			if ( ! $lost ) {
				$lost = true;
				$other->query( "KILL CONNECTION {$mine}" );
			}
			return $valid;
		};
		add_filter( 'dokan_withdraw_is_valid_request', $lose );
		( new Payout_Batch() )->work( $batch, microtime( true ) + 60 );
		remove_filter( 'dokan_withdraw_is_valid_request', $lose );

		$this->assertTrue( $lost );
		$this->assertSame( 0, $this->approved_in_dokan(), 'without its lock the go saved no approval: none is left approved without its entry' );
		$this->assertSame( 0, ( new Batch_Ledger() )->approvals_waiting( $batch )['count'], 'and none waits' );
		$this->assertTrue( $this->until( fn (): bool => '1' === (string) $other->get_var( $other->prepare( 'SELECT IS_FREE_LOCK(%s)', Payout_Batch::lock( $batch )->name() ) ), 10 * $this->factor() ), 'the batch’s lock is free' );
		$other->close();

		// The next go approves every request at once, each with one entry and one e-mail.
		$this->assertFalse( ( new Payout_Batch() )->work( $batch, microtime( true ) + 60 ) );
		$this->assertSame( array_fill_keys( array_keys( $this->vendors ), Batch_Ledger::PAID ), $this->steps() );
		foreach ( $this->vendors as $name => $id ) {
			$this->assertCount( 1, $this->balance_entries( $id ), $name . ': one balance entry' );
		}
		$this->assertCount( 4, array_unique( array_column( $this->vendor_mails(), 'to' ) ) );
		$this->assertCount( 4, $this->vendor_mails() );
	}

	public function test_finishing_an_approval_made_in_dokan_whose_go_lost_its_connection_at_the_entry_is_left_to_that_go_and_debited_once(): void {
		$run   = $this->run_of_four();
		$batch = ( new Payout_Batch() )->start( $run, null, $this->admin )['batch'];
		$this->make_every_file( $batch );
		$vendor  = $this->vendors['paypal'];
		$request = $this->request_of( 'paypal' );
		// Approved in Dokan → Withdraw without its entry, found so five minutes ago, marked paid again.
		$this->approve_in_dokan_without_entry( $request, $vendor );
		( new Payout_Batch() )->mark_paid( $batch, $this->admin );
		$this->age_unfinished();
		( new Batch_Ledger() )->move( $batch, array( Batch_Ledger::FAILED ), Batch_Ledger::PAYING, $this->admin, true );
		$told = count( $this->vendor_mails() );

		// The go finishing it is held as Dokan's writer inserts the entry; its connection is killed.
		$log        = (string) tempnam( sys_get_temp_dir(), 'vps-mail-' );
		$hold       = (string) tempnam( sys_get_temp_dir(), 'vps-hold-' );
		$go         = $this->start_engine_process( array( (string) $batch, '--hold-at-sql=/^INSERT INTO `\w*dokan_vendor_balance`/:1:' . $hold, '--mail-log=' . $log ), 'run-payout-batch.php' );
		$connection = $this->pause_reached( $hold );
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'KILL CONNECTION %d', $connection ) );
		$this->assertTrue( $this->until( fn (): bool => '1' === (string) $wpdb->get_var( $wpdb->prepare( 'SELECT IS_FREE_LOCK(%s)', Payout_Batch::lock( $batch )->name() ) ), 10 * $this->factor() ), 'the batch’s lock is free' );

		// The next go leaves it to that go: it may still be inside Dokan's writer.
		$this->assertFalse( ( new Payout_Batch() )->go( $batch, 60.0 ), 'no work for a go now' );
		$this->assertSame( Batch_Ledger::PAYING, $this->row( 'paypal' )->step );
		$this->assertCount( 0, $this->balance_entries( $vendor ), 'no entry written beside the one that go is writing' );
		$this->assertSame( 1, ( new Batch_Ledger() )->approvals_waiting( $batch )['count'] );

		// That go goes on over a new connection: Dokan's writer inserts the entry, once.
		$this->go_on( $hold );
		$end = $this->finish_engine_process( $go );
		array_map( 'unlink', array( $hold, $hold . '.go' ) );
		$this->assertSame( array( 0, 0 ), array( $end['signal'], $end['exit'] ), $end['output'] . $end['errors'] );
		$this->assertSame( array( Batch_Ledger::PAID, Dokan_Withdraw_Requests::FINISHED ), array( $this->row( 'paypal' )->step, $this->row( 'paypal' )->reason ) );
		$this->assertCount( 1, $this->balance_entries( $vendor ), 'one entry' );
		$this->assertSame( array(), Mail_Catcher::read( $log ), 'and no word: Dokan told the vendor when it approved' );
		unlink( $log );
		$this->assertCount( $told, $this->vendor_mails() );
	}

	public function test_an_approval_whose_go_lost_its_connection_inside_dokans_save_is_left_to_that_go_and_debited_once(): void {
		$batch = $this->batch_marked_paid_without_a_go();
		// The go is inside Dokan's approval of its first request: Dokan saved the status, read the
		// vendor's balance and found no entry, and is about to insert one.
		$lost = $this->a_go_that_lost_its_connection_and_the_next_go( $batch, '--hold-at-sql=/^INSERT INTO `\w*dokan_vendor_balance`/:1:' );

		// The go goes on over a new connection: Dokan inserts its entry and e-mails the vendor.
		$this->let_it_go_on( $lost );

		$this->assert_each_paid_once_and_told_once( $lost['log'] );
		$this->assertSame( 0, ( new Batch_Ledger() )->approvals_waiting( $batch )['count'] );
		$waiting = Engine_Site::events( Payout_Batch::HOOK );
		$this->assertSame( array( $lost['due'] ), array_map( 'intval', array_column( $waiting, 'timestamp' ) ), 'the go that lost its connection queued nothing more' );
		Engine_Site::fire( (int) $waiting[0]['id'] );
		$this->assertSame( array(), Engine_Site::events( Payout_Batch::HOOK ), 'the queued go found nothing left' );
		$this->assertCount( 1, $this->balance_entries( $lost['vendor'] ) );
	}

	public function test_a_go_that_lost_its_connection_before_dokans_entry_writer_leaves_the_entry_and_the_email_to_the_go_after_the_wait(): void {
		$batch = $this->batch_marked_paid_without_a_go();
		// The go is slow in a listener of Dokan's approval that runs before Dokan's entry writer.
		$lost = $this->a_go_that_lost_its_connection_and_the_next_go( $batch, '--hold-at=dokan_withdraw_request_approved:1:5:' );
		$log  = $lost['log'];

		// It goes on over a new connection and finds the request's lock lost: Dokan's entry writer
		// and its e-mail do not run for this approval, and the go records nothing.
		$this->let_it_go_on( $lost );
		$row = $this->row_by_request( $lost['request'] );
		$this->assertSame( array( Batch_Ledger::PAYING, '0' ), array( $row->step, (string) $row->vendor_told ), 'left for the go after the wait' );
		$this->assertSame( 1, Payout_Files_Site::dokan_request( $lost['request'] )['status'], 'approved in Dokan' );
		$this->assertCount( 0, $this->balance_entries( $lost['vendor'] ), 'no entry written by a go without its lock' );
		$this->assertSame( array(), Mail_Catcher::read( $log ), 'and no e-mail' );
		$waiting = Engine_Site::events( Payout_Batch::HOOK );
		$this->assertSame( array( $lost['due'] ), array_map( 'intval', array_column( $waiting, 'timestamp' ) ) );

		// The wait is over (aged here): the queued go writes Dokan's entry and tells the vendor.
		Payout_Files_Site::age_approvals();
		Engine_Site::fire( (int) $waiting[0]['id'] );
		$row = $this->row_by_request( $lost['request'] );
		$this->assertSame( array( Batch_Ledger::PAID, Dokan_Withdraw_Requests::FINISHED ), array( $row->step, $row->reason ) );
		$this->assert_each_paid_once_and_told_once( $log );
		$this->assertSame( array(), Engine_Site::events( Payout_Batch::HOOK ), 'done: no action left' );
	}

	/**
	 * Starts a go in its own process held where the option says, inside Dokan's approval of its
	 * first request; KILLs its database connection (a KILL, a server's timeout), and the batch's and
	 * the request's locks with it; then runs the next go meanwhile, which approves the other
	 * requests and leaves that one, queuing the batch's next go for when its wait ends.
	 *
	 * @param int    $batch The batch.
	 * @param string $held  The go's --hold-at or --hold-at-sql option up to its FILE.
	 * @return array{go: array, hold: string, log: string, request: int, vendor: int, due: int} The
	 *         held go's process, FILE and --mail-log, its request and vendor, the moment.
	 */
	private function a_go_that_lost_its_connection_and_the_next_go( int $batch, string $held ): array {
		$log        = (string) tempnam( sys_get_temp_dir(), 'vps-mail-' );
		$hold       = (string) tempnam( sys_get_temp_dir(), 'vps-hold-' );
		$request    = min( array_map( fn ( $name ) => $this->request_of( $name ), array_keys( $this->vendors ) ) );
		$go         = $this->start_engine_process( array( (string) $batch, $held . $hold, '--mail-log=' . $log ), 'run-payout-batch.php' );
		$connection = $this->pause_reached( $hold );
		$vendor     = (int) $this->row_by_request( $request )->vendor_id;
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'KILL CONNECTION %d', $connection ) );
		$this->assertTrue( $this->until( fn (): bool => '1' === (string) $wpdb->get_var( $wpdb->prepare( 'SELECT IS_FREE_LOCK(%s)', Payout_Batch::lock( $batch )->name() ) ), 10 * $this->factor() ), 'the batch’s lock is free' );

		$this->assertFalse( ( new Payout_Batch() )->go( $batch, 60.0 ), 'no work for a go now' );

		$row = $this->row_by_request( $request );
		$this->assertSame( Batch_Ledger::PAYING, $row->step, 'the approval is neither finished nor failed' );
		$this->assertCount( 0, $this->balance_entries( $vendor ), 'and no entry written beside it' );
		$this->assertSame( 3, count( array_keys( $this->steps(), Batch_Ledger::PAID, true ) ), 'the other requests are approved' );
		$due = (int) strtotime( $row->approving_at . ' UTC' ) + Payout_Batch::UNFINISHED_WAIT;
		$this->assertContains( $due, array_map( 'intval', array_column( Engine_Site::events( Payout_Batch::HOOK ), 'timestamp' ) ), 'the batch’s next go is queued for when the approval’s wait ends' );
		$this->assertSame(
			array(
				'count' => 1,
				'until' => $due,
			),
			( new Batch_Ledger() )->approvals_waiting( $batch )
		);
		return array(
			'go'      => $go,
			'hold'    => $hold,
			'log'     => $log,
			'request' => $request,
			'vendor'  => $vendor,
			'due'     => $due,
		);
	}

	/**
	 * Every vendor's request is paid with one balance entry, and Dokan's approval e-mail reached
	 * each vendor once, sent here or by a go in its own process (its mail log, removed after).
	 *
	 * @param string $log The other process's --mail-log.
	 */
	private function assert_each_paid_once_and_told_once( string $log ): void {
		$this->assertSame( array_fill_keys( array_keys( $this->vendors ), Batch_Ledger::PAID ), $this->steps() );
		foreach ( $this->vendors as $name => $id ) {
			$this->assertCount( 1, $this->balance_entries( $id ), $name . ': one balance entry' );
		}
		$told = array_merge( array_column( Mail_Catcher::read( $log ), 'to' ), array_column( $this->vendor_mails(), 'to' ) );
		unlink( $log );
		$this->assertCount( 4, $told, 'Dokan’s approval e-mail to each vendor' );
		$this->assertCount( 4, array_unique( $told ), 'once each' );
	}

	/**
	 * Lets the go a_go_that_lost_its_connection_and_the_next_go() held go on, and waits until it ended well.
	 *
	 * @param array{go: array, hold: string} $lost What that answered.
	 */
	private function let_it_go_on( array $lost ): void {
		$this->go_on( $lost['hold'] );
		$end = $this->finish_engine_process( $lost['go'] );
		array_map( 'unlink', array( $lost['hold'], $lost['hold'] . '.go' ) );
		$this->assertSame( array( 0, 0 ), array( $end['signal'], $end['exit'] ), $end['output'] . $end['errors'] );
	}

	public function test_a_go_that_finds_only_an_approval_left_to_its_go_asks_dokan_nothing_and_queues_the_next_for_when_its_wait_ends(): void {
		$batch = $this->batch_marked_paid_without_a_go();
		$log   = (string) tempnam( sys_get_temp_dir(), 'vps-mail-' );
		// The go is killed inside Dokan's approval of its first request, between the status and the entry.
		$killed = $this->finish_engine_process( $this->start_engine_process( array( (string) $batch, '--kill-at=dokan_withdraw_request_approved:1:10', '--mail-log=' . $log ), 'run-payout-batch.php' ) );
		$this->assertSame( SIGKILL, $killed['signal'], 'the go was killed' );
		$first  = min( array_map( fn ( $name ) => $this->request_of( $name ), array_keys( $this->vendors ) ) );
		$vendor = (int) $this->row_by_request( $first )->vendor_id;
		$due    = (int) strtotime( $this->row_by_request( $first )->approving_at . ' UTC' ) + Payout_Batch::UNFINISHED_WAIT;
		$this->assertGreaterThan( time(), $due );

		// Its continuation comes: the three other requests are approved, the one it was inside waits.
		$continuation = (int) Engine_Site::events( Payout_Batch::HOOK )[0]['id'];
		Engine_Site::fire( $continuation );
		$this->assertSame( 'complete', Engine_Site::action_status( $continuation ) );
		$this->assertSame( Batch_Ledger::PAYING, $this->row_by_request( $first )->step );
		$this->assertSame( 3, count( array_keys( $this->steps(), Batch_Ledger::PAID, true ) ) );
		$this->assertSame( array( $due ), array_map( 'intval', array_column( Engine_Site::events( Payout_Batch::HOOK ), 'timestamp' ) ), 'one go, queued for when the wait ends' );

		// Goes before then (the admin's page, the shell) find nothing to do now and queue nothing sooner.
		$fired = did_action( 'dokan_withdraw_request_approved' );
		$queries = $GLOBALS['wpdb']->num_queries;
		$this->assertFalse( ( new Payout_Batch() )->go( $batch, 60.0 ) );
		$this->assertFalse( ( new Payout_Batch() )->work( $batch, microtime( true ) + 60 ), 'a caller looping while work is left stops' );
		$this->assertSame( $fired, did_action( 'dokan_withdraw_request_approved' ), 'Dokan was asked nothing' );
		$this->assertLessThan( 60, $GLOBALS['wpdb']->num_queries - $queries, 'each go a handful of statements' );
		$this->assertSame( array( $due ), array_map( 'intval', array_column( Engine_Site::events( Payout_Batch::HOOK ), 'timestamp' ) ), 'still that one go' );
		$this->assertCount( 0, $this->balance_entries( $vendor ) );

		// When it comes, the wait is over (aged here): the approval is finished with Dokan's entry,
		// and the vendor, whom the killed go never told, is told once.
		Payout_Files_Site::age_approvals();
		$queued = (int) Engine_Site::events( Payout_Batch::HOOK )[0]['id'];
		Engine_Site::fire( $queued );
		$row = $this->row_by_request( $first );
		$this->assertSame( array( Batch_Ledger::PAID, Dokan_Withdraw_Requests::FINISHED ), array( $row->step, $row->reason ) );
		$this->assert_each_paid_once_and_told_once( $log );
		$this->assertSame( array(), Engine_Site::events( Payout_Batch::HOOK ), 'done: no action left' );
	}

	/**
	 * E2E_TIMEOUT_FACTOR, at least 1.
	 */
	private function factor(): float {
		return max( 1.0, (float) ( getenv( 'E2E_TIMEOUT_FACTOR' ) ?: 1 ) );
	}

	public function test_a_go_stops_within_its_time_and_leaves_an_action_for_the_rest(): void {
		$run   = $this->run_of_four();
		$batch = ( new Payout_Batch() )->start( $run, null, $this->admin )['batch'];
		( new Batch_Ledger() )->move( $batch, array( Batch_Ledger::READY ), Batch_Ledger::CHECKING, $this->admin );

		$this->assertTrue( ( new Payout_Batch() )->go( $batch, 0.0 ), 'no time: nothing done, work left' );
		$this->assertSame( array( array( $batch ) ), array_column( Engine_Site::events( Payout_Batch::HOOK ), 'args' ), 'one action goes on with it' );

		// As Action Scheduler's queue runner runs it.
		$go = Engine_Site::events( Payout_Batch::HOOK )[0]['id'];
		Engine_Site::fire( $go );
		$this->assertSame( 'complete', Engine_Site::action_status( $go ) );
		$this->assertNotContains( Batch_Ledger::CHECKING, $this->steps() );
		$this->assertSame( array(), Engine_Site::events( Payout_Batch::HOOK ), 'done: no action left' );
	}

	public function test_a_file_downloaded_again_is_the_same_file_byte_for_byte_and_counts_as_a_copy(): void {
		$run   = $this->run_of_four();
		$batch = ( new Payout_Batch() )->start( $run, null, $this->admin )['batch'];
		$files = array();
		foreach ( ( new Payout_Batch() )->files( $batch ) as $file ) {
			$files[ $file->kind ] = $file;
		}

		$first_ach  = $this->download( $batch, $files['ach'] );
		$first_sepa = $this->download( $batch, $files['sepa'] );
		sleep( 1 ); // A second later, as a second click comes: a SEPA file made now would get a new message id.
		$again_ach  = $this->download( $batch, $files['ach'] );
		$again_sepa = $this->download( $batch, $files['sepa'] );

		$this->assertSame( file_get_contents( $first_ach ), file_get_contents( $again_ach ), 'the ACH file again, byte for byte' );
		$this->assertSame( file_get_contents( $first_sepa ), file_get_contents( $again_sepa ), 'the SEPA file again, byte for byte: the same message id, which a bank refuses twice' );
		$ach = Payout_Files_Site::read( 'ach', array( $again_ach ) );
		$this->assertSame( array(), $ach['problems'], 'the copy passes the NACHA rules' );
		$this->assertTrue( $this->sepa_valid( $again_sepa ), 'the copy is valid against the ISO schema' );
		$made = ( new Payout_File_Store() )->made( $batch );
		$this->assertSame( array( 2, 2 ), array( (int) $made['ach-USD-1']->downloads, (int) $made['sepa-EUR-1']->downloads ), 'each download counted' );
		$this->assertTrue( ( new Payout_Batch() )->issue( $batch, $files['ach'], Payout_Files_Site::originator(), $this->admin )->copy, 'a download after the first is a copy' );
	}

	public function test_two_files_made_the_same_day_have_their_own_identity_and_no_payment_twice(): void {
		$run    = $this->run_of( array( 'ach', 'sepa', 'ach2', 'sepa2' ) );
		$first  = ( new Payout_Batch() )->start( $run, array( $this->vendors['ach'], $this->vendors['sepa'] ), $this->admin )['batch'];
		$second = ( new Payout_Batch() )->start( $run, array( $this->vendors['ach2'], $this->vendors['sepa2'] ), $this->admin )['batch'];

		$ach  = array();
		$sepa = array();
		foreach ( array( $first, $second ) as $batch ) {
			foreach ( ( new Payout_Batch() )->files( $batch ) as $file ) {
				$path = $this->download( $batch, $file );
				if ( Payout_File::ACH === $file->kind ) {
					$ach[] = Payout_Files_Site::read( 'ach', array( $path ) );
				}
				if ( Payout_File::SEPA === $file->kind ) {
					$this->assertTrue( $this->sepa_valid( $path ) );
					$sepa[] = simplexml_load_file( $path );
				}
			}
		}

		$this->assertCount( 2, $ach );
		$this->assertSame( array( array(), array() ), array_column( $ach, 'problems' ) );
		$identity = static fn ( array $file ): string => implode( '|', array( $file['header']['destination'], $file['header']['origin'], $file['header']['creationDate'], $file['header']['idModifier'] ) );
		$this->assertNotSame( $identity( $ach[0] ), $identity( $ach[1] ), 'a bank tells the two ACH files of the day apart' );
		$this->assertSame( array( 'A', 'B' ), array_map( static fn ( $file ) => $file['header']['idModifier'], $ach ), 'the day’s next file ID modifier' );
		$traces = array_merge( ...array_map( static fn ( $file ) => array_column( $file['batches'][0]['entries'], 'trace' ), $ach ) );
		$this->assertSame( $traces, array_unique( $traces ), 'no trace number twice' );

		$this->assertCount( 2, $sepa );
		$this->assertNotSame( (string) $sepa[0]->CstmrCdtTrfInitn->GrpHdr->MsgId, (string) $sepa[1]->CstmrCdtTrfInitn->GrpHdr->MsgId, 'two messages, two message ids, even in the same second' );
		$ends = array();
		foreach ( $sepa as $message ) {
			foreach ( $message->CstmrCdtTrfInitn->PmtInf->CdtTrfTxInf as $tx ) {
				$ends[] = (string) $tx->PmtId->EndToEndId;
			}
		}
		$this->assertSame( $ends, array_unique( $ends ), 'no end-to-end id twice' );
	}

	public function test_a_request_approved_in_dokan_directly_is_in_no_file_and_not_counted_for_payment(): void {
		$run   = $this->run_of_four();
		$batch = ( new Payout_Batch() )->start( $run, null, $this->admin )['batch'];
		$this->assertSame( Batch_Ledger::READY, $this->row( 'paypal' )->step );
		// The admin approves it in Dokan → Withdraw, outside the batch.
		$this->assertTrue( ( new Dokan_Withdraw_Requests() )->approve( $this->request_of( 'paypal' ) ) );

		$files = ( new Payout_Batch() )->files( $batch );

		$this->assertSame( array( 'paypal-USD-1' => 1, 'ach-USD-1' => 1, 'sepa-EUR-1' => 1 ), array_combine( array_map( static fn ( $f ) => $f->key(), $files ), array_map( static fn ( $f ) => $f->count, $files ) ), 'neither its PayPal file nor the plain CSV holds it' );
		$row = $this->row( 'paypal' );
		$this->assertSame( array( Batch_Ledger::PAID, Dokan_Withdraw_Requests::NOT_PENDING ), array( $row->step, $row->reason ), 'recorded as found approved in Dokan' );
		$this->assertSame( 'Found approved in Dokan already.', Admin_Wording::batch_reason( $row, '100', 'paypal' ) );
		$this->make_every_file( $batch );
		$figures = ( new Batch_Ledger() )->batches_of_run( (int) $run->id )[ $batch ];
		$this->assertSame( 3, $figures['in_file'][ Batch_Ledger::READY ], '“Mark as paid” counts the three in a file, not the one Dokan approved' );
		$this->assertSame( 1, ( new Batch_Ledger() )->count_decided_in_dokan( $batch ) );
		$this->assertSame( 3, ( new Payout_Batch() )->mark_paid( $batch, $this->admin ) );
		$this->assertCount( 1, $this->balance_entries( $this->vendors['paypal'] ), 'Dokan’s balance entry once' );
	}

	public function test_a_link_to_a_file_after_its_requests_were_marked_paid_gives_the_file_and_one_to_no_file_says_so(): void {
		$run   = $this->run_of_four();
		$batch = ( new Payout_Batch() )->start( $run, null, $this->admin )['batch'];
		$files = ( new Payout_Batch() )->files( $batch );
		$first = $this->download( $batch, $files[0] );
		( new Payout_Batch() )->mark_paid( $batch, $this->admin );

		$again = $this->download( $batch, $files[0] );

		$this->assertSame( file_get_contents( $first ), file_get_contents( $again ), 'the file as it was sent, not 0 bytes' );
		$this->assertNotSame( '', file_get_contents( $again ) );
		$this->expectException( LengthException::class );
		$this->download( $batch, new Payout_File( Payout_File::PAYPAL, 'USD', 2 ) );
	}

	/**
	 * Downloads a batch's file into a temporary file, as the download handler writes it.
	 *
	 * @param int         $batch The batch.
	 * @param Payout_File $file  Which file.
	 */
	private function download( int $batch, Payout_File $file ): string {
		$path = tempnam( sys_get_temp_dir(), 'batch-file' );
		$out  = fopen( $path, 'wb' );
		try {
			( new Payout_Batch() )->write( $batch, $file, $out, Payout_Files_Site::originator(), $this->admin );
		} finally {
			fclose( $out );
		}
		return $path;
	}

	/**
	 * Whether a SEPA file is valid against ISO 20022 pain.001.001.09.
	 *
	 * @param string $path The file.
	 */
	private function sepa_valid( string $path ): bool {
		$doc = new DOMDocument();
		libxml_use_internal_errors( true );
		return $doc->load( $path ) && $doc->schemaValidate( dirname( __DIR__ ) . '/fixtures/payouts/pain.001.001.09.xsd' );
	}

	/**
	 * A weekly run of four vendors, each filed a request: PayPal; PayPal again (the one a refund
	 * will hit); a US bank account (ACH); a German IBAN (SEPA, in EUR through the request's
	 * details). Returns the runs table's row.
	 */
	private function run_of_four(): object {
		return $this->run_of( array( 'paypal', 'refunded', 'ach', 'sepa' ) );
	}

	/**
	 * A weekly run of the named vendors among run_of_four()'s and two more: a second US bank
	 * account (ach2) and a second IBAN in EUR (sepa2). Returns the runs table's row.
	 *
	 * @param string[] $names The vendors.
	 */
	private function run_of( array $names ): object {
		$bank  = static fn ( string $holder, string $account, string $routing, string $iban ): array => array(
			'bank' => array(
				'ac_name'        => $holder,
				'ac_type'        => 'personal',
				'ac_number'      => $account,
				'routing_number' => $routing,
				'iban'           => $iban,
				'swift'          => '',
				'bank_name'      => 'Second Bank',
				'bank_addr'      => '2 Demo Street',
			),
		);
		$specs = array(
			'paypal'   => array( 'paypal', array( 'paypal' => array( 'email' => 'paypal@example.com' ) ), '100' ),
			'refunded' => array( 'paypal', array( 'paypal' => array( 'email' => 'refunded@example.com' ) ), '120' ),
			'ach'      => array(
				'bank',
				array(
					'bank' => array(
						'ac_name'        => 'Avery Bank',
						'ac_type'        => 'personal',
						'ac_number'      => '0012345678',
						'routing_number' => '021000021',
						'bank_name'      => 'First Demo Bank',
						'bank_addr'      => '1 Demo Street',
						'iban'           => '',
						'swift'          => '',
					),
				),
				'150',
			),
			'sepa'     => array(
				'bank',
				array(
					'bank' => array(
						'ac_name'        => 'Sepp Euro',
						'ac_type'        => 'business',
						'ac_number'      => 'DE89370400440532013000',
						'routing_number' => '',
						'iban'           => 'DE89 3704 0044 0532 0130 00',
						'swift'          => 'COBADEFFXXX',
						'bank_name'      => 'Commerzbank',
						'bank_addr'      => 'Köln',
					),
				),
				'175',
			),
			'ach2'     => array( 'bank', $bank( 'Blair Bank', '9876543210', '011000015', '' ), '90' ),
			'sepa2'    => array( 'bank', $bank( 'Sina Euro', 'FR1420041010050500013M02606', '', 'FR1420041010050500013M02606' ), '95' ),
		);
		$specs = array_intersect_key( $specs, array_flip( $names ) );
		foreach ( $specs as $name => list( $method, $payment, $balance ) ) {
			$this->vendors[ $name ] = Engine_Site::seed_vendors(
				array(
					array(
						'balance' => $balance,
						'method'  => $method,
						'methods' => array(),
					),
				)
			)[0];
			update_user_meta(
				$this->vendors[ $name ],
				'dokan_profile_settings',
				array(
					'store_name' => 'Batch store',
					'payment'    => $payment,
				)
			);
		}
		wp_cache_flush();
		// The German vendor's request is in EUR, as a multi-currency plugin files it (Dokan keeps no currency).
		$euro = function ( $details, $withdraw ) {
			if ( in_array( (int) $withdraw->get_user_id(), array( $this->vendors['sepa'] ?? 0, $this->vendors['sepa2'] ?? 0 ), true ) ) {
				$details['currency'] = 'EUR';
			}
			return $details;
		};
		add_filter( 'dokan_withdraw_request_details_data', $euro, 10, 2 );
		$this->assertRunDone( Engine_Site::run( 'weekly', self::DATE ) );
		remove_filter( 'dokan_withdraw_request_details_data', $euro, 10 );
		// The run's own e-mails to the vendors are not what a batch is judged by.
		$this->mail->stop();
		$this->mail = ( new Mail_Catcher() )->start();
		$this->assertCount( count( $specs ), array_filter( array_map( fn ( $name ) => $this->request_of( $name ), array_keys( $this->vendors ) ) ), 'the run filed a request for each vendor' );
		$runs = new Run_Ledger();
		return $runs->find( $runs->id_of( 'weekly', self::DATE ) );
	}

	/**
	 * Makes every payout file of the batch (into memory).
	 *
	 * @param int $batch The batch.
	 */
	private function make_every_file( int $batch ): void {
		foreach ( ( new Payout_Batch() )->files( $batch ) as $file ) {
			( new Payout_Batch() )->write( $batch, $file, fopen( 'php://memory', 'wb' ), Payout_Files_Site::originator(), $this->admin );
		}
	}

	/**
	 * Dokan's request the run filed for a vendor.
	 *
	 * @param string $name The vendor's name in the test.
	 */
	private function request_of( string $name ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT withdraw_id FROM ' . Schema::payouts_table() . ' WHERE vendor_id = %d', $this->vendors[ $name ] ) );
	}

	/**
	 * Each vendor's step in the batches table, by name.
	 *
	 * @return array<string, string>
	 */
	private function steps(): array {
		$steps = array();
		foreach ( array_keys( $this->vendors ) as $name ) {
			$row            = $this->row( $name );
			$steps[ $name ] = $row ? $row->step : '';
		}
		return $steps;
	}

	/**
	 * A vendor's row of the batches table.
	 *
	 * @param string $name The vendor's name in the test.
	 */
	private function row( string $name ): ?object {
		return $this->row_by_request( $this->request_of( $name ) );
	}

	/**
	 * The batches table's row of a request.
	 *
	 * @param int $request Dokan request id.
	 */
	private function row_by_request( int $request ): ?object {
		global $wpdb;
		return $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM ' . Schema::batches_table() . ' WHERE withdraw_id = %d', $request ) );
	}

	/**
	 * The request the dead go approved last (the second by id among those approved before it died).
	 */
	private function second_request_approved(): int {
		$requests = array_map( fn ( $name ) => $this->request_of( $name ), array_keys( $this->vendors ) );
		sort( $requests );
		return $requests[1];
	}

	/**
	 * How many of the vendors' requests Dokan holds as approved.
	 */
	private function approved_in_dokan(): int {
		return count( array_filter( array_keys( $this->vendors ), fn ( $name ) => 1 === Payout_Files_Site::dokan_request( $this->request_of( $name ) )['status'] ) );
	}

	/**
	 * As if Dokan's own approvals had had their five minutes since they were first found without
	 * their balance entry.
	 */
	private function age_unfinished(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Schema::batches_table() . ' SET unfinished_at = %s WHERE unfinished_at IS NOT NULL', gmdate( 'Y-m-d H:i:s', time() - Payout_Batch::UNFINISHED_WAIT - 1 ) ) );
	}

	/**
	 * Runs the work while Dokan's insert of the vendor's balance entry fails (Dokan ignores the result).
	 *
	 * @param int      $vendor Vendor id.
	 * @param callable $work   What runs meanwhile.
	 */
	private function with_failing_entry_of( int $vendor, callable $work ): void {
		global $wpdb;
		$fail = static function ( string $query ) use ( $wpdb, $vendor ): string {
			$insert = "INSERT INTO `{$wpdb->prefix}dokan_vendor_balance`";
			return str_starts_with( $query, $insert ) && str_contains( $query, "({$vendor}," ) ? str_replace( $insert, "INSERT INTO `{$wpdb->prefix}no_such_table`", $query ) : $query;
		};
		add_filter( 'query', $fail );
		$wpdb->suppress_errors( true );
		try {
			$work();
		} finally {
			$wpdb->suppress_errors( false );
			remove_filter( 'query', $fail );
		}
	}

	/**
	 * Approves a request the way Dokan's own batch approval saves it (WithdrawController
	 * batch_items(): set_status(), save()), its balance entry not written.
	 *
	 * @param int $request Dokan request id.
	 * @param int $vendor  Its vendor.
	 */
	private function approve_in_dokan_without_entry( int $request, int $vendor ): void {
		WC()->mailer();
		$withdraw = dokan()->withdraw->get( $request );
		$withdraw->set_status( 1 );
		$this->with_failing_entry_of( $vendor, static fn () => $withdraw->save() );
		$this->assertSame( 1, Payout_Files_Site::dokan_request( $request )['status'] );
		$this->assertCount( 0, $this->balance_entries( $vendor ) );
	}

	/**
	 * What was e-mailed to anyone but the admin.
	 *
	 * @return array<int, array{to: string, subject: string, message: string, headers: string}>
	 */
	private function vendor_mails(): array {
		return array_values( array_filter( $this->mail->caught(), static fn ( $mail ) => get_option( 'admin_email' ) !== $mail['to'] ) );
	}

	/**
	 * Dokan's withdraw balance entries of a vendor.
	 *
	 * @param int $vendor Vendor id.
	 * @return array<int, array<int, string>>
	 */
	private function balance_entries( int $vendor ): array {
		global $wpdb;
		return $wpdb->get_results( $wpdb->prepare( "SELECT trn_id, debit, credit FROM {$wpdb->prefix}dokan_vendor_balance WHERE vendor_id = %d AND trn_type = 'dokan_withdraw'", $vendor ), ARRAY_N );
	}
}
