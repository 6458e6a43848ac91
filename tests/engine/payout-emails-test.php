<?php
/**
 * Vendors are e-mailed about each scheduled payout, by WooCommerce's mailer, as runs record them.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Email\Email_Log;
use VendorPayoutSchedule\Email\Payout_Emails;
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
final class Payout_Emails_Test extends Engine_Test_Case {

	private Mail_Catcher $mail;

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$wpdb->query( 'TRUNCATE TABLE ' . Email_Log::table() );
		$this->mail = ( new Mail_Catcher() )->start();
	}

	protected function tearDown(): void {
		$this->mail->stop();
		parent::tearDown();
	}

	public function test_a_run_tells_the_paid_vendor_what_was_requested_and_what_happens_next(): void {
		$vendor = $this->vendor( array( 'balance' => '120.50' ) );

		Engine_Site::run( 'weekly', self::DATE );

		$mails = $this->mails_to( $vendor );
		$this->assertCount( 1, $mails );
		$this->assertSame( 'Your scheduled payout of $120.50 was requested', $mails[0]['subject'] );
		$this->assertStringContainsString( 'Content-Type: text/html', $mails[0]['headers'] );
		$text = $this->text_of( $mails[0] );
		$this->assertStringContainsString( 'Scheduled payout requested', $text, 'the heading' );
		$this->assertStringContainsString( 'Amount $120.50', $text );
		$this->assertStringContainsString( 'Payment method PayPal ( p******@e******.test )', $text, 'the method with its masked details' );
		$this->assertStringContainsString( 'Schedule Weekly', $text );
		$this->assertStringContainsString( 'Payout date January 5, 2099', $text );
		$this->assertStringContainsString( 'The request now awaits the marketplace’s approval.', $text );
		$this->assertStringContainsString( dokan_get_navigation_url( 'withdraw' ), $mails[0]['message'] );
	}

	public function test_a_run_tells_each_skipped_vendor_why_and_the_one_thing_that_fixes_it(): void {
		$no_method = $this->vendor(
			array(
				'balance' => '300',
				'method'  => '',
				'methods' => array(),
			)
		);
		$below     = $this->vendor(
			array(
				'balance' => '80',
				'minimum' => 100,
			)
		);
		$reserve   = $this->vendor(
			array(
				'balance' => '120',
				'reserve' => 100,
			)
		);
		$pending   = $this->vendor( array( 'balance' => '400' ) );
		Engine_Site::manual_request( $pending, 50 );

		Engine_Site::run( 'weekly', self::DATE );

		$expected = array(
			$no_method => array( 'No payment method was set up.', 'Set up a payment method on your withdraw page' ),
			$below     => array( 'Your balance of $80.00 was below the minimum of $100.00.', 'Lower the minimum balance in your withdraw schedule' ),
			$reserve   => array( 'Keeping your reserve of $100.00 left $20.00, less than the minimum withdraw of $50.00.', 'Lower the reserve balance in your withdraw schedule.' ),
			$pending   => array( 'A withdraw request of yours was still pending.', 'Nothing to do: once the marketplace has handled your pending request' ),
		);
		foreach ( $expected as $vendor => [ $why, $fix ] ) {
			$this->assertToldOfSkip( $vendor, $why, $fix );
		}
	}

	public function test_a_skipped_vendor_is_advised_only_what_the_shop_lets_them_do(): void {
		// The admin offers reserves of 100 and 500 only; the minimums are the default ladder, which
		// starts at Dokan's minimum withdraw of 50.
		( new Withdraw_Settings() )->save( array( 'reserve_amounts' => array( 100, 500 ) ) );
		$lowest_minimum = $this->vendor(
			array(
				'balance' => '30',
				'minimum' => 50,
			)
		);
		$higher_minimum = $this->vendor(
			array(
				'balance' => '80',
				'minimum' => 100,
			)
		);
		$lowest_reserve = $this->vendor(
			array(
				'balance' => '120',
				'reserve' => 100,
			)
		);
		$higher_reserve = $this->vendor(
			array(
				'balance' => '520',
				'reserve' => 500,
			)
		);

		Engine_Site::run( 'weekly', self::DATE );

		$expected = array(
			$lowest_minimum => array( 'Your balance of $30.00 was below the minimum of $50.00.', null ),
			$higher_minimum => array( 'Your balance of $80.00 was below the minimum of $100.00.', 'Lower the minimum balance in your withdraw schedule, or wait until your balance reaches it.' ),
			$lowest_reserve => array( 'Keeping your reserve of $100.00 left $20.00, less than the minimum withdraw of $50.00.', null ),
			$higher_reserve => array( 'Keeping your reserve of $500.00 left $20.00, less than the minimum withdraw of $50.00.', 'Lower the reserve balance in your withdraw schedule.' ),
		);
		foreach ( $expected as $vendor => [ $why, $fix ] ) {
			$this->assertToldOfSkip( $vendor, $why, $fix );
		}
	}

	public function test_each_vendor_hears_once_per_date_however_often_the_outcome_is_announced(): void {
		$paid    = $this->vendor( array( 'balance' => '500' ) );
		$skipped = $this->vendor( array( 'balance' => '10' ) );

		Engine_Site::run( 'weekly', self::DATE );
		Engine_Site::run( 'weekly', self::DATE );
		// Whoever announces the outcome again (another plugin, a retried hook) sends nothing more.
		do_action( 'vendor_payout_schedule_payout_recorded', $paid, 'weekly', self::DATE );
		do_action( 'vendor_payout_schedule_payout_recorded', $skipped, 'weekly', self::DATE );

		$this->assertCount( 1, $this->mails_to( $paid ) );
		$this->assertCount( 1, $this->mails_to( $skipped ) );
	}

	public function test_an_outcome_that_was_not_recorded_sends_nothing_and_the_resumed_run_sends_it_once(): void {
		global $wpdb;
		$vendor = $this->vendor( array( 'balance' => '500' ) );
		// The write that records the filed request fails, as on a database outage: the row stays
		// `filing`, whatever the engine then does with the vendor and the run.
		$fail_record = static function ( $query ) {
			return str_contains( $query, Schema::payouts_table() ) && str_starts_with( ltrim( $query ), 'UPDATE' ) && str_contains( $query, "'filed'" ) ? 'SELECT * FROM no_such_table_vps' : $query;
		};
		add_filter( 'query', $fail_record );
		$suppress = $wpdb->suppress_errors( true );
		try {
			Engine_Site::run( 'weekly', self::DATE );
		} catch ( Database_Error $stopped ) { // phpcs:ignore Generic.CodeAnalysis.EmptyStatement.DetectedCatch -- the engine stops the batch on a failed write and leaves the run open.
		} finally {
			$wpdb->suppress_errors( $suppress );
			remove_filter( 'query', $fail_record );
		}

		$this->assertSame( Payout_Ledger::FILING, Engine_Site::outcomes( self::DATE )[ $vendor ]->status );
		$this->assertSame( array(), $this->mails_to( $vendor ), 'nothing is said about an outcome the ledger does not hold' );

		Engine_Site::run( 'weekly', self::DATE );

		$this->assertSame( Payout_Ledger::REQUESTED, Engine_Site::outcomes( self::DATE )[ $vendor ]->status );
		$this->assertCount( 1, $this->mails_to( $vendor ), 'the resumed run records it and the vendor hears once' );
	}

	public function test_a_run_killed_mid_filing_and_resumed_tells_every_vendor_exactly_once(): void {
		$vendors = Engine_Site::seed_vendors( array_map( static fn ( int $i ): array => array( 'balance' => 0 === $i % 4 ? '10' : (string) ( 100 + $i ) ), range( 0, 39 ) ) );
		$log     = tempnam( sys_get_temp_dir(), 'vps-mail-' );

		$killed = $this->finish_engine_process( $this->start_engine_process( array( 'weekly', self::DATE, '--kill-at=dokan_withdraw_created:2', '--mail-log=' . $log ) ) );
		$this->assertSame( SIGKILL, $killed['signal'], 'the run was killed after Dokan stored a request' );
		$before = Mail_Catcher::read( $log );
		unlink( $log );
		// The chunk's filings were not committed: the second request went with the process (a
		// lane's chunk commits as the lane's vendors are done, so the kill comes inside the first).
		$this->assertSame( array(), Engine_Site::requests(), 'nothing the dead runner filed was kept' );
		$this->assertSame( array(), $before, 'nobody is told before the outcomes are committed' );

		Engine_Site::run( 'weekly', self::DATE );

		// Dokan's own e-mail to the admin about each new request aside.
		$all = array_values( array_diff( array_column( $this->mail->caught(), 'to' ), array( get_option( 'admin_email' ) ) ) );
		$this->assertEqualsCanonicalizing( array_map( array( $this, 'email_of' ), $vendors ), $all, 'every vendor, once' );
		foreach ( Engine_Site::outcomes( self::DATE ) as $vendor => $recorded ) {
			if ( Payout_Ledger::REQUESTED === $recorded->status ) {
				$this->assertCount( 1, Engine_Site::requests()[ $vendor ], 'one request per paid vendor' );
				$this->assertStringContainsString( 'was requested', $this->mails_to( $vendor )[0]['subject'], 'the e-mail says what the ledger holds' );
			}
		}
	}

	public function test_a_run_is_done_once_every_vendor_has_an_outcome_and_later_goes_send_its_emails_each_once(): void {
		Engine_Site::choose_admin_mail( \VendorPayoutSchedule\Settings\Withdraw_Settings::ADMIN_MAIL_EACH_REQUEST );
		$vendors = Engine_Site::seed_vendors( array_map( static fn ( int $i ): array => array( 'balance' => (string) ( 100 + $i ) ), range( 0, 59 ) ) );
		// The first e-mail takes longer than the go has left: the go stops after its group.
		$slow = static function (): void {
			static $first = true;
			if ( $first ) {
				$first = false;
				usleep( 1500000 );
			}
		};
		add_action( 'vendor_payout_schedule_payout_recorded', $slow );
		$progress = Engine_Site::run( 'weekly', self::DATE, 1.0 );
		remove_action( 'vendor_payout_schedule_payout_recorded', $slow );
		$told = array_values( array_diff( array_column( $this->mail->caught(), 'to' ), array( get_option( 'admin_email' ) ) ) );

		$this->assertRunDone( $progress, 'every vendor has an outcome: the run is done' );
		$this->assertNotNull( $this->run_finished_at(), 'and recorded as finished before its e-mails' );
		$this->assertTrue( $progress->unmailed, 'its e-mails still wait' );
		$this->assertTrue( $progress->has_more(), 'so the scheduler gives the run another go' );
		$this->assertLessThan( count( $vendors ), count( $told ), 'the go ran out of time before every e-mail' );

		// Its actions lost (the plugin deactivated, say): reactivation gives it one back.
		Payout_Scheduler::unschedule_all();
		( new Payout_Scheduler() )->resume_open_runs();
		$this->assertNotNull( Engine_Site::next( Payout_Scheduler::BATCH_HOOK, array( 'weekly', self::DATE ) ), 'a finished run whose e-mails wait is resumed' );

		$progress = Engine_Site::run( 'weekly', self::DATE );
		$this->assertRunDone( $progress );
		$this->assertFalse( $progress->has_more(), 'nothing left to send' );
		$this->assertSame( array(), ( new Payout_Ledger() )->with_unmailed( ( new Run_Ledger() )->finished_runs() ) );
		$told = array_values( array_diff( array_column( $this->mail->caught(), 'to' ), array( get_option( 'admin_email' ) ) ) );
		$this->assertEqualsCanonicalizing( array_map( array( $this, 'email_of' ), $vendors ), $told, 'every vendor, once' );
		$admin = array_filter( $this->mail->caught(), static fn ( array $mail ): bool => get_option( 'admin_email' ) === $mail['to'] );
		$this->assertCount( count( $vendors ), array_unique( array_column( $admin, 'message' ) ), 'the admin heard of each request' );
		$this->assertCount( count( $vendors ), $admin, 'once' );
	}

	public function test_a_runner_taking_the_next_emails_reads_only_the_rows_it_takes(): void {
		global $wpdb;
		Engine_Site::seed_vendors( array_map( static fn (): array => array( 'balance' => '10' ), range( 1, 60 ) ) );
		Engine_Site::run( 'weekly', self::DATE );
		// The run's 60 e-mails wait again (none of them was interrupted), and a runner takes five.
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Schema::payouts_table() . ' SET mailed = %d WHERE scheduled_for = %s', Payout_Ledger::MAIL_WAITING, self::DATE ) );
		$lane       = Run_Lane::of( 0 );
		$first_five = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT id FROM ' . Schema::payouts_table() . ' WHERE scheduled_for = %s AND ' . $lane->sql( 'vendor_id' ) . ' ORDER BY id LIMIT 5', self::DATE ) ) );
		// MySQL counts the index entries a session reads after the first; SHOW STATUS reads none.
		$entries_read = static fn (): int => (int) $wpdb->get_var( "SHOW SESSION STATUS LIKE 'Handler_read_next'", 1 );

		$before = $entries_read();
		$taken  = Payout_Ledger::commit_together( static fn () => ( new Payout_Ledger() )->take_unmailed( 'weekly', self::DATE, $lane, 5, str_repeat( 'c', 32 ) ) );
		$read   = $entries_read() - $before;

		$this->assertSame( $first_five, array_map( static fn ( $row ): int => (int) $row->id, $taken ), 'the lane\'s five lowest ids' );
		// Every waiting row read (and locked) on each take makes the e-mail phase grow with the
		// square of the run, and two runners deadlock.
		$this->assertLessThan( 10 * Run_Lane::COUNT, $read, 'the rows taken, in id order, and the other lanes\' rows between them, not every row waiting' );
	}

	public function test_a_skip_for_the_reason_last_told_is_not_resent_within_30_days(): void {
		$vendor = $this->vendor( array( 'balance' => '10' ) );

		foreach ( array( '2099-01-05', '2099-01-12', '2099-02-02', '2099-02-09' ) as $date ) {
			Engine_Site::run( 'weekly', $date );
		}

		$subjects = array_column( $this->mails_to( $vendor ), 'subject' );
		$this->assertSame(
			array(
				'Your scheduled payout of January 5, 2099 was skipped',
				'Your scheduled payout of February 9, 2099 was skipped',
			),
			$subjects,
			'7 and 28 days later the same reason is held back; 35 days later it is said again'
		);
	}

	public function test_a_skip_for_another_reason_is_sent_at_once(): void {
		$vendor = $this->vendor( array( 'balance' => '10' ) );
		Engine_Site::run( 'weekly', '2099-01-05' );
		Engine_Site::set_balance( $vendor, 400.0 );
		Engine_Site::manual_request( $vendor, 100 );

		Engine_Site::run( 'weekly', '2099-01-12' );

		$mails = $this->mails_to( $vendor );
		$this->assertCount( 2, $mails );
		$this->assertStringContainsString( 'A withdraw request of yours was still pending.', $this->text_of( $mails[1] ) );
	}

	public function test_the_vendor_reads_the_email_in_their_own_language(): void {
		// A vendor can only pick German in their profile where WordPress's German is installed; the
		// scratch site has no core translations, so it is told German is there (the plugin's own
		// German is what the e-mail uses).
		add_filter( 'get_available_languages', array( self::class, 'with_german' ) );
		$GLOBALS['wp_locale_switcher'] = new WP_Locale_Switcher();
		$GLOBALS['wp_locale_switcher']->init();
		$german  = $this->vendor( array( 'balance' => '120.50' ) );
		$english = $this->vendor( array( 'balance' => '10' ) );
		update_user_meta( $german, 'locale', 'de_DE' );
		$german_skip = $this->vendor(
			array(
				'balance' => '10',
				'minimum' => 100,
			)
		);
		update_user_meta( $german_skip, 'locale', 'de_DE' );

		Engine_Site::run( 'weekly', self::DATE );

		$requested = $this->mails_to( $german )[0];
		$this->assertSame( 'Ihre geplante Auszahlung über $120.50 wurde beantragt', $requested['subject'] );
		$text = $this->text_of( $requested );
		$this->assertStringContainsString( 'Betrag $120.50', $text );
		$this->assertStringContainsString( 'Woraus sich diese Auszahlung zusammensetzt', $text, 'the statement\'s totals' );
		$this->assertStringContainsString( 'Einbehaltene Rücklage $0.00 Beantragt $120.50 Sehen, woraus sich diese Auszahlung zusammensetzt', $text );
		$this->assertStringContainsString( 'Wöchentlich', $text );
		// Month names come from WordPress's own German: English on the scratch site, which does not
		// have it, German on a site that does (as any site whose vendors can pick German).
		$this->assertMatchesRegularExpression( '/Auszahlungstermin Januar(y)? 5, 2099/', $text );
		$skipped = $this->text_of( $this->mails_to( $german_skip )[0] );
		$this->assertMatchesRegularExpression( '/^Ihre geplante Auszahlung vom Januar(y)? 5, 2099 wurde übersprungen$/', $this->mails_to( $german_skip )[0]['subject'] );
		$this->assertStringContainsString( 'Warum Ihr Guthaben von $10.00 lag unter dem Mindestbetrag von $100.00.', $skipped );
		$this->assertStringContainsString( 'Was hilft Senken Sie das Mindestguthaben', $skipped );
		$this->assertSame( 'Your scheduled payout of January 5, 2099 was skipped', $this->mails_to( $english )[0]['subject'], 'the others stay in the site language' );
		$this->assertSame( 'en_US', determine_locale(), 'the site language is back after the run' );
		remove_filter( 'get_available_languages', array( self::class, 'with_german' ) );
	}

	/**
	 * @param string[] $languages Installed languages.
	 * @return string[]
	 */
	public static function with_german( $languages ): array {
		return array_values( array_unique( array_merge( (array) $languages, array( 'de_DE' ) ) ) );
	}

	public function test_the_admin_switches_an_email_off_under_woocommerce_settings(): void {
		$vendor  = $this->vendor( array( 'balance' => '10' ) );
		$skipped = $this->email_object( 'vendor_payout_schedule_payout_skipped' );
		update_option( $skipped->get_option_key(), array( 'enabled' => 'no' ) );
		$skipped->init_settings();
		$skipped->enabled = $skipped->get_option( 'enabled' );

		try {
			Engine_Site::run( 'weekly', self::DATE );
		} finally {
			delete_option( $skipped->get_option_key() );
			$skipped->init_settings();
			$skipped->enabled = $skipped->get_option( 'enabled' );
		}

		$this->assertSame( array(), $this->mails_to( $vendor ) );
	}

	public function test_the_admin_chooses_plain_text_under_woocommerce_settings(): void {
		$vendor    = $this->vendor( array( 'balance' => '75' ) );
		$requested = $this->email_object( 'vendor_payout_schedule_payout_requested' );
		update_option( $requested->get_option_key(), array( 'email_type' => 'plain' ) );
		$requested->init_settings();
		$requested->email_type = $requested->get_option( 'email_type' );

		try {
			Engine_Site::run( 'weekly', self::DATE );
		} finally {
			delete_option( $requested->get_option_key() );
			$requested->init_settings();
			$requested->email_type = $requested->get_option( 'email_type' );
		}

		$mail = $this->mails_to( $vendor )[0];
		$this->assertStringContainsString( 'Content-Type: text/plain', $mail['headers'] );
		$this->assertStringNotContainsString( '<', $mail['message'] );
		$this->assertStringContainsString( "Amount: \$75.00\nPayment method: PayPal", $mail['message'] );
		$this->assertStringContainsString( dokan_get_navigation_url( 'withdraw' ), $mail['message'] );
	}

	public function test_the_emails_are_listed_with_woocommerces_own_settings(): void {
		$requested = $this->email_object( 'vendor_payout_schedule_payout_requested' );
		$skipped   = $this->email_object( 'vendor_payout_schedule_payout_skipped' );

		$this->assertSame( 'Scheduled payout requested', $requested->get_title() );
		$this->assertSame( 'Scheduled payout skipped', $skipped->get_title() );
		$this->assertSame( array( 'enabled', 'subject', 'heading', 'additional_content', 'email_type' ), array_slice( array_keys( $skipped->form_fields ), 0, 5 ) );
		$this->assertSame( 'woocommerce_vendor_payout_schedule_payout_skipped_settings', $skipped->get_option_key() );
		foreach ( array_keys( WC()->mailer()->get_emails() ) as $key ) {
			// WooCommerce links each e-mail's settings as section=strtolower( key ) and matches the
			// sanitized query argument against it (class-wc-settings-emails.php).
			$this->assertSame( strtolower( $key ), sanitize_title( strtolower( $key ) ), "the settings link of $key opens its settings" );
		}
	}

	public function test_a_theme_overrides_the_template_in_its_woocommerce_folder(): void {
		$vendor = $this->vendor( array( 'balance' => '10' ) );
		$theme  = sys_get_temp_dir() . '/vps-theme-' . wp_generate_password( 6, false );
		wp_mkdir_p( $theme . '/woocommerce/emails' );
		file_put_contents( $theme . '/woocommerce/emails/vendor-payout-skipped.php', '<p>The theme’s own words: <?php echo esc_html( $notice->reason ); ?></p>' );
		// locate_template() reads the theme's folder from the global WordPress sets at start-up.
		$active                        = $GLOBALS['wp_stylesheet_path'] ?? get_stylesheet_directory();
		$GLOBALS['wp_stylesheet_path'] = $theme;

		try {
			Engine_Site::run( 'weekly', self::DATE );
		} finally {
			$GLOBALS['wp_stylesheet_path'] = $active;
			unlink( $theme . '/woocommerce/emails/vendor-payout-skipped.php' );
		}

		$this->assertStringContainsString( 'The theme’s own words: Your balance of $10.00 was below the minimum of $50.00.', $this->mails_to( $vendor )[0]['message'] );
	}

	/**
	 * The shop switched each of the plugin's e-mails off under WooCommerce → Settings → Emails: the
	 * payout is still filed and none of them is sent. The run is a process of its own, as WP-Cron's,
	 * so WooCommerce's mailer is built from the settings as stored.
	 */
	public function test_nothing_is_sent_where_the_shop_switched_the_emails_off(): void {
		$vendor = $this->vendor( array( 'balance' => '500' ) );
		$log    = tempnam( sys_get_temp_dir(), 'vps-mail-' );
		$repo   = dirname( __DIR__, 2 );
		$keys   = array();
		foreach ( array( Payout_Emails::REQUESTED_ID, Payout_Emails::SKIPPED_ID, Payout_Emails::SUMMARY_ID ) as $id ) {
			$keys[] = 'woocommerce_' . $id . '_settings';
			update_option( end( $keys ), array( 'enabled' => 'no' ) );
		}

		try {
			$process = proc_open( array( PHP_BINARY, $repo . '/tests/env/wp-php.php', __DIR__ . '/support/run-engine.php', 'weekly', self::DATE, '--mail-log=' . $log ), array( 1 => array( 'pipe', 'w' ), 2 => array( 'pipe', 'w' ) ), $pipes, $repo );
			$output  = stream_get_contents( $pipes[1] );
			$errors  = stream_get_contents( $pipes[2] );
			fclose( $pipes[1] );
			fclose( $pipes[2] );
			$exit = proc_close( $process );
		} finally {
			array_map( 'delete_option', $keys );
		}
		wp_cache_flush();
		$caught = Mail_Catcher::read( $log );
		unlink( $log );

		$this->assertSame( 0, $exit, $output . $errors );
		$this->assertStringContainsString( '"done":true', $output );
		$this->assertCount( 1, Engine_Site::requests()[ $vendor ], 'the payout itself is filed' );
		$this->assertSame( array(), $caught );
	}

	/**
	 * E-mails caught for a vendor, in order.
	 *
	 * @param int $vendor Vendor id.
	 * @return array<int, array{to: string, subject: string, message: string, headers: string}>
	 */
	private function mails_to( int $vendor ): array {
		$to = $this->email_of( $vendor );
		return array_values( array_filter( $this->mail->caught(), static fn ( array $mail ): bool => $mail['to'] === $to ) );
	}

	/**
	 * Asserts the vendor got one "skipped" e-mail saying why, linking to their withdraw page, and
	 * advising what fixes it — or, when nothing the vendor can do would, advising nothing.
	 *
	 * @param int         $vendor Vendor id.
	 * @param string      $why    The reason's sentence.
	 * @param string|null $fix    The start of the advice; null for none.
	 */
	private function assertToldOfSkip( int $vendor, string $why, ?string $fix ): void {
		$mails = $this->mails_to( $vendor );
		$this->assertCount( 1, $mails, "vendor $vendor gets one e-mail" );
		$this->assertSame( 'Your scheduled payout of January 5, 2099 was skipped', $mails[0]['subject'] );
		$text = $this->text_of( $mails[0] );
		$this->assertStringContainsString( 'Why ' . $why, $text );
		if ( null === $fix ) {
			$this->assertStringNotContainsString( 'What fixes it', $text, "vendor $vendor: no advice they cannot follow" );
		} else {
			$this->assertStringContainsString( 'What fixes it ' . $fix, $text );
		}
		$this->assertStringContainsString( 'href="' . dokan_get_navigation_url( 'withdraw' ) . '"', $mails[0]['message'], 'a link to the withdraw page' );
	}

	/**
	 * @param int $vendor Vendor id.
	 */
	private function email_of( int $vendor ): string {
		return (string) get_userdata( $vendor )->user_email;
	}

	/**
	 * The HTML e-mail's visible text on one line (styles dropped, cells joined by spaces).
	 *
	 * @param array{message: string} $mail Caught e-mail.
	 */
	private function text_of( array $mail ): string {
		return Mail_Catcher::text( $mail );
	}

	/**
	 * One of the plugin's e-mails from WooCommerce's mailer.
	 *
	 * @param string $id E-mail id.
	 */
	private function email_object( string $id ): WC_Email {
		foreach ( WC()->mailer()->get_emails() as $email ) {
			if ( $email->id === $id ) {
				return $email;
			}
		}
		$this->fail( "WooCommerce's mailer does not list $id." );
	}

	/**
	 * @param string $status Row status.
	 */
	private function run_finished_at(): ?string {
		global $wpdb;
		return $wpdb->get_var( $wpdb->prepare( 'SELECT finished_at FROM ' . Schema::runs_table() . ' WHERE schedule = %s AND scheduled_for = %s', 'weekly', self::DATE ) );
	}

	private function row_with_status( string $status ): object {
		foreach ( Engine_Site::outcomes( self::DATE ) as $row ) {
			if ( $status === $row->status ) {
				return $row;
			}
		}
		$this->fail( "No row is $status." );
	}
}
