<?php
/**
 * Two `wp action-scheduler run --group=vendor-payout-schedule` processes at once, as two web
 * servers each running the queue from a system cron (docs/engine.md, Running the queue).
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Job_Queue;
use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Payout_Scheduler;
use VendorPayoutSchedule\Engine\Run_Ledger;
use VendorPayoutSchedule\Payouts\Batch_Ledger;
use VendorPayoutSchedule\Payouts\Payout_Batch;
use VendorPayoutSchedule\Settings\Withdraw_Settings;

/**
 * Each runner claims its own actions; when goes of one run come in both at once, one holds the
 * run's lock and the other does nothing, and when goes of one payout batch run side by side, the
 * plugin's rows split the work: nobody is filed, e-mailed or approved twice.
 */
final class Two_Runners_Test extends Engine_Test_Case {

	private const VENDORS = 300;

	/**
	 * Goes waiting at once beside the first: more than runners, so both runners work on the same
	 * run (or batch) at the same time, as a retry beside a continuation would.
	 */
	private const EXTRA_GOES = 3;

	/**
	 * Files the test's runners write into.
	 *
	 * @var string[]
	 */
	private array $files = array();

	protected function tearDown(): void {
		array_map( 'unlink', array_filter( $this->files, 'file_exists' ) );
		parent::tearDown();
	}

	public function test_two_runners_at_once_file_and_email_each_vendor_once_and_approve_each_request_once(): void {
		$vendors = Engine_Site::seed_vendors( array_fill( 0, self::VENDORS, array( 'balance' => '500' ) ) );
		Engine_Site::choose_admin_mail( Withdraw_Settings::ADMIN_MAIL_SUMMARY );
		$args = array( 'weekly', self::DATE );
		Job_Queue::schedule( Payout_Scheduler::RUN_HOOK, $args, time() );
		for ( $i = 0; $i < self::EXTRA_GOES; ++$i ) {
			Job_Queue::schedule( Payout_Scheduler::BATCH_HOOK, $args, time() );
		}

		// A site made moments ago still has Action Scheduler's move from its old post store ahead; until
		// it is over, a runner given a group looks for the group in both stores and stops.
		$this->assertSame( 0, $this->wp( 'action-scheduler', 'migrate' )['exit'] );

		list( $runners, $mails, $filers ) = $this->two_runners();

		foreach ( $runners as $runner ) {
			$this->assertSame( 0, $runner['exit'], $runner['output'] . $runner['errors'] );
		}
		$this->assertCount( self::VENDORS, $filers, 'one request filed per vendor' );
		$this->assertSame( 0, Engine_Site::duplicates(), 'no duplicate request' );
		$requests = Engine_Site::requests();
		foreach ( $vendors as $vendor ) {
			$this->assertCount( 1, $requests[ $vendor ] ?? array(), "vendor $vendor has one request" );
		}
		$outcomes = Engine_Site::outcomes( self::DATE );
		$this->assertSame( array( Payout_Ledger::REQUESTED ), array_values( array_unique( array_column( $outcomes, 'status' ) ) ) );
		$this->assertSame( array( (string) Payout_Ledger::MAIL_SENT ), array_values( array_unique( array_map( 'strval', array_column( $outcomes, 'mailed' ) ) ) ), 'every e-mail recorded sent' );
		$told = array_count_values( array_column( $mails, 'to' ) );
		foreach ( $vendors as $vendor ) {
			$this->assertSame( 1, $told[ get_userdata( $vendor )->user_email ] ?? 0, "vendor $vendor e-mailed once" );
		}
		$this->assertSame( 1, $told[ get_option( 'admin_email' ) ] ?? 0, 'the admin\'s summary once' );
		// A go that found the run's lock held may have kept its continuation, a watchdog ahead:
		// when it comes, it finds the run done and does nothing.
		$left = Engine_Site::events( Payout_Scheduler::BATCH_HOOK );
		$mail = ( new Mail_Catcher() )->start();
		foreach ( $left as $continuation ) {
			$this->assertGreaterThan( time(), $continuation['timestamp'], 'only continuations wait' );
			Engine_Site::fire( $continuation['id'] );
		}
		$mail->stop();
		$this->assertSame( array(), $mail->caught(), 'the continuations send nothing' );
		$this->assertSame( 0, Engine_Site::duplicates(), 'and file nothing' );
		$this->assertSame( array(), Engine_Site::events( Payout_Scheduler::BATCH_HOOK ), 'no go is left waiting' );

		// Paying the run's requests: checked in the admin's click, then approved by the two runners.
		$runs  = new Run_Ledger();
		$batch = ( new Payout_Batch() )->start( $runs->find( $runs->id_of( 'weekly', self::DATE ) ), null, 1 )['batch'];
		$this->check_here( $batch );
		$this->assertSame( self::VENDORS, ( new Batch_Ledger() )->move( $batch, array( Batch_Ledger::READY ), Batch_Ledger::PAYING, 1 ), 'every request checked ready, then to be approved' );
		for ( $i = 0; $i <= self::EXTRA_GOES; ++$i ) {
			Job_Queue::schedule( Payout_Batch::HOOK, array( $batch ), time() );
		}

		list( $runners ) = $this->two_runners();

		foreach ( $runners as $runner ) {
			$this->assertSame( 0, $runner['exit'], $runner['output'] . $runner['errors'] );
		}
		global $wpdb;
		$ids = implode( ',', array_map( static fn ( $row ): int => (int) $row->withdraw_id, $outcomes ) );
		$this->assertSame( array( '1' ), $wpdb->get_col( "SELECT DISTINCT status FROM {$wpdb->prefix}dokan_withdraw WHERE id IN ($ids)" ), 'every request approved in Dokan' );
		$this->assertSame( (string) self::VENDORS, $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->prefix}dokan_vendor_balance WHERE trn_type = 'dokan_withdraw' AND trn_id IN ($ids)" ), 'one balance entry per request: nothing approved twice' );
		$steps = array_count_values( $wpdb->get_col( $wpdb->prepare( 'SELECT step FROM ' . \VendorPayoutSchedule\Engine\Schema::batches_table() . ' WHERE batch_id = %d', $batch ) ) );
		$this->assertSame( array( Batch_Ledger::PAID => self::VENDORS ), $steps );
	}

	/**
	 * Runs the queue's due actions of the group with two `wp action-scheduler run` processes at
	 * once, and waits for both.
	 *
	 * @return array{0: array<int, array{output: string, errors: string, exit: int}>, 1: array<int, array<string, string>>, 2: string[]} The runners, the e-mails they handed to wp_mail(), the process id that filed each request.
	 */
	private function two_runners(): array {
		$mail_log  = (string) tempnam( sys_get_temp_dir(), 'vps-mail-' );
		$filed_log = (string) tempnam( sys_get_temp_dir(), 'vps-filed-' );
		array_push( $this->files, $mail_log, $filed_log );
		$repo = dirname( __DIR__, 2 );
		$env  = getenv() + array(
			'VPS_SLICE_SIZE' => '25',
			'VPS_MAIL_LOG'   => $mail_log,
			'VPS_FILED_LOG'  => $filed_log,
		);
		$children = array();
		for ( $i = 0; $i < 2; ++$i ) {
			$process = proc_open(
				array( 'bash', $repo . '/tests/env/wp.sh', 'action-scheduler', 'run', '--group=' . Job_Queue::GROUP, '--batch-size=1', '--require=' . __DIR__ . '/support/queue-runner.php' ),
				array( 1 => array( 'pipe', 'w' ), 2 => array( 'pipe', 'w' ) ),
				$pipes,
				$repo,
				$env
			);
			$this->assertIsResource( $process );
			$children[] = array(
				'process' => $process,
				'stdout'  => $pipes[1],
				'stderr'  => $pipes[2],
			);
		}
		$runners = array();
		foreach ( $children as $child ) {
			$done = $this->finish_engine_process( $child );
			if ( 3 === $done['exit'] ) {
				$this->markTestSkipped( 'needs WP-CLI: ' . trim( $done['errors'] ) );
			}
			$runners[] = $done;
		}
		return array( $runners, Mail_Catcher::read( $mail_log ), array_filter( explode( "\n", (string) file_get_contents( $filed_log ) ) ) );
	}

	/**
	 * Runs a WP-CLI command on the scratch site.
	 *
	 * @param string ...$args The command and its arguments.
	 * @return array{output: string, errors: string, signal: int, exit: int}
	 */
	private function wp( string ...$args ): array {
		$repo    = dirname( __DIR__, 2 );
		$process = proc_open( array_merge( array( 'bash', $repo . '/tests/env/wp.sh' ), $args ), array( 1 => array( 'pipe', 'w' ), 2 => array( 'pipe', 'w' ) ), $pipes, $repo, getenv() );
		$this->assertIsResource( $process );
		$done = $this->finish_engine_process(
			array(
				'process' => $process,
				'stdout'  => $pipes[1],
				'stderr'  => $pipes[2],
			)
		);
		if ( 3 === $done['exit'] ) {
			$this->markTestSkipped( 'needs WP-CLI: ' . trim( $done['errors'] ) );
		}
		return $done;
	}

	/**
	 * Works the batch here until its checks are done (as the admin's click and the record page's
	 * progress calls do), and drops the goes it queued.
	 *
	 * @param int $batch The batch.
	 */
	private function check_here( int $batch ): void {
		$batches = new Payout_Batch();
		for ( $goes = 0; $goes < 50 && ( new Batch_Ledger() )->has_work( $batch ); ++$goes ) {
			$batches->go( $batch, 60.0 );
		}
		Job_Queue::cancel_all( Payout_Batch::HOOK );
	}
}
