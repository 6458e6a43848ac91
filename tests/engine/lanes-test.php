<?php
/**
 * Goes of one run at once, each on a lane of its own (Run_Lane): together they file and e-mail each
 * vendor once, a killed go's lane is taken over by the next go, a go stops filing once a go from
 * before lanes holds the whole run, a go that finds every lane held does nothing, a go queues at
 * most one more go, and the finished run is announced once.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Job_Queue;
use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Payout_Runner;
use VendorPayoutSchedule\Engine\Payout_Scheduler;
use VendorPayoutSchedule\Engine\Run_Lane;
use VendorPayoutSchedule\Settings\Withdraw_Settings;

/**
 * The goes in other processes run support/run-engine.php; one is held inside its lane with
 * `--pause-at` (its lane's lock held, its chunk's transaction open) while this process works.
 */
final class Lanes_Test extends Engine_Test_Case {

	private const VENDORS = 40;

	/**
	 * Files the test's processes write into.
	 *
	 * @var string[]
	 */
	private array $files = array();

	/**
	 * The run's vendors.
	 *
	 * @var int[]
	 */
	private array $vendors = array();

	protected function setUp(): void {
		parent::setUp();
		$this->vendors = Engine_Site::seed_vendors( array_fill( 0, self::VENDORS, array( 'balance' => '300' ) ) );
	}

	protected function tearDown(): void {
		array_map( 'unlink', array_filter( $this->files, 'file_exists' ) );
		parent::tearDown();
	}

	public function test_two_goes_at_once_work_different_lanes_and_together_file_and_email_each_vendor_once(): void {
		$mails = $this->file();
		list( $second, $end, $here ) = $this->beside_a_paused_go(
			$mails,
			function () {
				$this->assertSame( array( 0 ), $this->lanes_held_elsewhere(), 'the first go holds the first lane with work' );
				return Engine_Site::run( 'weekly', self::DATE );
			}
		);

		$this->assertFalse( $second->held_elsewhere, 'the second go found lanes of its own' );
		$this->assertSame( self::VENDORS - count( $this->in_lane( 0 ) ), $second->processed, 'and settled every vendor of the other lanes' );
		$this->assertTrue( $second->unclaimed || $second->in_flight, 'leaving the held lane to its go' );
		$this->assertSame( count( $this->in_lane( 0 ) ), json_decode( $end['output'], true )['processed'], 'which settled its lane' );
		$this->assert_each_filed_and_recorded_once();
		$this->assert_each_emailed_once( array_merge( $here->caught(), Mail_Catcher::read( $mails ) ) );
	}

	public function test_a_go_killed_mid_lane_while_another_works_leaves_its_lane_to_the_next_go_and_nobody_is_filed_or_emailed_twice(): void {
		$mails = array( $this->file(), $this->file() );
		list( $next, $end, $here ) = $this->beside_a_paused_go(
			$mails[0],
			function () use ( $mails ) {
				// A second go takes the next free lane and dies there, as a process killed by the system
				// does: its chunk rolled back, its claims left `filing` under its token.
				$killed = $this->finish_engine_process( $this->start_engine_process( array( 'weekly', self::DATE, '--kill-at=dokan_withdraw_created:3', '--mail-log=' . $mails[1] ) ) );
				$this->assertSame( 9, $killed['signal'], 'the second go was killed mid-lane' );
				$this->assertSame( array( 0 ), $this->lanes_held_elsewhere(), 'its lane is free again; the working go keeps its own' );
				$left = array_intersect_key( Engine_Site::outcomes( self::DATE ), array_flip( $this->in_lane( 1 ) ) );
				$this->assertNotSame( array(), $left, 'the killed go left claims in the next lane' );
				$this->assertSame( array( Payout_Ledger::FILING ), array_values( array_unique( array_column( $left, 'status' ) ) ), 'each still being filed, nothing of its chunk committed' );
				$this->assertSame( array(), array_filter( Engine_Site::outcomes( self::DATE ), static fn ( $row ): bool => Run_Lane::of_vendor( (int) $row->vendor_id )->index > 1 ), 'and none beyond it' );

				return Engine_Site::run( 'weekly', self::DATE );
			}
		);

		$this->assertSame( self::VENDORS - count( $this->in_lane( 0 ) ), $next->processed, 'the next go took the killed lane over and worked the free ones' );
		$this->assertSame( array(), Mail_Catcher::read( $mails[1] ), 'the killed go had told nobody' );
		$this->assert_each_filed_and_recorded_once();
		$this->assert_each_emailed_once( array_merge( $here->caught(), Mail_Catcher::read( $mails[0] ) ) );
	}

	public function test_a_go_files_nothing_more_once_a_go_from_before_lanes_holds_the_whole_run(): void {
		$pause = $this->file();
		// The go waits in Dokan's last filter before its second insert, as a go of the plugin before
		// lanes, still at work during an update, takes the run's own lock.
		$first = $this->start_engine_process( array( 'weekly', self::DATE, '--pause-at=dokan_withdraw_request_details_data:2:' . $pause ) );
		$old   = null;
		try {
			$this->pause_reached( $pause );
			$old = Engine_Site::hold_lock_elsewhere( Payout_Runner::lock( 'weekly', self::DATE ) );
		} finally {
			$this->go_on( $pause );
			$end = $this->finish_engine_process( $first );
		}
		$requests = Engine_Site::requests();
		$old->query( $old->prepare( 'DO RELEASE_LOCK(%s)', Payout_Runner::lock( 'weekly', self::DATE )->name() ) );
		$old->close();

		$this->assertSame( 4, $end['exit'], 'the go stopped' );
		$this->assertStringContainsString( 'Another process took the whole run over', $end['errors'], 'before Dokan\'s insert went out' );
		$this->assertSame( array( self::in_run_order( $this->vendors )[0] ), array_keys( $requests ), 'the request filed before stays, committed with its row; the second was never sent' );

		$this->assertRunDone( Engine_Site::run( 'weekly', self::DATE ), 'the next go finishes the run' );
		$this->assert_each_filed_once( $this->vendors, self::DATE );
	}

	public function test_a_go_that_finds_every_lane_held_does_nothing(): void {
		$other = null;
		foreach ( Run_Lane::all() as $lane ) {
			$other = Engine_Site::hold_lock_elsewhere( $lane->lock( 'weekly', self::DATE ), $other );
		}
		try {
			$direct = Engine_Site::run( 'weekly', self::DATE );
			$queued = ( new Payout_Scheduler() )->work( 'weekly', self::DATE );
		} finally {
			$other->close();
		}

		$this->assertTrue( $direct->held_elsewhere, 'a direct call finds the run taken' );
		$this->assertSame( 0, $direct->processed );
		$this->assertTrue( $queued->held_elsewhere, 'so does a go from the queue' );
		$this->assertSame( array(), Engine_Site::outcomes( self::DATE ), 'nobody was claimed' );
		$waiting = Engine_Site::events( Payout_Scheduler::BATCH_HOOK );
		$this->assertCount( 1, $waiting, 'the go kept its continuation and queued nothing more' );
		$this->assertGreaterThan( time(), $waiting[0]['timestamp'] );
	}

	public function test_a_go_queues_one_go_for_the_free_lanes_and_none_while_one_is_due(): void {
		$args = array( 'weekly', self::DATE );
		( new Payout_Scheduler() )->work( ...$args );

		$due = array_filter( Engine_Site::events( Payout_Scheduler::BATCH_HOOK ), static fn ( array $go ): bool => $go['timestamp'] <= time() );
		$this->assertCount( 1, $due, 'one go due now for a second runner, though three lanes were free' );
		$this->assertCount( 1, Engine_Site::events( Payout_Scheduler::BATCH_HOOK ), 'and no other: the run was done, its continuation cancelled' );

		// A run with a go due already gets none more.
		Job_Queue::cancel_group();
		Engine_Site::reset_data();
		Engine_Site::seed_vendors( array_fill( 0, 8, array( 'balance' => '300' ) ) );
		$waiting = Job_Queue::schedule( Payout_Scheduler::BATCH_HOOK, $args, time() );
		( new Payout_Scheduler() )->work( ...$args );
		$this->assertSame( array( $waiting ), array_column( Engine_Site::events( Payout_Scheduler::BATCH_HOOK ), 'id' ), 'the go already due is the only one' );

		// A go due already that a runner claimed waits for that runner, busy with the go that asks:
		// the free lanes get a go another runner can take.
		Job_Queue::cancel_group();
		Engine_Site::reset_data();
		Engine_Site::seed_vendors( array_fill( 0, 8, array( 'balance' => '300' ) ) );
		$claimed = Job_Queue::schedule( Payout_Scheduler::BATCH_HOOK, $args, time() );
		$claim   = ActionScheduler::store()->stake_claim( 10, null, array( Payout_Scheduler::BATCH_HOOK ) );
		$this->assertSame( array( $claimed ), array_map( 'intval', $claim->get_actions() ), 'a runner claimed the go due' );
		( new Payout_Scheduler() )->work( ...$args );
		$queued = array_diff( array_column( Engine_Site::events( Payout_Scheduler::BATCH_HOOK ), 'id' ), array( $claimed ) );
		$this->assertCount( 1, $queued, 'one go more, which no runner has claimed' );
		ActionScheduler::store()->release_claim( $claim );
	}

	public function test_two_goes_finishing_together_announce_the_run_once(): void {
		Engine_Site::choose_admin_mail( Withdraw_Settings::ADMIN_MAIL_SUMMARY );
		$announced = $this->file();
		$mails     = array( $this->file(), $this->file() );
		$start     = microtime( true ) + 4 * max( 1.0, (float) ( getenv( 'E2E_TIMEOUT_FACTOR' ) ?: 1 ) );
		$goes      = array();
		foreach ( $mails as $mail_log ) {
			$goes[] = $this->start_engine_process( array( 'weekly', self::DATE, '--start-at=' . $start, '--slice-size=3', '--mail-log=' . $mail_log, '--hook-log=' . Payout_Runner::FINISHED_ACTION . ':' . $announced ) );
		}
		$ends = array_map( fn ( array $go ): array => $this->finish_engine_process( $go ), $goes );

		foreach ( $ends as $end ) {
			$this->assertSame( array( 0, 0 ), array( $end['signal'], $end['exit'] ), $end['errors'] );
		}
		$this->assertSame( self::VENDORS, array_sum( array_map( static fn ( array $end ): int => json_decode( $end['output'], true )['processed'], $ends ) ), 'the two goes shared the vendors' );
		$this->assertCount( 1, array_filter( explode( "\n", (string) file_get_contents( $announced ) ) ), 'the run was announced once' );
		$caught = array_merge( Mail_Catcher::read( $mails[0] ), Mail_Catcher::read( $mails[1] ) );
		$this->assertSame( 1, array_count_values( array_column( $caught, 'to' ) )[ get_option( 'admin_email' ) ] ?? 0, 'the admin\'s summary once' );
		$this->assert_each_filed_and_recorded_once();
		$this->assert_each_emailed_once( $caught );
	}

	/**
	 * A file name for a process to write into, removed after the test.
	 */
	private function file(): string {
		$file = (string) tempnam( sys_get_temp_dir(), 'vps-lanes-' );
		unlink( $file );
		$this->files[] = $file;
		$this->files[] = $file . '.go';
		return $file;
	}

	/**
	 * The run's lanes whose lock another connection holds.
	 *
	 * @return int[]
	 */
	private function lanes_held_elsewhere(): array {
		$held = array();
		foreach ( Run_Lane::all() as $lane ) {
			if ( 'elsewhere' === Engine_Site::lock_holder( $lane->lock( 'weekly', self::DATE ) ) ) {
				$held[] = $lane->index;
			}
		}
		return $held;
	}

	/**
	 * The run's vendors in a lane.
	 *
	 * @param int $index The lane.
	 * @return int[]
	 */
	private function in_lane( int $index ): array {
		return array_values( array_filter( $this->vendors, static fn ( int $vendor ): bool => Run_Lane::of_vendor( $vendor )->index === $index ) );
	}

	/**
	 * Every vendor has one request in Dokan and a row recording it, and the row's e-mails recorded
	 * sent once; nobody has two.
	 */
	private function assert_each_filed_and_recorded_once(): void {
		$this->assert_each_filed_once( $this->vendors, self::DATE );
		$outcomes = Engine_Site::outcomes( self::DATE );
		foreach ( $this->vendors as $vendor ) {
			$this->assertSame( Payout_Ledger::MAIL_SENT, (int) $outcomes[ $vendor ]->mailed, "vendor $vendor's e-mail recorded sent once" );
		}
	}

	/**
	 * Each vendor got one e-mail.
	 *
	 * @param array<int, array<string, string>> $mails What reached wp_mail() in every process.
	 */
	private function assert_each_emailed_once( array $mails ): void {
		$told = array_count_values( array_column( $mails, 'to' ) );
		foreach ( $this->vendors as $vendor ) {
			$this->assertSame( 1, $told[ get_userdata( $vendor )->user_email ] ?? 0, "vendor $vendor e-mailed once" );
		}
	}

	/**
	 * Runs `$meanwhile` in this process while a go in another process is held inside its first
	 * lane (after its second request), then lets that go finish; it must end cleanly.
	 *
	 * @param string   $mails     File the held go logs its e-mails to.
	 * @param callable $meanwhile What this process does meanwhile.
	 * @return array{0: mixed, 1: array, 2: Mail_Catcher} What `$meanwhile` returned, how the held go
	 *                                                    ended, and the e-mails sent here.
	 */
	private function beside_a_paused_go( string $mails, callable $meanwhile ): array {
		$pause = $this->file();
		$held  = $this->start_engine_process( array( 'weekly', self::DATE, '--pause-at=dokan_withdraw_created:2:' . $pause, '--mail-log=' . $mails ) );
		$here  = ( new Mail_Catcher() )->start();
		try {
			$this->pause_reached( $pause );
			$result = $meanwhile();
		} finally {
			$here->stop();
			$this->go_on( $pause );
			$end = $this->finish_engine_process( $held );
		}
		$this->assertSame( array( 0, 0 ), array( $end['signal'], $end['exit'] ), $end['errors'] );
		return array( $result, $end, $here );
	}
}
