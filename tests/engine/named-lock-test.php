<?php
/**
 * The plugin's named locks held by another database connection, as another request or runner
 * holds them: the caller waits, gives up, does nothing of its work and says so.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Job_Queue;
use VendorPayoutSchedule\Engine\Payout_Runner;
use VendorPayoutSchedule\Engine\Payout_Scheduler;
use VendorPayoutSchedule\Engine\Run_Ledger;
use VendorPayoutSchedule\Engine\Schema;
use VendorPayoutSchedule\Lock_Unavailable;
use VendorPayoutSchedule\Named_Lock;
use VendorPayoutSchedule\Vendor_Choice;

/**
 * Each test holds a lock from a second connection to MariaDB (Engine_Site::another_connection())
 * and lets the caller wait one second for it instead of its usual seconds.
 */
final class Named_Lock_Test extends Engine_Test_Case {

	private ?wpdb $other = null;

	protected function setUp(): void {
		parent::setUp();
		add_filter( 'vendor_payout_schedule_lock_wait', array( $this, 'one_second' ) );
	}

	protected function tearDown(): void {
		remove_filter( 'vendor_payout_schedule_lock_wait', array( $this, 'one_second' ) );
		if ( null !== $this->other ) {
			$this->other->close();
			$this->other = null;
		}
		parent::tearDown();
	}

	/**
	 * One second's wait for any lock.
	 */
	public function one_second(): int {
		return 1;
	}

	public function test_work_runs_holding_the_lock_and_leaves_it_free_even_when_it_throws(): void {
		$lock = Named_Lock::of( 'test', 'free' );
		$this->assertSame( 'here', $lock->hold( 0, fn () => Engine_Site::lock_holder( $lock ) ) );
		try {
			$lock->hold(
				0,
				static function (): void {
					throw new RuntimeException( 'the work failed' );
				}
			);
			$this->fail( 'the work’s exception passes through' );
		} catch ( RuntimeException $e ) {
			$this->assertSame( 'the work failed', $e->getMessage() );
		}
		$this->assertSame( 'free', Engine_Site::lock_holder( $lock ), 'released after the exception' );
	}

	public function test_a_lock_held_elsewhere_is_a_typed_failure_and_the_work_does_not_run(): void {
		$lock        = Named_Lock::of( 'test', 'held' );
		$this->other = Engine_Site::hold_lock_elsewhere( $lock, $this->other );
		$ran         = false;
		$start       = microtime( true );
		try {
			$lock->hold(
				5,
				static function () use ( &$ran ): void {
					$ran = true;
				}
			);
			$this->fail( 'no lock, no work' );
		} catch ( Lock_Unavailable $busy ) {
			$this->assertSame( $lock->name(), $busy->lock() );
			$this->assertStringContainsString( 'held the lock', $busy->getMessage() );
		}
		$this->assertFalse( $ran );
		$this->assertGreaterThanOrEqual( 0.9, microtime( true ) - $start, 'it waited the filtered second' );
	}

	public function test_a_failed_get_lock_is_a_typed_failure_too(): void {
		// GET_LOCK answers NULL when it fails (a killed query); the first column read is that NULL.
		$null = static fn ( $sql ) => str_starts_with( $sql, 'SELECT GET_LOCK(' ) ? 'SELECT NULL, ' . substr( $sql, 7 ) : $sql;
		add_filter( 'query', $null );
		$ran  = false;
		try {
			Named_Lock::of( 'test', 'null' )->hold(
				0,
				static function () use ( &$ran ): void {
					$ran = true;
				}
			);
			$this->fail( 'no lock, no work' );
		} catch ( Lock_Unavailable $busy ) {
			$this->assertFalse( $ran );
		} finally {
			remove_filter( 'query', $null );
			global $wpdb;
			$wpdb->query( 'DO RELEASE_ALL_LOCKS()' );
		}
	}

	public function test_names_are_the_sites_own_and_fit_mariadb(): void {
		global $wpdb;
		$name = Named_Lock::of( 'payout_files' )->name();
		$this->assertLessThanOrEqual( 64, strlen( $name ) );
		$this->assertStringStartsWith( 'vendor_payout_schedule_payout_files_', $name );
		$this->assertNotSame( Named_Lock::of( 'choice', 1 )->name(), Named_Lock::of( 'choice', 2 )->name() );
		$prefix = $wpdb->prefix;
		$wpdb->set_prefix( 'another_site_' );
		try {
			$this->assertNotSame( $name, Named_Lock::of( 'payout_files' )->name(), 'another site in the database has its own' );
		} finally {
			$wpdb->set_prefix( $prefix );
		}
		$this->expectException( InvalidArgumentException::class );
		Named_Lock::of( 'a_purpose_far_too_long_for_the_name' );
	}

	public function test_a_vendors_save_while_another_holds_the_vendors_lock_answers_503_and_stores_nothing(): void {
		$vendor = $this->vendor( array( 'balance' => '300' ) );
		wp_set_current_user( $vendor );
		$before      = ( new Vendor_Choice() )->get( $vendor );
		$this->other = Engine_Site::hold_lock_elsewhere( Vendor_Choice::lock( $vendor ), $this->other );

		$request = new WP_REST_Request( 'POST', '/dokan/v2/withdraw/disbursement' );
		$request->set_header( 'content-type', 'application/json' );
		$request->set_body(
			wp_json_encode(
				array(
					'schedule' => 'monthly',
					'minimum'  => '50',
					'reserve'  => '0',
					'method'   => 'paypal',
				)
			)
		);
		$response = rest_do_request( $request );

		$this->assertSame( 503, $response->get_status() );
		$this->assertSame( 'vendor_payout_schedule_rest_choice_busy', $response->get_data()['code'] );
		$this->assertStringContainsString( 'try again', $response->get_data()['message'] );
		wp_cache_delete( $vendor, 'user_meta' );
		$this->assertSame( $before, ( new Vendor_Choice() )->get( $vendor ), 'nothing of the choice was stored' );

		$this->release_elsewhere();
		$this->assertSame( 200, rest_do_request( $request )->get_status(), 'once free, the same save goes through' );
		$this->assertSame( 'monthly', ( new Vendor_Choice() )->get( $vendor )['schedule'] );
	}

	public function test_a_go_whose_runs_lock_is_held_does_nothing_and_keeps_the_run_going(): void {
		$vendors     = Engine_Site::seed_vendors( array_fill( 0, 3, array( 'balance' => '300' ) ) );
		$this->other = Engine_Site::hold_lock_elsewhere( Payout_Runner::lock( 'weekly', self::DATE ), $this->other );
		$scheduler   = new Payout_Scheduler();

		$this->assertTrue( $scheduler->work( 'weekly', self::DATE )->held_elsewhere, 'the go finds the run taken' );
		$this->assertTrue( Engine_Site::run( 'weekly', self::DATE )->held_elsewhere, 'and so does a direct call' );

		global $wpdb;
		$this->assertSame( '0', (string) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Schema::payouts_table() ), 'nobody claimed or filed' );
		$this->assertSame( array(), Engine_Site::requests(), 'nothing filed in Dokan' );
		$this->assertNull( $wpdb->get_var( $wpdb->prepare( 'SELECT failures FROM ' . Schema::runs_table() . ' WHERE schedule = %s AND scheduled_for = %s', 'weekly', self::DATE ) ), 'nothing recorded: the holder records its run' );
		$this->assertCount( 1, Job_Queue::pending( Payout_Scheduler::BATCH_HOOK, array( 'weekly', self::DATE ) ), 'one go waits, should the holder die' );

		$this->release_elsewhere();
		$this->assertRunDone( $scheduler->work( 'weekly', self::DATE ) );
		$this->assertCount( count( $vendors ), Engine_Site::requests(), 'each vendor filed once' );
	}

	public function test_a_finished_run_is_announced_once(): void {
		$runs = new Run_Ledger();
		$runs->start_run( 'weekly', self::DATE );
		$runs->finish_run( 'weekly', self::DATE );
		$heard = 0;
		$hear  = static function () use ( &$heard ): void {
			++$heard;
		};

		$this->assertTrue( $runs->announce( 'weekly', self::DATE, $hear ) );
		$this->assertFalse( $runs->announce( 'weekly', self::DATE, $hear ), 'announced already' );
		$this->assertSame( 1, $heard );
		$this->assertNotContains( array( 'weekly', self::DATE ), $runs->unannounced_runs() );
	}

	/**
	 * Frees every lock the second connection holds.
	 */
	private function release_elsewhere(): void {
		$this->other->query( 'DO RELEASE_ALL_LOCKS()' );
	}
}
