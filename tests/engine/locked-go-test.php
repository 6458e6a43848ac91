<?php
/**
 * A go of a job: under the job's lock, with its continuation queued ahead and what follows queued
 * after it, on the real Action Scheduler of WooCommerce.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Job_Queue;
use VendorPayoutSchedule\Engine\Locked_Go;
use VendorPayoutSchedule\Lock_Unavailable;
use VendorPayoutSchedule\Named_Lock;

/**
 * Each test uses a hook of its own that nothing listens to, so only the go's own actions are in it.
 */
final class Locked_Go_Test extends Engine_Test_Case {

	private const HOOK = 'vendor_payout_schedule_test_go';

	private ?wpdb $other = null;

	protected function tearDown(): void {
		Job_Queue::cancel_all( self::HOOK );
		if ( null !== $this->other ) {
			$this->other->close();
			$this->other = null;
		}
		parent::tearDown();
	}

	public function test_the_work_runs_holding_the_jobs_lock_and_its_continuation_waits_meanwhile(): void {
		$lock = self::lock( 1 );
		$job  = 1;
		$seen = array();
		$this->assertTrue(
			$this->go( $job )->run(
				function () use ( $lock, &$seen ) {
					global $wpdb;
					$seen = array(
						'holder'  => (string) $wpdb->get_var( $wpdb->prepare( 'SELECT IS_USED_LOCK(%s)', $lock->name() ) ),
						'me'      => (string) $wpdb->get_var( 'SELECT CONNECTION_ID()' ),
						'waiting' => Job_Queue::next( self::HOOK, array( 1 ) ),
					);
					return null;
				}
			)
		);
		$this->assertSame( $seen['me'], $seen['holder'], 'the work ran under the lock' );
		$this->assertGreaterThanOrEqual( time() + Locked_Go::WATCHDOG - 5, $seen['waiting'], 'its continuation waited a watchdog ahead' );
		$this->assertSame( array(), Job_Queue::pending( self::HOOK ), 'a job that needs no more goes has none waiting' );
	}

	public function test_work_left_queues_one_go_at_the_moment_it_names(): void {
		$job = 2;
		$this->go( $job )->run( static fn () => time() );
		$this->go( $job )->run( static fn () => time() );
		$pending = Job_Queue::pending( self::HOOK );
		$this->assertCount( 1, $pending, 'one go, not one per go that asked' );
		$this->assertLessThanOrEqual( time(), reset( $pending )['timestamp'] );

		Job_Queue::cancel_all( self::HOOK );
		$this->go( $job )->run( static fn () => time() + 600 );
		$this->assertEqualsWithDelta( time() + 600, Job_Queue::next( self::HOOK, array( 2 ) ), 2, 'a later moment is kept' );
		$this->go( $job )->run( static fn () => time() );
		$this->assertCount( 2, Job_Queue::pending( self::HOOK ), 'a go due later, such as a continuation its go may cancel, does not stand in for one due now' );
	}

	public function test_a_go_finding_the_lock_held_does_nothing_and_keeps_its_continuation(): void {
		$lock        = self::lock( 3 );
		$job         = 3;
		$this->other = Engine_Site::hold_lock_elsewhere( $lock, $this->other );
		// The holder's continuation waits.
		$holders = Job_Queue::schedule( self::HOOK, array( 3 ), time() + Locked_Go::WATCHDOG );
		$ran     = false;
		$worked  = $this->go( $job )->run(
			static function () use ( &$ran ) {
				$ran = true;
				return time();
			}
		);
		$this->assertFalse( $worked );
		$this->assertFalse( $ran, 'no lock, no work' );
		// The holder ends meanwhile: it cancels its continuation and, its next go due later than the
		// other go's continuation, queues none.
		Job_Queue::cancel( $holders );
		$this->assertCount( 1, Job_Queue::pending( self::HOOK ), 'the job still has a go waiting' );
	}

	public function test_a_holder_that_outlived_its_watchdog_still_has_one_action_waiting(): void {
		$lock = self::lock( 4 );
		$job  = 4;
		// The holder's own continuation is this go: nothing else of the job waits.
		$this->other = Engine_Site::hold_lock_elsewhere( $lock, $this->other );
		$this->assertFalse( $this->go( $job )->run( static fn () => null ) );
		$pending = Job_Queue::pending( self::HOOK );
		$this->assertCount( 1, $pending, 'should the holder die now, this continuation goes on' );
		$this->assertGreaterThan( time() + Locked_Go::WATCHDOG - 5, reset( $pending )['timestamp'] );
	}

	public function test_a_failed_go_moves_its_continuation_to_the_retry_and_throws_on(): void {
		$lock = self::lock( 5 );
		$job  = 5;
		try {
			$this->go( $job )->run(
				static function () {
					throw new RuntimeException( 'the database went away' );
				},
				static fn ( Throwable $failure ) => time() + 120
			);
			$this->fail( 'the failure passes through, for Action Scheduler to log' );
		} catch ( RuntimeException $e ) {
			$this->assertSame( 'the database went away', $e->getMessage() );
		}
		$pending = Job_Queue::pending( self::HOOK );
		$this->assertCount( 1, $pending, 'one retry, no continuation beside it' );
		$this->assertEqualsWithDelta( time() + 120, reset( $pending )['timestamp'], 2 );
		$this->assertSame( 'free', Engine_Site::lock_holder( $lock ), 'the lock is free after the failure' );
	}

	public function test_a_failed_get_lock_is_not_taken_for_another_holder(): void {
		$null = static fn ( $sql ) => str_starts_with( $sql, 'SELECT GET_LOCK(' ) ? 'SELECT NULL, ' . substr( $sql, 7 ) : $sql;
		add_filter( 'query', $null );
		try {
			$this->go( 6 )->run( static fn () => null );
			$this->fail( 'a failed GET_LOCK is an error, not a busy job' );
		} catch ( Lock_Unavailable $failed ) {
			$this->assertFalse( $failed->was_held() );
		} finally {
			remove_filter( 'query', $null );
			global $wpdb;
			$wpdb->query( 'DO RELEASE_ALL_LOCKS()' );
		}
		$this->assertCount( 1, Job_Queue::pending( self::HOOK ), 'the continuation stays as the retry' );
	}

	/**
	 * A go of a test's job, whose one argument is its number.
	 *
	 * @param int $job The job's number.
	 */
	private function go( int $job ): Locked_Go {
		return new Locked_Go( self::HOOK, array( $job ), self::lock( $job ) );
	}

	/**
	 * The lock of a test's job.
	 *
	 * @param int $job The job's number.
	 */
	private static function lock( int $job ): Named_Lock {
		return Named_Lock::of( 'test_go', $job );
	}
}
