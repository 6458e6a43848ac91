<?php
/**
 * One go at a time works on a lane of a run: a go holding a lane's lock in another process, paused
 * there, leaves a second go the other lanes only; a go whose database connection is killed while
 * it is paused loses the lock with it, and what it does after files nothing twice.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Payout_Runner;
use VendorPayoutSchedule\Engine\Payout_Scheduler;
use VendorPayoutSchedule\Engine\Run_Lane;

/**
 * The first go runs in its own process (support/run-engine.php) and is paused inside its chunk,
 * after Dokan stored a request and before the chunk commits.
 */
final class Run_Lock_Test extends Engine_Test_Case {

	private const VENDORS = 30;

	/**
	 * The pause's file (run-engine.php --pause-at).
	 *
	 * @var string
	 */
	private string $pause = '';

	/**
	 * @var int[]
	 */
	private array $vendors;

	/**
	 * The paused go's database connection.
	 *
	 * @var int
	 */
	private int $connection = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->vendors = Engine_Site::seed_vendors( array_fill( 0, self::VENDORS, array( 'balance' => '300' ) ) );
		$this->pause   = (string) tempnam( sys_get_temp_dir(), 'vps-pause-' );
		unlink( $this->pause );
	}

	protected function tearDown(): void {
		foreach ( array( $this->pause, $this->pause . '.go' ) as $file ) {
			if ( file_exists( $file ) ) {
				unlink( $file );
			}
		}
		parent::tearDown();
	}

	public function test_a_second_go_while_the_first_holds_its_lane_leaves_the_lane_to_it_and_the_first_finishes_it_alone(): void {
		$first = $this->paused_go();
		try {
			$direct = Engine_Site::run( 'weekly', self::DATE );
			$queued = ( new Payout_Scheduler() )->work( 'weekly', self::DATE );
		} finally {
			$this->go_on( $this->pause );
			$end = $this->finish_engine_process( $first );
		}
		$held = count( array_filter( $this->vendors, static fn ( int $vendor ): bool => 0 === Run_Lane::of_vendor( $vendor )->index ) );

		$this->assertFalse( $direct->held_elsewhere, 'a direct call works the free lanes' );
		$this->assertSame( self::VENDORS - $held, $direct->processed, 'and none of the held lane\'s vendors' );
		$this->assertTrue( $queued->held_elsewhere, 'a go from the queue then finds work in the held lane only, and does nothing' );
		$this->assertSame( array( 0, 0 ), array( $end['signal'], $end['exit'] ), $end['errors'] );
		$this->assertSame( $held, json_decode( $end['output'], true )['processed'], 'the first go settled every vendor of its lane' );
		$this->assert_each_filed_once( $this->vendors, self::DATE );
	}

	public function test_a_go_whose_connection_is_killed_while_paused_files_nothing_twice(): void {
		$first = $this->paused_go();
		try {
			$this->kill_its_connection();
			// The next go takes the run over while the first one's PHP still waits at its pause.
			$progress = Engine_Site::run( 'weekly', self::DATE );
			$this->assertRunDone( $progress, 'the next go finished the run' );
			$this->assertFalse( $progress->held_elsewhere );
		} finally {
			$this->go_on( $this->pause );
		}
		// WordPress connects the first go again without a word; it goes on without the lock.
		$this->finish_engine_process( $first );

		$this->assert_each_filed_once( $this->vendors, self::DATE );
	}

	public function test_a_go_whose_connection_is_killed_files_nothing_more_even_before_another_go_came(): void {
		$first = $this->paused_go();
		try {
			$this->kill_its_connection();
		} finally {
			$this->go_on( $this->pause );
		}
		$end = $this->finish_engine_process( $first );
		$this->assertSame( 4, $end['exit'], 'the first go stopped' );
		$this->assertStringContainsString( 'connection was lost', $end['errors'], 'at its next step, before it records or files anything' );
		$this->assertSame( array(), Engine_Site::requests(), 'the killed chunk was rolled back, and nothing was filed after it' );

		$this->assertRunDone( Engine_Site::run( 'weekly', self::DATE ) );
		$this->assert_each_filed_once( $this->vendors, self::DATE );
	}

	/**
	 * A go of the run in its own process, paused inside its first chunk once Dokan stored the
	 * fifth request: its lane's lock held, the chunk's transaction open.
	 *
	 * @return array{process: resource, stdout: resource, stderr: resource}
	 */
	private function paused_go(): array {
		$go               = $this->start_engine_process( array( 'weekly', self::DATE, '--pause-at=dokan_withdraw_created:5:' . $this->pause ) );
		$this->connection = $this->pause_reached( $this->pause );
		return $go;
	}

	/**
	 * Kills the paused go's database connection from another connection, as a server restart or a
	 * network cut would end it, and waits until MariaDB freed its locks.
	 */
	private function kill_its_connection(): void {
		$this->kill_connection( $this->connection, Payout_Runner::lock( 'weekly', self::DATE )->name() );
	}
}
