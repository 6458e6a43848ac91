<?php
/**
 * Queries on the payouts table fail for a while in the middle of a run.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Payout_Scheduler;
use VendorPayoutSchedule\Engine\Schema;

/**
 * A database error is an error: the batch stops, the run stays open and is retried later, and no
 * vendor is skipped or claimed on a failed read.
 */
final class Database_Failure_Test extends Engine_Test_Case {

	private const VENDORS = 40;

	/**
	 * Whether queries on the payouts table fail now.
	 */
	private bool $outage = false;

	/**
	 * @var int[]
	 */
	private array $vendors;

	protected function setUp(): void {
		parent::setUp();
		$this->vendors = Engine_Site::seed_vendors( array_fill( 0, self::VENDORS, array( 'balance' => '300' ) ) );
		add_filter( 'query', array( $this, 'break_payouts_queries' ) );
		// Batches of ten: the outage comes as the first batch ends, before the next is claimed.
		add_filter( 'vendor_payout_schedule_batch_size', array( $this, 'ten' ) );
	}

	/**
	 * Ten vendors a batch.
	 */
	public function ten(): int {
		return 10;
	}

	protected function tearDown(): void {
		remove_filter( 'query', array( $this, 'break_payouts_queries' ) );
		remove_filter( 'vendor_payout_schedule_batch_size', array( $this, 'ten' ) );
		remove_all_actions( 'dokan_withdraw_created', 5 );
		parent::tearDown();
	}

	/**
	 * During the outage, every query that names the payouts table fails in MySQL.
	 *
	 * @param string $sql Query.
	 */
	public function break_payouts_queries( $sql ) {
		if ( $this->outage && preg_match( '/\b' . preg_quote( Schema::payouts_table(), '/' ) . '\b/', $sql ) ) {
			return 'SELECT * FROM ' . Schema::payouts_table() . '_unreachable';
		}
		return $sql;
	}

	public function test_an_outage_after_the_tenth_filing_leaves_the_run_open_and_it_is_retried(): void {
		$filed = 0;
		add_action(
			'dokan_withdraw_created',
			function () use ( &$filed ) {
				if ( 10 === ++$filed ) {
					$this->outage = true;
				}
			},
			5
		);
		$scheduler = new Payout_Scheduler();

		$this->assertNull( $scheduler->work( 'weekly', self::DATE ), 'the go reports no progress' );
		$this->outage = false;

		$run = $this->run_row();
		$this->assertNull( $run->finished_at, 'the run stays open' );
		$this->assertSame( '1', $run->failures );
		$this->assertStringContainsString( '_unreachable', (string) $run->last_error );
		$this->assertCount( 10, array_merge( ...array_values( Engine_Site::requests() ) ) );
		$outcomes = Engine_Site::outcomes( self::DATE );
		$this->assertCount( 10, $outcomes, 'nobody after the outage was claimed' );
		$this->assertNotContains( Payout_Ledger::SKIPPED, array_column( $outcomes, 'status' ), 'nobody was skipped on a failed read' );
		$retry = wp_next_scheduled( Payout_Scheduler::BATCH_HOOK, array( 'weekly', self::DATE ) );
		$this->assertEqualsWithDelta( time() + Payout_Scheduler::RETRY_FIRST_DELAY, $retry, 5, 'retried in a minute' );

		// Still down at the retry (WP-Cron takes an event off its list before running it): the
		// next one waits twice as long.
		wp_unschedule_event( $retry, Payout_Scheduler::BATCH_HOOK, array( 'weekly', self::DATE ) );
		$this->outage = true;
		$this->assertNull( $scheduler->work( 'weekly', self::DATE ) );
		$this->outage = false;
		$this->assertSame( '2', $this->run_row()->failures );
		$this->assertEqualsWithDelta( time() + 2 * Payout_Scheduler::RETRY_FIRST_DELAY, wp_next_scheduled( Payout_Scheduler::BATCH_HOOK, array( 'weekly', self::DATE ) ), 5 );

		// The database is back; the row caught mid-filing is taken over once its lease is out.
		Engine_Site::age_claims();
		$progress = $scheduler->work( 'weekly', self::DATE );

		$this->assertRunDone( $progress );
		$this->assertNotNull( $this->run_row()->finished_at );
		$this->assertSame( '0', $this->run_row()->failures );
		$outcomes = Engine_Site::outcomes( self::DATE );
		$this->assertEqualsCanonicalizing( $this->vendors, array_keys( $outcomes ), 'every vendor was looked at' );
		$this->assertSame( array( Payout_Ledger::FILED ), array_values( array_unique( array_column( $outcomes, 'status' ) ) ) );
		$this->assertCount( self::VENDORS, array_merge( ...array_values( Engine_Site::requests() ) ) );
		$this->assertSame( 0, Engine_Site::duplicates() );
	}

	public function test_a_failed_read_of_the_unclaimed_vendors_never_ends_the_run(): void {
		$this->outage = true;

		$this->assertNull( ( new Payout_Scheduler() )->work( 'weekly', self::DATE ) );
		$this->outage = false;

		$this->assertNull( $this->run_row()->finished_at );
		$this->assertSame( array(), Engine_Site::outcomes( self::DATE ) );
		$this->assertSame( array(), Engine_Site::requests() );
	}

	/**
	 * The run's row.
	 */
	private function run_row(): object {
		global $wpdb;
		return $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM ' . Schema::runs_table() . ' WHERE schedule = %s AND scheduled_for = %s', 'weekly', self::DATE ) );
	}
}
