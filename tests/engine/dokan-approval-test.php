<?php
/**
 * Dokan's own approval check, approval and cancellation of one request, judged by what the
 * database holds and what Dokan e-mailed the vendor.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Admin\Admin_Wording;
use VendorPayoutSchedule\Engine\Dokan_Withdraw_Requests;

require_once __DIR__ . '/support/class-payout-files-site.php';

/**
 * Approving through Dokan builds WooCommerce's mailer, whose e-mails keep the site's title from
 * then on; each test runs in a process of its own so the tests after it build their own.
 *
 * @runTestsInSeparateProcesses
 * @preserveGlobalState disabled
 */
final class Dokan_Approval_Test extends Engine_Test_Case {

	private Mail_Catcher $mail;

	protected function setUp(): void {
		parent::setUp();
		$this->mail = ( new Mail_Catcher() )->start();
	}

	protected function tearDown(): void {
		$this->mail->stop();
		parent::tearDown();
	}

	public function test_approving_does_what_dokans_approve_does_once(): void {
		$vendor  = Payout_Files_Site::vendor( array( 'paypal' => array( 'email' => 'vera@example.com' ) ), '1000' );
		$request = Payout_Files_Site::request( $vendor, '200', 'paypal' );
		$this->assertSame( array(), dokan()->withdraw->get_withdraw_requests( $vendor, 1 ), 'Dokan caches the vendor’s approved requests: none yet' );
		$approval = new Dokan_Withdraw_Requests();

		$this->assertTrue( $approval->check( $request ) );
		$this->assertTrue( $approval->approve( $request ) );

		$this->assertSame( 1, Payout_Files_Site::dokan_request( $request )['status'], 'approved in Dokan' );
		$this->assertSame( array( array( 'dokan_withdraw', '0.0000', '200.0000', 'approved' ) ), $this->balance_entries( $vendor, $request ), 'Dokan’s balance entry for the request' );
		$this->assertSame( 800.0, (float) dokan_get_seller_balance( $vendor, false ) );
		$this->assertSame( array( $request ), array_map( static fn ( $w ) => (int) $w->get_id(), dokan()->withdraw->get_withdraw_requests( $vendor, 1 ) ), 'Dokan’s cached list forgot the old answer' );
		$mails = $this->vendor_mails();
		$this->assertCount( 1, $mails, 'Dokan e-mails the vendor once' );
		$this->assertSame( get_userdata( $vendor )->user_email, $mails[0]['to'] );
		$this->assertStringContainsString( 'Your withdrawal request was approved', $mails[0]['subject'] );

		$again = $approval->approve( $request );
		$this->assertInstanceOf( WP_Error::class, $again );
		$this->assertSame( Dokan_Withdraw_Requests::NOT_PENDING, $again->get_error_code(), 'a second approval approves nothing' );
		$this->assertSame( 'The request is already approved in Dokan.', Admin_Wording::refusal( $again ) );
		$this->assertCount( 1, $this->balance_entries( $vendor, $request ) );
		$this->assertCount( 1, $this->vendor_mails() );
	}

	public function test_a_request_a_refund_left_uncovered_is_refused_with_dokans_reason_and_can_be_cancelled(): void {
		$vendor  = Payout_Files_Site::vendor( array( 'paypal' => array( 'email' => 'vera@example.com' ) ), '1000' );
		$request = Payout_Files_Site::request( $vendor, '900', 'paypal' );
		Engine_Site::set_balance( $vendor, 500.0 );
		$approval = new Dokan_Withdraw_Requests();

		$refused = $approval->check( $request );
		$this->assertInstanceOf( WP_Error::class, $refused );
		$this->assertSame( 'dokan_withdraw_not_enough_balance', $refused->get_error_code(), 'Dokan’s own reason' );
		$this->assertSame( 'The vendor’s balance was $500.00, less than the $900.00 requested (a refund or another withdrawal since).', Admin_Wording::refusal( $refused, $approval->facts( ( new Dokan_Withdraw_Requests() )->one( $request ) ) ) );
		$this->assertSame( 'dokan_withdraw_not_enough_balance', $approval->approve( $request )->get_error_code() );
		$this->assertSame( 0, Payout_Files_Site::dokan_request( $request )['status'], 'still pending' );
		$this->assertSame( array(), $this->balance_entries( $vendor, $request ) );
		$this->assertSame( array(), $this->vendor_mails(), 'nobody is told anything' );

		$this->assertTrue( $approval->cancel( $request, 'Your balance no longer covers this request.' ) );

		$dokan = dokan()->withdraw->get( $request );
		$this->assertSame( 2, (int) $dokan->get_status(), 'cancelled in Dokan' );
		$this->assertSame( 'Your balance no longer covers this request.', $dokan->get_note() );
		$this->assertSame( array(), $this->balance_entries( $vendor, $request ), 'a cancellation writes no balance entry' );
		$mails = $this->vendor_mails();
		$this->assertCount( 1, $mails );
		$this->assertStringContainsString( 'Your withdrawal request was cancelled', $mails[0]['subject'] );
		$this->assertStringContainsString( 'Your balance no longer covers this request.', $mails[0]['message'], 'Dokan’s e-mail quotes the note' );
		$this->assertSame( Dokan_Withdraw_Requests::NOT_PENDING, $approval->cancel( $request )->get_error_code() );
		$this->assertSame( Dokan_Withdraw_Requests::NOT_PENDING, $approval->approve( $request )->get_error_code(), 'a cancelled request is never approved' );
	}

	public function test_each_of_dokans_reasons_reads_in_the_admins_words(): void {
		$approval = new Dokan_Withdraw_Requests();
		$reader   = new Dokan_Withdraw_Requests();

		$disabled = Payout_Files_Site::vendor( array( 'paypal' => array( 'email' => 'off@example.com' ) ) );
		$id       = Payout_Files_Site::request( $disabled, '100', 'paypal' );
		update_user_meta( $disabled, 'dokan_enable_selling', 'no' );
		$this->assertSame( 'The vendor’s selling is turned off in Dokan.', Admin_Wording::refusal( $approval->check( $id ), $approval->facts( $reader->one( $id ) ) ) );

		$no_method = Payout_Files_Site::vendor( array( 'paypal' => array( 'email' => 'gone@example.com' ) ) );
		$id        = Payout_Files_Site::request( $no_method, '100', 'paypal' );
		update_user_meta( $no_method, 'dokan_profile_settings', array( 'payment' => array() ) );
		$this->assertSame( 'The vendor no longer has PayPal set up, or the marketplace turned it off.', Admin_Wording::refusal( $approval->check( $id ), $approval->facts( $reader->one( $id ) ) ) );

		$small = Payout_Files_Site::vendor( array( 'paypal' => array( 'email' => 'small@example.com' ) ) );
		$id    = Payout_Files_Site::request( $small, '20', 'paypal' );
		$this->assertSame( 'The amount is below Dokan’s minimum withdraw amount; Dokan says: Withdraw amount must be greater than or equal to $50.00', Admin_Wording::refusal( $approval->check( $id ), $approval->facts( $reader->one( $id ) ) ) );

		Payout_Files_Site::charges(
			array(
				'paypal' => array(
					'fixed'      => '80',
					'percentage' => '',
				),
			)
		);
		$charged = Payout_Files_Site::vendor( array( 'paypal' => array( 'email' => 'charged@example.com' ) ) );
		$id      = Payout_Files_Site::request( $charged, '60', 'paypal' );
		$this->assertSame( 'Not enough balance for this request; Dokan says: Withdraw amount is less then the withdraw charge.', Admin_Wording::refusal( $approval->check( $id ), $approval->facts( $reader->one( $id ) ) ) );

		$refusal = $approval->approve( 999999 );
		$this->assertSame( Dokan_Withdraw_Requests::MISSING, $refusal->get_error_code() );
		$this->assertSame( 'The request is no longer in Dokan.', Admin_Wording::refusal( $refusal ) );

		$other = static fn () => new WP_Error( 'kyc_missing', '<strong>Identity not verified</strong>' );
		add_filter( 'dokan_withdraw_is_valid_request', $other );
		$fine = Payout_Files_Site::vendor( array( 'paypal' => array( 'email' => 'fine@example.com' ) ) );
		$id   = Payout_Files_Site::request( $fine, '100', 'paypal' );
		$this->assertSame( 'Dokan refused the request: Identity not verified', Admin_Wording::refusal( $approval->approve( $id ) ), 'another plugin’s reason, as it gave it' );
		remove_filter( 'dokan_withdraw_is_valid_request', $other );
		$this->assertSame( array(), $this->vendor_mails() );
	}

	/**
	 * What was e-mailed to anyone but the admin (Dokan e-mails the admin about each new request).
	 *
	 * @return array<int, array{to: string, subject: string, message: string, headers: string}>
	 */
	private function vendor_mails(): array {
		return array_values( array_filter( $this->mail->caught(), static fn ( $mail ) => get_option( 'admin_email' ) !== $mail['to'] ) );
	}

	/**
	 * Dokan's balance entries for a request: trn_type, debit, credit, status.
	 *
	 * @param int $vendor  Vendor id.
	 * @param int $request Request id.
	 * @return array<int, array<int, string>>
	 */
	private function balance_entries( int $vendor, int $request ): array {
		global $wpdb;
		return $wpdb->get_results( $wpdb->prepare( "SELECT trn_type, debit, credit, status FROM {$wpdb->prefix}dokan_vendor_balance WHERE vendor_id = %d AND trn_id = %d AND trn_type = 'dokan_withdraw'", $vendor, $request ), ARRAY_N );
	}
}
