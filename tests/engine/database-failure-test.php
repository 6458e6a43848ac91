<?php
/**
 * Queries on the payouts table fail for a while in the middle of a run.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Database_Error;
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
		// Slices of ten: the outage comes as the first slice ends, before the next is claimed.
		add_filter( 'vendor_payout_schedule_slice_size', array( $this, 'ten' ) );
	}

	/**
	 * Ten vendors a slice.
	 */
	public function ten(): int {
		return 10;
	}

	protected function tearDown(): void {
		remove_filter( 'query', array( $this, 'break_payouts_queries' ) );
		remove_filter( 'vendor_payout_schedule_slice_size', array( $this, 'ten' ) );
		remove_all_actions( 'dokan_withdraw_created', 5 );
		// After the plugin's own e-mails (10), which stay.
		remove_all_actions( 'vendor_payout_schedule_payout_recorded', 20 );
		parent::tearDown();
	}

	/**
	 * A pattern: the next query matching it fails, once, when armed.
	 */
	private string $fail_once = '';

	/**
	 * Whether the query matching $fail_once failed.
	 */
	private bool $failed_once = false;

	/**
	 * During the outage, every query that names the payouts table fails in MySQL; when armed, the
	 * next query matching a pattern fails, once.
	 *
	 * @param string $sql Query.
	 */
	public function break_payouts_queries( $sql ) {
		if ( $this->outage && preg_match( '/\b' . preg_quote( Schema::payouts_table(), '/' ) . '\b/', $sql ) ) {
			return 'SELECT * FROM ' . Schema::payouts_table() . '_unreachable';
		}
		if ( '' !== $this->fail_once && preg_match( $this->fail_once, $sql ) ) {
			$this->fail_once   = '';
			$this->failed_once = true;
			return 'SELECT * FROM ' . Schema::payouts_table() . '_unreachable';
		}
		return $sql;
	}

	/**
	 * The probe is asked once per process; a process of its own asks it here first.
	 *
	 * @runInSeparateProcess
	 * @preserveGlobalState disabled
	 */
	public function test_a_failed_probe_of_the_binary_log_is_an_error_and_is_asked_again(): void {
		global $wpdb;
		$probes = 0;
		$count  = static function ( $sql ) use ( &$probes ) {
			if ( str_contains( (string) $sql, '@@GLOBAL.log_bin' ) ) {
				++$probes;
			}
			return $sql;
		};
		// Before the filter that makes it fail, which rewrites it.
		add_filter( 'query', $count, 5 );
		$this->fail_once = '/@@GLOBAL\.log_bin/';
		$wpdb->suppress_errors( true );
		try {
			Payout_Ledger::commit_seeing_others( static fn (): int => 1 );
			$this->fail( 'a failed probe is no answer' );
		} catch ( Database_Error $e ) {
			$this->assertTrue( $this->failed_once );
		} finally {
			$wpdb->suppress_errors( false );
		}
		$this->assertSame( 1, Payout_Ledger::commit_seeing_others( static fn (): int => 1 ), 'the next chunk works' );
		remove_filter( 'query', $count, 5 );
		$this->assertSame( 2, $probes, 'having asked again' );
	}

	public function test_a_go_that_fails_once_after_claiming_leaves_the_claims_to_the_retry(): void {
		// The second batch is claimed, then Dokan's requests of its vendors cannot be read.
		$this->arm_after_filings( 10, '/MAX\(id\) AS newest/' );
		$scheduler = new Payout_Scheduler();

		$this->assertNull( $scheduler->work( 'weekly', self::DATE ), 'the go fails' );
		$this->assertTrue( $this->failed_once );
		$this->assertCount( 10, array_filter( Engine_Site::outcomes( self::DATE ), static fn ( $row ): bool => Payout_Ledger::FILING === $row->status ), 'the claims the go could not settle are left as they are' );

		// The retry a minute later takes them over at once.
		$this->assert_retry_finishes( $scheduler );
	}

	public function test_a_go_that_fails_once_while_filing_leaves_the_row_to_the_retry(): void {
		// Dokan stored the tenth request; recording it fails.
		$this->arm_after_filings( 10, "/^UPDATE `?" . preg_quote( Schema::payouts_table(), '/' ) . "`? SET .*'filed'/" );
		$scheduler = new Payout_Scheduler();

		$this->assertNull( $scheduler->work( 'weekly', self::DATE ), 'the go fails' );
		$this->assertTrue( $this->failed_once );

		$this->assert_retry_finishes( $scheduler );
	}

	public function test_a_go_that_fails_once_while_emailing_gives_the_emails_back_to_the_retry(): void {
		$mail   = ( new Mail_Catcher() )->start();
		$mailed = 0;
		add_action(
			'vendor_payout_schedule_payout_recorded',
			function () use ( &$mailed ) {
				if ( 3 === ++$mailed ) {
					// Recording the e-mails sent as sent fails, once.
					$this->fail_once = '/SET mailed = (CASE WHEN|IF\(mailed = 5, 3, 1\))/';
				}
			},
			20
		);
		$scheduler = new Payout_Scheduler();

		$this->assertNull( $scheduler->work( 'weekly', self::DATE ), 'the go fails' );
		$this->assertTrue( $this->failed_once );

		$this->assert_retry_finishes( $scheduler );
		$mail->stop();
		$to = array_values( array_diff( array_column( $mail->caught(), 'to' ), array( get_option( 'admin_email' ) ) ) );
		$this->assertCount( self::VENDORS, array_unique( $to ), 'every vendor was e-mailed' );
		$this->assertCount( self::VENDORS, $to, 'none twice: what went out was recorded as sent' );
	}

	/**
	 * Arms a failure of the next query matching a pattern, once Dokan stored a number of requests.
	 *
	 * @param int    $filings Requests stored first.
	 * @param string $pattern Pattern of the query that fails.
	 */
	private function arm_after_filings( int $filings, string $pattern ): void {
		$filed = 0;
		add_action(
			'dokan_withdraw_created',
			function () use ( &$filed, $filings, $pattern ) {
				if ( $filings === ++$filed ) {
					$this->fail_once = $pattern;
				}
			},
			5
		);
	}

	/**
	 * The go the queue gives the run a minute after the failure finishes it, the failed go's rows
	 * taken over: every vendor paid once, every e-mail sent, nothing held.
	 *
	 * @param Payout_Scheduler $scheduler The scheduler.
	 */
	private function assert_retry_finishes( Payout_Scheduler $scheduler ): void {
		$retry = $this->retry_only();
		$this->assertCount( 1, $retry, 'one go waits' );
		$this->assertEqualsWithDelta( time() + Payout_Scheduler::RETRY_FIRST_DELAY, $retry[0]['timestamp'], 5, 'retried in a minute' );
		\VendorPayoutSchedule\Engine\Job_Queue::cancel( $retry[0]['id'] );

		$progress = $scheduler->work( 'weekly', self::DATE );

		$this->assertRunDone( $progress );
		$this->assertFalse( $progress->unmailed, 'no e-mail waits or is held' );
		$outcomes = Engine_Site::outcomes( self::DATE );
		$this->assertEqualsCanonicalizing( $this->vendors, array_keys( $outcomes ), 'every vendor was looked at' );
		$this->assertSame( array( Payout_Ledger::REQUESTED ), array_values( array_unique( array_column( $outcomes, 'status' ) ) ) );
		$this->assertCount( self::VENDORS, array_merge( ...array_values( Engine_Site::requests() ) ) );
		$this->assertSame( 0, Engine_Site::duplicates() );
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
		$retry = $this->retry_only();
		$this->assertCount( 1, $retry, 'one go waits: the retry, no continuation beside it' );
		$this->assertEqualsWithDelta( time() + Payout_Scheduler::RETRY_FIRST_DELAY, $retry[0]['timestamp'], 5, 'retried in a minute' );

		// Still down when the queue runs the retry: the action fails with the error, where
		// Tools → Scheduled Actions shows it, and the next one waits twice as long.
		$this->outage = true;
		Engine_Site::fire( $retry[0]['id'] );
		$this->outage = false;
		$this->assertSame( 'failed', Engine_Site::action_status( $retry[0]['id'] ), 'the go is logged as failed' );
		$this->assertSame( '2', $this->run_row()->failures );
		$retry = Engine_Site::events( Payout_Scheduler::BATCH_HOOK );
		$this->assertCount( 1, $retry, 'again one go waits' );
		$this->assertEqualsWithDelta( time() + 2 * Payout_Scheduler::RETRY_FIRST_DELAY, $retry[0]['timestamp'], 5 );

		// The database is back; the row caught mid-filing is taken over at once.
		$progress = $scheduler->work( 'weekly', self::DATE );

		$this->assertRunDone( $progress );
		$this->assertNotNull( $this->run_row()->finished_at );
		$this->assertSame( '0', $this->run_row()->failures );
		$outcomes = Engine_Site::outcomes( self::DATE );
		$this->assertEqualsCanonicalizing( $this->vendors, array_keys( $outcomes ), 'every vendor was looked at' );
		$this->assertSame( array( Payout_Ledger::REQUESTED ), array_values( array_unique( array_column( $outcomes, 'status' ) ) ) );
		$this->assertCount( self::VENDORS, array_merge( ...array_values( Engine_Site::requests() ) ) );
		$this->assertSame( 0, Engine_Site::duplicates() );
	}

	/**
	 * The goes waiting for the run later, once the one a go queued due now for the run's free
	 * lanes (at most one) is dropped: a chain of its own, not the failed go's retry.
	 *
	 * @return array<int, array{id: int, timestamp: int, args: array}>
	 */
	private function retry_only(): array {
		$waiting = Engine_Site::events( Payout_Scheduler::BATCH_HOOK );
		$later   = array_values( array_filter( $waiting, static fn ( array $go ): bool => $go['timestamp'] > time() ) );
		$due     = array_diff( array_column( $waiting, 'id' ), array_column( $later, 'id' ) );
		$this->assertLessThanOrEqual( 1, count( $due ), 'at most one go due now, for the free lanes' );
		array_map( array( \VendorPayoutSchedule\Engine\Job_Queue::class, 'cancel' ), $due );
		return $later;
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
