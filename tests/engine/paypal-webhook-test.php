<?php
/**
 * PayPal's webhooks: deliveries the fake signs as PayPal does, handed to the plugin's REST route,
 * checked through verify-webhook-signature (Prism checking PayPal's contract, the fake checking
 * the signature with its certificate), applied once; judged by what our tables, Dokan's tables and
 * e-mails hold.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Job_Queue;
use VendorPayoutSchedule\Engine\Schema;
use VendorPayoutSchedule\PayPal\Paypal_Ledger;
use VendorPayoutSchedule\PayPal\Paypal_Sending;
use VendorPayoutSchedule\PayPal\Webhook_Id;
use VendorPayoutSchedule\Payouts\Batch_Ledger;
use VendorPayoutSchedule\Payouts\Payout_Batch;

require_once __DIR__ . '/support/class-paypal-batch-test-case.php';

/**
 * Approving through Dokan builds WooCommerce's mailer; each test runs in a process of its own.
 *
 * @runTestsInSeparateProcesses
 * @preserveGlobalState disabled
 */
final class Paypal_Webhook_Test extends Paypal_Batch_Test_Case {

	private const ROUTE = '/vendor-payout-schedule/v1/paypal/webhook';

	protected function setUp(): void {
		parent::setUp();
		update_option( Webhook_Id::OPTION, Paypal_Fake::state()['webhook_id'] );
		global $wpdb;
		$wpdb->query( 'TRUNCATE TABLE ' . Schema::paypal_events_table() );
	}

	protected function tearDown(): void {
		Webhook_Id::uninstall();
		parent::tearDown();
	}

	public function test_success_by_webhook_approves_once_and_a_duplicate_changes_nothing(): void {
		$batch = $this->sent_batch( array( 'success', 'failed' ) );
		$this->paypal_moves( array( 'success' => array( 'SUCCESS', '', '0.25' ) ) );

		$delivery = $this->delivery( array( 'sender_item_id' => $this->reference( 'success' ) ) );
		$this->assertSame( 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED', json_decode( $delivery['body'], true )['event_type'] );
		$asked  = array();
		$listen = static function ( $args, $url ) use ( &$asked ) {
			if ( str_ends_with( (string) $url, '/v1/notifications/verify-webhook-signature' ) ) {
				$asked[] = (string) $args['body'];
			}
			return $args;
		};
		add_filter( 'http_request_args', $listen, 10, 2 );
		$answer = $this->hand_over( $delivery );
		remove_filter( 'http_request_args', $listen, 10 );

		$this->assertCount( 1, $asked, 'PayPal was asked once whether it signed the delivery' );
		$this->assertStringContainsString( '"webhook_event":' . $delivery['body'] . '}', $asked[0], 'the event as delivered, byte for byte (its links’ slashes unescaped): PayPal’s signature covers a CRC of the raw body' );

		$this->assertSame( 200, $answer->get_status() );
		$this->assertSame( 'applied', $answer->get_data()['outcome'] );
		$this->assertSame( Batch_Ledger::PAYING, $this->steps()['success'], 'PayPal paid it: Dokan approves it next' );
		$this->assertSame( Batch_Ledger::SENDING, $this->steps()['failed'], 'the other item is untouched' );
		$this->assertSame( 'SUCCESS', $this->item( 'success' )->transaction_status );
		$this->assertSame( '0.2500', $this->item( 'success' )->fee, 'PayPal’s fee, as PayPal answered the item' );
		$this->assertNotNull( Job_Queue::next( Payout_Batch::HOOK, array( $batch ) ), 'Dokan’s approval is queued' );

		( new Payout_Batch() )->work( $batch, microtime( true ) + 60 );
		$this->assertSame( Batch_Ledger::PAID, $this->steps()['success'] );

		$again = $this->hand_over( $delivery );
		$this->assertSame( 200, $again->get_status(), 'PayPal is told it arrived, so it stops delivering it' );
		$this->assertSame( 'taken_before', $again->get_data()['outcome'] );
		// PayPal's own second event of the item (a new id): read again, nothing twice.
		$this->assertSame( 200, $this->hand_over( $this->delivery( array( 'sender_item_id' => $this->reference( 'success' ) ) ) )->get_status() );
		( new Payout_Batch() )->work( $batch, microtime( true ) + 60 );

		$this->assertSame( 1, $this->approved_in_dokan(), 'approved once' );
		$this->assertCount( 1, $this->balance_entries( $this->vendors['success'] ), 'one balance entry' );
		$this->assertCount( 1, $this->vendor_mails(), 'one Dokan e-mail' );
		$this->assertSame( array( 'applied' => 2 ), $this->events(), 'each event recorded once' );
		$this->assertSame( '2', $this->event_row( json_decode( $delivery['body'], true )['id'] )->deliveries );
	}

	public function test_a_failure_by_webhook_fails_the_request_with_paypals_reason_and_approves_nothing(): void {
		$batch = $this->sent_batch( array( 'returned' ) );
		$this->paypal_moves( array( 'returned' => array( 'RETURNED', 'RECEIVER_UNREGISTERED', '0.00' ) ) );

		$answer = $this->hand_over( $this->delivery( array( 'sender_item_id' => $this->reference( 'returned' ) ) ) );

		$this->assertSame( 200, $answer->get_status() );
		$this->assertSame( Batch_Ledger::UNPAID, $this->steps()['returned'] );
		$this->assertSame( 'paypal_returned', $this->row( 'returned' )->reason );
		$this->assertSame( 'RECEIVER_UNREGISTERED', $this->row( 'returned' )->message );
		( new Payout_Batch() )->work( $batch, microtime( true ) + 60 );
		$this->assertSame( 0, $this->approved_in_dokan() );
	}

	public function test_a_forged_delivery_is_refused_and_changes_nothing(): void {
		$this->sent_batch( array( 'success' ) );
		$before = $this->steps();
		$item   = $this->item( 'success' )->transaction_status;

		foreach ( array( 'body', 'signature', 'webhook' ) as $forgery ) {
			$answer = $this->hand_over(
				$this->delivery(
					array(
						'sender_item_id' => $this->reference( 'success' ),
						'forge'          => $forgery,
					)
				)
			);
			$this->assertSame( 403, $answer->get_status(), "forged: $forgery" );
			$this->assertSame( 'vendor_payout_schedule_paypal_webhook_unverified', $answer->get_data()['code'] );
		}
		$unsigned = new WP_REST_Request( 'POST', self::ROUTE );
		$unsigned->set_body( '{"id":"WH-1","event_type":"PAYMENT.PAYOUTS-ITEM.SUCCEEDED"}' );
		$this->assertSame( 400, rest_do_request( $unsigned )->get_status(), 'no PayPal headers: not a delivery' );

		$this->assertSame( $before, $this->steps(), 'nothing moved' );
		$this->assertSame( $item, $this->item( 'success' )->transaction_status, 'nothing recorded of the item' );
		$this->assertSame( array(), $this->events(), 'no event recorded' );
		$this->assertSame( 0, $this->approved_in_dokan() );
	}

	public function test_an_old_event_replayed_or_delivered_late_never_undoes_a_newer_read(): void {
		$batch = $this->sent_batch( array( 'success' ) );
		$this->paypal_moves( array( 'success' => array( 'UNCLAIMED', '', '0.00' ) ) );
		$unclaimed = $this->delivery( array( 'sender_item_id' => $this->reference( 'success' ) ) );
		$this->assertSame( 200, $this->hand_over( $unclaimed )->get_status() );
		$late = $this->delivery( array( 'sender_item_id' => $this->reference( 'success' ) ) );
		$this->assertSame( 'UNCLAIMED', $this->item( 'success' )->transaction_status );

		// The vendor claims it; a read records SUCCESS.
		$this->paypal_moves( array( 'success' => array( 'SUCCESS', '', '0.25' ) ) );
		$this->back_in_time();
		( new Paypal_Sending() )->work( $batch, microtime( true ) + 60 );
		$this->assertSame( Batch_Ledger::PAYING, $this->steps()['success'] );

		// An attacker replays the UNCLAIMED delivery, signature and all.
		$replayed = $this->hand_over( Paypal_Fake::control( 'webhook', array( 'replay' => json_decode( $unclaimed['body'], true )['id'], 'deliver' => false ) ) );
		$this->assertSame( 200, $replayed->get_status() );
		$this->assertSame( 'taken_before', $replayed->get_data()['outcome'] );
		// PayPal's UNCLAIMED event of before, delivered only now (its retries take days).
		$this->assertStringContainsString( '"transaction_status":"UNCLAIMED"', $late['body'] );
		$this->assertSame( 200, $this->hand_over( $late )->get_status() );

		$this->assertSame( 'SUCCESS', $this->item( 'success' )->transaction_status, 'the item is as PayPal has it now' );
		$this->assertSame( Batch_Ledger::PAYING, $this->steps()['success'] );
		( new Payout_Batch() )->work( $batch, microtime( true ) + 60 );
		$this->assertSame( 1, $this->approved_in_dokan() );
		$this->assertCount( 1, $this->balance_entries( $this->vendors['success'] ) );
	}

	public function test_an_answer_of_paypal_older_than_the_recorded_final_status_never_takes_it_back(): void {
		$this->sent_batch( array( 'success' ) );
		$this->paypal_moves( array( 'success' => array( 'SUCCESS', '', '0.25' ) ) );
		$this->hand_over( $this->delivery( array( 'sender_item_id' => $this->reference( 'success' ) ) ) );
		$this->assertSame( 'SUCCESS', $this->item( 'success' )->transaction_status );

		// A read of the item PayPal answered before the one above, recorded after it (two under way at once).
		$stale = array(
			'payout_item_id'     => $this->item( 'success' )->payout_item_id,
			'transaction_status' => 'PENDING',
			'payout_item'        => array( 'sender_item_id' => $this->reference( 'success' ) ),
		);
		( new Paypal_Sending() )->apply_item( $this->part(), $stale );

		$this->assertSame( 'SUCCESS', $this->item( 'success' )->transaction_status );
		$this->assertSame( '0.2500', $this->item( 'success' )->fee );
		$this->assertSame( Batch_Ledger::PAYING, $this->steps()['success'] );
	}

	public function test_a_webhook_before_the_send_is_recorded_waits_and_is_applied_once_after(): void {
		$batch = $this->checked_batch( array( 'success' ) );
		( new Paypal_Sending() )->send( $batch, $this->admin );
		// PayPal stores the batch, but its answer never reaches the site.
		Paypal_Fake::control( 'faults', array( 'faults' => array( array( 'hang' => (int) ( 1000 * ( Paypal_Fake::timeout() + 2 * Paypal_Fake::factor() ) ) ) ) ) );
		( new Paypal_Sending() )->work( $batch, microtime( true ) + 60 );
		$this->assertSame( Paypal_Ledger::TO_SEND, $this->part()->state, 'the send is not recorded' );
		$this->assertSame( '', $this->part()->payout_batch_id );
		$this->paypal_moves( array( 'success' => array( 'SUCCESS', '', '0.25' ) ) );

		$delivery = $this->delivery( array( 'sender_item_id' => $this->reference( 'success' ) ) );
		$answer   = $this->hand_over( $delivery );

		$this->assertSame( 202, $answer->get_status(), 'kept until its batch is recorded' );
		$this->assertSame( 'waiting', $answer->get_data()['outcome'] );
		$this->assertSame( Batch_Ledger::SENDING, $this->steps()['success'], 'nothing applied before the send is recorded' );
		$this->assertLessThanOrEqual( time(), strtotime( $this->part()->next_at . ' UTC' ), 'the part is due now, not after its backoff' );
		$this->assertLessThanOrEqual( time(), Job_Queue::next( Paypal_Sending::HOOK, array( $batch ) ), 'a go is queued now' );

		( new Paypal_Sending() )->work( $batch, microtime( true ) + 60 );
		$this->assertSame( Paypal_Ledger::SENT, $this->part()->state, 'PayPal’s “already sent” recorded the batch' );
		( new Paypal_Sending() )->work( $batch, microtime( true ) + 60 );
		$this->assertSame( Batch_Ledger::PAYING, $this->steps()['success'], 'the item applied with the batch’s read' );
		$this->assertSame( 200, $this->hand_over( $delivery )->get_status(), 'delivered again, it applies now' );
		( new Payout_Batch() )->work( $batch, microtime( true ) + 60 );
		( new Payout_Batch() )->work( $batch, microtime( true ) + 60 );

		$this->assertCount( 1, Paypal_Fake::state()['batches'], 'one PayPal batch' );
		$this->assertSame( 1, $this->approved_in_dokan() );
		$this->assertCount( 1, $this->balance_entries( $this->vendors['success'] ) );
		$this->assertCount( 1, $this->vendor_mails() );
		$this->assertSame( array( 'applied' => 1 ), $this->events() );
	}

	public function test_paypal_failing_to_verify_is_answered_503_changes_nothing_and_the_next_delivery_applies(): void {
		$this->sent_batch( array( 'success' ) );
		$this->paypal_moves( array( 'success' => array( 'SUCCESS', '', '0.25' ) ) );
		$delivery = $this->delivery( array( 'sender_item_id' => $this->reference( 'success' ) ) );
		Paypal_Fake::control( 'faults', array( 'faults' => array( array( 'status' => 500 ) ) ) );

		$answer = $this->hand_over( $delivery );

		$this->assertSame( 503, $answer->get_status(), 'PayPal delivers it again later' );
		$this->assertSame( Batch_Ledger::SENDING, $this->steps()['success'] );
		$this->assertNotSame( 'SUCCESS', $this->item( 'success' )->transaction_status );
		$this->assertSame( array(), $this->events(), 'not recorded: it was not verified' );

		$this->assertSame( 200, $this->hand_over( $delivery )->get_status() );
		$this->assertSame( Batch_Ledger::PAYING, $this->steps()['success'] );
	}

	public function test_paypal_unreachable_while_reading_the_item_leaves_the_event_to_its_next_delivery(): void {
		$this->sent_batch( array( 'success' ) );
		$this->paypal_moves( array( 'success' => array( 'SUCCESS', '', '0.25' ) ) );
		$delivery = $this->delivery( array( 'sender_item_id' => $this->reference( 'success' ) ) );
		// The verification passes; the item's read answers 503.
		Paypal_Fake::control( 'faults', array( 'faults' => array( array( 'pass' => true ), array( 'status' => 503 ) ) ) );

		$this->assertSame( 503, $this->hand_over( $delivery )->get_status() );
		$this->assertSame( Batch_Ledger::SENDING, $this->steps()['success'] );
		$this->assertSame( array( 'received' => 1 ), $this->events(), 'recorded, not applied' );

		$this->assertSame( 200, $this->hand_over( $delivery )->get_status() );
		$this->assertSame( Batch_Ledger::PAYING, $this->steps()['success'] );
		$this->assertSame( array( 'applied' => 1 ), $this->events() );
	}

	public function test_an_event_of_a_batch_the_site_did_not_send_is_acknowledged_and_ignored(): void {
		$this->sent_batch( array( 'success' ) );
		$before = $this->steps();

		$answer = $this->hand_over(
			$this->delivery(
				array(
					'payout_batch_id' => 'ANOTHERAPP1234',
					'sender_batch_id' => 'another-marketplace-7',
				)
			)
		);

		$this->assertSame( 200, $answer->get_status(), '2xx: PayPal would otherwise deliver it again for days' );
		$this->assertSame( 'ignored', $answer->get_data()['outcome'] );
		$this->assertSame( $before, $this->steps() );
		$this->assertSame( array( 'ignored' => 1 ), $this->events() );
	}

	public function test_a_batch_event_makes_its_batch_read_now(): void {
		$batch = $this->sent_batch( array( 'success' ) );
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Schema::paypal_parts_table() . ' SET next_at = %s', gmdate( 'Y-m-d H:i:s', time() + HOUR_IN_SECONDS ) ) );
		Job_Queue::cancel_group();
		$this->paypal_moves( array( 'success' => array( 'SUCCESS', '', '0.25' ) ) );

		$answer = $this->hand_over( $this->delivery( array( 'payout_batch_id' => $this->part()->payout_batch_id ) ) );

		$this->assertSame( 200, $answer->get_status() );
		$this->assertLessThanOrEqual( time(), strtotime( $this->part()->next_at . ' UTC' ) );
		$this->assertLessThanOrEqual( time(), Job_Queue::next( Paypal_Sending::HOOK, array( $batch ) ), 'the batch’s go is queued now' );
		( new Paypal_Sending() )->work( $batch, microtime( true ) + 60 );
		$this->assertSame( Batch_Ledger::PAYING, $this->steps()['success'] );
	}

	/**
	 * A checked batch of the named vendors, sent through PayPal and read once (items PENDING).
	 *
	 * @param string[] $names The vendors.
	 */
	private function sent_batch( array $names ): int {
		$batch = $this->checked_batch( $names );
		( new Paypal_Sending() )->send( $batch, $this->admin );
		( new Paypal_Sending() )->work( $batch, microtime( true ) + 60 );
		$this->assertSame( Paypal_Ledger::SENT, $this->part()->state );
		return $batch;
	}

	/**
	 * A delivery the fake signs, not sent: the test hands it to the site.
	 *
	 * @param array<string, mixed> $what What the event is about (the fake's /__control/webhook).
	 * @return array{id: string, body: string, headers: array<string, string>}
	 */
	private function delivery( array $what ): array {
		return Paypal_Fake::control( 'webhook', $what + array( 'deliver' => false ) );
	}

	/**
	 * Hands a delivery to the plugin's route, as PayPal's POST would.
	 *
	 * @param array{body: string, headers: array<string, string>} $delivery The delivery.
	 */
	private function hand_over( array $delivery ): WP_REST_Response {
		$request = new WP_REST_Request( 'POST', self::ROUTE );
		$request->set_header( 'Content-Type', 'application/json' );
		foreach ( $delivery['headers'] as $name => $value ) {
			$request->set_header( $name, $value );
		}
		$request->set_body( $delivery['body'] );
		return rest_do_request( $request );
	}

	/**
	 * The sender_item_id of a vendor's request.
	 *
	 * @param string $name The vendor's name in the test.
	 */
	private function reference( string $name ): string {
		return 'DOKAN-WD-' . $this->request_of( $name );
	}

	/**
	 * Events recorded, counted by state.
	 *
	 * @return array<string, int>
	 */
	private function events(): array {
		global $wpdb;
		$counts = array();
		foreach ( $wpdb->get_results( 'SELECT state, COUNT(*) AS n FROM ' . Schema::paypal_events_table() . ' GROUP BY state' ) as $row ) {
			$counts[ $row->state ] = (int) $row->n;
		}
		return $counts;
	}

	/**
	 * An event's row.
	 *
	 * @param string $event_id PayPal's event id.
	 */
	private function event_row( string $event_id ): ?object {
		global $wpdb;
		return $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM ' . Schema::paypal_events_table() . ' WHERE event_id = %s', $event_id ) );
	}
}
