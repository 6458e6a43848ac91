<?php
/**
 * The admin gets one summary e-mail per run, whatever resumes it or runs it twice; or, by choice,
 * Dokan's e-mail for each scheduled request.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Admin\Settings_Page;
use VendorPayoutSchedule\Email\Email_Log;
use VendorPayoutSchedule\Engine\Database_Error;
use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Payout_Scheduler;
use VendorPayoutSchedule\Engine\Run_Lane;
use VendorPayoutSchedule\Engine\Run_Ledger;
use VendorPayoutSchedule\Engine\Schema;
use VendorPayoutSchedule\Settings\Withdraw_Settings;

/**
 * Real runs on the scratch site; what they send is caught at wp_mail().
 */
final class Run_Summary_Test extends Engine_Test_Case {

	private Mail_Catcher $mail;

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$wpdb->query( 'TRUNCATE TABLE ' . Email_Log::table() );
		$this->mail = ( new Mail_Catcher() )->start();
	}

	protected function tearDown(): void {
		$this->mail->stop();
		delete_option( 'woocommerce_vendor_payout_schedule_run_summary_settings' );
		parent::tearDown();
	}

	public function test_the_admin_gets_one_summary_of_the_run_instead_of_an_email_per_request(): void {
		Engine_Site::seed_vendors(
			array(
				array( 'balance' => '120.50' ),
				array( 'balance' => '300' ),
				array(
					'balance' => '200',
					'method'  => 'bank',
					'methods' => array( 'paypal', 'bank' ),
				),
				array( 'balance' => '10' ),
				array( 'balance' => '20' ),
				array(
					'balance' => '300',
					'method'  => '',
					'methods' => array(),
				),
			)
		);

		Engine_Site::run( 'weekly', self::DATE );

		$admin = $this->mails_to_admin();
		$this->assertCount( 1, $admin, 'one e-mail to the admin for the whole run' );
		// {site_title} is the blog name when WooCommerce's mailer was built in this process.
		$this->assertMatchesRegularExpression( '/^\[[^\]]+\]: Scheduled payouts of January 5, 2099 \(Weekly\)$/', $admin[0]['subject'] );
		$text = $this->text_of( $admin[0] );
		$this->assertStringContainsString( 'The Weekly payout run of January 5, 2099 is done.', $text );
		$this->assertStringContainsString( 'PayPal USD 2 $420.50', $text, 'requests by method and currency: count and total' );
		$this->assertStringContainsString( 'Bank Transfer USD 1 $200.00', $text );
		$this->assertStringContainsString( 'Below minimum 2', $text, 'skips by reason in the admin’s words' );
		$this->assertStringContainsString( 'No payment method 1', $text );
		$this->assertStringNotContainsString( 'Vendors still to be e-mailed', $text, 'every vendor was e-mailed before the summary' );
		// WooCommerce's CSS inliner writes the links' entities its own way.
		$html = html_entity_decode( $admin[0]['message'], ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		$this->assertStringContainsString( 'href="' . admin_url( 'admin.php?page=dokan#/withdraw?status=pending' ) . '"', $html, 'a link to the pending requests' );
		$this->assertStringContainsString( 'href="' . admin_url( 'admin.php?page=vendor-payout-schedule&vendor_payout_schedule_run_id=' . $this->run_id() ) . '"', $html, 'a link to the run’s record' );
		$this->assertStringContainsString( 'href="' . admin_url( 'admin.php?page=vendor-payout-schedule&vendor_payout_schedule_run_id=' . $this->run_id() ) . '#vps-payout-batches"', $html, 'a link to where the run’s requests are paid' );
		$this->assertCount( 7, $this->mail->caught(), 'each of the six vendors and the admin once' );
	}

	public function test_a_run_resumed_or_run_twice_sends_its_summary_once(): void {
		Engine_Site::seed_vendors( array_map( static fn ( int $i ): array => array( 'balance' => (string) ( 100 + $i ) ), range( 0, 59 ) ) );
		// Five vendors' e-mails of the lane being mailed are left taken as its first goes out, as by a
		// go that died with them:
		// this go finishes the run, sends the other e-mails and its summary, and leaves those five to
		// the next go.
		$other = str_repeat( 'b', 32 );
		$held  = false;
		$hold  = static function () use ( &$held, $other ): void {
			if ( ! $held ) {
				$held = true;
				( new Payout_Ledger() )->take_unmailed( 'weekly', self::DATE, Run_Lane::of( 0 ), 5, $other );
			}
		};
		add_action( 'vendor_payout_schedule_payout_recorded', $hold );
		$progress = Engine_Site::run( 'weekly', self::DATE );
		remove_action( 'vendor_payout_schedule_payout_recorded', $hold );
		$this->assertTrue( $progress->unmailed, 'the five e-mails still wait' );

		$admin = $this->mails_to_admin();
		$this->assertCount( 1, $admin );
		$this->assertStringContainsString( 'Vendors still to be e-mailed: 5.', $this->text_of( $admin[0] ), 'the summary says e-mails still wait' );

		// The next go sends them at once, and the one after finds nothing to send.
		Engine_Site::run( 'weekly', self::DATE );
		Engine_Site::run( 'weekly', self::DATE );
		do_action( 'vendor_payout_schedule_payout_recorded', 1, 'weekly', self::DATE );

		$this->assertFalse( Engine_Site::run( 'weekly', self::DATE )->unmailed, 'every vendor e-mailed' );
		$this->assertCount( 1, $this->mails_to_admin(), 'still one summary' );
		$this->assertCount( 61, $this->mail->caught(), 'every vendor once, and the admin once' );
	}

	public function test_two_runners_started_together_send_one_summary(): void {
		Engine_Site::seed_vendors( array_map( static fn ( int $i ): array => array( 'balance' => 0 === $i % 3 ? '10' : (string) ( 100 + $i ) ), range( 0, 119 ) ) );
		$logs  = array( tempnam( sys_get_temp_dir(), 'vps-mail-' ), tempnam( sys_get_temp_dir(), 'vps-mail-' ) );
		$start = microtime( true ) + 2;

		$a = $this->start_engine_process( array( 'weekly', self::DATE, '--start-at=' . $start, '--slice-size=20', '--mail-log=' . $logs[0] ) );
		$b = $this->start_engine_process( array( 'weekly', self::DATE, '--start-at=' . $start, '--slice-size=20', '--mail-log=' . $logs[1] ) );
		$ends = array( $this->finish_engine_process( $a ), $this->finish_engine_process( $b ) );
		// What each runner said of its go, for the messages below.
		$told = implode(
			"\n",
			array_map(
				static function ( array $end ): string {
					$report = (array) json_decode( $end['output'], true );
					unset( $report['mails'] );
					return sprintf( 'exit %d %s %s', $end['exit'], wp_json_encode( $report ), trim( $end['errors'] ) );
				},
				$ends
			)
		);
		foreach ( $ends as $end ) {
			$this->assertSame( 0, $end['exit'], "each runner ends its go\n" . $told );
		}
		$mails = array_merge( Mail_Catcher::read( $logs[0] ), Mail_Catcher::read( $logs[1] ) );
		array_map( 'unlink', $logs );

		$admin = array_values( array_filter( $mails, static fn ( array $mail ): bool => get_option( 'admin_email' ) === $mail['to'] ) );
		$this->assertCount( 1, $admin, "one summary between the two runners\n" . $told );
		$this->assertStringContainsString( 'Below minimum 40', $this->text_of( $admin[0] ), 'counting every vendor of the run, whoever settled them' );
		$this->assertCount( 121, $mails, 'every vendor once, and the admin once' );
	}

	public function test_a_runner_killed_after_sending_the_summary_is_not_followed_by_a_second_one(): void {
		Engine_Site::seed_vendors( array_map( static fn ( int $i ): array => array( 'balance' => (string) ( 100 + $i ) ), range( 0, 9 ) ) );
		$log = tempnam( sys_get_temp_dir(), 'vps-mail-' );

		// Killed right after the summary went out, before the go could end.
		$killed = $this->finish_engine_process( $this->start_engine_process( array( 'weekly', self::DATE, '--kill-at=vendor_payout_schedule_run_finished:1', '--mail-log=' . $log ) ) );
		$this->assertSame( SIGKILL, $killed['signal'] );
		$before = Mail_Catcher::read( $log );
		unlink( $log );
		$this->assertCount( 1, array_filter( $before, static fn ( array $mail ): bool => get_option( 'admin_email' ) === $mail['to'] ), 'the summary went out' );

		Engine_Site::run( 'weekly', self::DATE );
		Engine_Site::run( 'weekly', self::DATE );

		$this->assertSame( array(), $this->mails_to_admin(), 'the resumed run sends no second summary' );
	}

	public function test_a_runner_killed_between_announcing_the_run_and_taking_the_summary_leaves_it_to_the_next_go(): void {
		Engine_Site::seed_vendors( array_map( static fn ( int $i ): array => array( 'balance' => (string) ( 100 + $i ) ), range( 0, 9 ) ) );
		$log = tempnam( sys_get_temp_dir(), 'vps-mail-' );

		// Killed on the run's announcement, before the summary e-mail's listener (at 10) took it.
		$killed = $this->finish_engine_process( $this->start_engine_process( array( 'weekly', self::DATE, '--kill-at=vendor_payout_schedule_run_finished:1:5', '--mail-log=' . $log ) ) );
		$this->assertSame( SIGKILL, $killed['signal'] );
		$before = Mail_Catcher::read( $log );
		unlink( $log );
		$this->assertCount( 10, $before, 'every vendor was told' );
		$this->assertSame( array(), array_filter( $before, static fn ( array $mail ): bool => get_option( 'admin_email' ) === $mail['to'] ), 'the summary did not go out' );
		$this->assertStringContainsString( 'The summary e-mail to the admin is still to be sent.', $this->runs_list(), 'the runs list says so' );

		// Reactivation gives the run a go; so would the dead go's continuation.
		\VendorPayoutSchedule\Engine\Job_Queue::cancel_all( Payout_Scheduler::BATCH_HOOK );
		( new Payout_Scheduler() )->resume_open_runs();
		$this->assertSame( array( array( 'weekly', self::DATE ) ), array_column( Engine_Site::events( Payout_Scheduler::BATCH_HOOK ), 'args' ), 'the run is given a go' );
		Engine_Site::run( 'weekly', self::DATE );
		Engine_Site::run( 'weekly', self::DATE );

		$this->assertCount( 1, $this->mails_to_admin(), 'the next go sends the summary, once' );
		$this->assertSame( array(), array_filter( $this->mail->caught(), static fn ( array $mail ): bool => get_option( 'admin_email' ) !== $mail['to'] ), 'and no vendor twice' );
		$this->assertStringNotContainsString( 'still to be sent', $this->runs_list() );
	}

	public function test_a_summary_that_could_not_be_taken_stays_due_for_the_next_go(): void {
		Engine_Site::seed_vendors( array_map( static fn ( int $i ): array => array( 'balance' => (string) ( 100 + $i ) ), range( 0, 4 ) ) );
		// The update that takes the summary for sending fails once.
		global $wpdb;
		$table  = Schema::runs_table();
		$failed = 0;
		$fail   = static function ( string $query ) use ( $table, &$failed ): string {
			if ( 0 === $failed && str_starts_with( $query, "UPDATE {$table} SET summary_mailed = " . Run_Ledger::SUMMARY_MAILED ) ) {
				++$failed;
				return str_replace( "UPDATE {$table}", "UPDATE {$table}_missing", $query );
			}
			return $query;
		};
		add_filter( 'query', $fail );
		$wpdb->suppress_errors( true );
		try {
			Engine_Site::run( 'weekly', self::DATE );
		} catch ( Database_Error $e ) {
			$this->assertSame( 1, $failed, 'the take failed' );
		} finally {
			$wpdb->suppress_errors( false );
			remove_filter( 'query', $fail );
		}
		$this->assertSame( 1, $failed );
		$this->assertSame( array(), $this->mails_to_admin(), 'nothing sent on a take not known to be made' );
		$this->assertStringContainsString( 'The summary e-mail to the admin is still to be sent.', $this->runs_list(), 'the run stays due' );

		Engine_Site::run( 'weekly', self::DATE );
		Engine_Site::run( 'weekly', self::DATE );

		$this->assertCount( 1, $this->mails_to_admin(), 'the next go sends the summary, once' );
		$this->assertStringNotContainsString( 'still to be sent', $this->runs_list() );
	}

	public function test_the_admin_may_choose_dokans_email_for_each_request_instead(): void {
		Engine_Site::choose_admin_mail( Withdraw_Settings::ADMIN_MAIL_EACH_REQUEST );
		Engine_Site::seed_vendors( array( array( 'balance' => '120' ), array( 'balance' => '300' ), array( 'balance' => '10' ) ) );

		Engine_Site::run( 'weekly', self::DATE );

		$subjects = array_column( $this->mails_to_admin(), 'subject' );
		$this->assertSame( array( Engine_Site::dokan_request_subject(), Engine_Site::dokan_request_subject() ), $subjects, 'Dokan’s e-mail for each request, no summary' );
	}

	public function test_a_vendors_own_request_gets_dokans_email_whatever_the_choice(): void {
		$vendor = $this->vendor( array( 'balance' => '400' ) );

		Engine_Site::manual_request( $vendor, 60 );

		$this->assertSame( array( Engine_Site::dokan_request_subject() ), array_column( $this->mails_to_admin(), 'subject' ) );
	}

	public function test_the_summary_goes_to_the_recipients_set_under_woocommerce(): void {
		$this->vendor( array( 'balance' => '120' ) );
		update_option( 'woocommerce_vendor_payout_schedule_run_summary_settings', array( 'recipient' => 'payouts@example.test, boss@example.test' ) );

		Engine_Site::run( 'weekly', self::DATE );

		$this->assertSame( array(), $this->mails_to_admin() );
		$summary = array_values( array_filter( $this->mail->caught(), static fn ( array $mail ): bool => str_contains( $mail['to'], 'payouts@example.test' ) ) );
		$this->assertCount( 1, $summary );
		$this->assertSame( 'payouts@example.test, boss@example.test', $summary[0]['to'] );
	}

	public function test_a_run_with_nobody_on_its_schedule_sends_no_summary(): void {
		$this->vendor( array( 'balance' => '120', 'schedule' => 'monthly' ) );

		Engine_Site::run( 'weekly', self::DATE );

		$this->assertSame( array(), $this->mail->caught() );
		$this->assertSame( '1', $GLOBALS['wpdb']->get_var( 'SELECT summary_mailed FROM ' . Schema::runs_table() ), 'the run counts as summarised' );
	}

	public function test_the_summary_is_listed_with_woocommerces_settings_and_a_recipient_field(): void {
		$listed = WC()->mailer()->get_emails()['Vendor_Payout_Schedule_Run_Summary_Email'];
		$this->assertInstanceOf( \VendorPayoutSchedule\Email\Run_Summary_Email::class, $listed );
		// As WooCommerce builds it for a request, with no recipient stored.
		$email = new \VendorPayoutSchedule\Email\Run_Summary_Email();

		$this->assertSame( 'Scheduled payout run summary', $email->get_title() );
		$this->assertSame( array( 'enabled', 'recipient', 'subject', 'heading', 'additional_content', 'email_type' ), array_slice( array_keys( $email->form_fields ), 0, 6 ) );
		$this->assertSame( get_option( 'admin_email' ), $email->get_recipient(), 'the site’s admin e-mail by default' );
	}

	/**
	 * The recent runs as the admin's settings screen lists them.
	 */
	private function runs_list(): string {
		$admin = (int) get_user_by( 'login', 'admin' )->ID;
		$html  = self::on_withdraw_schedule( $admin, static fn () => do_action( Settings_Page::AFTER_FORM_ACTION ) );
		return preg_match( '#<section class="vps-runs".*?</section>#s', $html, $section ) ? $section[0] : '';
	}

	/**
	 * What reached wp_mail() for the site's admin e-mail.
	 *
	 * @return array<int, array{to: string, subject: string, message: string, headers: string}>
	 */
	private function mails_to_admin(): array {
		return array_values( array_filter( $this->mail->caught(), static fn ( array $mail ): bool => get_option( 'admin_email' ) === $mail['to'] ) );
	}

	/**
	 * The run's id.
	 */
	private function run_id(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM ' . Schema::runs_table() . ' WHERE schedule = %s AND scheduled_for = %s', 'weekly', self::DATE ) );
	}

	/**
	 * The HTML e-mail's visible text on one line (styles dropped, cells joined by spaces).
	 *
	 * @param array{message: string} $mail Caught e-mail.
	 */
	private function text_of( array $mail ): string {
		return Mail_Catcher::text( $mail );
	}
}
