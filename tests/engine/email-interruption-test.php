<?php
/**
 * E-mails of a run when a crash or PHP's time limit comes in the middle of them.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Admin\Settings_Page;
use VendorPayoutSchedule\Engine\Payout_Ledger;

/**
 * A kill mid-e-mail leaves the unsent e-mails counted where the admin sees them, the next go sends
 * them, and those that may have gone out already are recorded as sent again: a group of rows is
 * marked sent in one commit, so the group going out at the kill is sent again whole. A go stops
 * before PHP's time limit, between two vendors' e-mails, however slow the mail.
 */
final class Email_Interruption_Test extends Engine_Test_Case {

	private const VENDORS = 60;

	/**
	 * @var int[]
	 */
	private array $vendors;

	protected function setUp(): void {
		parent::setUp();
		// What the admin hears of each request is the point here: Dokan's e-mail for each one.
		Engine_Site::choose_admin_mail( \VendorPayoutSchedule\Settings\Withdraw_Settings::ADMIN_MAIL_EACH_REQUEST );
		global $wpdb;
		$wpdb->query( 'TRUNCATE TABLE ' . \VendorPayoutSchedule\Email\Email_Log::table() );
		$this->vendors = Engine_Site::seed_vendors( array_map( static fn ( int $i ): array => array( 'balance' => 0 === $i % 5 ? '10' : (string) ( 100 + $i ) ), range( 1, self::VENDORS ) ) );
	}

	public function test_a_kill_mid_email_is_shown_to_the_admin_and_the_next_go_sends_the_rest(): void {
		$log    = tempnam( sys_get_temp_dir(), 'vps-mail-' );
		$killed = $this->finish_engine_process( $this->start_engine_process( array( 'weekly', self::DATE, '--kill-at=vendor_payout_schedule_payout_recorded:31', '--mail-log=' . $log ) ) );
		$this->assertSame( SIGKILL, $killed['signal'] );
		$before = Mail_Catcher::read( $log );
		unlink( $log );
		$this->assertCount( 31, $this->vendor_mails( $before ), 'thirty-one vendors were e-mailed before the kill' );

		// The run is done (every vendor has an outcome); the admin sees how many wait: at least the
		// thirty never started, and the rows of the group going out at the kill.
		$waiting = count( array_filter( Engine_Site::outcomes( self::DATE ), static fn ( $row ): bool => ! in_array( (int) $row->mailed, array( Payout_Ledger::MAIL_SENT, Payout_Ledger::MAIL_SENT_AGAIN ), true ) ) );
		$this->assertGreaterThanOrEqual( 30, $waiting );
		$this->assertSame( 'Done Vendors still to be e-mailed: ' . $waiting, $this->state_cell() );

		// The very next go, with no waiting: the dead go's lock went with its process.
		$mail     = ( new Mail_Catcher() )->start();
		$progress = Engine_Site::run( 'weekly', self::DATE );
		$mail->stop();
		$mails = array_merge( $before, $mail->caught() );

		$this->assertFalse( $progress->unmailed, 'nothing waits' );
		$this->assertEqualsCanonicalizing( array_map( static fn ( int $id ): string => get_userdata( $id )->user_email, $this->vendors ), array_values( array_unique( array_column( $this->vendor_mails( $mails ), 'to' ) ) ), 'every vendor was e-mailed' );
		$again = array_keys( array_filter( Engine_Site::outcomes( self::DATE ), static fn ( $row ): bool => Payout_Ledger::MAIL_SENT_AGAIN === (int) $row->mailed ) );
		$this->assertNotEmpty( $again, 'the group going out at the kill is recorded as sent again' );
		$again_to = array_map( static fn ( int $id ): string => get_userdata( $id )->user_email, $again );
		$this->assertContains( $this->vendor_mails( $before )[30]['to'], $again_to, 'the vendor e-mailed as the kill came among them' );
		$amounts  = array_map( static fn ( int $id ): string => number_format( (float) Engine_Site::outcomes( self::DATE )[ $id ]->amount, 2, '.', '' ), $again );
		$twice    = array_filter( array_count_values( array_map( static fn ( array $mail ): string => $mail['to'] . "\n" . $mail['message'], $mails ) ), static fn ( int $count ): bool => $count > 1 );
		$this->assertNotEmpty( $twice, 'e-mails of the group going out at the kill went out again' );
		foreach ( array_keys( $twice ) as $sent_twice ) {
			$to = strtok( $sent_twice, "\n" );
			if ( get_option( 'admin_email' ) === $to ) {
				// Dokan's e-mail names the request by its amount.
				$named = array_filter( $amounts, static fn ( string $amount ): bool => str_contains( $sent_twice, $amount ) );
				$this->assertNotEmpty( $named, 'the admin heard twice only of requests recorded as sent again' );
			} else {
				$this->assertContains( $to, $again_to, 'a vendor heard twice only where the record says so' );
			}
		}
		$this->assertSame( 'Done E-mails sent again after an interruption, perhaps twice: ' . count( $again ), $this->state_cell() );
	}

	public function test_a_go_with_a_30_second_limit_stops_between_two_emails_before_php_does(): void {
		$started = microtime( true );
		$go      = $this->finish_engine_process( $this->start_engine_process( array( 'weekly', self::DATE, '--through-scheduler=1', '--max-execution-time=30', '--slow-mail=0.7' ) ) );
		$seconds = microtime( true ) - $started;

		$this->assertSame( 0, $go['exit'], 'PHP did not stop the go: ' . $go['errors'] );
		$this->assertStringNotContainsString( 'Maximum execution time', $go['output'] . $go['errors'] );
		$this->assertLessThan( 30, $seconds, 'the go ended before the limit' );
		$mailed = array_count_values( array_map( static fn ( $row ): int => (int) $row->mailed, Engine_Site::outcomes( self::DATE ) ) );
		$this->assertGreaterThan( 0, $mailed[ Payout_Ledger::MAIL_SENT ] ?? 0, 'e-mails went out' );
		$this->assertGreaterThan( 0, $mailed[ Payout_Ledger::MAIL_WAITING ] ?? 0, 'the rest wait for the next go' );
		$this->assertArrayNotHasKey( Payout_Ledger::MAIL_SENDING, $mailed, 'no e-mail was left taken and not sent' );
		$this->assertNotNull( Engine_Site::next( \VendorPayoutSchedule\Engine\Payout_Scheduler::BATCH_HOOK, array( 'weekly', self::DATE ) ), 'the next go is queued' );
	}

	public function test_with_a_mail_server_taking_8_seconds_an_email_no_go_outlives_a_30_second_limit(): void {
		// One summary for the admin, so each vendor is one e-mail and the summary one more.
		Engine_Site::choose_admin_mail( \VendorPayoutSchedule\Settings\Withdraw_Settings::ADMIN_MAIL_SUMMARY );
		$started = microtime( true );
		$go      = $this->finish_engine_process( $this->start_engine_process( array( 'weekly', self::DATE, '--through-scheduler=1', '--max-execution-time=30', '--mail-server-seconds=8' ) ) );
		$seconds = microtime( true ) - $started;

		$this->assertSame( 0, $go['exit'], $go['errors'] );
		$this->assertLessThan( 30, $seconds, 'the go, PHP\'s start included, ended within the limit' );
		$sent = json_decode( (string) strrchr( "\n" . trim( $go['output'] ), "\n" ), true )['mails'] ?? array();
		$this->assertNotEmpty( $sent, 'e-mails went out' );
		$this->assertNotContains( get_option( 'admin_email' ), array_column( $sent, 'to' ), 'the summary, which would not fit, waits for a go of its own' );
		$mailed = array_count_values( array_map( static fn ( $row ): int => (int) $row->mailed, Engine_Site::outcomes( self::DATE ) ) );
		$this->assertSame( count( $sent ), $mailed[ Payout_Ledger::MAIL_SENT ] ?? 0, 'each e-mail sent is recorded' );
		$this->assertArrayNotHasKey( Payout_Ledger::MAIL_SENDING, $mailed, 'no e-mail was left taken and not sent' );
		$next = Engine_Site::next( \VendorPayoutSchedule\Engine\Payout_Scheduler::BATCH_HOOK, array( 'weekly', self::DATE ) );
		$this->assertNotNull( $next, 'the next go is queued' );
		$this->assertLessThanOrEqual( time(), $next, 'the next go comes at once' );
	}

	/**
	 * The e-mails to vendors, Dokan's to the admin left out.
	 *
	 * @param array<int, array{to: string}> $mails E-mails.
	 * @return array<int, array{to: string}>
	 */
	private function vendor_mails( array $mails ): array {
		return array_values( array_filter( $mails, static fn ( array $mail ): bool => get_option( 'admin_email' ) !== $mail['to'] ) );
	}

	/**
	 * The run's Status cell in the admin's list of recent runs, as text.
	 */
	private function state_cell(): string {
		$html = self::on_withdraw_schedule( 1, static fn () => do_action( Settings_Page::AFTER_FORM_ACTION ) );
		$this->assertSame( 1, preg_match( '#<section class="vps-runs".*?<tbody[^>]*>\s*<tr[^>]*>(.*?)</tr>#s', $html, $row ), 'the run is listed' );
		preg_match_all( '#<td[^>]*>(.*?)</td>#s', $row[1], $cells );
		return trim( (string) preg_replace( '/\s+/', ' ', wp_strip_all_tags( str_replace( '<br />', ' ', $cells[1][2] ) ) ) );
	}
}
