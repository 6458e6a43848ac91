<?php
/**
 * What was sent through PayPal, where people look: the vendor's panel (the disbursement answer's
 * `last_payout`), the run's record and its CSV, the admin's e-mail of a PayPal batch's outcome
 * (once, whatever goes meet), against Prism (PayPal's contract) and our fake behind it on the real
 * Dokan.
 *
 * @package VendorPayoutSchedule
 */

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

	/**
	 * What the vendor's panel reads of their last payout (the disbursement answer's field).
	 *
	 * @param string $name The vendor's name in the test.
	 * @return array<string, mixed>
	 */
	private function last_payout( string $name ): array {
		return ( new Vendor_Payout_Status() )->add_fields( array(), $this->vendors[ $name ] )['last_payout'];
	}
}
