<?php
/**
 * A payout batch's PayPal requests sent through PayPal's Payouts API and reconciled by reading
 * PayPal, against Prism (PayPal's published contract) and our stateful fake behind it; judged by
 * what the fake holds, what our tables record and what Dokan's tables and e-mails show.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Job_Queue;
use VendorPayoutSchedule\Engine\Locked_Go;
use VendorPayoutSchedule\Engine\Schema;
use VendorPayoutSchedule\PayPal\Payout_Batch_Body;
use VendorPayoutSchedule\PayPal\Paypal_App;
use VendorPayoutSchedule\PayPal\Paypal_Ledger;
use VendorPayoutSchedule\PayPal\Paypal_Sending;
use VendorPayoutSchedule\PayPal\Payouts_Client;
use VendorPayoutSchedule\Payouts\Batch_Ledger;
use VendorPayoutSchedule\Payouts\Payout_Batch;
use VendorPayoutSchedule\Payouts\Payout_File;

require_once __DIR__ . '/support/class-paypal-batch-test-case.php';

/**
 * Approving through Dokan builds WooCommerce's mailer, whose e-mails keep the site's title from
 * then on; each test runs in a process of its own so the tests after it build their own.
 *
 * @runTestsInSeparateProcesses
 * @preserveGlobalState disabled
 */
final class Paypal_Sending_Test extends Paypal_Batch_Test_Case {

	public function test_only_the_paypal_requests_are_sent_in_one_batch_and_only_success_is_approved_once(): void {
		$batch = $this->checked_batch( array( 'success', 'unclaimed', 'returned', 'failed', 'bank', 'refused' ) );
		$this->assertSame( Batch_Ledger::REFUSED, $this->steps()['refused'], 'Dokan refused one: the vendor’s balance is short' );

		$this->assertSame( 4, ( new Paypal_Sending() )->send( $batch, $this->admin ), 'the four PayPal requests Dokan would approve' );

		$this->assertSame( array(), Paypal_Fake::state()['batches'], 'the click asks PayPal nothing: a go does' );
		$this->assertSame(
			array(
				'success'   => Batch_Ledger::SENDING,
				'unclaimed' => Batch_Ledger::SENDING,
				'returned'  => Batch_Ledger::SENDING,
				'failed'    => Batch_Ledger::SENDING,
				'bank'      => Batch_Ledger::READY,
				'refused'   => Batch_Ledger::REFUSED,
			),
			$this->steps()
		);
		$this->assertNotNull( Job_Queue::next( Paypal_Sending::HOOK, array( $batch ) ), 'a go is queued' );
		$files = array_map( static fn ( Payout_File $file ): string => $file->kind, ( new Payout_Batch() )->files( $batch ) );
		$this->assertSame( array( Payout_File::ACH ), $files, 'the bank request keeps its file; the requests sent through PayPal are in none' );

		( new Paypal_Sending() )->work( $batch, microtime( true ) + 60 );

		$held = Paypal_Fake::state()['batches'];
		$this->assertCount( 1, $held, 'one PayPal batch' );
		$this->assertSame( 4, $held[0]['item_count'] );
		$part = $this->part();
		$this->assertSame( Payout_Batch_Body::sender_batch_id( $batch, 'USD', 1 ), $held[0]['sender_batch_header']['sender_batch_id'] );
		$this->assertSame( Paypal_Ledger::SENT, $part->state );
		$this->assertSame( $held[0]['payout_batch_id'], $part->payout_batch_id, 'PayPal’s id recorded' );
		$this->assertSame( $this->admin, (int) $part->asked_by );

		$this->paypal_moves(
			array(
				'success'   => array( 'SUCCESS', '', '0.25' ),
				'unclaimed' => array( 'UNCLAIMED', '', '0.00' ),
				'returned'  => array( 'RETURNED', 'RECEIVER_UNREGISTERED', '0.00' ),
				'failed'    => array( 'FAILED', 'RECEIVER_ACCOUNT_LOCKED', '0.00' ),
			)
		);
		( new Paypal_Sending() )->work( $batch, microtime( true ) + 60 );

		$steps = $this->steps();
		$this->assertSame( Batch_Ledger::PAYING, $steps['success'], 'PayPal paid it: Dokan approves it next' );
		$this->assertSame( Batch_Ledger::SENDING, $steps['unclaimed'], 'waiting for the vendor to claim it' );
		$this->assertSame( Batch_Ledger::UNPAID, $steps['returned'], 'PayPal returned it: not paid, and not an approval that failed' );
		$this->assertSame( Batch_Ledger::UNPAID, $steps['failed'] );
		$this->assertSame( 'paypal_returned', $this->row( 'returned' )->reason );
		$this->assertSame( 'RECEIVER_ACCOUNT_LOCKED', $this->row( 'failed' )->message, 'PayPal’s reason' );
		$this->assertSame( 0, $this->approved_in_dokan(), 'nothing is approved before Dokan’s go' );
		$item = $this->item( 'success' );
		$this->assertSame( 'SUCCESS', $item->transaction_status );
		$this->assertSame( '0.2500', $item->fee, 'PayPal’s fee' );
		$this->assertNotSame( '', $item->payout_item_id );

		( new Payout_Batch() )->work( $batch, microtime( true ) + 60 );
		$this->back_in_time();
		( new Paypal_Sending() )->work( $batch, microtime( true ) + 60 );
		( new Payout_Batch() )->work( $batch, microtime( true ) + 60 );

		$this->assertSame( Batch_Ledger::PAID, $this->steps()['success'] );
		foreach ( array( 'success' => 1, 'unclaimed' => 0, 'returned' => 0, 'failed' => 0, 'bank' => 0, 'refused' => 0 ) as $name => $status ) {
			$this->assertSame( $status, Payout_Files_Site::dokan_request( $this->request_of( $name ) )['status'], $name . ' in Dokan' );
			$this->assertCount( $status, $this->balance_entries( $this->vendors[ $name ] ), $name . ': Dokan’s balance entry only when PayPal paid, once' );
		}
		$mails = $this->vendor_mails();
		$this->assertCount( 1, $mails, 'Dokan’s approval e-mail once, to the vendor PayPal paid' );
		$this->assertSame( get_userdata( $this->vendors['success'] )->user_email, $mails[0]['to'] );
		$this->assertSame( 0, ( new Payout_Batch() )->mark_paid( $batch, $this->admin ), 'Mark as paid takes none of the requests PayPal failed' );
		$part = $this->part();
		$this->assertSame( Paypal_Ledger::SENT, $part->state, 'an item still waits to be claimed' );
		$this->assertGreaterThan( time() + Paypal_Sending::READ_EVERY, strtotime( $part->next_at . ' UTC' ), 'only an unclaimed item is open: read less often' );

		$this->paypal_moves( array( 'unclaimed' => array( 'RETURNED', 'RECEIVER_UNCONFIRMED', '0.00' ) ) );
		$this->back_in_time();
		( new Paypal_Sending() )->work( $batch, microtime( true ) + 60 );
		$this->assertSame( Paypal_Ledger::DONE, $this->part()->state, 'every item final' );
		$this->assertSame( Batch_Ledger::UNPAID, $this->steps()['unclaimed'] );
		$this->assertNull( ( new Paypal_Ledger() )->next_at( $batch ), 'nothing left to read' );
		$this->assertCount( 1, Paypal_Fake::state()['batches'] );
	}

	public function test_a_request_in_a_downloaded_file_is_not_sent_through_paypal(): void {
		$batch = $this->checked_batch( array( 'success', 'bank' ) );
		foreach ( ( new Payout_Batch() )->files( $batch ) as $file ) {
			( new Payout_Batch() )->write( $batch, $file, fopen( 'php://memory', 'wb' ), Payout_Files_Site::originator(), $this->admin );
		}

		$this->assertSame( 0, ( new Paypal_Sending() )->send( $batch, $this->admin ), 'its PayPal file was made: it is paid from that file' );
		$this->assertSame( Batch_Ledger::READY, $this->steps()['success'] );
		$this->assertSame( array(), ( new Paypal_Ledger() )->parts( $batch ) );
	}

	public function test_a_timeout_after_paypal_stored_the_batch_then_the_retry_sends_nothing_twice(): void {
		$batch = $this->checked_batch( array( 'success', 'failed' ) );
		( new Paypal_Sending() )->send( $batch, $this->admin );
		Paypal_Fake::control( 'faults', array( 'faults' => array( array( 'hang' => (int) ( 1000 * ( Paypal_Fake::timeout() + 2 * Paypal_Fake::factor() ) ) ) ) ) );

		( new Paypal_Sending() )->work( $batch, microtime( true ) + 60 );

		$part = $this->part();
		$this->assertSame( Paypal_Ledger::TO_SEND, $part->state, 'no answer came' );
		$this->assertSame( '1', $part->uncertain, 'PayPal may hold it' );
		$this->assertGreaterThanOrEqual( time() + 50, strtotime( $part->next_at . ' UTC' ), 'tried again later' );
		$this->assertCount( 1, Paypal_Fake::state()['batches'], 'PayPal stored it before the client gave up' );

		$this->back_in_time();
		( new Paypal_Sending() )->work( $batch, microtime( true ) + 60 );

		$held = Paypal_Fake::state()['batches'];
		$this->assertCount( 1, $held, 'still one batch: PayPal refused the id as used' );
		$this->assertSame( Paypal_Ledger::SENT, $this->part()->state );
		$this->assertSame( $held[0]['payout_batch_id'], $this->part()->payout_batch_id, 'the batch PayPal linked' );
		$this->assertSame( 2, $this->posts(), 'two attempts, one payout' );
	}

	public function test_a_go_killed_between_paypals_answer_and_its_record_is_resumed_and_sends_nothing_twice(): void {
		$batch = $this->checked_batch( array( 'success', 'failed' ) );
		( new Paypal_Sending() )->send( $batch, $this->admin );
		// The child's first call to PayPal is then the batch itself (its token is kept here).
		( new Payouts_Client( Paypal_App::stored() ) )->take_token();

		$killed = $this->finish_engine_process( $this->start_engine_process( array( (string) $batch, '--kill-at=http_api_debug:1' ), 'run-paypal-sending.php' ) );

		$this->assertSame( SIGKILL, $killed['signal'], 'the go was killed: ' . $killed['errors'] );
		$this->assertCount( 1, Paypal_Fake::state()['batches'], 'PayPal took the batch' );
		$part = $this->part();
		$this->assertSame( Paypal_Ledger::TO_SEND, $part->state, 'nothing recorded PayPal’s answer' );
		$this->assertSame( '1', $part->attempts, 'the attempt was noted before PayPal was asked' );
		$waiting = array_column( Job_Queue::pending( Paypal_Sending::HOOK, array( $batch ) ), 'timestamp' );
		$this->assertNotEmpty( $waiting );
		$this->assertGreaterThanOrEqual( time() + Locked_Go::WATCHDOG - 60, max( $waiting ), 'the dead go left its continuation' );

		( new Paypal_Sending() )->on_event( $batch );

		$held = Paypal_Fake::state()['batches'];
		$this->assertCount( 1, $held, 'nothing sent twice' );
		$this->assertSame( $held[0]['payout_batch_id'], $this->part()->payout_batch_id, 'the resumed go found the batch PayPal holds' );
		$this->assertSame( Paypal_Ledger::SENT, $this->part()->state );
	}

	public function test_insufficient_funds_sends_nothing_approves_nothing_and_leaves_the_requests_ready(): void {
		$batch = $this->checked_batch( array( 'success', 'failed' ) );
		( new Paypal_Sending() )->send( $batch, $this->admin );
		Paypal_Fake::control( 'faults', array( 'faults' => array( array( 'status' => 422 ) ) ) );

		( new Paypal_Sending() )->work( $batch, microtime( true ) + 60 );

		$part = $this->part();
		$this->assertSame( Paypal_Ledger::REFUSED, $part->state );
		$this->assertSame( 'INSUFFICIENT_FUNDS', $part->refusal_name );
		$this->assertNotSame( '', $part->debug_id, 'PayPal’s debug_id, for PayPal’s support' );
		$this->assertSame( array(), Paypal_Fake::state()['batches'], 'nothing sent' );
		$this->assertSame( 0, $this->approved_in_dokan(), 'nothing approved' );
		$this->assertSame( Batch_Ledger::READY, $this->steps()['success'], 'ready again: for a file, or to send once the balance is topped up' );
		$this->assertNull( ( new Paypal_Ledger() )->next_at( $batch ), 'no go tries it again on its own' );

		$this->assertSame( 2, ( new Paypal_Sending() )->send( $batch, $this->admin ), 'sent again after a top-up' );
		( new Paypal_Sending() )->work( $batch, microtime( true ) + 60 );
		$held = Paypal_Fake::state()['batches'];
		$this->assertCount( 1, $held );
		$this->assertSame( Payout_Batch_Body::sender_batch_id( $batch, 'USD', 2 ), $held[0]['sender_batch_header']['sender_batch_id'], 'under a part number of its own' );
	}

	public function test_429_and_5xx_are_tried_again_later_with_the_same_sender_batch_id(): void {
		$batch = $this->checked_batch( array( 'success', 'failed' ) );
		( new Paypal_Sending() )->send( $batch, $this->admin );
		Paypal_Fake::control(
			'faults',
			array(
				'faults' => array(
					array(
						'status'      => 429,
						'retry_after' => 90,
					),
					array( 'status' => 503 ),
				),
			)
		);

		Job_Queue::cancel_all( Paypal_Sending::HOOK );
		$this->assertTrue( ( new Paypal_Sending() )->go( $batch, 60 ), 'the part is still to send' );
		$part = $this->part();
		$this->assertSame( Paypal_Ledger::TO_SEND, $part->state );
		$this->assertGreaterThanOrEqual( time() + 85, strtotime( $part->next_at . ' UTC' ), 'not before PayPal’s Retry-After' );
		$this->assertSame( '0', $part->uncertain, 'a 429 took nothing' );
		$this->assertSame( array( strtotime( $part->next_at . ' UTC' ) ), array_values( array_column( Job_Queue::pending( Paypal_Sending::HOOK, array( $batch ) ), 'timestamp' ) ), 'the next go is queued for then, and only it' );

		$this->back_in_time();
		( new Paypal_Sending() )->work( $batch, microtime( true ) + 60 );
		$part = $this->part();
		$this->assertSame( Paypal_Ledger::TO_SEND, $part->state );
		$this->assertGreaterThanOrEqual( time() + 110, strtotime( $part->next_at . ' UTC' ), 'the wait doubles' );

		$this->back_in_time();
		( new Paypal_Sending() )->work( $batch, microtime( true ) + 60 );
		$held = Paypal_Fake::state()['batches'];
		$this->assertCount( 1, $held );
		$this->assertSame( $part->sender_batch_id, $held[0]['sender_batch_header']['sender_batch_id'], 'the same id every time' );
		$this->assertSame( 3, $this->posts() );
		$this->assertSame( Paypal_Ledger::SENT, $this->part()->state );
	}

	public function test_the_record_offers_the_send_and_lists_each_paypal_item_failures_first_in_the_admins_words(): void {
		$batch = $this->checked_batch( array( 'success', 'unclaimed', 'returned', 'bank' ) );
		$this->assertStringContainsString( 'Send 3 requests through PayPal', $this->record(), 'the PayPal requests; the bank one keeps its file' );
		Paypal_App::store_secret( '' );
		$this->assertStringNotContainsString( 'through PayPal', $this->record(), 'no sending without the PayPal app' );
		Paypal_App::store_secret( Paypal_Fake::SECRET );

		( new Paypal_Sending() )->send( $batch, $this->admin );
		$this->assertStringContainsString( 'is being sent to PayPal', $this->record() );
		$this->assertSame( 3, substr_count( $this->record(), 'Being sent to PayPal' ), 'no item reads as sent before PayPal took it' );
		$this->assertStringNotContainsString( 'Sent; PayPal has not said more yet', $this->record() );
		( new Paypal_Sending() )->work( $batch, microtime( true ) + 60 );
		$this->assertStringContainsString( 'Sent; PayPal has not said more yet', $this->record(), 'PayPal took the batch' );
		$this->paypal_moves(
			array(
				'success'   => array( 'SUCCESS', '', '0.25' ),
				'unclaimed' => array( 'UNCLAIMED', '', '0.00' ),
				'returned'  => array( 'RETURNED', 'RECEIVER_UNREGISTERED', '0.00' ),
			)
		);
		( new Paypal_Sending() )->work( $batch, microtime( true ) + 60 );
		( new Payout_Batch() )->work( $batch, microtime( true ) + 60 );

		$html = $this->record();
		$this->assertStringNotContainsString( 'requests through PayPal</', $html, 'nothing left to send' );
		$this->assertStringContainsString( 'Sent through PayPal: 3 requests', $html );
		$returned = strpos( $html, 'Returned by PayPal (not claimed in 30 days, or cancelled): the e-mail address has no PayPal account' );
		$waiting  = strpos( $html, 'Waiting for the vendor to claim it in PayPal' );
		$paid     = strpos( $html, 'Paid by PayPal' );
		$this->assertNotFalse( $returned );
		$this->assertNotFalse( $waiting );
		$this->assertNotFalse( $paid );
		$this->assertTrue( $returned < $waiting && $waiting < $paid, 'failures first, then those waiting, then those paid' );
		$this->assertStringContainsString( 'The request stays pending in Dokan', $html );
		$this->assertStringContainsString( '0.25 USD', $html, 'PayPal’s fee' );
		$this->assertStringContainsString( $this->part()->payout_batch_id, $html, 'PayPal’s batch id' );
		$this->assertStringContainsString( $this->item( 'success' )->payout_item_id, $html, 'PayPal’s item id' );
		$german = $this->in_german( fn (): string => $this->record() );
		$this->assertStringContainsString( 'Über PayPal gesendet: 3 Anträge', $german );
		$this->assertStringContainsString( 'Von PayPal zurückgebucht (nicht binnen 30 Tagen angenommen oder storniert): Zu der E-Mail-Adresse gibt es kein PayPal-Konto', $german );
		$this->assertStringContainsString( 'Wartet darauf, dass der Anbieter ihn bei PayPal annimmt', $german );
		$this->assertStringContainsString( 'Von PayPal ausgezahlt', $german );
	}

	public function test_the_record_says_what_to_top_up_when_paypal_refused_for_want_of_funds(): void {
		$batch = $this->checked_batch( array( 'success', 'failed' ) );
		( new Paypal_Sending() )->send( $batch, $this->admin );
		Paypal_Fake::control( 'faults', array( 'faults' => array( array( 'status' => 422 ) ) ) );
		( new Paypal_Sending() )->work( $batch, microtime( true ) + 60 );

		$html = $this->record();

		$this->assertStringContainsString( 'your PayPal balance does not cover it. Nothing was sent and nothing approved. Add at least 200.00 USD to your PayPal balance, then send again.', html_entity_decode( $html, ENT_QUOTES ) );
		$this->assertStringContainsString( 'Send 2 requests through PayPal', $html, 'they may be sent again' );
		$german = html_entity_decode( $this->in_german( fn (): string => $this->record() ), ENT_QUOTES );
		// The figure as WordPress's German formats numbers (the scratch site has no German core files: 200.00).
		$this->assertMatchesRegularExpression( '/Ihr PayPal-Guthaben reicht dafür nicht aus\. Es wurde nichts gesendet und nichts genehmigt\. Laden Sie mindestens 200[.,]00 USD auf Ihr PayPal-Guthaben/', $german );
		$this->assertStringContainsString( '2 Anträge über PayPal senden', $german );
	}

	public function test_an_upgrade_from_schema_7_keeps_every_batch_and_adds_the_paypal_record(): void {
		global $wpdb;
		$batch = $this->checked_batch( array( 'success', 'bank' ) );
		$steps = $this->steps();
		// A site as version 7 left it: no PayPal tables, no paypal_paid_at on the batch rows.
		$wpdb->query( 'DROP TABLE ' . Schema::paypal_items_table() );
		$wpdb->query( 'DROP TABLE ' . Schema::paypal_parts_table() );
		$wpdb->query( 'ALTER TABLE ' . Schema::batches_table() . ' DROP COLUMN paypal_paid_at' );
		update_option( Schema::VERSION_OPTION, '7' );

		Schema::maybe_install();

		$this->assertSame( Schema::VERSION, get_option( Schema::VERSION_OPTION ) );
		$this->assertSame( $steps, $this->steps(), 'every batch row kept' );
		$this->assertNotNull( $wpdb->get_var( $wpdb->prepare( 'SHOW COLUMNS FROM ' . Schema::batches_table() . ' LIKE %s', 'paypal_paid_at' ) ) );
		$this->assertSame( 1, ( new Paypal_Sending() )->send( $batch, $this->admin ), 'the PayPal record is there to send with' );
	}
}
