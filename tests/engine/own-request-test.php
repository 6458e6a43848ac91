<?php
/**
 * Dokan's insert fails after the row was committed as filing; the vendor files a request by hand
 * before the run is retried.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Dokan_Withdraw_Requests;
use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Payout_Scheduler;
use VendorPayoutSchedule\Engine\Skip_Reason;

/**
 * The retry recognises only the request the run itself filed: a manual request is never recorded
 * as the scheduled payout.
 */
final class Own_Request_Test extends Engine_Test_Case {

	private int $vendor;

	private Mail_Catcher $mail;

	protected function setUp(): void {
		parent::setUp();
		// What the admin hears of each request is the point here: Dokan's e-mail for each one.
		Engine_Site::choose_admin_mail( \VendorPayoutSchedule\Settings\Withdraw_Settings::ADMIN_MAIL_EACH_REQUEST );
		$this->vendor = $this->vendor( array( 'balance' => '79.25' ) );
		$this->mail   = ( new Mail_Catcher() )->start();

		// Dokan's insert fails (Withdraw::create() gets no row from $wpdb->insert()), as on a
		// database outage; the go stops with the row committed as `filing` and its amount set.
		$fail_insert = static function ( $sql ) {
			global $wpdb;
			return str_starts_with( ltrim( $sql ), "INSERT INTO `{$wpdb->prefix}dokan_withdraw`" ) ? str_replace( 'dokan_withdraw', 'dokan_withdraw_unreachable', $sql ) : $sql;
		};
		add_filter( 'query', $fail_insert );
		$suppress = $GLOBALS['wpdb']->suppress_errors( true );
		try {
			$this->assertNull( ( new Payout_Scheduler() )->work( 'weekly', self::DATE ), 'the go stops' );
		} finally {
			$GLOBALS['wpdb']->suppress_errors( $suppress );
			remove_filter( 'query', $fail_insert );
		}
		$row = Engine_Site::outcomes( self::DATE )[ $this->vendor ];
		$this->assertSame( Payout_Ledger::FILING, $row->status );
		$this->assertEquals( 79.25, (float) $row->amount );
		$this->assertSame( array(), Engine_Site::requests(), 'nothing was filed' );
	}

	protected function tearDown(): void {
		$this->mail->stop();
		parent::tearDown();
	}

	public function test_a_manual_request_before_the_retry_is_not_taken_for_the_scheduled_payout(): void {
		$own = Engine_Site::manual_request( $this->vendor, 60 );

		( new Payout_Scheduler() )->work( 'weekly', self::DATE );

		$row = Engine_Site::outcomes( self::DATE )[ $this->vendor ];
		$this->assertSame( Payout_Ledger::SKIPPED, $row->status, 'the scheduled request was not filed: the vendor\'s own one is pending' );
		$this->assertSame( Skip_Reason::PendingRequest->value, $row->reason );
		$this->assertSame( 0, (int) $row->withdraw_id, 'the manual request is not recorded as the run\'s' );
		$this->assertSame( array( $own ), array_map( static fn ( $request ) => (int) $request->id, Engine_Site::requests()[ $this->vendor ] ), 'Dokan holds the vendor\'s request only' );
		$to_vendor = $this->mails_to( (string) get_userdata( $this->vendor )->user_email );
		$this->assertCount( 1, $to_vendor );
		$this->assertSame( 'Your scheduled payout of January 5, 2099 was skipped', $to_vendor[0]['subject'], 'the vendor is not told $79.25 was requested' );
		$this->assertCount( 1, $this->mails_to( (string) get_option( 'admin_email' ) ), 'the admin heard of the manual request once, from Dokan as the vendor filed it' );
	}

	public function test_without_a_manual_request_the_retry_files_the_runs_own_request(): void {
		( new Payout_Scheduler() )->work( 'weekly', self::DATE );

		$row      = Engine_Site::outcomes( self::DATE )[ $this->vendor ];
		$requests = Engine_Site::requests()[ $this->vendor ];
		$this->assertSame( Payout_Ledger::REQUESTED, $row->status );
		$this->assertCount( 1, $requests );
		$this->assertSame( (int) $requests[0]->id, (int) $row->withdraw_id );
		$this->assertEquals( 79.25, (float) $requests[0]->amount );
		$this->assertSame( self::DATE . '/' . $row->id, maybe_unserialize( $requests[0]->details )[ Dokan_Withdraw_Requests::MARKER_KEY ], 'Dokan keeps the row\'s marker with the request' );
	}

	public function test_a_request_is_the_rows_own_by_its_marker_alone_and_answers_what_it_asks_for(): void {
		$row   = Engine_Site::outcomes( self::DATE )[ $this->vendor ];
		$dokan = new Dokan_Withdraw_Requests();
		$ours  = $dokan->file( $this->vendor, 79.25, 'paypal', 'Scheduled payout', self::DATE . '/' . $row->id );
		$this->assertIsInt( $ours );
		Engine_Site::manual_request( $this->vendor, 60 );

		$this->assertSame(
			array(
				'id'     => $ours,
				'amount' => 79.25,
				'method' => 'paypal',
			),
			$dokan->filed_for( $this->vendor, 0, self::DATE . '/' . $row->id ),
			'what the run compares with its row, where the row has it'
		);
		$this->assertNull( $dokan->filed_for( $this->vendor, 0, self::DATE . '/' . ( $row->id + 1 ) ), 'another row\'s marker' );
		$this->assertNull( $dokan->filed_for( $this->vendor, $ours, self::DATE . '/' . $row->id ), 'not above the floor' );
	}

	/**
	 * E-mails caught for an address.
	 *
	 * @param string $to Address.
	 * @return array<int, array{to: string, subject: string, message: string, headers: string}>
	 */
	private function mails_to( string $to ): array {
		return array_values( array_filter( $this->mail->caught(), static fn ( array $mail ): bool => $mail['to'] === $to ) );
	}
}
