<?php
/**
 * A vendor's personal data: exported as the plugin's own group, erased without ever letting a
 * date already handled be paid again.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Admin\Admin_Wording;
use VendorPayoutSchedule\Admin\Run_Record;
use VendorPayoutSchedule\Admin\Run_Record_Screen;
use VendorPayoutSchedule\Email\Email_Log;
use VendorPayoutSchedule\Email\Summary_Message;
use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Run_Ledger;
use VendorPayoutSchedule\Engine\Schema;
use VendorPayoutSchedule\Engine\Skip_Reason;
use VendorPayoutSchedule\Payouts\Batch_Ledger;
use VendorPayoutSchedule\Payouts\Payout_Batch;
use VendorPayoutSchedule\Payouts\Payout_File;
use VendorPayoutSchedule\Rest\Vendor_Payout_Status;
use VendorPayoutSchedule\Vendor_Choice;

require_once __DIR__ . '/support/class-payout-files-site.php';

/**
 * The exporters and eraser as WordPress finds them (its filters), on a vendor a real run handled;
 * after erasing, the admin's figures of the run still read what was requested, from Dokan's request.
 */
final class Personal_Data_Test extends Engine_Test_Case {

	private Mail_Catcher $mail;

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$wpdb->query( 'TRUNCATE TABLE ' . Email_Log::table() );
		$this->mail = ( new Mail_Catcher() )->start();
	}

	protected function tearDown(): void {
		$this->mail->stop();
		parent::tearDown();
	}

	public function test_the_export_holds_the_choice_the_payout_and_the_email_in_one_group(): void {
		$vendor = $this->vendor(
			array(
				'balance' => '320',
				'minimum' => 50,
			)
		);
		Engine_Site::run( 'weekly', self::DATE );

		$items = $this->export( $vendor );

		$this->assertSame( array( 'vendor-payout-schedule' ), array_values( array_unique( array_column( $items, 'group_id' ) ) ), 'one group of its own' );
		$this->assertSame( 'Payout schedule', $items[0]['group_label'] );
		$fields = array_map( static fn ( array $item ): array => array_column( $item['data'], 'value', 'name' ), $items );
		$this->assertContains(
			array(
				'Schedule'        => 'Weekly',
				'Minimum balance' => '$50.00',
				'Reserve balance' => '$0.00',
			),
			$fields
		);
		$this->assertContains(
			array(
				'Payout date'     => 'January 5, 2099',
				'Schedule'        => 'Weekly',
				'Outcome'         => 'Withdraw request filed',
				'Amount'          => '$320.00',
				'Balance'         => '$320.00',
				'Payment method'  => 'PayPal',
				// What the payout's statement shows: everything Dokan's ledger holds for the vendor.
				'Opening balance' => '$0.00',
				'Earned'          => '$320.00',
				'Deducted'        => '$0.00',
				'Closing balance' => '$320.00',
				'Reserve kept'    => '$0.00',
			),
			$fields
		);
		$this->assertContains(
			array(
				'Payout date' => 'January 5, 2099',
				'E-mail'      => 'Payout requested',
				'Sent'        => 'Yes',
			),
			$fields
		);
	}

	public function test_a_request_in_a_payout_batch_is_exported_and_erased_down_to_its_step(): void {
		$vendor = $this->vendor( array( 'balance' => '320' ) );
		Engine_Site::run( 'weekly', self::DATE );
		Engine_Site::set_balance( $vendor, 40.0 );
		$runs = new Run_Ledger();
		( new Payout_Batch() )->start( $runs->find( $runs->id_of( 'weekly', self::DATE ) ), null, 1 );

		$batch = array_values( array_filter( array_map( static fn ( array $item ): array => array_column( $item['data'], 'value', 'name' ), $this->export( $vendor ) ), static fn ( array $fields ): bool => isset( $fields['Payout batch'] ) ) );
		$this->assertCount( 1, $batch );
		$this->assertSame( '#' . Engine_Site::requests()[ $vendor ][0]->id, $batch[0]['Withdraw request'] );
		$this->assertSame( 'Refused by Dokan', $batch[0]['Step'] );
		$this->assertSame( '$40.00', $batch[0]['Balance when Dokan checked'] );
		$this->assertArrayHasKey( 'Dokan’s reason', $batch[0] );

		$result = $this->erase( $vendor );

		$this->assertTrue( $result['items_removed'] );
		$this->assertTrue( $result['items_retained'] );
		$this->assertStringContainsString( 'payout batches keep their step', implode( ' ', $result['messages'] ) );
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT step, reason, message, balance FROM ' . Schema::batches_table() . ' WHERE vendor_id = %d', $vendor ) );
		$this->assertSame( array( Batch_Ledger::REFUSED, 'dokan_withdraw_not_enough_balance', null, null ), array( $row->step, $row->reason, $row->message, $row->balance ), 'the step stays; what described the vendor’s money is gone' );
		$after = array_values( array_filter( array_map( static fn ( array $item ): array => array_column( $item['data'], 'value', 'name' ), $this->export( $vendor ) ), static fn ( array $fields ): bool => isset( $fields['Payout batch'] ) ) );
		$this->assertSame( array( 'Withdraw request', 'Payout batch', 'Step', 'Since' ), array_keys( $after[0] ) );
	}

	public function test_a_request_paid_through_a_batch_is_exported_without_a_balance_no_one_read(): void {
		$vendor = $this->vendor( array( 'balance' => '320' ) );
		Engine_Site::run( 'weekly', self::DATE );
		$runs    = new Run_Ledger();
		$batches = new Payout_Batch();
		$batch   = $batches->start( $runs->find( $runs->id_of( 'weekly', self::DATE ) ), null, 1 )['batch'];
		foreach ( $batches->files( $batch ) as $file ) {
			$batches->write( $batch, $file, fopen( 'php://memory', 'wb' ), Payout_Files_Site::originator(), 1 );
		}
		$this->assertSame( 1, $batches->mark_paid( $batch, 1 ) );

		$batch_items = array_values( array_filter( array_map( static fn ( array $item ): array => array_column( $item['data'], 'value', 'name' ), $this->export( $vendor ) ), static fn ( array $fields ): bool => isset( $fields['Payout batch'] ) ) );
		$this->assertSame( 'Paid: approved in Dokan', $batch_items[0]['Step'] );
		$this->assertArrayNotHasKey( 'Balance when Dokan checked', $batch_items[0], 'Dokan approved it: no balance was read for a refusal' );
		$this->assertArrayNotHasKey( 'Dokan’s reason', $batch_items[0] );
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT reason, message, balance FROM ' . Schema::batches_table() . ' WHERE vendor_id = %d', $vendor ) );
		$this->assertSame( array( '', null, null ), array( $row->reason, $row->message, $row->balance ), 'nothing stored where nothing was read' );
	}

	public function test_erasure_says_a_payout_file_that_holds_the_vendor_is_kept_and_leaves_it_as_sent(): void {
		$vendor = $this->vendor( array( 'balance' => '320' ) );
		Engine_Site::run( 'weekly', self::DATE );
		$runs    = new Run_Ledger();
		$batches = new Payout_Batch();
		$batch   = $batches->start( $runs->find( $runs->id_of( 'weekly', self::DATE ) ), null, 1 )['batch'];
		$sent    = array();
		foreach ( $batches->files( $batch ) as $file ) {
			$out = fopen( 'php://memory', 'w+b' );
			$batches->write( $batch, $file, $out, Payout_Files_Site::originator(), 1 );
			rewind( $out );
			$sent[ $file->key() ] = stream_get_contents( $out );
		}
		$this->assertNotEmpty( $sent );

		$result = $this->erase( $vendor );

		$this->assertTrue( $result['items_retained'] );
		$this->assertStringContainsString( count( $sent ) . ' payout file', implode( ' ', $result['messages'] ) );
		foreach ( $sent as $key => $bytes ) {
			$out = fopen( 'php://memory', 'w+b' );
			$batches->write( $batch, Payout_File::from_key( $key ), $out, Payout_Files_Site::originator(), 1 );
			rewind( $out );
			$this->assertSame( $bytes, stream_get_contents( $out ), 'a download after the erasure is the file the bank was given, not a new one' );
		}
	}

	public function test_after_erasure_a_run_for_a_date_already_handled_files_nothing(): void {
		$vendor = $this->vendor( array( 'balance' => '500' ) );
		Engine_Site::run( 'weekly', self::DATE );
		dokan()->withdraw->get( (int) Engine_Site::requests()[ $vendor ][0]->id )->set_status( 1 )->save();

		$result = $this->erase( $vendor );

		$this->assertTrue( $result['items_removed'] );
		$this->assertTrue( $result['items_retained'], 'the date handled is kept' );
		$this->assertSame( '', get_user_meta( $vendor, Vendor_Choice::SCHEDULE_META, true ), 'the choice is gone: scheduled payouts are off' );
		$this->assertFalse( metadata_exists( 'user', $vendor, Vendor_Choice::MINIMUM_META ) );
		$row = Engine_Site::outcomes( self::DATE )[ $vendor ];
		$this->assertSame( Payout_Ledger::REQUESTED, $row->status );
		$this->assertSame( 0.0, (float) $row->amount + (float) $row->balance + (float) $row->minimum + (float) $row->reserve + (float) $row->withdraw_limit, 'no amounts left' );
		$this->assertSame( '', $row->method );
		$export = array_merge( ...array_map( static fn ( array $item ): array => array_column( $item['data'], 'name' ), $this->export( $vendor ) ) );
		$this->assertNotContains( 'Amount', $export, 'nothing about money is exported any more' );
		$this->assertNotContains( 'Earned', $export, 'nor a statement, which is refused once the figures are erased' );
		$this->assertNull( ( new Vendor_Payout_Status() )->add_fields( array(), $vendor )['last_payout'], 'nor shown on the vendor’s panel' );

		// The vendor comes back to the schedule, with a balance again, and the same date runs again.
		( new Vendor_Choice() )->save( $vendor, 'weekly', 0, 0, 'paypal' );
		Engine_Site::set_balance( $vendor, 900 );
		$again = Engine_Site::run( 'weekly', self::DATE );

		$this->assertSame( 0, $again->processed );
		$this->assertCount( 1, Engine_Site::requests()[ $vendor ], 'no second request for the date' );
		$ours = array_filter(
			$this->mail->caught(),
			// Real Dokan also tells the vendor the request was approved.
			static fn ( array $mail ): bool => get_userdata( $vendor )->user_email === $mail['to'] && str_contains( $mail['subject'], 'scheduled payout' )
		);
		$this->assertCount( 1, $ours, 'nor a second payout e-mail' );

		Engine_Site::run( 'weekly', '2099-01-12' );
		$this->assertCount( 2, Engine_Site::requests()[ $vendor ], 'the next date pays as usual' );
	}

	public function test_a_payout_whose_emails_wait_is_kept_whole_until_they_went_out(): void {
		$vendor = $this->vendor( array( 'balance' => '200' ) );
		Engine_Site::run( 'weekly', self::DATE );
		global $wpdb;
		$wpdb->update( Schema::payouts_table(), array( 'mailed' => 0 ), array( 'vendor_id' => $vendor ) );

		$result = $this->erase( $vendor );

		$this->assertSame( 200.0, (float) Engine_Site::outcomes( self::DATE )[ $vendor ]->amount, 'the e-mail still to send needs its amount' );
		$this->assertStringContainsString( 'still being handled by a run', implode( ' ', $result['messages'] ) );
	}

	public function test_a_payout_whose_emails_went_out_again_after_an_interruption_is_erased_and_one_being_sent_is_kept(): void {
		$sent_again = $this->vendor( array( 'balance' => '200' ) );
		$sending    = $this->vendor( array( 'balance' => '300' ) );
		Engine_Site::run( 'weekly', self::DATE );
		global $wpdb;
		$table = \VendorPayoutSchedule\Engine\Schema::payouts_table();
		$wpdb->update( $table, array( 'mailed' => \VendorPayoutSchedule\Engine\Payout_Ledger::MAIL_SENT_AGAIN ), array( 'vendor_id' => $sent_again ) );
		$wpdb->update( $table, array( 'mailed' => \VendorPayoutSchedule\Engine\Payout_Ledger::MAIL_SENDING_AGAIN ), array( 'vendor_id' => $sending ) );

		$this->erase( $sent_again );
		$result = $this->erase( $sending );

		$this->assertSame( 0.0, (float) Engine_Site::outcomes( self::DATE )[ $sent_again ]->amount, 'sent again is sent: nothing of it waits' );
		$this->assertSame( 300.0, (float) Engine_Site::outcomes( self::DATE )[ $sending ]->amount, 'being sent again needs its amount' );
		$this->assertStringContainsString( 'still being handled by a run', implode( ' ', $result['messages'] ) );
	}

	public function test_erasing_vendors_leaves_the_admins_figures_of_their_run_as_they_were(): void {
		list( $filed, $skipped ) = Engine_Site::seed_vendors(
			array(
				array( 'balance' => '120' ),
				array( 'balance' => '10' ),
			)
		);
		Engine_Site::run( 'weekly', self::DATE );
		$runs_before    = $this->weekly_run();
		$figures_before = $this->record()->figures();
		$summary_before = Summary_Message::of_run( 'weekly', self::DATE );
		$this->assertSame( 1, $runs_before['paid'] );
		$this->assertSame( 120.0, $runs_before['amount'] );

		$this->erase( $filed );
		$this->erase( $skipped );
		$outcomes = Engine_Site::outcomes( self::DATE );
		$this->assertTrue( Payout_Ledger::is_stripped( $outcomes[ $filed ] ), 'the requested row was erased' );
		$this->assertTrue( Payout_Ledger::is_stripped( $outcomes[ $skipped ] ), 'the skipped row was erased' );

		$runs_after = $this->weekly_run();
		$this->assertSame( array( 1, 120.0, $runs_before['skipped'] ), array( $runs_after['paid'], $runs_after['amount'], $runs_after['skipped'] ), 'the runs list: count and total requested' );
		$this->assertSame( $figures_before, $this->record()->figures(), 'the record’s figures' );
		$this->assertEquals( $summary_before, Summary_Message::of_run( 'weekly', self::DATE ), 'the summary e-mail' );
		$this->assertSame( array( array( 'method' => 'PayPal', 'currency' => get_woocommerce_currency(), 'count' => 1, 'total' => '$120.00' ) ), $summary_before->requested );

		// The record's lines as its CSV has them: outcome, requested, method, skip reason, details.
		$out = fopen( 'php://memory', 'w+' );
		self::on_withdraw_schedule( 1, fn () => Run_Record_Screen::list_of( $this->record()->run )->csv()->write( $out, self::DATE ) );
		rewind( $out );
		$cells = array();
		fgetcsv( $out, null, ',', '"', '' );
		while ( ( $line = fgetcsv( $out, null, ',', '"', '' ) ) !== false ) {
			$cells[ (int) $line[0] ] = array( $line[4], $line[5], $line[6], array( $line[9], $line[10] ) );
		}
		$this->assertSame(
			array(
				$filed   => array( 'Requested', '120.00', 'PayPal', array( '', '' ) ),
				$skipped => array( 'Skipped', '', '', array( Admin_Wording::reason_label( Skip_Reason::BelowMinimum ), 'Details erased at the vendor\'s request.' ) ),
			),
			$cells
		);
	}

	/**
	 * Every page of the plugin's exporters as WordPress lists them, for the vendor's address (core's
	 * own user exporter expects user meta the engine's fast-seeded vendors do not have).
	 *
	 * @param int $vendor Vendor id.
	 * @return array<int, array<string, mixed>>
	 */
	private function export( int $vendor ): array {
		$email = get_userdata( $vendor )->user_email;
		$items = array();
		foreach ( apply_filters( 'wp_privacy_personal_data_exporters', array() ) as $id => $exporter ) {
			if ( ! str_starts_with( $id, 'vendor-payout-schedule' ) ) {
				continue;
			}
			$page = 1;
			do {
				$response = call_user_func( $exporter['callback'], $email, $page++ );
				$items    = array_merge( $items, $response['data'] );
			} while ( ! $response['done'] );
		}
		return $items;
	}

	/**
	 * The plugin's eraser, as WordPress finds it, for the vendor's address.
	 *
	 * @param int $vendor Vendor id.
	 * @return array{items_removed: bool, items_retained: bool, messages: string[], done: bool}
	 */
	private function erase( int $vendor ): array {
		$erasers = apply_filters( 'wp_privacy_personal_data_erasers', array() );
		return call_user_func( $erasers['vendor-payout-schedule']['callback'], get_userdata( $vendor )->user_email, 1 );
	}

	/**
	 * The weekly run as the runs list reads it.
	 *
	 * @return array<string, mixed>
	 */
	private function weekly_run(): array {
		$runs = array_values( array_filter( ( new Run_Ledger() )->recent_runs( 10 ), static fn ( array $run ): bool => self::DATE === $run['date'] && 'weekly' === $run['schedule'] ) );
		$this->assertCount( 1, $runs );
		return $runs[0];
	}

	/**
	 * The weekly run's record.
	 */
	private function record(): Run_Record {
		global $wpdb;
		$id = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM ' . Schema::runs_table() . ' WHERE schedule = %s AND scheduled_for = %s', 'weekly', self::DATE ) );
		return new Run_Record( ( new Run_Ledger() )->find( $id ) );
	}
}
