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
use VendorPayoutSchedule\Email\Payout_Emails;
use VendorPayoutSchedule\Engine\Schema;
use VendorPayoutSchedule\PayPal\Paypal_Ledger;
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
		$this->assertSame( 'Ihr PayPal-Konto ist gesperrt oder inaktiv. Ihr Antrag bleibt beim Marktplatz offen. Der Marktplatz zahlt ihn auf anderem Weg aus oder meldet sich bei Ihnen.', $german );

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
		$this->assertSame( array( 'Returned by PayPal (not claimed in 30 days, or cancelled)', $part->payout_batch_id, $this->item( 'returned' )->payout_item_id, '0.00', 'USD' ), array_slice( $by_vendor[ $this->vendors['returned'] ], -5 ) );
		$this->assertSame( array( '', '', '', '', '' ), array_slice( $by_vendor[ $this->vendors['bank'] ], -5 ), 'the bank request was not sent through PayPal' );
		$this->assertNotSame( '', $part->payout_batch_id );

		$german = $this->in_german( fn (): string => implode( '|', $this->csv()[0] ) );
		$this->assertStringEndsWith( 'PayPal-Status|PayPal-Stapel-ID|PayPal-Posten-ID|PayPal-Gebühr|Währung der PayPal-Gebühr', $german );
	}

	public function test_the_admin_is_told_once_when_paypal_has_finished_a_batch_with_counts_sums_and_reasons(): void {
		$batch = $this->checked_batch( array( 'success', 'returned', 'failed', 'bank' ) );
		( new Paypal_Sending() )->send( $batch, $this->admin );
		$this->go( $batch );
		$this->paypal_moves(
			array(
				'success'  => array( 'SUCCESS', '', '0.25' ),
				'returned' => array( 'PENDING', '', '0.00' ),
				'failed'   => array( 'FAILED', 'RECEIVER_ACCOUNT_LOCKED', '0.00' ),
			)
		);
		$this->go( $batch );
		$this->assertSame( array(), $this->admin_mails(), 'nothing told while an item is open' );

		$this->paypal_moves( array( 'returned' => array( 'RETURNED', 'RECEIVER_UNREGISTERED', '0.00' ) ) );
		$this->go( $batch );
		$this->assertSame( Paypal_Ledger::DONE, $this->part()->state );
		// A second go, and a go that finds the part told already, tell nothing again.
		$this->go( $batch );
		do_action( Payout_Emails::PAYPAL_RECORDED_ACTION, $batch );

		$mails = $this->admin_mails();
		$this->assertCount( 1, $mails, 'once' );
		$part = $this->part();
		$this->assertStringContainsString( $part->sender_batch_id, $mails[0]['subject'] );
		$this->assertStringContainsString( 'of payout batch ' . $batch, $mails[0]['subject'] );
		$text = Mail_Catcher::text( $mails[0] );
		$this->assertStringContainsString( 'PayPal has finished the payout ' . $part->sender_batch_id . ' (PayPal batch ' . $part->payout_batch_id . ') of payout batch ' . $batch . ': every payment in it is final.', $text );
		$this->assertStringContainsString( 'Paid by PayPal 1 100.00 USD', $text, 'counts and sums per state' );
		$this->assertStringContainsString( 'Failed in PayPal 1 100.00 USD', $text );
		$this->assertStringContainsString( 'Returned by PayPal (not claimed in 30 days, or cancelled) 1 100.00 USD', $text );
		$this->assertStringContainsString( 'PayPal’s fees: 0.25 USD.', $text );
		$this->assertStringContainsString( '#' . $this->request_of( 'failed' ) . ' 100.00 USD Failed in PayPal: the vendor’s PayPal account is locked or inactive.', $text, 'each failure with its reason' );
		$this->assertStringContainsString( '#' . $this->request_of( 'returned' ) . ' 100.00 USD Returned by PayPal', $text );
		$this->assertStringContainsString( Run_Record_Screen::url( (int) $this->run->id ) . '#vps-payout-batches', html_entity_decode( $mails[0]['message'] ), 'a link to the batch section' );
		$this->assertNotNull( $part->mailed_at, 'taken before it was sent' );
	}

	public function test_the_admin_is_told_what_to_top_up_once_when_paypal_refused_a_batch_in_their_language(): void {
		add_filter( 'get_available_languages', array( self::class, 'with_german' ) );
		$GLOBALS['wp_locale_switcher'] = new WP_Locale_Switcher();
		$GLOBALS['wp_locale_switcher']->init();
		$batch = $this->checked_batch( array( 'success', 'failed' ) );
		update_user_meta( $this->admin, 'locale', 'de_DE' );
		update_option( 'woocommerce_' . Payout_Emails::PAYPAL_ID . '_settings', array( 'email_type' => 'plain' ) );
		( new Paypal_Sending() )->send( $batch, $this->admin );
		Paypal_Fake::control( 'faults', array( 'faults' => array( array( 'status' => 422 ) ) ) );

		$this->go( $batch );
		$this->go( $batch );

		delete_user_meta( $this->admin, 'locale' );
		$mails = $this->admin_mails();
		$this->assertCount( 1, $mails, 'once' );
		// Plain text as WooCommerce wraps it, read on one line.
		$text = (string) preg_replace( '/\s+/u', ' ', $mails[0]['message'] );
		$this->assertStringContainsString( 'Laden Sie mindestens 200.00 USD auf Ihr PayPal-Guthaben', $text, 'what to top up, in the language of the admin who sent it' );
		$this->assertStringContainsString( 'PayPal hat die PayPal-Auszahlung des Auszahlungsstapels ' . $batch . ' nicht angenommen.', $text );
		$this->assertStringContainsString( 'PayPal-Auszahlung VPS-', $mails[0]['subject'], 'the subject too' );
		$this->assertStringNotContainsString( '<p>', $mails[0]['message'], 'plain text, as chosen' );
		$this->assertSame( 'en_US', determine_locale(), 'the site language is back' );
		remove_filter( 'get_available_languages', array( self::class, 'with_german' ) );
	}

	public function test_a_go_killed_after_taking_the_e_mail_never_sends_it_twice(): void {
		$batch = $this->checked_batch( array( 'success' ) );
		( new Paypal_Sending() )->send( $batch, $this->admin );
		$this->go( $batch );
		$this->paypal_moves( array( 'success' => array( 'SUCCESS', '', '0.25' ) ) );
		( new Paypal_Sending() )->work( $batch, microtime( true ) + 60 );
		$part = $this->part();
		$this->assertSame( Paypal_Ledger::DONE, $part->state );
		// Two goes met: the other took the e-mail first (and was killed before sending it).
		$this->assertTrue( ( new Paypal_Ledger() )->take_outcome_mail( (int) $part->id ) );

		$this->go( $batch );

		$this->assertSame( array(), $this->admin_mails(), 'taken once, so never sent twice' );
		$this->assertFalse( ( new Paypal_Ledger() )->take_outcome_mail( (int) $part->id ) );
	}

	public function test_an_upgrade_from_schema_8_keeps_every_part_and_adds_the_e_mails_claim(): void {
		global $wpdb;
		$batch = $this->checked_batch( array( 'success' ) );
		( new Paypal_Sending() )->send( $batch, $this->admin );
		// A site as version 8 left it: no mailed_at on the parts.
		$wpdb->query( 'ALTER TABLE ' . Schema::paypal_parts_table() . ' DROP COLUMN mailed_at' );
		update_option( Schema::VERSION_OPTION, '8' );

		Schema::maybe_install();

		$this->assertSame( Schema::VERSION, get_option( Schema::VERSION_OPTION ) );
		$this->assertNotNull( $wpdb->get_var( $wpdb->prepare( 'SHOW COLUMNS FROM ' . Schema::paypal_parts_table() . ' LIKE %s', 'mailed_at' ) ) );
		$this->assertNull( $this->part()->mailed_at, 'the part kept, not told yet' );
	}

	public function test_woocommerce_previews_the_e_mail_with_sample_data(): void {
		WC()->mailer();
		$email = WC()->mailer()->get_emails()[ Payout_Emails::PAYPAL_KEY ];
		$email = apply_filters( 'woocommerce_prepare_email_for_preview', $email );

		$html = $email->get_content_html();

		$this->assertStringContainsString( 'Not paid by PayPal', $html );
		$this->assertStringContainsString( 'John Doe', $html );
		$this->assertStringContainsString( 'the e-mail address has no PayPal account', html_entity_decode( $html, ENT_QUOTES ) );
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

	/**
	 * A go on the batch as Action Scheduler runs it (its hook, so whatever listens hears it), as
	 * if the part's next moment had come.
	 *
	 * @param int $batch The batch.
	 */
	private function go( int $batch ): void {
		$this->back_in_time();
		do_action( Paypal_Sending::HOOK, $batch );
	}

	/**
	 * What was e-mailed to the admin.
	 *
	 * @return array<int, array{to: string, subject: string, message: string, headers: string}>
	 */
	private function admin_mails(): array {
		return array_values( array_filter( $this->mail->caught(), static fn ( $mail ) => get_option( 'admin_email' ) === $mail['to'] ) );
	}

	/**
	 * @param string[] $languages Installed languages.
	 * @return string[]
	 */
	public static function with_german( $languages ): array {
		return array_values( array_unique( array_merge( (array) $languages, array( 'de_DE' ) ) ) );
	}
}
