<?php
/**
 * What was sent through PayPal, where people look: the vendor's panel (the disbursement answer's
 * `last_payout`), the run's record and its CSV, the admin's e-mail of a PayPal batch's outcome
 * (once, whatever goes meet), against Prism (PayPal's contract) and our fake behind it on the real
 * Dokan.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Admin\Outcome_List_Table;
use VendorPayoutSchedule\Admin\Run_Record;
use VendorPayoutSchedule\Admin\Run_Record_Screen;
use VendorPayoutSchedule\PayPal\Paypal_Sending;
use VendorPayoutSchedule\Payouts\Payout_Batch;
use VendorPayoutSchedule\Rest\Vendor_Payout_Status;

require_once __DIR__ . '/support/class-paypal-batch-test-case.php';

/**
 * Approving through Dokan builds WooCommerce's mailer, whose e-mails keep the site's title from
 * then on; each test runs in a process of its own so the tests after it build their own.
 *
 * @runTestsInSeparateProcesses
 * @preserveGlobalState disabled
 */
final class Paypal_Seen_Test extends Paypal_Batch_Test_Case {

	public function test_the_vendors_panel_says_sent_paid_waiting_to_be_claimed_or_why_paypal_did_not_pay(): void {
		$batch = $this->checked_batch( array( 'success', 'unclaimed', 'returned', 'failed', 'bank' ) );
		( new Paypal_Sending() )->send( $batch, $this->admin );
		( new Paypal_Sending() )->work( $batch, microtime( true ) + 60 );

		$this->assertSame(
			array(
				'stage'   => 'sent',
				'message' => null,
			),
			$this->last_payout( 'success' )['paypal'],
			'PayPal holds it and has not finished'
		);
		$this->assertSame( 'pending', $this->last_payout( 'success' )['request_status'], 'Dokan’s own word is kept as it was' );
		$this->assertArrayNotHasKey( 'paypal', $this->last_payout( 'bank' ), 'a request paid from a file says nothing of PayPal' );

		$this->paypal_moves(
			array(
				'success'   => array( 'SUCCESS', '', '0.25' ),
				'unclaimed' => array( 'UNCLAIMED', '', '0.00' ),
				'returned'  => array( 'RETURNED', 'RECEIVER_UNREGISTERED', '0.00' ),
				'failed'    => array( 'FAILED', 'RECEIVER_ACCOUNT_LOCKED', '0.00' ),
			)
		);
		( new Paypal_Sending() )->work( $batch, microtime( true ) + 60 );

		$this->assertSame( 'paid', $this->last_payout( 'success' )['paypal']['stage'] );
		$this->assertSame( 'unclaimed', $this->last_payout( 'unclaimed' )['paypal']['stage'] );
		$returned = $this->last_payout( 'returned' )['paypal'];
		$this->assertSame( 'failed', $returned['stage'] );
		$this->assertSame( 'Your PayPal e-mail address has no PayPal account, and none was opened for it in time. Your request stays open with the marketplace, which pays it another way or contacts you.', $returned['message'], 'in the vendor’s words' );
		$failed = $this->last_payout( 'failed' )['paypal']['message'];
		$this->assertStringStartsWith( 'Your PayPal account is locked or inactive.', $failed );
		foreach ( array( $returned['message'], $failed ) as $message ) {
			$this->assertDoesNotMatchRegularExpression( '/RECEIVER_|RETURNED|FAILED|Dokan|cancel it/', $message, 'no PayPal code, no admin jargon' );
		}
		$german = $this->in_german( fn (): string => (string) $this->last_payout( 'failed' )['paypal']['message'] );
		$this->assertSame( 'Ihr PayPal-Konto ist gesperrt oder inaktiv. Ihr Antrag bleibt beim Marktplatz offen; er zahlt ihn auf anderem Weg aus oder meldet sich bei Ihnen.', $german );

		( new Payout_Batch() )->work( $batch, microtime( true ) + 60 );
		$this->assertSame( 'approved', $this->last_payout( 'success' )['request_status'], 'Dokan approved what PayPal paid' );
		$this->assertSame( 'pending', $this->last_payout( 'returned' )['request_status'], 'what PayPal did not pay stays pending in Dokan' );
	}

	public function test_the_runs_csv_carries_paypals_state_ids_and_fee_in_columns_added_at_the_end(): void {
		$batch = $this->checked_batch( array( 'success', 'returned', 'bank' ) );
		( new Paypal_Sending() )->send( $batch, $this->admin );
		( new Paypal_Sending() )->work( $batch, microtime( true ) + 60 );
		$this->paypal_moves(
			array(
				'success'  => array( 'SUCCESS', '', '0.25' ),
				'returned' => array( 'RETURNED', 'RECEIVER_UNREGISTERED', '0.00' ),
			)
		);
		( new Paypal_Sending() )->work( $batch, microtime( true ) + 60 );

		$lines = $this->csv();

		$this->assertSame( array( 'PayPal state', 'PayPal batch ID', 'PayPal item ID', 'PayPal fee', 'PayPal fee currency' ), array_slice( $lines[0], -5 ), 'the new columns come last' );
		$this->assertSame( array( 'Vendor ID', 'Vendor', 'E-mail', 'Payout date', 'Outcome' ), array_slice( $lines[0], 0, 5 ), 'the old ones keep their places' );
		$by_vendor = array_column( array_slice( $lines, 1 ), null, 0 );
		$part      = $this->part();
		$this->assertSame( array( 'Paid by PayPal', $part->payout_batch_id, $this->item( 'success' )->payout_item_id, '0.25', 'USD' ), array_slice( $by_vendor[ $this->vendors['success'] ], -5 ) );
		$this->assertSame( array( 'Returned by PayPal: not claimed in 30 days, or cancelled', $part->payout_batch_id, $this->item( 'returned' )->payout_item_id, '0.00', 'USD' ), array_slice( $by_vendor[ $this->vendors['returned'] ], -5 ) );
		$this->assertSame( array( '', '', '', '', '' ), array_slice( $by_vendor[ $this->vendors['bank'] ], -5 ), 'the bank request was not sent through PayPal' );
		$this->assertNotSame( '', $part->payout_batch_id );

		$german = $this->in_german( fn (): string => implode( '|', $this->csv()[0] ) );
		$this->assertStringEndsWith( 'PayPal-Status|PayPal-Stapel-ID|PayPal-Posten-ID|PayPal-Gebühr|Währung der PayPal-Gebühr', $german );
	}

	/**
	 * What the vendor's panel reads of their last payout (the disbursement answer's field).
	 *
	 * @param string $name The vendor's name in the test.
	 * @return array<string, mixed>
	 */
	private function last_payout( string $name ): array {
		return ( new Vendor_Payout_Status() )->add_fields( array(), $this->vendors[ $name ] )['last_payout'];
	}

	/**
	 * The run record's CSV as the admin downloads it, read back.
	 *
	 * @return array<int, array<int, string>>
	 */
	private function csv(): array {
		$out = fopen( 'php://memory', 'w+' );
		self::on_withdraw_schedule(
			$this->admin,
			function () use ( $out ): void {
				( new Outcome_List_Table( new Run_Record( $this->run ), array(), Run_Record_Screen::PER_PAGE_OPTION, Run_Record_Screen::CSV_ACTION ) )->csv()->write( $out, self::DATE );
			}
		);
		rewind( $out );
		$lines = array();
		while ( ( $line = fgetcsv( $out, null, ',', '"', '' ) ) !== false ) {
			$lines[] = $line;
		}
		return $lines;
	}
}
