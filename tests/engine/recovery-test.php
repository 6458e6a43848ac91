<?php
/**
 * A run that died after Dokan stored its request is resumed without a second request, whatever
 * happened to the request or the site's timezone in between.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Skip_Reason;

/**
 * Three vendors; the run is killed right after Dokan stored the second vendor's request.
 */
final class Recovery_Test extends Engine_Test_Case {

	/**
	 * @var int[]
	 */
	private array $vendors;

	protected function setUp(): void {
		parent::setUp();
		$this->vendors = Engine_Site::seed_vendors( array_fill( 0, 3, array( 'balance' => '300' ) ) );

		// A listener commits (as DDL does) as the process dies: the request is stored, its record not.
		$killed = $this->finish_engine_process( $this->start_engine_process( array( 'weekly', self::DATE, '--kill-at=dokan_withdraw_created:2', '--commit-at-kill=1' ) ) );
		$this->assertSame( SIGKILL, $killed['signal'], 'the run was killed' );
	}

	public function test_a_pending_request_is_recorded_as_filed(): void {
		$this->assert_resumed_with_the_request();
	}

	public function test_a_request_the_admin_approved_meanwhile_is_recorded_as_filed(): void {
		dokan()->withdraw->get( $this->caught_request() )->set_status( 1 )->save();
		$this->assert_resumed_with_the_request();
	}

	public function test_a_request_the_admin_cancelled_meanwhile_is_a_skip_and_is_not_filed_again(): void {
		$request = $this->caught_request();
		$vendor  = $this->caught_vendor();
		// The admin cancels it on Dokan → Withdraw, between the kill and the resume; Dokan tells the vendor.
		dokan()->withdraw->get( $request )->set_status( dokan()->withdraw->get_status_code( 'cancelled' ) )->save();

		$mail     = ( new Mail_Catcher() )->start();
		$progress = Engine_Site::run( 'weekly', self::DATE );
		$mail->stop();

		$this->assertRunDone( $progress, 'the run finishes' );
		$row = Engine_Site::outcomes( self::DATE )[ $vendor ];
		$this->assertSame( Payout_Ledger::SKIPPED, $row->status, 'a cancelled request is not the run\'s payout' );
		$this->assertSame( Skip_Reason::HostRefused->value, $row->reason );
		$this->assertSame( 0.0, (float) $row->amount, 'the run\'s total leaves it out' );
		$this->assertStringContainsString( '#' . $request . ' was cancelled in Dokan', (string) $row->note );
		$this->assertSame( array( $request ), array_map( static fn ( $r ) => (int) $r->id, Engine_Site::requests()[ $vendor ] ), 'nothing filed again over the admin\'s decision' );
		$this->assertSame( array(), array_filter( $mail->caught(), static fn ( array $sent ): bool => get_userdata( $vendor )->user_email === $sent['to'] ), 'the vendor, told of the cancellation by Dokan, is not told it was requested' );
		$this->assertSame( 2, count( array_filter( Engine_Site::outcomes( self::DATE ), static fn ( $r ): bool => Payout_Ledger::REQUESTED === $r->status ) ), 'the other two are paid' );
		$this->assertSame( 0, Engine_Site::duplicates() );
	}

	public function test_a_request_approved_after_the_site_moved_east_is_recorded_as_filed(): void {
		dokan()->withdraw->get( $this->caught_request() )->set_status( 1 )->save();
		update_option( 'timezone_string', 'Asia/Tokyo' );
		$this->assert_resumed_with_the_request();
	}

	public function test_a_request_filed_before_the_site_moved_west_is_recorded_as_filed(): void {
		update_option( 'timezone_string', 'Pacific/Honolulu' );
		$this->assert_resumed_with_the_request();
	}

	public function test_the_vendors_cached_lists_do_not_hide_the_request(): void {
		$previous = Lasting_Object_Cache::install();
		try {
			$vendor = $this->caught_vendor();
			// Lists cached before the dead run's insert, never cleared: it died before telling Dokan.
			foreach ( array( 0, 1, 2 ) as $status ) {
				foreach ( array( 1, 10 ) as $limit ) {
					$args = array(
						'user_id' => $vendor,
						'status'  => $status,
						'limit'   => $limit,
						'offset'  => 0,
					);
					WeDevs\Dokan\Cache::set( 'withdraw_requests_' . md5( wp_json_encode( $args ) ), array(), "withdraws_seller_{$vendor}" );
				}
			}
			$this->assertSame( array(), dokan()->withdraw->get_withdraw_requests( $vendor, 0, 1 ), 'Dokan answers from its stale cache' );

			$this->assert_resumed_with_the_request();
		} finally {
			Lasting_Object_Cache::put_back( $previous );
		}
	}

	/**
	 * The very next run records the dead run's request and files no other.
	 */
	private function assert_resumed_with_the_request(): void {
		$request = $this->caught_request();
		$vendor  = $this->caught_vendor();

		$progress = Engine_Site::run( 'weekly', self::DATE );

		$this->assertRunDone( $progress, 'the run finishes' );
		$row = Engine_Site::outcomes( self::DATE )[ $vendor ];
		$this->assertSame( Payout_Ledger::REQUESTED, $row->status, 'recorded as filed, not skipped' );
		$this->assertSame( $request, (int) $row->withdraw_id, 'with the request the dead run filed' );
		$this->assertCount( 1, Engine_Site::requests()[ $vendor ], 'no second request for the vendor' );
		$this->assertCount( 3, array_merge( ...array_values( Engine_Site::requests() ) ) );
		$this->assertSame( 0, Engine_Site::duplicates() );
	}

	/**
	 * The vendor whose row the dead run left `filing`.
	 */
	private function caught_vendor(): int {
		foreach ( Engine_Site::outcomes( self::DATE ) as $vendor => $row ) {
			if ( Payout_Ledger::FILING === $row->status ) {
				return $vendor;
			}
		}
		$this->fail( 'No row was left filing.' );
	}

	/**
	 * The request Dokan stored for that vendor before the kill.
	 */
	private function caught_request(): int {
		$requests = Engine_Site::requests()[ $this->caught_vendor() ] ?? array();
		$this->assertCount( 1, $requests, 'Dokan stored the request before the kill' );
		return (int) $requests[0]->id;
	}
}
