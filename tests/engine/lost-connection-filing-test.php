<?php
/**
 * The go's database connection is lost at the two moments of a filing where WordPress's repeat of
 * the next statement commits on its own: just before Dokan's insert, and just before the row
 * records the request; and while a go stalls before Dokan's insert, long enough for the next go
 * to file the vendor.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Email\Email_Log;
use VendorPayoutSchedule\Engine\Database_Error;
use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Payout_Runner;
use VendorPayoutSchedule\Engine\Run_Lane;
use VendorPayoutSchedule\Engine\Run_Ledger;
use VendorPayoutSchedule\Engine\Schema;
use VendorPayoutSchedule\Statement\Payout_Statement;

/**
 * The connection is killed from a second connection, as a server restart, a network cut or
 * `wait_timeout` ends it, at the exact step of the third vendor's filing; the chunk's transaction
 * and the run's lock go with it, and WordPress connects again and repeats the statement in a
 * transaction of its own. Whatever that repeat commits, each vendor ends with one request, recorded
 * with its amount, method and figures, and told once.
 */
final class Lost_Connection_Filing_Test extends Engine_Test_Case {

	private const VENDORS = 5;

	/**
	 * The filing the connection is lost in: the third, so the chunk has requests to roll back.
	 */
	private const LOST_AT = 3;

	/**
	 * @var int[]
	 */
	private array $vendors;

	private Mail_Catcher $mail;

	/**
	 * The hooks and callbacks losing the connection, removed after the first go.
	 *
	 * @var array<int, array{0: string, 1: callable, 2: int}>
	 */
	private array $cuts = array();

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$this->vendors = Engine_Site::seed_vendors(
			array_fill(
				0,
				self::VENDORS,
				array(
					'balance' => '300',
					'minimum' => 50,
					'reserve' => 20,
				)
			)
		);
		$wpdb->query( 'TRUNCATE TABLE ' . Email_Log::table() );
		$this->mail = ( new Mail_Catcher() )->start();
	}

	protected function tearDown(): void {
		$this->stop_cutting();
		$this->mail->stop();
		parent::tearDown();
	}

	public function test_a_connection_lost_just_before_dokans_insert_leaves_one_request_which_the_next_go_records(): void {
		global $wpdb;
		// Another vendor's request, the newest in Dokan as the go claims its vendors.
		$before = Engine_Site::manual_request( $this->vendor( array( 'schedule' => '' ) ), 60 );

		$seen   = 0;
		$insert = 'INSERT INTO `' . $wpdb->prefix . 'dokan_withdraw`';
		$lose   = function ( string $sql ) use ( $insert ): string {
			if ( str_starts_with( ltrim( $sql ), $insert ) ) {
				$this->stop_cutting();
				$this->kill_the_gos_connection();
			}
			return $sql;
		};
		// Dokan builds the request's details right before its insert. The connection is lost as the
		// insert goes out, after the go's last check of its lock: added from here, the callback
		// comes after that check, which the filing added at the same priority before.
		$this->cut_at(
			'dokan_withdraw_request_details_data',
			function ( $details ) use ( &$seen, $lose ) {
				if ( self::LOST_AT === ++$seen ) {
					$this->cut_at( 'query', $lose, PHP_INT_MAX );
				}
				return $details;
			},
			2000
		);

		$this->assertTheGoStops();

		list( $third, $earlier ) = $this->third_and_earlier_lanes();
		$requests                = Engine_Site::requests();
		$this->assertEqualsCanonicalizing( array_merge( $earlier, array( $third ) ), array_keys( array_intersect_key( $requests, array_flip( $this->vendors ) ) ), 'the repeated insert committed on its own; the chunk\'s other requests went with its transaction, the lanes before it stay' );
		$row = Engine_Site::outcomes( self::DATE )[ $third ];
		$this->assertSame( Payout_Ledger::FILING, $row->status );
		$this->assertEquals( 0, (float) $row->amount, 'the row\'s filing went with the transaction' );
		$newest = max( array_merge( array( $before ), array_map( static fn ( int $vendor ): int => (int) $requests[ $vendor ][0]->id, $earlier ) ) );
		$this->assertSame( $newest, (int) $row->withdraw_floor, 'the claim\'s floor stays: the row\'s request is looked for among those filed since its lane was claimed' );

		$this->assertRunDone( Engine_Site::run( 'weekly', self::DATE ), 'the next go finishes the run' );

		$this->assert_each_filed_once_and_told();
		$this->assertSame( (int) $requests[ $third ][0]->id, (int) Engine_Site::outcomes( self::DATE )[ $third ]->withdraw_id, 'the request the lost go filed is the one recorded' );
	}

	public function test_a_connection_lost_just_before_the_row_records_its_request_records_nothing_and_the_next_go_files_it(): void {
		$seen  = 0;
		$table = preg_quote( Schema::payouts_table(), '/' );
		$this->cut_at(
			'query',
			function ( string $sql ) use ( &$seen, $table ): string {
				if ( 1 === preg_match( "/^UPDATE `?{$table}`? SET `?status`? = 'filed'/", ltrim( $sql ) ) && self::LOST_AT === ++$seen ) {
					$this->kill_the_gos_connection();
				}
				return $sql;
			},
			PHP_INT_MAX
		);

		$this->assertTheGoStops();

		list( $third, $earlier ) = $this->third_and_earlier_lanes();
		$this->assertEqualsCanonicalizing( $earlier, array_keys( Engine_Site::requests() ), 'Dokan\'s inserts of the chunk went with its transaction, the lanes before it stay' );
		$row = Engine_Site::outcomes( self::DATE )[ $third ];
		$this->assertSame( Payout_Ledger::FILING, $row->status, 'the repeated update recorded nothing' );
		$this->assertSame( 0, (int) $row->withdraw_id );

		$this->assertRunDone( Engine_Site::run( 'weekly', self::DATE ), 'the next go finishes the run' );

		$this->assert_each_filed_once_and_told();
	}

	public function test_a_go_stalled_before_dokans_insert_past_its_lost_connection_files_nothing_once_the_next_go_filed(): void {
		$pause = (string) tempnam( sys_get_temp_dir(), 'vps-pause-' );
		unlink( $pause );
		// The go waits in Dokan's last filter before the insert (run-engine.php pauses after every
		// other listener), as a go stalls there past the server's `wait_timeout`.
		$first = $this->start_engine_process( array( 'weekly', self::DATE, '--pause-at=dokan_withdraw_request_details_data:' . self::LOST_AT . ':' . $pause ) );
		try {
			$this->kill_connection( $this->pause_reached( $pause ), Payout_Runner::lock( 'weekly', self::DATE )->name() );
			// The next go takes the run over, and files for the third vendor, while the first go's
			// PHP still waits with the request in hand.
			$this->assertRunDone( Engine_Site::run( 'weekly', self::DATE ), 'the next go finishes the run' );
		} finally {
			$this->go_on( $pause );
		}
		$end = $this->finish_engine_process( $first );
		array_map( 'unlink', array_filter( array( $pause, $pause . '.go' ), 'file_exists' ) );

		$this->assertSame( 4, $end['exit'], 'the first go stopped' );
		$this->assertStringContainsString( 'connection was lost', $end['errors'], 'as Dokan\'s insert was to go out' );
		$this->assert_each_filed_once_and_told();
	}

	/**
	 * The vendor a go alone files LOST_AT-th, and the vendors of the lanes it works before that
	 * vendor's: each lane's chunk commits on its own.
	 *
	 * @return array{0: int, 1: int[]}
	 */
	private function third_and_earlier_lanes(): array {
		$order = self::in_run_order( $this->vendors );
		$third = $order[ self::LOST_AT - 1 ];
		$lane  = Run_Lane::of_vendor( $third )->index;
		return array( $third, array_values( array_filter( $order, static fn ( int $vendor ): bool => Run_Lane::of_vendor( $vendor )->index < $lane ) ) );
	}

	/**
	 * Runs the first go, which loses its connection at the step cut_at() names and stops there.
	 */
	private function assertTheGoStops(): void {
		try {
			Engine_Site::run( 'weekly', self::DATE );
			$this->fail( 'the go stops once its connection was lost' );
		} catch ( Database_Error $stopped ) {
			$this->assertStringContainsString( 'connection was lost', $stopped->getMessage() );
		} finally {
			$this->stop_cutting();
		}
	}

	/**
	 * Loses the go's connection from a hook's callback.
	 *
	 * @param string   $hook     Hook.
	 * @param callable $callback Callback, calling kill_the_gos_connection() at the moment.
	 * @param int      $priority Priority.
	 */
	private function cut_at( string $hook, callable $callback, int $priority ): void {
		$this->cuts[] = array( $hook, $callback, $priority );
		add_filter( $hook, $callback, $priority );
	}

	/**
	 * Removes cut_at()'s callbacks.
	 */
	private function stop_cutting(): void {
		foreach ( $this->cuts as $cut ) {
			remove_filter( ...$cut );
		}
		$this->cuts = array();
	}

	/**
	 * Kills this process's database connection, the go's, in the middle of its go.
	 */
	private function kill_the_gos_connection(): void {
		global $wpdb;
		$this->kill_connection( mysqli_thread_id( $wpdb->dbh ), Payout_Runner::lock( 'weekly', self::DATE )->name() );
	}

	/**
	 * Every vendor has one request in Dokan, and a row recording it with its amount, method and
	 * figures; the statement adds up to it, the vendor was told once, with those figures, and the
	 * runs list counts each request once.
	 */
	private function assert_each_filed_once_and_told(): void {
		foreach ( $this->assert_each_filed_once( $this->vendors, self::DATE ) as $vendor => list( $request, $row ) ) {
			$this->assertEquals( 280, (float) $request->amount, 'the balance less the reserve' );
			$this->assertSame( array( '280.00', 'paypal' ), array( sprintf( '%.2F', $row->amount ), $row->method ), 'the row records what Dokan\'s request asks for' );
			$this->assertSame(
				array( '300.00', '50.00', '20.00', '50.00' ),
				array_map( static fn ( $figure ) => sprintf( '%.2F', $figure ), array( $row->balance, $row->minimum, $row->reserve, $row->withdraw_limit ) ),
				"vendor $vendor: the balance, minimum, reserve and minimum withdraw the request was made on"
			);

			$statement = Payout_Statement::of( (int) $row->id );
			$this->assertTrue( $statement->agrees(), "vendor $vendor's statement adds up: " . wp_json_encode( $statement->differences() ) );
			$this->assertSame( '$280.00', Payout_Statement::price( $statement->requested() ) );

			$told = $this->requested_mails( $vendor );
			$this->assertCount( 1, $told, "vendor $vendor is told once" );
			$this->assertSame( 'Your scheduled payout of $280.00 was requested', $told[0]['subject'] );
			$this->assertStringContainsString( 'Closing balance $300.00 Reserve kept $20.00 Requested $280.00', Mail_Catcher::text( $told[0] ) );
		}
		$run = ( new Run_Ledger() )->recent_runs( 1 )[0];
		$this->assertSame( array( self::VENDORS, '1400.00', array() ), array( $run['paid'], sprintf( '%.2F', $run['amount'] ), $run['skipped'] ), 'the runs list counts each request once, with its amount, and no skip' );
	}

	/**
	 * The "Scheduled payout requested" e-mails a vendor was sent.
	 *
	 * @param int $vendor Vendor id.
	 * @return array<int, array{to: string, subject: string, message: string, headers: string}>
	 */
	private function requested_mails( int $vendor ): array {
		$to = get_userdata( $vendor )->user_email;
		return array_values( array_filter( $this->mail->caught(), static fn ( array $sent ): bool => $sent['to'] === $to && str_ends_with( $sent['subject'], ' was requested' ) ) );
	}
}
